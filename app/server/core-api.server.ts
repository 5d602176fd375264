import { ApiError, LOCAL_API_HEADER, REQUEST_ID_HEADER, TENANT_HEADER } from "@commerce/contract/common";
import {
  ENDPOINT_NAMES,
  type EndpointAnswer,
  type EndpointInput,
  type EndpointName,
  endpointPath,
  endpoints,
  isEndpointPath,
  type JsonEndpointName,
  type OperatorEndpointName,
  type TenantlessEndpointName,
} from "@commerce/contract/endpoints";

// The storefront's only way to data: the core API through the CORE_API service binding, or, when
// CORE_API_URL is set, a remote core API with the same contract. Every call is a row of the endpoint
// table (commerce/contract/endpoints.ts): the client fills and encodes the path, sends the body as JSON
// and checks every answer against the row's schema before anyone uses it. Routes use the named clients
// (`app.cart.get(…)`, `app.catalogue.product(…)`, `app.account.orders()`), one per area of the table.

/** The origin used for service-binding requests; the binding ignores it, logs show it. */
const BINDING_ORIGIN = "https://core-api.internal";

/**
 * How long the storefront waits for one call of the core API (issue 19): no page hangs on it. When the
 * deadline passes the call fails as a CoreApiError that `timedOut`, and the page shows its fallback
 * (spec §8: no open order, the simple header, one branch, no newsletter, 'Geen resultaten') or, when
 * it cannot do without the answer, the translated error page with 504 (entry.server.tsx).
 */
export const CORE_API_DEADLINES_MS = {
  /** What a page shows (a GET): the page waits no longer for its data. */
  pageData: 3_000,
  /** The chrome's extras and the search preview: each has a fallback, so it waits least (chrome §9's read timeout). */
  chrome: 2_000,
  /** A shopper's change (a POST, PUT, PATCH or DELETE: an order placed, a mail sent, a payment started). */
  change: 5_000,
  /** The open-order lookup (chrome spec §9: 5000 ms), the longest. */
  openOrder: 5_000,
} as const;

/** The calls with a deadline of their own; every other call's follows from its method. */
const OWN_DEADLINES: Partial<Record<EndpointName, number>> = {
  "account.openOrder": CORE_API_DEADLINES_MS.openOrder,
  "shop.branches": CORE_API_DEADLINES_MS.chrome,
  "shop.newsletters": CORE_API_DEADLINES_MS.chrome,
  "shop.usps": CORE_API_DEADLINES_MS.chrome,
  "shop.submenu": CORE_API_DEADLINES_MS.chrome,
  "shop.promotions": CORE_API_DEADLINES_MS.chrome,
  "catalogue.search": CORE_API_DEADLINES_MS.chrome,
  // The wheel of fortune's list (the browser asks once the page is interactive; it may fail on its own).
  "promo.wheels": CORE_API_DEADLINES_MS.chrome,
};

/** The deadline of one call. */
export function deadlineOf(name: EndpointName): number {
  return OWN_DEADLINES[name] ?? (endpoints[name].method === "GET" ? CORE_API_DEADLINES_MS.pageData : CORE_API_DEADLINES_MS.change);
}

/** The status a call that passed its deadline is counted with (and the page that needs it answers). */
const TIMED_OUT_STATUS = 504;

export type CoreApiCall = { endpoint: EndpointName; status: number; durationMs: number };

/**
 * A call the core API did not answer as it should: no answer (0), an error of its own or a deadline
 * passed (5xx). A page rendered with such a call's fallback is no page to keep for others (issue 23).
 */
export const callFailed = (call: CoreApiCall) => call.status === 0 || call.status >= 500;

/** A core-API answer that was not 2xx, or whose body broke the contract. */
export class CoreApiError extends Error {
  constructor(
    readonly endpoint: EndpointName,
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(`core API ${endpoint} answered ${status}${body ? `: ${body.error.message}` : ""}`);
  }
  get notFound() {
    return this.status === 404;
  }
  /** The core API did not answer within the call's deadline. */
  get timedOut() {
    return this.status === TIMED_OUT_STATUS && this.body === null;
  }
}

