import { describe, expect, it } from "vitest";
import { TENANT_B } from "./support";
import { ANNA, FATIMA, PIETER, SEM } from "./auth-support";
import {
  ADDRESS_BE,
  ADDRESS_NL,
  checkoutOf,
  CONTACT,
  newCartWith,
  ordersOfCart,
  placeCall,
  putStep,
  readyCart,
  refusal,
  SEED,
  stepOk,
  storedCheckout,
} from "./checkout-support";

const tshirt = SEED.a.tshirtBlackXL;

/** The step is refused with 400, names the field, and the stored checkout is exactly as before. */
async function badStep(cartId: string, step: string, value: unknown, path: string, who = {}) {
  const before = await storedCheckout(cartId);
  const error = await refusal(await putStep(cartId, step, value, who), 400, "bad_request");
  expect(error.issues?.map((i) => i.path)).toContain(path);
  expect(await storedCheckout(cartId)).toBe(before);
}

describe("checkout steps", () => {
  it("stores each step on the cart: a reload (another call) continues where the shopper was", async () => {
    const cartId = await newCartWith([[tshirt, 1]]);
    const empty = await checkoutOf(cartId);
    expect(empty.complete).toEqual({ gegevens: false, adres: false, bezorging: false, betaling: false });
    expect(empty.paymentMethods.map((m) => m.code)).toEqual(["ideal", "creditcard", "bancontact", "paypal"]);
    expect(empty.invoicePayment).toBe(false);

    await stepOk(cartId, "gegevens", CONTACT);
    await stepOk(cartId, "adres", { delivery: ADDRESS_NL, billing: { ...ADDRESS_BE, companyName: "Bedrijf BV" } });
    const state = await checkoutOf(cartId);
    expect(state.contact).toEqual(CONTACT);
    expect(state.address?.delivery.postcode).toBe("2584 BL");
    expect(state.address?.billing?.postcode).toBe("2000");
    expect(state.address?.billing?.companyName).toBe("Bedrijf BV");
    expect(state.complete).toEqual({ gegevens: true, adres: true, bezorging: false, betaling: false });
  });

  it("refuses bad contact data with 400 and stores nothing", async () => {
    const cartId = await newCartWith([[tshirt, 1]]);
    await stepOk(cartId, "gegevens", CONTACT);
    await badStep(cartId, "gegevens", { ...CONTACT, email: "geen-mail" }, "email");
    await badStep(cartId, "gegevens", { ...CONTACT, firstName: " " }, "firstName");
    await badStep(cartId, "gegevens", { ...CONTACT, phone: "12" }, "phone");
    await badStep(cartId, "gegevens", { ...CONTACT, phone: "06-abc-12345" }, "phone");
    await badStep(cartId, "gegevens", { email: CONTACT.email }, "lastName");
    expect((await checkoutOf(cartId)).contact).toEqual(CONTACT);
  });

  it("follows Dutch and Belgian postcode and house-number rules", async () => {
    const cartId = await newCartWith([[tshirt, 1]]);
    for (const postcode of ["2584", "0123 AB", "2584 B1", "12345"]) {
      await badStep(cartId, "adres", { delivery: { ...ADDRESS_NL, postcode }, billing: null }, "delivery.postcode");
    }
    for (const postcode of ["2000 AB", "0999", "20000"]) {
      await badStep(cartId, "adres", { delivery: { ...ADDRESS_BE, postcode }, billing: null }, "delivery.postcode");
    }
    await badStep(cartId, "adres", { delivery: ADDRESS_NL, billing: { ...ADDRESS_BE, postcode: "1234 AB" } }, "billing.postcode");
    await badStep(cartId, "adres", { delivery: { ...ADDRESS_NL, houseNumber: "12a" }, billing: null }, "delivery.houseNumber");
    await badStep(cartId, "adres", { delivery: { ...ADDRESS_NL, houseNumber: "0" }, billing: null }, "delivery.houseNumber");
    await badStep(cartId, "adres", { delivery: { ...ADDRESS_NL, houseNumberAddition: "!!" }, billing: null }, "delivery.houseNumberAddition");
    await badStep(cartId, "adres", { delivery: { ...ADDRESS_NL, country: "US" }, billing: null }, "delivery.country");
    await badStep(cartId, "adres", { delivery: ADDRESS_NL }, "billing");

    const nl = await stepOk(cartId, "adres", { delivery: { ...ADDRESS_NL, postcode: " 2584bl ", houseNumberAddition: "bis" }, billing: null });
    expect(nl.address?.delivery.postcode).toBe("2584 BL");
    const be = await stepOk(cartId, "adres", { delivery: { ...ADDRESS_BE, houseNumberAddition: "bus 3" }, billing: null });
    expect(be.address?.delivery).toMatchObject({ postcode: "2000", country: "BE", houseNumberAddition: "bus 3" });
  });

  it("offers the shop's shipping methods for the delivery country and refuses others", async () => {
    const cartId = await newCartWith([[tshirt, 1]]);
    await stepOk(cartId, "adres", { delivery: ADDRESS_NL, billing: null });
    await badStep(cartId, "bezorging", { shippingMethodId: 999999, branchId: null }, "shippingMethodId");
    await badStep(cartId, "bezorging", { shippingMethodId: SEED.b.express, branchId: null }, "shippingMethodId"); // another shop's
    await badStep(cartId, "bezorging", { shippingMethodId: SEED.a.postnl, branchId: SEED.a.branch }, "branchId");
    await badStep(cartId, "bezorging", { shippingMethodId: "11", branchId: null }, "shippingMethodId");
    const state = await stepOk(cartId, "bezorging", { shippingMethodId: SEED.a.dhl, branchId: null });
    expect(state.shipping).toEqual({ shippingMethodId: SEED.a.dhl, branchId: null });
    expect(state.complete.bezorging).toBe(true);
  });

  it("pick-up at a branch of the shop (Stadsbazaar), never another shop's branch", async () => {
    const who = { tenant: TENANT_B };
    const cartId = await newCartWith([[SEED.b.tshirtBlackXS, 1]], who);
    await stepOk(cartId, "adres", { delivery: ADDRESS_NL, billing: null }, who);
    const state = await checkoutOf(cartId, who);
    expect(state.branches.map((b) => b.id)).toEqual([21, 22, 23]);
    expect(state.branches[0]).toMatchObject({ name: "Stadsbazaar Utrecht", city: "Utrecht" });
    await badStep(cartId, "bezorging", { shippingMethodId: SEED.b.pickup, branchId: null }, "branchId", who);
    await badStep(cartId, "bezorging", { shippingMethodId: SEED.b.pickup, branchId: SEED.a.branch }, "branchId", who);
    const picked = await stepOk(cartId, "bezorging", { shippingMethodId: SEED.b.pickup, branchId: 22 }, who);
    expect(picked.complete.bezorging).toBe(true);
  });

  it("a shipping choice that no longer fits the address is not complete (express is NL only)", async () => {
    const who = { tenant: TENANT_B };
    const cartId = await newCartWith([[SEED.b.tshirtBlackXS, 1]], who);
    await stepOk(cartId, "adres", { delivery: ADDRESS_NL, billing: null }, who);
    expect((await stepOk(cartId, "bezorging", { shippingMethodId: SEED.b.express, branchId: null }, who)).complete.bezorging).toBe(true);
    const moved = await stepOk(cartId, "adres", { delivery: ADDRESS_BE, billing: null }, who);
    expect(moved.complete.bezorging).toBe(false);
  });

  it("refuses a bad payment method and an unknown step", async () => {
    const cartId = await newCartWith([[tshirt, 1]]);
    await badStep(cartId, "betaling", { method: "cash" }, "method");
    await refusal(await putStep(cartId, "onbekend", { method: "ideal" }), 404, "not_found");
    expect((await stepOk(cartId, "betaling", { method: "bancontact" })).payment).toEqual({ method: "bancontact" });
  });

  it("customers whose category allows invoice payment need no payment step", async () => {
    const who = { account: PIETER };
    const cartId = await newCartWith([[tshirt, 1]], who);
    const state = await checkoutOf(cartId, who);
    expect(state.invoicePayment).toBe(true);
    expect(state.paymentMethods).toEqual([]);
    expect(state.complete.betaling).toBe(true);
    await refusal(await putStep(cartId, "betaling", { method: "ideal" }, who), 400, "bad_request");
    const consumer = await checkoutOf(await newCartWith([[tshirt, 1]], { account: ANNA }), { account: ANNA });
    expect(consumer.invoicePayment).toBe(false);
    expect(consumer.complete.betaling).toBe(false);
  });

  it("a customer's cart is theirs alone: another shopper or shop gets 404", async () => {
    const cartId = await newCartWith([[tshirt, 1]], { account: ANNA });
    await refusal(await putStep(cartId, "gegevens", CONTACT), 404, "not_found");
    await refusal(await putStep(cartId, "gegevens", CONTACT, { account: PIETER }), 404, "not_found");
    await refusal(await putStep(cartId, "gegevens", CONTACT, { account: SEM }), 404, "not_found");
    await refusal(await putStep(cartId, "gegevens", CONTACT, { account: FATIMA, tenant: TENANT_B }), 404, "not_found");
  });

  it("refuses placement while a step is incomplete or the terms are not accepted", async () => {
    const cartId = await newCartWith([[tshirt, 1]]);
    await stepOk(cartId, "gegevens", CONTACT);
    await stepOk(cartId, "adres", { delivery: ADDRESS_NL, billing: null });
    const error = await refusal(await placeCall(cartId), 400, "bad_request");
    expect(error.issues?.map((i) => i.path).sort()).toEqual(["betaling", "bezorging"]);
    await stepOk(cartId, "bezorging", { shippingMethodId: SEED.a.postnl, branchId: null });
    await stepOk(cartId, "betaling", { method: "ideal" });
    await refusal(await placeCall(cartId, {}, undefined, { acceptTerms: false }), 400, "bad_request");
    await refusal(await placeCall(cartId, {}, "short"), 400, "bad_request");
    expect(await ordersOfCart(cartId)).toBe(0);
    const emptyCart = await readyCart([]);
    const empty = await refusal(await placeCall(emptyCart), 400, "bad_request");
    expect(empty.issues?.[0]?.path).toBe("lines");
  });
});
