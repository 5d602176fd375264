import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { h1, HOST_A, HOST_B, location, previewPath, TENANT_B, visit } from "./support";

// Paths and query strings the way an attacker (or a broken link) would send them, against every route
// pattern of app/routes.ts, on both shops. Whatever comes in: never a 5xx, never raw error text or raw
// translation keys, no control characters in the title or heading, and a redirect only to this shop.
// (Form bodies, methods and headers are probed in security tests of their own.)

const LONG = "x".repeat(8 * 1024);

/** Values for a path segment: encoded slashes and dots, spaces, NUL, broken escapes, overlong, unicode… */
const SEGMENTS = [
  "UPPER",
  "Mixed-Case",
  "a%20b",
  "%20",
  "a%2Fb",
  "a%2fb%2f..%2f..",
  "a%5Cb",
  "%00",
  "a%00b",
  "%ff",
  "%fe%ff",
  "%",
  "%zz",
  "%2e%2e",
  "%2e",
  "a%0d%0aset-cookie:%20x=1",
  "%E2%80%AEevil",
  "%F0%9F%91%97",
  "caf%C3%A9",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "'%22%3E%3Cimg%20src=x%3E",
  "a;b=c",
  "a.json",
  "a.data",
  "-1",
  "0",
  "1e9",
  "99999999999999999999999",
  "0x10",
  "NaN",
  "__proto__",
  "constructor",
  LONG,
];

/** Every route pattern of app/routes.ts, with `:param` where a value goes; both languages where they differ. */
const PATTERNS = [
  "/nl/products/:p",
  "/nl/products/:p/:p",
  "/nl/products/category/:p",
  "/nl/products/tag/:p",
  "/nl/products/material/:p",
  "/nl/products/:p/linnen",
  "/en/products/season/:p",
  "/nl/bundles/:p",
  "/nl/cms-preview/:p",
  "/nl/pagina/:p",
  "/en/pagina/:p",
  "/nl/c/:p",
  "/nl/checkout/:p",
  "/nl/account/invoices/:p",
  "/nl/account/subscriptions/:p",
  "/nl/orders/:p",
  "/nl/campaign/:p",
  "/nl/:p",
  "/en/:p",
  "/:p",
  "/:p/home",
  "/nl/:p/:p",
  "/nl/home/:p",
];

/** Pages without a parameter, with junk after them and odd query strings. */
const PAGES = [
  "/",
  "/nl",
  "/nl/home",
  "/en/home",
  "/nl/contact",
  "/nl/products",
  "/nl/webshop",
  "/nl/shop/all",
  "/nl/shopping-bag",
  "/nl/cart",
  "/nl/checkout",
  "/nl/checkout/success",
  "/nl/checkout/payment/return",
  "/nl/auth/login",
  "/nl/auth/forgot",
  "/nl/auth/reset",
  "/nl/auth/invite",
  "/nl/auth/logout",
  "/nl/account",
  "/nl/wishlist",
  "/nl/404",
  "/auth/shadow",
  "/auth/invite",
  "/auth/login",
  "/auth/forgot",
  "/auth/reset",
  "/auth/logout",
  "/checkout/success",
  "/checkout/payment/return",
  "/dev/outbox",
];

const QUERIES = [
  "?page=-1",
  "?page=0",
  "?page=1e9",
  "?page=abc",
  "?page=99999999999999999999",
  "?page=1&page=2",
  "?sort=%3Cscript%3E",
  "?sort=__proto__",
  "?q=%00",
  "?q=a%00b%07c%1b%5B31m",
  "?q=%E2%80%AEevil%E2%80%AC",
  "?q=%C2%85%C2%9Bx",
  `?q=${LONG}`,
  "?q=%ff",
  "?q=%",
  "?q=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "?filters=%00",
  "?filters=category:%3Cx%3E;price:9-1;colour:zz;size:%00",
  "?filters=price:-1-1e99",
  `?filters=${"category:a;".repeat(500)}`,
  "?category=%00&tag=UPPER&size=%ff&colour=red&priceMin=-5&priceMax=abc",
  "?returnUrl=%2F%2Fevil.test",
  "?returnUrl=https://evil.test/",
  "?returnUrl=%2F%5Cevil.test",
  "?redirectTo=//evil.test",
  "?oobCode=%00",
  "?token=%ff",
  "?order=%00",
  "?order=../../etc",
  "?colour=%3Cscript%3E",
  "?colour=%00%E2%80%AE%23ffffff",
  "?_data=root",
  "?index",
  "?a[b]=c&__proto__[x]=1",
  "?%00=%00",
  `?returnUrl=/${LONG}`,
  `?token=${LONG}`,
  `?oobCode=${LONG}`,
  `?order=${LONG}`,
  `?filters=${LONG}`,
  `?${"a=1&".repeat(2000)}`,
];

