import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { paymentPollPauses } from "~/domain/payment-wait";
import {
  CHECKOUT_ADDRESS,
  customerSession,
  HOST_A,
  HOST_B,
  location,
  sessionCookie,
  sessionData,
  shopper,
  sizeOfOneColourProduct,
  TENANT_A,
  visit,
} from "./support";

// The checkout against the core API with its seeded demo shop: the step guards, every step's form
// with bad input (with and without JavaScript), placing (once, however often it is posted), the
// payment return page and who may see an order.

const TSHIRT = 100035; // Noordzee, in stock (tests/core-api/checkout-support.ts)
const POSTNL = 11;
const CONTACT = { email: "jan@example.test", firstName: "Jan", lastName: "Jansen", phone: "06 12345678" };

type Shopper = ReturnType<typeof shopper>;

// The return page waits for an open payment (a bounded long poll): the spec's shortest wait here, 5 s.
const vars = env as unknown as Record<string, unknown>;
beforeAll(() => {
  vars.PAYMENT_WAIT_SECONDS = "5";
});
afterAll(() => {
  delete vars.PAYMENT_WAIT_SECONDS;
});

/** A shopper with the t-shirt in the cart. */
async function withCart(host = HOST_A, variantId = TSHIRT): Promise<Shopper> {
  const me = shopper(host);
  const added = await me.post("/nl/cart", { intent: "add", variantId: String(variantId), quantity: "1" });
  expect(added.status).toBe(303);
  return me;
}

/** Posts a step without JavaScript and expects the 303 to the next one. */
async function step(me: Shopper, name: string, form: Record<string, string>, next: string) {
  const response = await me.post(`/nl/checkout/${name}`, form, `http://${HOST_A}/nl/checkout/${name}`);
  expect(response.status, await response.clone().text()).toBe(303);
  expect(location(response)).toBe(`/nl/checkout/${next}`);
}

async function throughPayment(me: Shopper) {
  await step(me, "gegevens", CONTACT, "adres");
  await step(me, "adres", CHECKOUT_ADDRESS, "bezorging");
  await step(me, "bezorging", { shippingMethodId: String(POSTNL) }, "betaling");
  await step(me, "betaling", { method: "ideal" }, "samenvatting");
}

/** The summary's idempotency key, as the page renders it. */
async function summaryKey(me: Shopper): Promise<string> {
  const html = await (await me.page("/nl/checkout/samenvatting")).text();
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
  expect(key).toBeTruthy();
  return key!;
}

async function ordersWithKey(key: string) {
  return (await env.CORE_API_DB.prepare("SELECT count(*) AS n FROM orders WHERE idempotency_key = ?1").bind(key).first<{ n: number }>())?.n;
}

/** Places the order without JavaScript: 303 to the test provider's page on the shop's own origin. */
async function place(me: Shopper): Promise<{ orderId: string; paymentPath: string }> {
  const key = await summaryKey(me);
  const placed = await me.post("/nl/checkout/samenvatting", { idempotencyKey: key, acceptTerms: "on" });
  expect(placed.status, await placed.clone().text()).toBe(303);
  const paymentPath = location(placed)!;
  expect(paymentPath).toMatch(/^\/payments\/test\/tst_/);
  const orders = sessionData(me.cookie).orders as { id: string; token: string }[];
  expect(orders).toHaveLength(1);
  return { orderId: orders[0]!.id, paymentPath };
}

/** The payer's choice on the test provider's page (through the storefront's proxy); back to the return page. */
async function pay(me: Shopper, paymentPath: string, outcome: "paid" | "failed" | "cancelled" | "expired") {
  const chosen = await me.post(paymentPath, { outcome }, `http://${HOST_A}${paymentPath}`);
  expect(chosen.status).toBe(303);
  return location(chosen)!;
}

