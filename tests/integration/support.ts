import { env, exports } from "cloudflare:workers";
import development from "../../development.vars.json";
import { signPreviewToken } from "../../workers/core-api/auth/preview-token";

export const TENANT_A = "7b1e2c4a-0000-4000-8000-00000000000a";
export const TENANT_B = "7b1e2c4a-0000-4000-8000-00000000000b";
export const HOST_A = "localhost";
export const HOST_B = "stadsbazaar.localhost";
/** The three small demo shops, on the header themes the big ones do not use (ultimate-shape, modern-cool, simple). */
export const TENANT_C = "7b1e2c4a-0000-4000-8000-00000000000c";
export const TENANT_D = "7b1e2c4a-0000-4000-8000-00000000000d";
export const TENANT_E = "7b1e2c4a-0000-4000-8000-00000000000e";
export const HOST_C = "stapvast.localhost";
export const HOST_D = "huisraad.localhost";
export const HOST_E = "breiwerk.localhost";
/** Every demo shop: tenant, host and name. */
export const DEMO_SHOPS = [
  { tenant: TENANT_A, host: HOST_A, name: "Noordzee Mode" },
  { tenant: TENANT_B, host: HOST_B, name: "Stadsbazaar" },
  { tenant: TENANT_C, host: HOST_C, name: "Stapvast" },
  { tenant: TENANT_D, host: HOST_D, name: "Huisraad" },
  { tenant: TENANT_E, host: HOST_E, name: "Breiwerk" },
] as const;
/** A delivery address for the checkout's adres step, as its form posts it. */
export const CHECKOUT_ADDRESS = {
  "delivery.firstName": "Jan",
  "delivery.lastName": "Jansen",
  "delivery.street": "Keizerstraat",
  "delivery.houseNumber": "12",
  "delivery.postcode": "2584bl",
  "delivery.city": "Den Haag",
  "delivery.country": "NL",
};

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

/** A page's HTML without the route stylesheets it carries inline (ADR 0069): their selectors name the markup's attributes too. */
export const withoutRouteStylesheets = (html: string) => html.replace(/<style[^>]*\bdata-href="[^"]*"[^>]*>[\s\S]*?<\/style>/g, "");

/** The development session secret (app/entry.worker.ts falls back to it outside production). */
const DEV_SECRET = "etalage-development-session-secret";

/**
 * A cookie as the storefront would set it (React Router's signed cookie format): base64 JSON, a dot,
 * then the HMAC-SHA256 of that.
 */
async function signedCookie(name: string, data: unknown, secret: string): Promise<string> {
  const value = btoa(unescape(encodeURIComponent(JSON.stringify(data))));
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(value)));
  const hash = btoa(String.fromCharCode(...signature)).replace(/=+$/, "");
  return `${name}=${encodeURIComponent(`${value}.${hash}`)}`;
}

/** A session cookie as the storefront would set it. */
export function sessionCookie(data: Record<string, unknown>, secret = DEV_SECRET): Promise<string> {
  return signedCookie("__etalage", data, secret);
}

/** A flash message's cookie as the storefront would set it, for a shop. */
export function flashCookie(message: { kind: string; key: string; values?: Record<string, string | number> }, tenant = TENANT_A, secret = DEV_SECRET) {
  return signedCookie("__etalage_flash", { tenant, message }, secret);
}

/**
 * The Cookie header a browser sends after this response: the cookies it had, with the response's
 * Set-Cookie headers applied (one with Max-Age=0 deletes its cookie).
 */
