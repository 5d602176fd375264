import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CHECKOUT_ADDRESS, HOST_A, location, shopper, TENANT_A } from "./support";

// A shop that pays with Mollie but has no Mollie key of its own yet (ADR 0046): the shopper reaches the
// payment step, reads in the shop's language that online payment is not possible now, cannot get past it,
// and no order is placed; the core API's log names the fix for the operator.

const TSHIRT = 100035;
const POSTNL = 11;
const CONTACT = { email: "jan@example.test", firstName: "Jan", lastName: "Jansen", phone: "06 12345678" };
const NL = "Online betalen kan bij deze winkel op dit moment niet.";
const EN = "This shop cannot take online payments right now.";

type Shopper = ReturnType<typeof shopper>;

async function step(me: Shopper, language: string, name: string, form: Record<string, string>, next: string) {
  const response = await me.post(`/${language}/checkout/${name}`, form, `http://${HOST_A}/${language}/checkout/${name}`);
  expect(response.status, await response.clone().text()).toBe(303);
  expect(location(response)).toBe(`/${language}/checkout/${next}`);
}

async function atPaymentStep(language: string): Promise<Shopper> {
  const me = shopper(HOST_A);
  expect((await me.post(`/${language}/cart`, { intent: "add", variantId: String(TSHIRT), quantity: "1" })).status).toBe(303);
  await step(me, language, "gegevens", CONTACT, "adres");
  await step(me, language, "adres", CHECKOUT_ADDRESS, "bezorging");
  await step(me, language, "bezorging", { shippingMethodId: String(POSTNL) }, "betaling");
  return me;
}

const orders = async () => (await env.CORE_API_DB.prepare("SELECT count(*) AS n FROM orders WHERE tenant_id = ?1").bind(TENANT_A).first<{ n: number }>())?.n;

beforeEach(async () => {
  await env.CORE_API_DB.prepare(
    "INSERT INTO settings (tenant_id, key, value) VALUES (?1, 'payment_provider', 'mollie') ON CONFLICT (tenant_id, key) DO UPDATE SET value = 'mollie'",
  )
    .bind(TENANT_A)
    .run();
});
afterEach(async () => {
  await env.CORE_API_DB.prepare("DELETE FROM settings WHERE tenant_id = ?1 AND key = 'payment_provider'").bind(TENANT_A).run();
});

describe("Mollie chosen, no Mollie key: the payment step says so", () => {
  it("the step shows the translated message instead of the methods (nl and en), and cannot be passed", async () => {
    const before = await orders();
    const me = await atPaymentStep("nl");
    const page = await me.page("/nl/checkout/betaling");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(NL);
    expect(html).toMatch(/role="alert"[^>]*>Online betalen kan bij deze winkel/);
    expect(html).not.toContain('name="method"');

    // Posting a method anyway (an old form): refused with the same message, nothing stored.
    const posted = await me.post("/nl/checkout/betaling", { method: "ideal" }, `http://${HOST_A}/nl/checkout/betaling`);
    expect(posted.status).toBe(409);
    expect(await posted.text()).toContain(NL);
    // The summary sends the shopper back to the payment step: no order can be placed.
    expect(location(await me.page("/nl/checkout/samenvatting"))).toBe("/nl/checkout/betaling");
    expect(await orders()).toBe(before);

    const logs = (await (await env.CORE_API.fetch("http://core-api/__test/logs")).json()) as string[];
    expect(logs.join("\n")).toContain('"event":"payment.mollie_credentials_missing"');

    const en = await (await (await atPaymentStep("en")).page("/en/checkout/betaling")).text();
    expect(en).toContain(EN);
  });
});
