// Where a shop lives (ADR 0042): every absolute link the shop gives out — the canonical and language
// links, structured data, the newsletter's confirmation mail, the password reset's continue link, the
// payment provider's way back — starts with the shop's primary domain (tenant_domains.is_primary), never
// with what the request's Host header said. A request on one of the shop's other domains is sent there.
// Pure: the pipeline and the routes give the request's url, the primary host and the environment.

/** Host names that exist only on the machine that serves them: the demo shops in development. */
export function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1" || host === "[::1]";
}

export type OriginInput = {
  /** The shop's primary domain (lower-case, no port), or null when the shop marked none. */
  primaryHost: string | null;
  /** The request's url: its host only when the shop marked no primary; its scheme and port only in development. */
  requestUrl: URL;
  production: boolean;
};

/**
 * The origin of the shop's absolute links. A real domain is always https without a port. Only in
 * development, on a loopback name (localhost, *.localhost), the request's scheme and port are kept: the
 * development server listens on a port of its own (8787, or the tests' ports) and serves plain http.
 * A shop with no primary domain marked keeps the host it was asked on (one of its own: the tenant was
 * resolved from it), under the same rule for scheme and port.
 */
export function shopOrigin({ primaryHost, requestUrl, production }: OriginInput): string {
  const host = primaryHost ?? requestUrl.hostname.toLowerCase().replace(/\.$/, "");
  if (production || !isLoopbackHost(host)) return `https://${host}`;
  return `${requestUrl.protocol}//${host}${requestUrl.port ? `:${requestUrl.port}` : ""}`;
}

/**
 * Where a request on another of the shop's domains is sent (301, same path and query), or null to
 * serve it here. Only GET and HEAD move: a form post is answered where it was made (its Origin check
 * binds it to that host; a 308 would only make the primary domain refuse it as cross-origin).
 */
export function primaryDomainLocation(input: OriginInput & { method: string }): string | null {
  const { primaryHost, requestUrl, method } = input;
  if (primaryHost === null || (method !== "GET" && method !== "HEAD")) return null;
  if (requestUrl.hostname.toLowerCase().replace(/\.$/, "") === primaryHost) return null;
  return `${shopOrigin(input)}${requestUrl.pathname}${requestUrl.search}`;
}