export function mergeCookies(cookieHeader: string, response: Response): string {
  const jar = new Map(
    cookieHeader
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(";")[0]!;
    const name = pair.slice(0, pair.indexOf("="));
    if (/;\s*max-age=0(;|$)/i.test(set)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/**
 * A browser-like shopper: keeps its cookies (the session and the flash message) between requests, and comes from an address of its
 * own (Cloudflare's CF-Connecting-IP), as different shoppers do — rate limits count per client.
 */
export function shopper(host = HOST_A, ip = `10.${byte()}.${byte()}.${byte()}`) {
  let cookie = "";
  const remember = (response: Response) => {
    cookie = mergeCookies(cookie, response);
    return response;
  };
  return {
    get cookie() {
      return cookie;
    },
    async page(path: string) {
      return remember(await visit(path, { host, headers: { "cf-connecting-ip": ip, ...(cookie ? { cookie } : {}) } }));
    },
    /** A form post without JavaScript: a document request. */
    async post(path: string, form: Record<string, string | string[]>, referer = `http://${host}/nl/products`) {
      const body = new URLSearchParams();
      for (const [key, value] of Object.entries(form)) for (const v of [value].flat()) body.append(key, v);
      const headers: Record<string, string> = {
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://${host}`,
        referer,
        "cf-connecting-ip": ip,
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

function byte() {
  return Math.floor(Math.random() * 254) + 1;
}

/** The session cookie (`__etalage=…`) among a Cookie header's cookies, or the header itself. */
export function sessionCookieOf(cookieHeader: string): string {
  return cookieHeader.split(/;\s*/).find((pair) => pair.startsWith("__etalage=")) ?? cookieHeader;
}

/** The session a shopper's cookie holds (React Router's signed cookie: base64 JSON, a dot, a signature). */
export function sessionData(cookieHeader: string): Record<string, unknown> {
  const cookie = sessionCookieOf(cookieHeader);
  const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
  return JSON.parse(decodeURIComponent(escape(atob(value.slice(0, value.lastIndexOf("."))))));
}

// --- Signed-in sessions without the sign-in service (the core API accepts emulator tokens in development)

export const AUTH_TENANTS: Record<string, string> = {
  [TENANT_A]: "noordzee-k3f9a",
  [TENANT_B]: "stadsbazaar-p2x7c",
  [TENANT_C]: "stapvast-h4r1m",
  [TENANT_D]: "huisraad-z8w2q",
  [TENANT_E]: "breiwerk-m6t3d",
};
export const HOSTS: Record<string, string> = Object.fromEntries(DEMO_SHOPS.map((shop) => [shop.tenant, shop.host]));

const base64url = (value: unknown) =>
  btoa(unescape(encodeURIComponent(JSON.stringify(value))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** An ID token as the Auth emulator issues them: unsigned, for the shop's auth tenant. */
export function emulatorIdToken(uid: string, tenantId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: "https://securetoken.google.com/demo-etalage",
    aud: "demo-etalage",
    sub: uid,
    user_id: uid,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    firebase: { sign_in_provider: "password", tenant: AUTH_TENANTS[tenantId] },
  };
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.`;
}

type CustomerRow = {
  id: number;
  tenant_id: string;
  auth_uid: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  prices_incl: number;
  invoice: number;
};

export async function customerRow(id: number): Promise<CustomerRow> {
  return (await env.CORE_API_DB.prepare(
    `SELECT c.id, c.tenant_id, c.auth_uid, c.first_name, c.last_name, c.company_name,
            cc.display_prices_including_vat AS prices_incl, cc.allow_invoice_payment AS invoice
       FROM customers c LEFT JOIN customer_categories cc ON cc.id = c.customer_category_id WHERE c.id = ?1`,
  )
    .bind(id)
    .first<CustomerRow>())!;
}

/**
 * A sign-in session kept by the core API for an ID token (as the storefront keeps one at sign-in);
 * answers the session id the cookie carries.
 */
export async function keptSession(tenantId: string, idToken: string, refreshToken = "r", shadowSessionId: number | null = null): Promise<string> {
  const response = await env.CORE_API.fetch("https://core-api.internal/auth/sessions", {
    method: "POST",
    headers: { "content-type": "application/json", "x-tenant-id": tenantId, authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ refreshToken, shadowSessionId }),
  });
  if (response.status !== 201) throw new Error(`no session: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { sessionId: string }).sessionId;
}

/** How the core API finds a session: the SHA-256 (hex) of its id (customer_sessions.id_hash). */
export async function sessionIdHash(sessionId: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(sessionId));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The session of a signed-in demo customer, as the storefront keeps it after sign-in. */
export async function customerSession(id: number, overrides: { cartId?: string } = {}) {
  const row = await customerRow(id);
  const customer = {
    id: row.id,
    uid: row.auth_uid,
    number: `K-${String(row.id).padStart(6, "0")}`,
    firstName: row.first_name,
    lastName: row.last_name,
    companyName: row.company_name,
    pricesIncludingVat: row.prices_incl !== 0,
    invoicePayment: row.invoice !== 0,
  };
  const sessionId = await keptSession(row.tenant_id, emulatorIdToken(row.auth_uid, row.tenant_id));
  const data: Record<string, unknown> = { tenantId: row.tenant_id, customer, sessionId };
  if (overrides.cartId) data.cartId = overrides.cartId;
  return { row, data };
}

/**
 * An in-stock size of a one-colour product with more than one size in stock (its product page lists
 * each size once, so "{size} (uitverkocht)" is unambiguous).
 */
export async function sizeOfOneColourProduct(order: "first" | "last" = "first") {
  return (await env.CORE_API_DB.prepare(
    `SELECT v.id, v.size, p.slug FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE v.tenant_id = ?1 AND v.stock > 0 AND p.is_active = 1 AND v.size IS NOT NULL AND v.size <> 'One size'
        AND (SELECT COUNT(*) FROM product_variants o WHERE o.product_id = v.product_id AND o.stock > 0) > 1
        AND (SELECT COUNT(DISTINCT COALESCE(o.colour_hex, '')) FROM product_variants o WHERE o.product_id = v.product_id) = 1
      ORDER BY v.id ${order === "first" ? "ASC" : "DESC"} LIMIT 1`,
  )
    .bind(TENANT_A)
    .first<{ id: number; size: string; slug: string }>())!;
}

// --- Sign-in with the real Auth emulator ------------------------------------------------------------

const EMULATOR = "http://127.0.0.1:9099";
const OPERATOR_KEY = "etalage-development-operator-key";

/** The sign-in form posted by a shopper (without JavaScript). */
export function signIn(me: ReturnType<typeof shopper>, email: string, password: string, extra: Record<string, string> = {}, path = "/nl/auth/login") {
  return me.post(path, { email, password, ...extra }, `http://${HOST_A}${path}`);
}

/** A fresh customer with an invite, made through the operator call of the core API. */
export async function invite(email = `klant-${crypto.randomUUID().slice(0, 8)}@example.test`, tenant = TENANT_A) {
  const response = await env.CORE_API.fetch("https://core-api.internal/operator/invites", {
    method: "POST",
    headers: { "content-type": "application/json", "x-tenant-id": tenant, "x-operator-key": OPERATOR_KEY },
    body: JSON.stringify({ email, firstName: "Ilse", lastName: "Uitgenodigd", language: "nl" }),
  });
  if (response.status !== 201) throw new Error(`invite refused: ${response.status}`);
  const created = (await response.json()) as { token: string; path: string; customerId: number };
  return { email, ...created };
}

/**
 * A customer of their own for a test that signs in several times (5 sign-ins a minute per account and
 * address), with the browser that accepted the invite (and is signed in).
 */
export async function invitedCustomer() {
  const invited = await invite();
  const password = "Eigen-wachtwoord-1";
  const browser = shopper();
  const accepted = await browser.post(invited.path, { token: invited.token, password, confirm: password });
  if (accepted.status !== 303) throw new Error(`invite not accepted: ${accepted.status}`);
  return { ...invited, password, browser };
}

/**
 * The code in the newest password-reset mail the shop sent to this address (ADR 0050: the core API's
 * outbox, the link to the shop's /nl/auth/reset page), or undefined when none was sent.
 */
export async function mailedResetCode(email: string): Promise<string | undefined> {
  const mail = await env.CORE_API_DB.prepare(
    "SELECT text_body FROM mail_outbox WHERE to_address = ?1 AND dedupe_key LIKE 'password-reset:%' ORDER BY id DESC LIMIT 1",
  )
    .bind(email.toLowerCase())
    .first<string>("text_body");
  return mail ? /\/nl\/auth\/reset\?oobCode=([A-Za-z0-9_-]+)/.exec(mail)?.[1] : undefined;
}

/**
 * The sign-in account as the Auth emulator keeps it (admin lookup by uid, or by e-mail with
 * `{ email }`), e.g. its validSince (seconds).
 */
export async function emulatorAccount(uid: string | { email: string }, authTenant = "noordzee-k3f9a") {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/demo-etalage/tenants/${authTenant}/accounts:lookup`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify(typeof uid === "string" ? { localId: [uid] } : { email: [uid.email] }),
  });
  const { users } = (await response.json()) as { users?: { localId: string; validSince?: string; emailVerified?: boolean; displayName?: string }[] };
  return users?.[0] ?? null;
}

/**
 * The rate limiter's windows are whole minutes of the wall clock (miniflare: epoch = now / period), so a
 * test that counts attempts across a minute's end sees its count start again half way. Such a test runs
 * as `body`, and once more when it failed after crossing into the next minute: a run takes seconds, so
 * the second starts early in its minute and cannot cross (issue 21: no test waits for the clock). The
 * body makes its own shoppers (random addresses) and e-mail addresses on each run, so what a crossed
 * run counted in the new minute belongs to others.
 */
export async function inOneMinute(body: () => Promise<void>): Promise<void> {
  const minute = () => Math.floor(Date.now() / 60_000);
  const started = minute();
  try {
    await body();
  } catch (error) {
    if (minute() === started) throw error;
    await body();
  }
}

/**
 * A single-fetch answer (`.data` urls: what a fetcher or a client navigation gets), decoded for plain
 * data: React Router's flat turbo-stream is one JSON array of values in which objects name their keys and
 * values by index (`{"_<key index>": <value index>}`); -5 is null, -7 undefined.
 */
export async function singleFetch(response: Response): Promise<unknown> {
  const values = JSON.parse((await response.text()).split("\n")[0]!) as unknown[];
  const at = (index: number): unknown => {
    if (index === -5) return null;
    if (index < 0) return undefined;
    const value = values[index];
    if (Array.isArray(value)) return value.map((item: number) => at(item));
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [values[Number(key.slice(1))], at(item as number)]));
    }
    return value;
  };
  return at(0);
}

/**
 * A CMS page's preview path with a signed preview token (ADR 0060), as `npm run operator -- cms
 * preview-link` makes it: signed with development's SHADOW_LINK_SECRET, valid 10 minutes.
 */
export async function previewPath(page: number, tenant = TENANT_A, language = "nl"): Promise<string> {
  const exp = Math.floor(Date.now() / 1000) + 600;
  const token = await signPreviewToken(development.coreApi.SHADOW_LINK_SECRET, { tenant, page, staffId: "editor-test", staffName: "Editor", exp });
  return `/${language}/cms-preview/${page}?previewToken=${token}`;
}
