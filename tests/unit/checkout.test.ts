import { describe, expect, it } from "vitest";
import { AddressForm, addressFormInput, checkoutFieldErrors, ContactForm, PlaceOrderForm, shippingForm } from "~/forms/checkout";
import { guardStep, nextStep, progressSteps, stepStates } from "@commerce/rules/checkout-steps";
import { summaryItems } from "~/domain/checkout-summary";

const none = { gegevens: false, adres: false, bezorging: false, betaling: false };
const all = { gegevens: true, adres: true, bezorging: true, betaling: true };

describe("checkout steps (spec §2, §4, §9)", () => {
  it("the bar shows five steps, without payment for invoice customers", () => {
    expect(progressSteps(false)).toEqual(["gegevens", "adres", "bezorging", "betaling", "samenvatting"]);
    expect(progressSteps(true)).toEqual(["gegevens", "adres", "bezorging", "samenvatting"]);
  });

  it("an empty cart goes to the shopping bag", () => {
    expect(guardStep("adres", { empty: true, complete: all, invoicePayment: false })).toEqual({ redirectTo: "shopping-bag" });
  });

  it("a forward jump goes to the first incomplete step", () => {
    expect(guardStep("gegevens", { empty: false, complete: none, invoicePayment: false })).toBeNull();
    expect(guardStep("samenvatting", { empty: false, complete: none, invoicePayment: false })).toEqual({ redirectTo: "gegevens" });
    expect(guardStep("betaling", { empty: false, complete: { ...none, gegevens: true }, invoicePayment: false })).toEqual({ redirectTo: "adres" });
    expect(guardStep("samenvatting", { empty: false, complete: { ...all, betaling: false }, invoicePayment: false })).toEqual({ redirectTo: "betaling" });
    expect(guardStep("samenvatting", { empty: false, complete: all, invoicePayment: false })).toBeNull();
    // Going back is always fine.
    expect(guardStep("gegevens", { empty: false, complete: all, invoicePayment: false })).toBeNull();
  });

  it("invoice customers never see betaling, and need no payment for the summary", () => {
    const done = { ...all, betaling: false };
    expect(guardStep("betaling", { empty: false, complete: done, invoicePayment: true })).toEqual({ redirectTo: "samenvatting" });
    expect(guardStep("samenvatting", { empty: false, complete: done, invoicePayment: true })).toBeNull();
    expect(guardStep("betaling", { empty: false, complete: none, invoicePayment: true })).toEqual({ redirectTo: "gegevens" });
    expect(nextStep("bezorging", true)).toBe("samenvatting");
    expect(nextStep("bezorging", false)).toBe("betaling");
    expect(nextStep("samenvatting", false)).toBeNull();
  });

  it("only steps before the current one are done (links)", () => {
    expect(stepStates(progressSteps(false), "bezorging").map((s) => s.state)).toEqual(["done", "done", "current", "todo", "todo"]);
  });
});

describe("checkout forms", () => {
  it("messages land under their own field, nested ones by their full name", () => {
    const contact = ContactForm.safeParse({ email: "x", firstName: "", lastName: "J", phone: "12" });
    expect(contact.success).toBe(false);
    expect(checkoutFieldErrors(contact.error!)).toEqual({
      email: { key: "checkout.errors.email" },
      firstName: { key: "account.errors.required" },
      phone: { key: "account.errors.phone" },
    });
    const address = AddressForm.safeParse(
      addressFormInput({
        "delivery.firstName": "J",
        "delivery.lastName": "J",
        "delivery.street": "S",
        "delivery.houseNumber": "1a",
        "delivery.postcode": "1234",
        "delivery.city": "C",
        "delivery.country": "NL",
      }),
    );
    const errors = checkoutFieldErrors(address.error!);
    expect(errors["delivery.houseNumber"]).toEqual({ key: "account.errors.houseNumber" });
  });

  it("NL and BE postcodes follow their country and are stored normalised", () => {
    const base = { firstName: "J", lastName: "J", street: "S", houseNumber: "1", city: "C" };
    const nl = AddressForm.parse({ delivery: { ...base, postcode: "2584bl", country: "NL" }, billing: null });
    expect(nl.delivery.postcode).toBe("2584 BL");
    const be = AddressForm.safeParse({ delivery: { ...base, postcode: "2584 BL", country: "BE" }, billing: null });
    expect(checkoutFieldErrors(be.error!)).toEqual({ "delivery.postcode": { key: "account.errors.postcode" } });
  });

  it("the billing address counts only when ticked", () => {
    expect(addressFormInput({ "billing.city": "X" }).billing).toBeNull();
    expect(addressFormInput({ differentBilling: "on", "billing.city": "X" }).billing).toEqual({ city: "X" });
  });

  it("a pick-up method needs a branch; a delivery method keeps none", () => {
    const form = shippingForm(
      [
        { id: 1, kind: "delivery" },
        { id: 2, kind: "pickup" },
      ],
      [{ id: 9 }],
    );
    expect(form.parse({ shippingMethodId: "1", branchId: "9" })).toEqual({ shippingMethodId: 1, branchId: null });
    expect(form.parse({ shippingMethodId: "2", branchId: "9" })).toEqual({ shippingMethodId: 2, branchId: 9 });
    expect(checkoutFieldErrors(form.safeParse({ shippingMethodId: "2", branchId: "" }).error!)).toEqual({ branchId: { key: "checkout.errors.branch" } });
    expect(checkoutFieldErrors(form.safeParse({ shippingMethodId: "3" }).error!)).toEqual({ shippingMethodId: { key: "checkout.errors.shippingMethod" } });
  });

  it("placing needs the terms and a key", () => {
    expect(PlaceOrderForm.safeParse({ idempotencyKey: "f45b94d3-30d0-46d2-bf88-e5c99b3d04c7", acceptTerms: "on" }).success).toBe(true);
    const refused = PlaceOrderForm.safeParse({ idempotencyKey: "short" });
    expect(checkoutFieldErrors(refused.error!)).toEqual({
      idempotencyKey: { key: "checkout.errors.reload" },
      acceptTerms: { key: "checkout.errors.acceptTerms" },
    });
  });
});

describe("the cart summary in checkout (spec §2)", () => {
  const line = (id: number, key: string | null) => ({ id, metadata: { bundleGroupKey: key } });
  it("groups lines by bundleGroupKey at the place of the first line; single lines stay single", () => {
    const items = summaryItems([line(1, null), line(2, "b1"), line(3, "b1"), line(4, "gone")], [{ bundleGroupKey: "b1" }]);
    expect(items.map((i) => (i.kind === "line" ? i.line.id : i.lines.map((l) => l.id)))).toEqual([1, [2, 3], 4]);
  });
});
