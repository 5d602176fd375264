import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Outbox } from "../../commerce/contract";
import { devOutbox } from "../../workers/core-api/handlers/dev";
import { ANNA } from "./auth-support";
import { api, CONTACT, newKey, place, readyCart, SEED } from "./checkout-support";
import { handlerContextOf, json, TENANT_A, TENANT_B } from "./support";

const outbox = async (tenant = TENANT_A) => {
  const response = await api("/dev/outbox", { tenant });
  expect(response.status).toBe(200);
  return Outbox.parse(await json(response));
};

describe("the order confirmation mail", () => {
  it("is put in the outbox after placement, in Dutch for a Dutch order, once however often it is placed", async () => {
    const cartId = await readyCart([[SEED.a.tshirtBlackXL, 1]], { language: "nl" });
    const key = newKey();
    const { placed } = await place(cartId, { language: "nl" }, key);
    await place(cartId, { language: "nl" }, key);
    const mails = (await outbox()).filter((mail) => mail.subject.includes(placed.order.number));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(CONTACT.email);
    expect(mail.subject).toBe(`Je bestelling ${placed.order.number} bij Noordzee Mode`);
    expect(mail.text).toContain("Beste Jan,");
    // The rows of the shopping bag: subtotal, shipping, total (they add up).
    expect(mail.text).toMatch(/Subtotaal: €\s?19,95\nVerzendkosten: €\s?4,95\nTotaal: €\s?24,90/);
    expect(mail.text).toContain("Betaalmethode: iDEAL");
    expect(mail.text).toMatch(
      /We verzenden je bestelling zodra de betaling binnen is\.\n\nMet vriendelijke groet,\nNoordzee Mode\n\n-- \nNoordzee Mode · http:\/\/localhost:8787\/nl\n$/,
    );
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain("Basic T-shirt");
  });

  it("is in English for an English order", async () => {
    const who = { account: ANNA, language: "en" };
    const { placed } = await place(await readyCart([[SEED.a.tshirtBlackXL, 2]], who), who);
    const mail = (await outbox()).find((m) => m.subject.includes(placed.order.number))!;
    expect(mail.subject).toBe(`Your order ${placed.order.number} at Noordzee Mode`);
    expect(mail.text).toContain("Dear Jan,");
    expect(mail.text).toContain("Thank you for your order");
    expect(mail.text).toMatch(/Total: €44\.85/);
  });

  it("the outbox is per shop, newest first", async () => {
    const { placed } = await place(await readyCart([[SEED.b.tshirtBlackXS, 1]], { tenant: TENANT_B }, { shippingMethodId: SEED.b.postnl }), {
      tenant: TENANT_B,
    });
    const b = await outbox(TENANT_B);
    expect(b[0]?.subject).toContain(placed.order.number);
    expect(b[0]?.subject).toContain("Stadsbazaar");
    expect((await outbox(TENANT_A)).some((m) => m.subject.includes(placed.order.number))).toBe(false);
    const ids = (await outbox()).map((m) => m.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });

  it("GET /dev/outbox is 404 in production", async () => {
    const response = await devOutbox(
      handlerContextOf(new Request("https://core-api.internal/dev/outbox"), { ...env, ENVIRONMENT: "production" }, TENANT_A),
    ).catch((error: { code?: string }) => error);
    expect((response as { code?: string }).code).toBe("not_found");
  });
});