describe("checkout guards", () => {
  it("an empty cart goes to the shopping bag", async () => {
    const me = shopper();
    for (const name of ["gegevens", "adres", "samenvatting"]) {
      const response = await me.page(`/nl/checkout/${name}`);
      expect(response.status).toBe(302);
      expect(location(response)).toBe("/nl/shopping-bag");
    }
  });

  it("an empty or unknown step goes to gegevens", async () => {
    const me = await withCart();
    expect(location(await me.page("/nl/checkout"))).toBe("/nl/checkout/gegevens");
    expect(location(await me.page("/nl/checkout/kassa"))).toBe("/nl/checkout/gegevens");
    expect((await me.page("/nl/checkout/gegevens")).status).toBe(200);
  });

  it("a step whose earlier steps are incomplete goes to the first incomplete one", async () => {
    const me = await withCart();
    expect(location(await me.page("/nl/checkout/samenvatting"))).toBe("/nl/checkout/gegevens");
    expect(location(await me.page("/nl/checkout/bezorging"))).toBe("/nl/checkout/gegevens");
    await step(me, "gegevens", CONTACT, "adres");
    expect(location(await me.page("/nl/checkout/betaling"))).toBe("/nl/checkout/adres");
    // A post to a later step is refused the same way (nothing stored).
    const jump = await me.post("/nl/checkout/betaling", { method: "ideal" });
    expect(location(jump)).toBe("/nl/checkout/adres");
    const html = await (await me.page("/nl/checkout/adres")).text();
    expect(html).toContain('aria-current="step"');
    // Only earlier steps are links in the bar.
    expect(html).toContain('href="/nl/checkout/gegevens"');
    expect(html).not.toContain('href="/nl/checkout/bezorging"');
  });

  it("an invoice customer never sees betaling, and their order needs no payment", async () => {
    const pieter = await signedIn(1102);
    const added = await pieter.post("/nl/cart", { intent: "add", variantId: String(TSHIRT), quantity: "1" });
    expect(added.status).toBe(303);
    // Prefilled from their account.
    const gegevens = await (await pieter.page("/nl/checkout/gegevens")).text();
    expect(gegevens).toContain('value="inkoop@bedrijf-a.test"');
    await step(pieter, "gegevens", CONTACT, "adres");
    await step(pieter, "adres", CHECKOUT_ADDRESS, "bezorging");
    await step(pieter, "bezorging", { shippingMethodId: String(POSTNL) }, "samenvatting");
    expect(location(await pieter.page("/nl/checkout/betaling"))).toBe("/nl/checkout/samenvatting");
    const summary = await (await pieter.page("/nl/checkout/samenvatting")).text();
    // The bar leaves payment out: four steps, the summary the fourth.
    expect(summary).toContain("Stap 4 van 4: Samenvatting");
    expect(summary).not.toContain('href="/nl/checkout/betaling"');
    expect(summary).toContain("Prijzen getoond: excl. BTW");
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(summary)![1]!;
    const placed = await pieter.post("/nl/checkout/samenvatting", { idempotencyKey: key, acceptTerms: "on" });
    expect(placed.status).toBe(303);
    expect(location(placed)).toMatch(/^\/nl\/checkout\/success\?order=/);
    const success = await pieter.page(location(placed)!);
    expect(success.status).toBe(200);
    expect(await success.text()).toContain("je hoeft nu niets te betalen");
  });
});

