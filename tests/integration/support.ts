import { exports } from "cloudflare:workers";

export const TENANT_A = "7b1e2c4a-0000-4000-8000-00000000000a";
export const TENANT_B = "7b1e2c4a-0000-4000-8000-00000000000b";
export const HOST_A = "localhost";
export const HOST_B = "stadsbazaar.localhost";

/** A request to the built storefront Worker, as a browser on that host would send it. */
export function visit(path: string, init: RequestInit & { host?: string } = {}): Promise<Response> {
  const { host = HOST_A, ...rest } = init;
  return exports.default.fetch(new Request(`http://${host}${path}`, { redirect: "manual", ...rest }));
}

/** A same-origin form post (browsers send Origin with every POST). */
export function post(path: string, form: Record<string, string>, init: { host?: string; origin?: string | null } = {}) {
  const host = init.host ?? HOST_A;
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded" });
  const origin = init.origin === undefined ? `http://${host}` : init.origin;
  if (origin !== null) headers.set("origin", origin);
  return visit(path, { host, method: "POST", headers, body: new URLSearchParams(form).toString() });
}

export function location(response: Response): string | null {
  const value = response.headers.get("location");
  if (!value) return null;
  const url = new URL(value, "http://base.invalid");
  return `${url.pathname}${url.search}`;
}

export const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? null;
export const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1] ?? null;

/** The development session secret (workers/app.ts falls back to it outside production). */
const DEV_SECRET = "etalage-development-session-secret";

/**
 * A session cookie as the storefront would set it (React Router's signed cookie format): base64 JSON,
 * a dot, then the HMAC-SHA256 of that. Flash values are stored under `__flash_<key>__`.
 */
export async function sessionCookie(data: Record<string, unknown>, secret = DEV_SECRET): Promise<string> {
  const value = btoa(unescape(encodeURIComponent(JSON.stringify(data))));
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(value)));
  const hash = btoa(String.fromCharCode(...signature)).replace(/=+$/, "");
  return `__etalage=${encodeURIComponent(`${value}.${hash}`)}`;
}

/** A browser-like shopper: keeps the session cookie between requests. */
export function shopper(host = HOST_A) {
  let cookie = "";
  const remember = (response: Response) => {
    const set = response.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0]!;
    return response;
  };
  return {
    get cookie() {
      return cookie;
    },
    async page(path: string) {
      return remember(await visit(path, { host, headers: cookie ? { cookie } : {} }));
    },
    /** A form post without JavaScript: a document request. */
    async post(path: string, form: Record<string, string | string[]>, referer = `http://${host}/nl/products`) {
      const body = new URLSearchParams();
      for (const [key, value] of Object.entries(form)) for (const v of [value].flat()) body.append(key, v);
      const headers: Record<string, string> = {
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://${host}`,
        referer,
      };
      if (cookie) headers.cookie = cookie;
      return remember(await visit(path, { host, method: "POST", headers, body: body.toString() }));
    },
    /** The same form as a fetcher (JavaScript on): a single-fetch .data request. */
    async fetch(path: string, form: Record<string, string>) {
      return this.post(`${path}.data`, form);
    },
  };
}
