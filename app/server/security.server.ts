/** A fresh random nonce for this response's inline scripts and styles. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A POST (or any other changing method) must come from a page of this same origin. Browsers send
 * Origin with every form post and fetch; a missing or foreign Origin is refused (together with
 * SameSite=Lax cookies this is our CSRF defence, docs/decisions/0004-request-pipeline.md).
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return true;
  return origin !== new URL(request.url).origin;
}

/**
 * Security headers for every HTML answer; scripts and styles run only with this response's nonce. No
 * page may be framed, but an editor's preview by the origins its shop allows (ADR 0060).
 */
export function applySecurityHeaders(headers: Headers, nonce: string, production: boolean, frameAncestors: readonly string[] | null = null): void {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The shop's service worker (/sw.js) and web app manifest (ADR 0065): 'strict-dynamic' would otherwise refuse the worker.
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors?.length ? frameAncestors.join(" ") : "'none'"}`,
    ...(production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  headers.set("content-security-policy", csp);
  applyResponseSecurityHeaders(headers, production);
}

/**
 * The headers every response of the Worker carries, whatever it is (a page, a `.data` answer, a
 * redirect, media, a plain error page): no sniffing, no framing, no referrer to other sites. A
 * response without a policy of its own gets one that allows nothing (it is not a page). Static
 * assets get the same from public/_headers.
 */
export function applyResponseSecurityHeaders(headers: Headers, production: boolean): void {
  headers.set("x-content-type-options", "nosniff");
  if (!headers.has("content-security-policy")) headers.set("content-security-policy", "default-src 'none'; frame-ancestors 'none'");
  // X-Frame-Options knows no list of origins: a page whose policy names its frame ancestors goes without.
  const framedBy = /frame-ancestors ([^;]*)/.exec(headers.get("content-security-policy") ?? "")?.[1]?.trim();
  if (!headers.has("x-frame-options") && (framedBy === undefined || framedBy === "'none'")) headers.set("x-frame-options", "DENY");
  if (!headers.has("referrer-policy")) headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
  headers.set("cross-origin-opener-policy", "same-origin");
  if (production) headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
}