describe("checkout forms refuse bad input: 400, a message per field, the input kept, nothing stored", () => {
  it("gegevens, without JavaScript", async () => {
    const me = await withCart();
    const response = await me.post("/nl/checkout/gegevens", { email: "geen-mail", firstName: "Jan", lastName: "", phone: "12" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Vul een geldig e-mailadres in");
    expect(html).toContain("Vul dit veld in.");
    expect(html).toContain("Gebruik alleen cijfers");
    expect(html).toContain('value="geen-mail"');
    expect(location(await me.page("/nl/checkout/adres"))).toBe("/nl/checkout/gegevens");
  });

  it("gegevens, with JavaScript (a .data request)", async () => {
    const me = await withCart();
    const response = await me.fetch("/nl/checkout/gegevens", { email: "geen-mail", firstName: "", lastName: "Jansen", phone: "06 12345678" });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain("checkout.errors.email");
    expect(body).toContain("account.errors.required");
    expect(body).toContain("geen-mail");
    expect(location(await me.page("/nl/checkout/adres"))).toBe("/nl/checkout/gegevens");
    // The good form goes on to the next step, as a navigation.
    const ok = await me.fetch("/nl/checkout/gegevens", CONTACT);
    expect(ok.status).toBe(202);
    expect(await ok.text()).toContain("/nl/checkout/adres");
  });

  it("a refused step answers the one form answer: its form's name, the messages per field, what was typed", async () => {
    const me = await withCart();
    const response = await me.fetch("/nl/checkout/gegevens", { email: "geen-mail", firstName: "", lastName: "Jansen", phone: "06 12345678" });
    expect(response.status).toBe(400);
    const body = await response.text();
    // FormAnswer (app/forms/form.ts), form "checkout-gegevens": the hook shows it only at that form.
    for (const part of ['"ok"', '"form"', '"checkout-gegevens"', '"errors"', '"values"', '"message"']) expect(body).toContain(part);
    expect(body).not.toContain('"priceChanges"');
  });

  it("adres: the postcode must fit the country; the billing address counts only when ticked", async () => {
    const me = await withCart();
    await step(me, "gegevens", CONTACT, "adres");
    const bad = await me.post("/nl/checkout/adres", { ...CHECKOUT_ADDRESS, "delivery.postcode": "2584", "delivery.houseNumber": "12a" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Deze postcode past niet bij het gekozen land");
    expect(html).toContain("Vul alleen het nummer in");
    const billing = await me.fetch("/nl/checkout/adres", {
      ...CHECKOUT_ADDRESS,
      differentBilling: "on",
      "billing.country": "BE",
      "billing.postcode": "1234 AB",
    });
    expect(billing.status).toBe(400);
    expect(await billing.text()).toContain("billing.postcode");
    expect(location(await me.page("/nl/checkout/bezorging"))).toBe("/nl/checkout/adres");
    // Unticked, the (half-filled) billing fields are ignored.
    await step(me, "adres", { ...CHECKOUT_ADDRESS, "billing.postcode": "nonsense" }, "bezorging");
  });

  it("bezorging and betaling: a method must be chosen from the shop's own", async () => {
    const me = await withCart();
    await step(me, "gegevens", CONTACT, "adres");
    await step(me, "adres", CHECKOUT_ADDRESS, "bezorging");
    for (const form of [{}, { shippingMethodId: "999999" }, { shippingMethodId: "21" }] as Record<string, string>[]) {
      const response = await me.post("/nl/checkout/bezorging", form);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Kies een verzendmethode.");
    }
    expect(location(await me.page("/nl/checkout/betaling"))).toBe("/nl/checkout/bezorging");
    await step(me, "bezorging", { shippingMethodId: String(POSTNL) }, "betaling");
    const payment = await me.post("/nl/checkout/betaling", { method: "cash" });
    expect(payment.status).toBe(400);
    expect(await payment.text()).toContain("Kies een betaalmethode.");
    const js = await me.fetch("/nl/checkout/betaling", {});
    expect(js.status).toBe(400);
    expect(await js.text()).toContain("checkout.errors.paymentMethod");
    expect(location(await me.page("/nl/checkout/samenvatting"))).toBe("/nl/checkout/betaling");
  });

  it("samenvatting: without accepting the terms nothing is ordered", async () => {
    const me = await withCart();
    await throughPayment(me);
    const key = await summaryKey(me);
    const response = await me.post("/nl/checkout/samenvatting", { idempotencyKey: key });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Ga akkoord met de algemene voorwaarden");
    expect(html).toContain('href="/nl/pagina/algemene-voorwaarden"');
    const js = await me.fetch("/nl/checkout/samenvatting", { idempotencyKey: key });
    expect(js.status).toBe(400);
    expect(await ordersWithKey(key)).toBe(0);
  });
});

describe("placing and paying", () => {
  it("placing twice (a double submit, a resubmit after the first answer) makes one order", async () => {
    const me = await withCart();
    await throughPayment(me);
    const key = await summaryKey(me);
    // The key is the cart's: rendering the summary again gives the same one.
    expect(await summaryKey(me)).toBe(key);
    const form = { idempotencyKey: key, acceptTerms: "on" };
    const cookie = me.cookie;
    const twice = await Promise.all(
      [0, 1].map(() =>
        visit("/nl/checkout/samenvatting", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${HOST_A}`, cookie },
          body: new URLSearchParams(form).toString(),
        }),
      ),
    );
    expect(twice.map((r) => r.status)).toEqual([303, 303]);
    // Both answers lead to a payment of the one order.
    for (const answer of twice) expect(location(answer)).toMatch(/^\/payments\/test\/tst_/);
    expect(await ordersWithKey(key)).toBe(1);
    const [first, second] = twice.map((answer) => (sessionData(answer.headers.get("set-cookie")!.split(";")[0]!).orders as { id: string }[])[0]!.id);
    expect(first).toBe(second);
    // The browser got the answer (no cart any more) and posts again: the same order, not a new one.
    const set = twice[0]!.headers.get("set-cookie")!.split(";")[0]!;
    const again = await visit("/nl/checkout/samenvatting", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${HOST_A}`, cookie: set },
      body: new URLSearchParams(form).toString(),
    });
    expect(again.status).toBe(303);
    expect(location(again)).toMatch(/^\/nl\/checkout\/payment\/return\?order=/);
    expect(await ordersWithKey(key)).toBe(1);
    const session = sessionData(set);
    expect(session.cartId).toBeUndefined();
    expect(session.orders).toHaveLength(1);
  });

  it("the return page trusts only the order id: the core API says whether it is paid", async () => {
    const me = await withCart();
    await throughPayment(me);
    const { orderId, paymentPath } = await place(me);
    // Still open, whatever the query string claims.
    const waiting = await me.page(`/checkout/payment/return?order=${orderId}&status=paid&paid=true`);
    expect(waiting.status).toBe(200);
    const html = await waiting.text();
    expect(html).toContain("We wachten op je betaling");
    expect(html).toMatch(/http-equiv="refresh"/);
    expect((await me.page(`/nl/checkout/success?order=${orderId}`)).status).toBe(200);

    const back = await pay(me, paymentPath, "paid");
    expect(back).toBe(`/nl/checkout/payment/return?order=${orderId}`);
    const returned = await me.page(back);
    expect(location(returned)).toBe(`/nl/checkout/success?order=${orderId}`);
    const success = await (await me.page(location(returned)!)).text();
    const number = (await env.CORE_API_DB.prepare("SELECT number FROM orders WHERE public_id = ?1").bind(orderId).first<{ number: string }>())!.number;
    expect(success).toContain(number);
    // The order page is theirs too.
    const order = await me.page(`/nl/orders/${orderId}`);
    expect(order.status).toBe(200);
    const orderHtml = await order.text();
    expect(orderHtml).toContain(number);
    // Two statuses, each saying what it is of (never "Betaald Betaald").
    expect(orderHtml).toContain(">Bestelling: Betaald</span>");
    expect(orderHtml).toContain(">Betaling: Betaald</span>");
  });

  it("a failed, cancelled or expired payment goes back to betaling with the message, and can be paid again", async () => {
    const messages = { failed: "Je betaling is mislukt", cancelled: "Je hebt de betaling geannuleerd", expired: "De betaling is verlopen" } as const;
    for (const outcome of ["failed", "cancelled", "expired"] as const) {
      const me = await withCart();
      await throughPayment(me);
      const { orderId, paymentPath } = await place(me);
      const back = await pay(me, paymentPath, outcome);
      const returned = await me.page(back);
      expect(location(returned)).toBe(`/nl/checkout/betaling?order=${orderId}`);
      const page = await me.page(location(returned)!);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(messages[outcome]);
      const retry = await me.post("/nl/checkout/betaling", { intent: "retry-payment", orderId });
      expect(retry.status).toBe(303);
      const again = location(retry)!;
      expect(again).toMatch(/^\/payments\/test\/tst_/);
      expect(again).not.toBe(paymentPath);
      expect(location(await me.page(await pay(me, again, "paid")))).toBe(`/nl/checkout/success?order=${orderId}`);
    }
  });

  it("another shopper's or another shop's order is the 404 page", async () => {
    const owner = await withCart();
    await throughPayment(owner);
    const { orderId } = await place(owner);
    const stranger = await withCart();
    for (const path of [
      `/nl/checkout/success?order=${orderId}`,
      `/nl/orders/${orderId}`,
      `/nl/checkout/payment/return?order=${orderId}`,
      `/nl/checkout/betaling?order=${orderId}`,
    ]) {
      expect((await stranger.page(path)).status, path).toBe(404);
      expect((await visit(path)).status, path).toBe(404);
    }
    const retry = await stranger.post("/nl/checkout/betaling", { intent: "retry-payment", orderId });
    expect(retry.status).toBe(404);
    // The owner's own session, carried to the other shop, is worth nothing there.
    const elsewhere = await visit(`/nl/checkout/success?order=${orderId}`, { host: HOST_B, headers: { cookie: owner.cookie } });
    expect(elsewhere.status).toBe(404);
    // A forged token for the id is refused by the core API.
    const forged = await sessionCookie({ tenantId: TENANT_A, orders: [{ id: orderId, token: "forged-token-forged-token" }] });
    expect((await visit(`/nl/orders/${orderId}`, { headers: { cookie: forged } })).status).toBe(404);
  });
});

// A signed-in demo customer's session, as the storefront keeps it after sign-in (an emulator-style,
// unsigned ID token, which the core API accepts in development).
async function signedIn(id: number): Promise<Shopper> {
  const { data } = await customerSession(id);
  return withCookie(await sessionCookie(data));
}

/** A shopper whose cookie jar starts with the given session. */
function withCookie(cookie: string): Shopper {
  let jar = cookie;
  const remember = (response: Response) => {
    const set = response.headers.get("set-cookie");
    if (set) jar = set.split(";")[0]!;
    return response;
  };
  const headers = () => ({ cookie: jar });
  return {
    get cookie() {
      return jar;
    },
    async page(path: string) {
      return remember(await visit(path, { headers: headers() }));
    },
    async post(path: string, form: Record<string, string | string[]>, referer = `http://${HOST_A}/nl/products`) {
      const body = new URLSearchParams();
      for (const [key, value] of Object.entries(form)) for (const v of [value].flat()) body.append(key, v);
      return remember(
        await visit(path, {
          method: "POST",
          headers: { ...headers(), "content-type": "application/x-www-form-urlencoded", origin: `http://${HOST_A}`, referer },
          body: body.toString(),
        }),
      );
    },
    async fetch(path: string, form: Record<string, string>) {
      return this.post(`${path}.data`, form);
    },
  } as Shopper;
}

describe("prices that changed before placing", () => {
  it("stay on the summary with 'Prijzen bijgewerkt' and what changed; nothing is ordered until the shopper places again", async () => {
    const BLOUSE = 100001;
    const me = await withCart(HOST_A, BLOUSE);
    await throughPayment(me);
    const key = await summaryKey(me);
    const before = await env.CORE_API_DB.prepare("SELECT price_cents FROM product_variants WHERE id = ?1").bind(BLOUSE).first<{ price_cents: number | null }>();
    await env.CORE_API_DB.prepare("UPDATE product_variants SET price_cents = 12345 WHERE id = ?1").bind(BLOUSE).run();
    try {
      // With JavaScript: the one form answer, its message the form's, the changes in its Extra.
      const js = await me.fetch("/nl/checkout/samenvatting", { idempotencyKey: key, acceptTerms: "on" });
      expect(js.status).toBe(409);
      const answer = await js.text();
      for (const part of ['"checkout-samenvatting"', '"message"', '"checkout.errors.pricesChanged"', '"priceChanges"', "12345"]) expect(answer).toContain(part);
      expect(await ordersWithKey(key)).toBe(0);
      // Without JavaScript (the price changed again): the summary again, 409, with what changed.
      await env.CORE_API_DB.prepare("UPDATE product_variants SET price_cents = 12399 WHERE id = ?1").bind(BLOUSE).run();
      const refused = await me.post("/nl/checkout/samenvatting", { idempotencyKey: key, acceptTerms: "on" });
      expect(refused.status).toBe(409);
      const html = await refused.text();
      expect(html).toContain("Prijzen bijgewerkt");
      expect(html).toContain("123,99");
      expect(await ordersWithKey(key)).toBe(0);
      // Seen: the next placement goes through at the new price.
      const placed = await me.post("/nl/checkout/samenvatting", { idempotencyKey: key, acceptTerms: "on" });
      expect(placed.status).toBe(303);
      expect(await ordersWithKey(key)).toBe(1);
    } finally {
      await env.CORE_API_DB.prepare("UPDATE product_variants SET price_cents = ?2 WHERE id = ?1")
        .bind(BLOUSE, before?.price_cents ?? null)
        .run();
    }
  });
});

describe("prefilled for a customer", () => {
  it("gegevens starts with the customer's own details, adres with their default address from the address book", async () => {
    const anna = await signedIn(1101);
    expect((await anna.post("/nl/cart", { intent: "add", variantId: String(TSHIRT), quantity: "1" })).status).toBe(303);
    const contact = await (await anna.page("/nl/checkout/gegevens")).text();
    expect(contact).toContain('value="anna@noordzee.test"');
    expect(contact).toContain('value="Anna"');
    await step(anna, "gegevens", { email: "anna@noordzee.test", firstName: "Anna", lastName: "de Vries", phone: "06 12345678" }, "adres");
    const address = await (await anna.page("/nl/checkout/adres")).text();
    for (const value of ["Badhuisweg", "52", "B", "2587 CL", "Den Haag"]) expect(address).toContain(`value="${value}"`);
    // A guest's address form starts empty but for the name from gegevens.
    const guest = await withCart();
    await step(guest, "gegevens", CONTACT, "adres");
    expect(await (await guest.page("/nl/checkout/adres")).text()).not.toContain('value="Badhuisweg"');
  });
});

describe("what the shop shows after an order", () => {
  it("a size sold out by this order shows as sold out on the product page at once (the catalogue cache is told)", async () => {
    const variant = await sizeOfOneColourProduct("last");
    await env.CORE_API_DB.prepare("UPDATE product_variants SET stock = 1 WHERE id = ?1").bind(variant.id).run();
    // Two shoppers look at the page first, one of whom closed the promo banner (a variant of its own,
    // ADR 0079): it is cached with the one left, both ways.
    const closed = { headers: { cookie: "etalage_promo_closed=11" } };
    const page = (init = {}) => visit(`/nl/products/${variant.slug}`, init);
    for (const init of [{}, closed]) expect(await (await page(init)).text()).not.toContain(`${variant.size} (uitverkocht)`);
    const me = await withCart(HOST_A, variant.id);
    await throughPayment(me);
    await place(me);
    for (const init of [{}, closed]) expect(await (await page(init)).text()).toContain(`${variant.size} (uitverkocht)`);
  });
});

describe("the product page's chosen variant (?variant=) is the price shown and the price in the bag", () => {
  // Stadsbazaar's coffee (workers/core-api/seed/demo.sql): 500 g at € 12,95 (€ 25,90 per kg), 1 kg at € 23,95.
  const COFFEE = "/nl/products/koffiebonen-huisblend";
  const HALF_KG = 200226;
  const ONE_KG = 200227;
  const shown = (html: string) =>
    /data-testid="product-price">([\s\S]*?)<\/div>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  const added = (html: string) => /name="variantId" value="(\d+)"/.exec(html)?.[1];

  it("shows and adds the default size (500 g) without ?variant=", async () => {
    const html = await (await visit(COFFEE, { host: HOST_B })).text();
    expect(shown(html)).toBe("€ 12,95 € 25,90 per kg");
    expect(added(html)).toBe(String(HALF_KG));
  });

  it("shows and adds the asked size, with its own price per kg; the bag charges that price", async () => {
    const response = await visit(`${COFFEE}?variant=${ONE_KG}`, { host: HOST_B });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(shown(html)).toBe("€ 23,95 € 23,95 per kg");
    expect(added(html)).toBe(String(ONE_KG));
    const chosen = /<a[^>]*aria-current="true"[^>]*>([^<]*)<\/a>/g;
    expect([...html.matchAll(chosen)].map((m) => m[1])).toContain("1 kg");
    const me = shopper(HOST_B);
    expect((await me.post("/nl/cart", { intent: "add", variantId: String(ONE_KG), quantity: "1" })).status).toBe(303);
    const bag = (await (await me.page("/nl/shopping-bag")).text()).replace(/\s/g, " ");
    expect(bag).toContain("Totaal te betalen</dt><dd class=");
    expect(/Totaal te betalen<\/dt><dd[^>]*>([^<]*)</.exec(bag)?.[1]).toBe("€ 23,95");
  });

  it("a bad, forged or other shop's variant id shows the default, never an error", async () => {
    for (const variant of ["abc", "0x1", "-1", "1e3", "99999999", "100035", "9".repeat(40), `${ONE_KG} `]) {
      const response = await visit(`${COFFEE}?variant=${encodeURIComponent(variant)}`, { host: HOST_B });
      expect(response.status, variant).toBe(200);
      const html = await response.text();
      expect(shown(html), variant).toBe("€ 12,95 € 25,90 per kg");
      expect(added(html), variant).toBe(String(HALF_KG));
    }
  });
});

describe("the payment return page waits for the provider's answer (a bounded long poll, 5 to 30 s)", () => {
  const realCoreApi = env.CORE_API;
  afterEach(() => {
    vars.CORE_API = realCoreApi;
    vars.PAYMENT_WAIT_SECONDS = "5";
  });

  /** Counts the return page's questions about the payment (through the real core API). */
  function countQuestions() {
    const seen = { questions: 0 };
    vars.CORE_API = {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        const response = await realCoreApi.fetch(request);
        if (request.method === "GET" && /^\/ecommerce\/orders\/[^/]+\/payment$/.test(new URL(request.url).pathname)) {
          seen.questions++;
        }
        return response;
      }) as typeof realCoreApi.fetch,
    };
    return seen;
  }

  it("a payment paid while the page waits goes to success without waiting the whole bound", async () => {
    vars.PAYMENT_WAIT_SECONDS = "30";
    const me = await withCart();
    await throughPayment(me);
    const { orderId, paymentPath } = await place(me);
    const seen = countQuestions();
    const returned = me.page(`/checkout/payment/return?order=${orderId}`);
    // The page has asked once and heard 'open'; now the payer's bank says yes.
    await vi.waitFor(() => expect(seen.questions).toBeGreaterThan(0));
    await pay(me, paymentPath, "paid");
    const response = await returned;
    expect(location(response)).toBe(`/nl/checkout/success?order=${orderId}`);
    // Asked again within a few pauses, not after the 30 s (14 questions).
    expect(seen.questions).toBeGreaterThan(1);
    expect(seen.questions).toBeLessThan(1 + paymentPollPauses(30_000).length);
  });

  it("a payment still open after the bound: 'still processing', a retry, and the page checks again by itself", async () => {
    const me = await withCart();
    await throughPayment(me);
    const { orderId } = await place(me);
    const seen = countQuestions();
    const response = await me.page(`/nl/checkout/payment/return?order=${orderId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/role="status"[^>]*>Je betaling wordt nog verwerkt\.</);
    expect(html).toContain(`href="/nl/checkout/payment/return?order=${orderId}"`);
    expect(html).toContain("Nu opnieuw controleren");
    expect(html).toMatch(/http-equiv="refresh"/);
    // The whole 5 s asked: the first question and one after each pause (0.5, 1, 2, 1.5 s).
    expect(seen.questions).toBe(1 + paymentPollPauses(5000).length);

    const en = await (await me.page(`/en/checkout/payment/return?order=${orderId}`)).text();
    expect(en).toContain("Your payment is still being processed.");
    expect(en).toContain("Check again now");
  });

  it("a payment already decided is answered at once (one question)", async () => {
    const me = await withCart();
    await throughPayment(me);
    const { orderId, paymentPath } = await place(me);
    await pay(me, paymentPath, "cancelled");
    const seen = countQuestions();
    const response = await me.page(`/nl/checkout/payment/return?order=${orderId}`);
    expect(location(response)).toBe(`/nl/checkout/betaling?order=${orderId}`);
    expect(seen.questions).toBe(1);
  });
});
