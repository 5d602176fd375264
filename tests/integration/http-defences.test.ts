import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { customerSession, h1, HOST_A, HOST_B, htmlLang, location, post, sessionCookie, sessionData, shopper, TENANT_A, visit } from "./support";

// The storefront's HTTP-level defences: methods no page serves, bodies larger than they say, the
// headers every answer carries (security, cache), and the test provider's pages tied to their shop.

async function variantInStock() {
  return (await env.CORE_API_DB.prepare(
    `SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE v.tenant_id = ?1 AND v.stock >= 5 AND p.is_active = 1 ORDER BY v.id LIMIT 1`,
  )
    .bind(TENANT_A)
    .first<{ id: number }>())!;
}

/** A shopper with two of one variant in the cart. */
async function withCart() {
  const me = shopper();
  const variant = await variantInStock();
  expect((await me.post("/nl/cart", { intent: "add", variantId: String(variant.id), quantity: "2" })).status).toBe(303);
  return me;
}

const bagCount = async (me: ReturnType<typeof shopper>) => /aria-label="Winkelmand, (\d+) artikel/.exec(await (await me.page("/nl/shopping-bag")).text())?.[1];

function sameOriginForm(me: ReturnType<typeof shopper>, path: string, method: string, body: string) {
  return visit(path, {
    method,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${HOST_A}`, cookie: me.cookie },
    body,
  });
}

describe("methods no page serves", () => {
  it("DELETE /nl/cart intent=clear is a 405 and the cart stays full", async () => {
    const me = await withCart();
    expect(await bagCount(me)).toBe("2");
    for (const path of ["/nl/cart", "/nl/cart.data"]) {
      const response = await sameOriginForm(me, path, "DELETE", "intent=clear");
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    }
    expect(await bagCount(me)).toBe("2");
  });

  it("PUT, PATCH, DELETE and other methods run no action anywhere: 405, Allow, a translated page", async () => {
    const me = await withCart();
    const cases: [string, string, string][] = [
      ["PUT", "/nl/cart", "intent=clear"],
      ["PATCH", "/nl/cart", "intent=clear"],
      ["patch", "/nl/cart", "intent=clear"],
      ["PROPFIND", "/nl/cart", ""],
      ["DELETE", "/nl/wishlist", "intent=remove&productId=1001"],
      ["PUT", "/nl/account/gegevens", "intent=profile&firstName=X&lastName=Y"],
      ["DELETE", "/nl/checkout/gegevens", "email=a@b.nl"],
      ["PUT", "/nl/auth/login", "email=a@b.nl&password=x"],
      ["DELETE", "/auth/logout", ""],
    ];
    for (const [method, path, body] of cases) {
      const response = await sameOriginForm(me, path, method, body);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow"), `${method} ${path}`).toBe("GET, HEAD, POST");
      expect(h1(await response.text())).toBe("Niet toegestaan");
    }
    expect(await bagCount(me)).toBe("2");
  });

  it("a page without a form answers a POST with 405 and Allow: GET, HEAD, in the page's language", async () => {
    const response = await visit("/en/home", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${HOST_A}` },
      body: "a=1",
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    const html = await response.text();
    expect(h1(html)).toBe("Not allowed");
    expect(htmlLang(html)).toBe("en");
    const put = await visit("/en/products", { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD");
    expect(htmlLang(await put.text())).toBe("en");
  });

  it("OPTIONS says what is allowed and does nothing else", async () => {
    const response = await visit("/nl/cart", { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect((await visit("/nl/home", { method: "OPTIONS" })).headers.get("allow")).toBe("GET, HEAD");
  });

  // The resource routes that only take a form's post (a module with an action, no loader, no page).
  it.each(["/nl/search/events", "/nl/newsletter/popup", "/nl/promo/dismiss", "/en/search/events", "/en/newsletter/popup", "/en/promo/dismiss"])(
    "GET and HEAD of the POST-only %s: 405 with Allow: POST, a translated page, no error logged",
    async (path) => {
      const errors = vi.spyOn(console, "error");
      try {
        for (const url of [path, `${path}.data`]) {
          const get = await visit(url);
          expect(get.status, url).toBe(405);
          expect(get.headers.get("allow"), url).toBe("POST");
          const html = await get.text();
          expect(h1(html), url).toBe(path.startsWith("/en/") ? "Not allowed" : "Niet toegestaan");
          expect(html).not.toContain("Unexpected Server Error");
          const head = await visit(url, { method: "HEAD" });
          expect(head.status, url).toBe(405);
          expect(head.headers.get("allow"), url).toBe("POST");
          expect(await head.text()).toBe("");
          expect((await visit(url, { method: "OPTIONS" })).headers.get("allow"), url).toBe("POST");
        }
        expect(errors).not.toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
    },
  );

  it("media are GET and HEAD only", async () => {
    const response = await visit("/media/noordzee/x.svg", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("bodies larger than they say", () => {
  it("a chunked 2 MB body is stopped at 256 KB with 413 and never parsed", async () => {
    const me = await withCart();
    const body = `intent=clear&padding=${"x".repeat(2 * 1024 * 1024)}`;
    const response = await visit("/nl/cart", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${HOST_A}`, cookie: me.cookie },
      body: new Blob([body]).stream(),
      // @ts-expect-error workerd needs half-duplex for a streamed request body
      duplex: "half",
    });
    expect(response.status).toBe(413);
    expect(h1(await response.text())).toBe("Verzoek te groot");
    expect(await bagCount(me)).toBe("2");
  });

  it("a body just under the limit is read", async () => {
    const me = await withCart();
    const response = await visit("/nl/cart", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${HOST_A}`, cookie: me.cookie },
      body: new Blob([`intent=clear&redirectTo=${"x".repeat(200 * 1024)}`]).stream(),
      // @ts-expect-error workerd needs half-duplex for a streamed request body
      duplex: "half",
    });
    expect(response.status).toBe(303);
  });
});

const SECURITY_HEADERS = ["x-content-type-options", "referrer-policy", "x-frame-options", "content-security-policy", "permissions-policy"];

function expectSecurityHeaders(response: Response, what: string) {
  for (const name of SECURITY_HEADERS) expect(response.headers.get(name), `${what}: ${name}`).toBeTruthy();
  expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
}

describe("headers on every answer", () => {
  it("pages, data answers, redirects, refusals, plain pages and media all carry the security headers", async () => {
    const me = await withCart();
    await env.CORE_API_MEDIA.put("noordzee/test/headers.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>", { httpMetadata: { contentType: "image/svg+xml" } });
    const answers: [string, Response][] = [
      ["page", await me.page("/nl/home")],
      ["data", await me.page("/nl/home.data")],
      ["redirect", await me.page("/nl/cart")],
      ["303 after a form", await me.post("/nl/cart", { intent: "remove-coupon" })],
      ["fetcher answer", await me.fetch("/nl/cart", { intent: "remove-coupon" })],
      ["404 page", await me.page("/nl/bestaat/niet/echt")],
      ["405", await visit("/nl/cart", { method: "PUT" })],
      ["403", await visit("/nl/cart", { method: "POST", headers: { origin: "https://evil.example" }, body: "intent=clear" })],
      ["unknown shop", await visit("/nl/home", { host: "onbekend.localhost" })],
      ["media", await visit("/media/noordzee/test/headers.svg")],
      ["missing asset", await visit("/assets/bestaat-niet.js")],
      ["the floor route", await visit("/__floor")],
    ];
    for (const [what, response] of answers) expectSecurityHeaders(response, what);
    // A response that is not a page may run nothing at all.
    const media = answers.find(([what]) => what === "media")![1];
    expect(media.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("every answer of the shop is private and not stored: bag, checkout, account, orders, wishlist, data and actions", async () => {
    const me = await withCart();
    const { data } = await customerSession(1101);
    const anna = await sessionCookie(data);
    const order = (await env.CORE_API_DB.prepare("SELECT public_id FROM orders WHERE customer_id = 1101 LIMIT 1").first<{ public_id: string }>())!;
    const answers: [string, Response][] = [
      ["bag", await me.page("/nl/shopping-bag")],
      ["bag data", await me.page("/nl/shopping-bag.data")],
      ["checkout", await me.page("/nl/checkout/gegevens")],
      ["checkout data", await me.page("/nl/checkout/gegevens.data")],
      ["wishlist", await me.page("/nl/wishlist")],
      ["cart action", await me.post("/nl/cart", { intent: "remove-coupon" })],
      ["cart fetcher", await me.fetch("/nl/cart", { intent: "remove-coupon" })],
      ["home with a bag", await me.page("/nl/home")],
      ["account data", await visit("/nl/account/orders.data", { headers: { cookie: anna } })],
      ["account page", await visit("/nl/account/gegevens", { headers: { cookie: anna } })],
      ["an order", await visit(`/nl/orders/${order.public_id}`, { headers: { cookie: anna } })],
      ["a guest's order page, no session", await visit(`/nl/orders/${order.public_id}`)],
      ["anonymous home", await visit("/nl/home")],
    ];
    for (const [what, response] of answers) expect(response.headers.get("cache-control"), what).toBe("private, no-store");
  });
});

describe("the test provider's pages belong to one order of one shop", () => {
  async function placedOrder(language: "nl" | "en" = "nl") {
    const me = await withCart();
    const steps: [string, Record<string, string>][] = [
      ["gegevens", { email: "jan@example.test", firstName: "Jan", lastName: "Jansen", phone: "06 12345678" }],
      [
        "adres",
        {
          "delivery.firstName": "Jan",
          "delivery.lastName": "Jansen",
          "delivery.street": "Keizerstraat",
          "delivery.houseNumber": "12",
          "delivery.postcode": "2584bl",
          "delivery.city": "Den Haag",
          "delivery.country": "NL",
        },
      ],
      ["bezorging", { shippingMethodId: "11" }],
      ["betaling", { method: "ideal" }],
    ];
    for (const [step, form] of steps) expect((await me.post(`/${language}/checkout/${step}`, form)).status).toBe(303);
    const summary = await (await me.page(`/${language}/checkout/samenvatting`)).text();
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(summary)![1]!;
    const placed = await me.post(`/${language}/checkout/samenvatting`, { idempotencyKey: key, acceptTerms: "on" });
    expect(placed.status).toBe(303);
    const path = location(placed)!;
    const orderId = (sessionData(me.cookie).orders as { id: string }[])[0]!.id;
    return { me, path, orderId };
  }

  const paymentStatus = async (orderId: string) =>
    (await env.CORE_API_DB.prepare("SELECT payment_status FROM orders WHERE public_id = ?1").bind(orderId).first<{ payment_status: string }>())?.payment_status;

  it("another shop's host shows no page and takes no choice: a translated 404, never JSON", async () => {
    const { path, orderId } = await placedOrder();
    const page = await visit(path, { host: HOST_B });
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(h1(await page.text())).toBe("Betaling niet gevonden");
    const choice = await visit(path, {
      host: HOST_B,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${HOST_B}` },
      body: "outcome=paid",
    });
    expect(choice.status).toBe(404);
    expect(await paymentStatus(orderId)).toBe("open");
  });

  it("a choice without the shop's Origin is refused (403) and changes nothing", async () => {
    const { path, orderId } = await placedOrder();
    for (const origin of [null, "https://evil.example", `http://${HOST_B}`]) {
      const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
      if (origin) headers.origin = origin;
      const response = await visit(path, { method: "POST", headers, body: "outcome=paid" });
      expect(response.status, String(origin)).toBe(403);
    }
    expect(await paymentStatus(orderId)).toBe("open");
  });

  it("the shop's own page and choice work, privately, in the order's language; refusals are translated pages", async () => {
    const { me, path, orderId } = await placedOrder("en");
    const page = await me.page(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    // With no-referrer a browser would send `Origin: null` with the choice, and the choice would be refused.
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    expect(htmlLang(await page.text())).toBe("en");
    const unknown = await visit("/payments/test/tst_bestaatniet");
    expect(unknown.status).toBe(404);
    expect(htmlLang(await unknown.text())).toBe("nl");
    const json = await visit(path, {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://${HOST_A}`, cookie: me.cookie },
      body: '{"outcome":"paid"}',
    });
    expect(json.status).toBe(415);
    expect(await json.text()).not.toContain('"error"');
    const paid = await me.post(path, { outcome: "paid" }, `http://${HOST_A}${path}`);
    expect(paid.status).toBe(303);
    expect(location(paid)).toMatch(/^\/en\/checkout\/payment\/return\?order=/);
    expect(await paymentStatus(orderId)).toBe("paid");
  });
});

describe("ids are decimal digits only (issue 19)", () => {
  const CLOSED = "etalage_promo_closed";

  it("closing banner 0xb (11 in hex), ' 11 ', 11.0 or 11e0 is refused with the translated 400; nothing is stored", async () => {
    for (const bannerId of ["0xb", " 11 ", "11.0", "11e0"]) {
      // Without JavaScript: a translated page; with it (a fetcher): the message the banner shows.
      const page = await post("/nl/promo/dismiss", { bannerId, redirectTo: "/nl/products" });
      expect(page.status, bannerId).toBe(400);
      expect(page.headers.get("set-cookie") ?? "", bannerId).not.toContain(CLOSED);
      expect(h1(await page.text()), bannerId).toBe("Verzoek niet verwerkt");
      const fetcher = await post("/nl/promo/dismiss.data", { bannerId });
      expect(fetcher.status, bannerId).toBe(400);
      expect(fetcher.headers.get("set-cookie") ?? "", bannerId).not.toContain(CLOSED);
      expect(await fetcher.text(), bannerId).toContain("promo.errors.unknownBanner");
    }
    // Banner 11 itself is closed as before.
    expect((await post("/nl/promo/dismiss", { bannerId: "11", redirectTo: "/nl/products" })).headers.get("set-cookie")).toContain(`${CLOSED}=11`);
  });

  it("a campaign's address and the listing's page number take decimal digits only", async () => {
    expect((await visit("/nl/campaign/0x1")).status).toBe(404);
    expect((await visit("/nl/campaign/1e0")).status).toBe(404);
    const hex = await (await visit("/nl/products?page=0x2")).text();
    const first = await (await visit("/nl/products")).text();
    const cards = (html: string) => [...html.matchAll(/href="(\/nl\/products\/[a-z0-9-]+)"/g)].map((m) => m[1]).slice(0, 5);
    expect(cards(hex)).toEqual(cards(first));
  });
});
