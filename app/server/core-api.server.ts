import type { z } from "zod";
import { ApiError, LOCAL_API_HEADER, REQUEST_ID_HEADER, TENANT_HEADER } from "@commerce/contract/common";

/** The origin used for service-binding requests; the binding ignores it, logs show it. */
const BINDING_ORIGIN = "https://core-api.internal";

export type CoreApiCall = { path: string; status: number; durationMs: number };

export type CoreApiOptions = {
  env: Pick<Env, "CORE_API" | "CORE_API_URL">;
  requestId: string;
  tenantId?: string;
  /** The shopper's current language: sent as Accept-Language when the call sets none (spec §7). */
  language?: string;
};

/** A core-API answer that was not 2xx, or whose body broke the contract. */
export class CoreApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(`core API ${path} answered ${status}${body ? `: ${body.error.message}` : ""}`);
  }
  get notFound() {
    return this.status === 404;
  }
}

/**
 * The storefront's only way to data: the core API through the CORE_API service binding, or, when
 * CORE_API_URL is set, a remote core API with the same contract. Every answer is checked against the
 * contract schema before anyone uses it.
 */
export function createCoreApi(options: CoreApiOptions) {
  const calls: CoreApiCall[] = [];
  let language = options.language;
  let tenantId = options.tenantId;
  /** The signed-in customer's ID token: every call then speaks for them (spec §7, auth headers). */
  let idToken: string | null = null;

  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("accept", "application/json");
    headers.set(REQUEST_ID_HEADER, options.requestId);
    if (tenantId && !headers.has(TENANT_HEADER)) headers.set(TENANT_HEADER, tenantId);
    if (language && !headers.has("accept-language")) headers.set("accept-language", language);
    if (idToken && !headers.has("authorization")) headers.set("authorization", `Bearer ${idToken}`);
    const base = options.env.CORE_API_URL;
    const started = Date.now();
    let response: Response;
    if (base) {
      const url = new URL(path.replace(/^\//, ""), base.endsWith("/") ? base : `${base}/`);
      if (isLocalAddress(url.hostname)) headers.set(LOCAL_API_HEADER, "1");
      response = await fetch(new Request(url, { ...init, headers }));
    } else {
      response = await options.env.CORE_API.fetch(new Request(`${BINDING_ORIGIN}${path}`, { ...init, headers }));
    }
    calls.push({ path, status: response.status, durationMs: Date.now() - started });
    return response;
  }

  async function call<S extends z.ZodType>(schema: S, path: string, init?: RequestInit): Promise<z.infer<S>> {
    const response = await send(path, init);
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = ApiError.safeParse(body);
      throw new CoreApiError(path, response.status, parsed.success ? parsed.data : null);
    }
    const result = schema.safeParse(body);
    if (!result.success) throw new CoreApiError(path, 502, null);
    return result.data;
  }

  return {
    get: <S extends z.ZodType>(schema: S, path: string, init?: RequestInit) => call(schema, path, init),
    /** The raw response, for media and other non-JSON answers. */
    raw: send,
    /** Every call made so far, for Server-Timing and the access log. */
    calls,
    /** Set by the pipeline once the host's tenant is known: every later call is about that shop. */
    setTenant: (id: string) => {
      tenantId = id;
    },
    /** Set when a customer is signed in (or cleared on sign-out): later calls carry their ID token. */
    setIdToken: (token: string | null) => {
      idToken = token;
    },
    /** Set once the route's language is known (the :lang middleware). */
    setLanguage: (next: string) => {
      language = next;
    },
  };
}

export type CoreApi = ReturnType<typeof createCoreApi>;

function isLocalAddress(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || /^127\./.test(hostname) || hostname === "[::1]";
}