const TRAILING_JUNK = ["/", "//", "/.", "/..", "/%00", "/%ff", "/%2e%2e%2f%2e%2e", "/x/y/z", ";x", ".json", ".data", "%20", "~", "/index.html"];

/** Text a visitor must never see: an error's own words, a stack, a raw translation key. */
const RAW_ERROR = [
  /\bat [\w$.<>]+ \(/, // a stack frame
  /\b(TypeError|RangeError|URIError|SyntaxError|ReferenceError|ZodError|CoreApiError)\b/,
  /core API \/[\w/]+ answered/,
  /Unexpected Server Error/,
  /\[object Object\]/,
  /\{\{\s*\w+\s*\}\}/,
];
const RAW_KEY = /^(error|notFound|products|common|cms)\.[A-Za-z.]+$/;
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** The same in the page's data for the browser, where JSON writes them as \u escapes. */
const ESCAPED_CONTROL = /\\u(00[01][0-9a-f]|007f|008[0-9a-f]|009[0-9a-f]|202[a-e]|206[6-9])/i;

const title = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? null;

type Probe = { path: string; host: string };

function probes(): Probe[] {
  const paths = new Set<string>();
  for (const pattern of PATTERNS) {
    for (const segment of SEGMENTS) {
      paths.add(pattern.replace(/:p/g, segment));
    }
  }
  for (const page of PAGES) {
    for (const junk of TRAILING_JUNK) paths.add(page === "/" ? `/${junk.replace(/^\//, "")}` : `${page}${junk}`);
    for (const query of QUERIES) paths.add(`${page}${query}`);
  }
  for (const query of QUERIES) {
    paths.add(`/nl/products/category/dames${query}`);
    paths.add(`/nl/products/linnen-blouse${query}`);
  }
  paths.add(`/${LONG}/${LONG}`);
  paths.add("/nl//products");
  paths.add("//nl/products");
  paths.add("/nl/products/../../../etc/passwd");
  paths.add("/nl/products/%2e%2e/%2e%2e/etc/passwd");
  paths.add("/NL/HOME");
  paths.add("/nl/HOME");
  paths.add("/nl/Products");
  paths.add("/nl/products/category/dames.data");
  paths.add("/nl/products/category/UPPER.data");
  paths.add("/nl/products/kleur/ROOD.data");
  paths.add("/nl/products.data?q=%00");
  return [...paths].flatMap((path) => [HOST_A, HOST_B].map((host) => ({ path, host })));
}

/** What is wrong with one answer (empty when nothing is). */
async function problemsOf({ path, host }: Probe): Promise<string[]> {
  let response: Response;
  try {
    response = await visit(path, { host });
  } catch (error) {
    return [`threw ${String(error)}`];
  }
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`status ${response.status}`);
  // A GET changes nothing: not even a session is started for it.
  if (response.headers.get("set-cookie")) problems.push(`sets a cookie: ${response.headers.get("set-cookie")?.slice(0, 40)}`);
  const target = response.headers.get("location");
  if (target !== null) {
    const url = new URL(target, `http://${host}`);
    if (url.host !== host) problems.push(`redirects off the shop: ${target}`);
    if (CONTROL.test(decodeURIComponentSafe(target))) problems.push(`control characters in the redirect ${JSON.stringify(target)}`);
  }
  const body = await response.text();
  for (const pattern of RAW_ERROR) if (pattern.test(body)) problems.push(`raw error text ${pattern}`);
  if ((response.headers.get("content-type") ?? "").includes("text/html")) {
    const pageTitle = title(body);
    const heading = h1(body);
    for (const [name, text] of [
      ["title", pageTitle],
      ["h1", heading],
    ] as const) {
      if (text && CONTROL.test(text)) problems.push(`control characters in the ${name}: ${JSON.stringify(text.slice(0, 80))}`);
      if (text && RAW_KEY.test(text.split(" | ")[0]!.trim())) problems.push(`raw key in the ${name}: ${text}`);
    }
    if (CONTROL.test(body)) problems.push(`control characters in the page: ${JSON.stringify(CONTROL.exec(body)?.[0])}`);
    if (ESCAPED_CONTROL.test(body)) problems.push(`control characters in the page's data: ${ESCAPED_CONTROL.exec(body)?.[0]}`);
    if (response.status === 404 && heading !== "Pagina niet gevonden" && heading !== "Page not found") {
      problems.push(`a 404 that is not the 404 page (h1 ${JSON.stringify(heading)})`);
    }
  }
  return problems;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Rows of the tables a shopper's requests can write to: none of them may change. */
async function writtenRows() {
  const tables = [
    "carts",
    "cart_lines",
    "orders",
    "payments",
    "wishlists",
    "wishlist_items",
    "customers",
    "newsletter_subscribers",
    "shadow_sessions",
    "mail_outbox",
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await env.CORE_API_DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

describe("malformed paths and query strings", () => {
  it("never answer 5xx, raw error text, raw keys or control characters, on either shop, and change nothing", async () => {
    const before = await writtenRows();
    const all = probes();
    const failures: string[] = [];
    // A few at a time: the same Worker, the same core API; fast, and still a real request each.
    for (let i = 0; i < all.length; i += 8) {
      const batch = all.slice(i, i + 8);
      const results = await Promise.all(batch.map(problemsOf));
      results.forEach((problems, k) => {
        const probe = batch[k]!;
        for (const problem of problems) failures.push(`${probe.host} ${probe.path.slice(0, 120)}: ${problem}`);
      });
    }
    expect(all.length).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    expect(await writtenRows()).toEqual(before);
  }, 300_000);
});

describe("filtered overviews (products/{ckKey}/{ckVal})", () => {
  it.each([
    "/nl/products/category/a%20b",
    "/nl/products/category/a%2Fb",
    "/nl/products/category/bestaat-niet",
    "/nl/products/kleur/rood",
    "/nl/products/kleur/ROOD",
    "/nl/products/kleur/%3Cscript%3E",
    "/nl/products/kleur/x%20y",
    "/nl/products/material/bestaat-niet",
    "/nl/products/materiaal/linnen",
    "/nl/products/tag/bestaat-niet",
    "/en/products/category/UPPER",
  ])("%s (not a known key and value) is the 404 page with status 404", async (path) => {
    const response = await visit(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(h1(html)).toBe(path.startsWith("/en/") ? "Page not found" : "Pagina niet gevonden");
    expect(html).toContain("<footer");
  });

  it.each([
    ["/nl/products/category/DAMES", "/nl/products/category/dames"],
    ["/nl/products/Category/Jurken?sort=name", "/nl/products/category/jurken?sort=name"],
    ["/nl/products/material/LINNEN", "/nl/products/material/linnen"],
    ["/en/products/MATERIAL/Wol", "/en/products/material/wol"],
  ])("%s (a known key and value in another case) redirects for good to %s", async (from, to) => {
    const response = await visit(from);
    expect([301, 308]).toContain(response.status);
    expect(location(response)).toBe(to);
  });

  it.each(["/nl/products/category/dames", "/nl/products/material/linnen", "/nl/products/season/winter", "/nl/products/fit/slim"])(
    "%s (a known key and value) is the filtered overview",
    async (path) => {
      const response = await visit(path);
      expect(response.status).toBe(200);
      expect(h1(await response.text())).toMatch(/^Producten: /);
    },
  );

  it("a known value of another shop is not a known value here", async () => {
    // Stadsbazaar's categories are its own: Noordzee Mode's 'jurken' is unknown there.
    expect((await visit("/nl/products/category/jurken", { host: HOST_A })).status).toBe(200);
    expect((await visit("/nl/products/category/jurken", { host: HOST_B })).status).toBe(404);
  });
});

describe("text from the url", () => {
  it("a search with control characters shows the text without them, in the title and the heading", async () => {
    const response = await visit("/nl/products?q=jurk%00%07%1b%E2%80%AE%C2%9B");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(title(html)).toBe("Zoekresultaten voor ‘jurk’ | Noordzee Mode");
    expect(h1(html)).toBe("Zoekresultaten voor ‘jurk’");
    expect(html).not.toMatch(CONTROL);
  });
});

describe("cms-preview/{id}", () => {
  it.each([
    "/nl/cms-preview/999999",
    "/nl/cms-preview/abc",
    "/nl/cms-preview/0",
    "/nl/cms-preview/201",
    "/nl/cms-preview/101",
    "/nl/cms-preview/101?previewToken=x",
  ])("%s (no page of this shop, or no editor's token for it) is the 404 page", async (path) => {
    const response = await visit(path);
    expect(response.status).toBe(404);
    expect(h1(await response.text())).toBe("Pagina niet gevonden");
  });

  it("a page of this shop answers its preview page with the editor's token only: not another page's, nor another shop's", async () => {
    const response = await visit(await previewPath(101));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const other = (await previewPath(101)).replace("/cms-preview/101?", "/cms-preview/102?");
    expect((await visit(other)).status).toBe(404);
    expect((await visit(await previewPath(101, TENANT_B))).status).toBe(404);
  });
});