/** The core API gave no answer to a call (the binding or the network failed); the transport's error is the cause. */
export class CoreApiUnreachable extends Error {
  constructor(
    readonly endpoint: EndpointName,
    cause: unknown,
  ) {
    super(`core API ${endpoint} gave no answer: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * Who is asking, read at every call: the page's language (Accept-Language, spec §7) once the root
 * middleware has chosen it, and the signed-in customer's ID token (spec §7, auth headers), which a
 * sign-in, a refresh or a sign-out changes while the request runs. The request context holds both.
 */
export type Shopper = { readonly language: string | null; readonly idToken: string | null };

/** What one call may add to its row's input. */
export type CallOptions = {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Speak for this ID token instead of the shopper's; null for no one (a link that signs someone else in). */
  idToken?: string | null;
};

type CallInput<N extends EndpointName> = EndpointInput<N> & CallOptions;
/** A call whose input has nothing required may be made without one: `app.account.orders()`. */
// biome-ignore lint/complexity/noBannedTypes: `{} extends T` asks whether T has no required field; this `{}` is the empty input, not "any value".
type CallArgs<N extends EndpointName> = {} extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];
type Caller<N extends EndpointName> = (...input: CallArgs<N>) => Promise<EndpointAnswer<N>>;

type AreaOf<N> = N extends `${infer Area}.${string}` ? Area : never;
/** The named clients of a set of calls: `{ cart: { get, action, … }, account: { … } }`. */
export type NamedClients<Names extends EndpointName> = {
  [Area in AreaOf<Names>]: { [N in Names as N extends `${Area}.${infer Action}` ? Action : never]: Caller<N> };
};

/** The calls the storefront makes: those with a JSON answer, but none of the operator's (it has no operator key). */
type StorefrontEndpointName = Exclude<JsonEndpointName, OperatorEndpointName>;
/** Every call a shop's pages may make, by area. */
export type ShopClients = NamedClients<StorefrontEndpointName>;
type TenantlessClients = NamedClients<TenantlessEndpointName & StorefrontEndpointName>;

/** Calls whose answer is passed on as it is (media, the test provider's page): no JSON, no check. */
type ForwardedName = Exclude<EndpointName, JsonEndpointName>;
/** A shop's page is forwarded for that shop only: its calls need the tenant. */
type ForwardArgs<N extends ForwardedName> = N extends TenantlessEndpointName ? [init?: RequestInit] : [init: RequestInit & { tenantId: string }];

export type CoreApi = TenantlessClients & {
  /** The named clients of one shop: the tenant is fixed here, for every call they make. */
  shopClients(tenantId: string, shopper: () => Shopper): ShopClients;
  /**
   * A shopper's request for a page the core API serves under the same path (media, the test
   * provider's page), passed on as it is; a path that is not the named call's is a 404.
   */
  forward<N extends ForwardedName>(name: N, url: URL, ...init: ForwardArgs<N>): Promise<Response>;
  /** Every call made so far, for the access log (and a developer's Server-Timing). */
  calls: CoreApiCall[];
};

export type CoreApiOptions = { env: Pick<Env, "CORE_API" | "CORE_API_URL">; requestId: string };

const NO_SHOPPER = (): Shopper => ({ language: null, idToken: null });

/** The storefront's JSON calls by area and action ("cart.action" → cart, action), worked out once per isolate, not per request. */
type NamedCall = { name: StorefrontEndpointName; area: string; action: string };
const SHOP_CALLS: readonly NamedCall[] = ENDPOINT_NAMES.filter(
  (name): name is StorefrontEndpointName => endpoints[name].answer !== null && endpoints[name].auth !== "operator",
).map((name) => {
  const [area, action] = name.split(".") as [string, string];
  return { name, area, action };
});
const TENANTLESS_CALLS = SHOP_CALLS.filter(({ name }) => !endpoints[name].tenantScoped);

/**
 * The core-API client of one request, made once by the pipeline before the shop is known: it may only
 * ask what is not about one shop (which shop owns a host); `shopClients` gives the shop's own.
 */
export function createCoreApi(options: CoreApiOptions): CoreApi {
  const calls: CoreApiCall[] = [];

  /**
   * One call within its deadline: the answer's headers (and, for a JSON call, `read` of its body) must
   * come before it passes, or the call fails as timed out. The caller's own signal may end it sooner.
   */
  async function send<T>(
    name: EndpointName,
    path: string,
    tenantId: string | null,
    shopper: Shopper,
    init: RequestInit & Pick<CallOptions, "idToken">,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const started = Date.now();
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new CoreApiError(name, TIMED_OUT_STATUS, null)), deadlineOf(name));
    const signal = init.signal ? AbortSignal.any([init.signal, deadline.signal]) : deadline.signal;
    // Whatever the transport does with the signal, the call ends when it is aborted.
    const aborted = new Promise<never>((_, reject) => {
      const stop = () => reject(signal.reason instanceof CoreApiError ? signal.reason : new CoreApiError(name, TIMED_OUT_STATUS, null));
      if (signal.aborted) stop();
      else signal.addEventListener("abort", stop, { once: true });
    });
    aborted.catch(() => {});
    // 0: no answer at all (the transport failed).
    let status = 0;
    try {
      const response = await Promise.race([request(path, tenantId, shopper, { ...init, signal }), aborted]);
      status = response.status;
      return await Promise.race([read(response), aborted]);
    } catch (error) {
      if (error instanceof CoreApiError && error.timedOut) status = TIMED_OUT_STATUS;
      // No answer at all (the transport failed): the error names the call, as every log line of it must.
      if (!(error instanceof CoreApiError)) throw new CoreApiUnreachable(name, error);
      throw error;
    } finally {
      clearTimeout(timer);
      calls.push({ endpoint: name, status, durationMs: Date.now() - started });
    }
  }

  function request(path: string, tenantId: string | null, shopper: Shopper, init: RequestInit & Pick<CallOptions, "idToken">): Promise<Response> {
    const { idToken: explicitToken, ...requestInit } = init;
    const headers = new Headers(init.headers);
    headers.set("accept", "application/json");
    headers.set(REQUEST_ID_HEADER, options.requestId);
    if (tenantId && !headers.has(TENANT_HEADER)) headers.set(TENANT_HEADER, tenantId);
    if (shopper.language && !headers.has("accept-language")) headers.set("accept-language", shopper.language);
    const idToken = explicitToken === undefined ? shopper.idToken : explicitToken;
    if (idToken && !headers.has("authorization")) headers.set("authorization", `Bearer ${idToken}`);
    const base = options.env.CORE_API_URL;
    if (base) {
      const url = new URL(path.replace(/^\//, ""), base.endsWith("/") ? base : `${base}/`);
      if (isLocalAddress(url.hostname)) headers.set(LOCAL_API_HEADER, "1");
      return fetch(new Request(url, { ...requestInit, headers }));
    }
    return options.env.CORE_API.fetch(new Request(`${BINDING_ORIGIN}${path}`, { ...requestInit, headers }));
  }

  async function call<N extends JsonEndpointName>(name: N, tenantId: string | null, shopper: Shopper, input: CallInput<N> = {} as CallInput<N>) {
    const row = endpoints[name];
    const { params, query, body, headers, signal, idToken } = input as CallInput<N> & {
      params?: Record<string, string | number>;
      query?: object;
      body?: unknown;
    };
    const requestHeaders = { ...headers };
    if (body !== undefined) requestHeaders["content-type"] = "application/json";
    const { response, answer } = await send(
      name,
      `${endpointPath(name, params)}${queryString(query)}`,
      tenantId,
      shopper,
      { method: row.method, headers: requestHeaders, body: body === undefined ? undefined : JSON.stringify(body), signal, idToken },
      async (response) => ({ response, answer: (await response.json().catch(() => null)) as unknown }),
    );
    if (!response.ok) {
      const parsed = ApiError.safeParse(answer);
      throw new CoreApiError(name, response.status, parsed.success ? parsed.data : null);
    }
    const result = row.answer.safeParse(answer);
    if (!result.success) throw new CoreApiError(name, 502, null);
    return result.data as EndpointAnswer<N>;
  }

  function clients(names: readonly NamedCall[], tenantId: string | null, shopper: () => Shopper) {
    const areas: Record<string, Record<string, (input?: object) => Promise<unknown>>> = {};
    for (const { name, area, action } of names) {
      areas[area] ??= {};
      areas[area][action] = (input) => call(name, tenantId, shopper(), input as CallInput<typeof name>);
    }
    return areas;
  }

  return {
    ...(clients(TENANTLESS_CALLS, null, NO_SHOPPER) as TenantlessClients),
    shopClients: (tenantId, shopper) => clients(SHOP_CALLS, tenantId, shopper) as ShopClients,
    forward(name, url, ...[init]) {
      // Not that call's path: what the core API's router would answer, without asking it.
      if (!isEndpointPath(name, url.pathname)) return Promise.resolve(new Response(null, { status: 404 }));
      const { tenantId = null, ...requestInit } = (init ?? {}) as RequestInit & { tenantId?: string };
      // Within the deadline until the answer's headers; its body (a large image) streams on after.
      return send(name, `${url.pathname}${url.search}`, tenantId, NO_SHOPPER(), requestInit, async (response) => response).catch((error: unknown) => {
        if (error instanceof CoreApiError && error.timedOut) return new Response(null, { status: TIMED_OUT_STATUS });
        throw error;
      });
    },
    calls,
  };
}

/** A query string from a call's query: empty values left out, in the order given. */
function queryString(query: object | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

function isLocalAddress(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || /^127\./.test(hostname) || hostname === "[::1]";
}
