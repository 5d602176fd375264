import { CartAction, CouponCheckRequest } from "@commerce/contract/cart";
import { AddressStep, ContactStep } from "@commerce/contract/checkout";
import { AddressInput } from "@commerce/contract/addresses";
import { CustomerUpdate, ShadowLinkRequest } from "@commerce/contract/customers";
import { CampaignQuery } from "@commerce/contract/campaigns";
import { CmsPreviewParams } from "@commerce/contract/previews";
import { controlCharacterPath, decimalInteger, decimalIntegerOf, hasControlCharacters, text } from "@commerce/contract/fields";
import { BundleDetailQuery, ProductListQuery } from "@commerce/contract/products";
import { SearchQuery } from "@commerce/contract/search";
import { WishlistChange } from "@commerce/contract/wishlist";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AddressForm as AccountAddressForm, AddressId, PasswordForm, ProfileForm } from "~/forms/account";
import { addressFormInput, AddressForm as CheckoutAddressForm, ContactForm, shippingForm } from "~/forms/checkout";
import { fieldErrors, htmlConstraints } from "~/forms/form";
import { insightsClickSchema } from "~/forms/insights";
import { DismissBannerSchema } from "~/forms/promo";

// The one rule for every field (contract/fields.ts): decimal whole numbers only, no control characters.

const NOT_DECIMAL = ["0x10", "0X10", "1e1", "1E1", " 5", "5 ", "+5", "5.0", "5.", ".5", "0b1", "0o7", "٥", "５", "1_000", "", "Infinity", "NaN"];
const CONTROL = [
  "\u0000",
  "\u0001",
  "\u0008",
  "\t",
  "\n",
  "\r",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009f",
  "\u2028",
  "\u2029",
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\ud800",
  "\udc00x",
];

describe("decimal whole numbers", () => {
  const Quantity = decimalInteger(z.number().int().min(1).max(999));

  it("accepts decimal digits and JSON numbers", () => {
    expect(Quantity.parse("16")).toBe(16);
    expect(Quantity.parse("007")).toBe(7);
    expect(Quantity.parse(16)).toBe(16);
  });

  it.each(NOT_DECIMAL)("refuses %j", (value) => {
    expect(Quantity.safeParse(value).success).toBe(false);
  });

  it("refuses what only coercion would make a number", () => {
    for (const value of [true, [5], { valueOf: () => 5 }, null, 5.5]) expect(Quantity.safeParse(value).success).toBe(false);
  });

  it("the cart form: quantity=0x10 no longer counts as 16, in any numeric field", () => {
    expect(CartAction.safeParse({ intent: "add", variantId: "100035", quantity: "0x10" }).success).toBe(false);
    expect(CartAction.safeParse({ intent: "add", variantId: "0x186a3", quantity: "1" }).success).toBe(false);
    expect(CartAction.safeParse({ intent: "add", variantId: "100035", quantity: "1e1" }).success).toBe(false);
    expect(CartAction.safeParse({ intent: "remove", lineId: " 5" }).success).toBe(false);
    expect(CartAction.safeParse({ intent: "bundle-add", bundleId: "1", variantIds: ["1", "+2"] }).success).toBe(false);
    expect(CartAction.safeParse({ intent: "choose-shipping", shippingMethodId: "5.0" }).success).toBe(false);
    expect(CartAction.parse({ intent: "add", variantId: "100035", quantity: "16" })).toEqual({ intent: "add", variantId: 100035, quantity: 16 });
    expect(WishlistChange.safeParse({ productId: "0x10", action: "add" }).success).toBe(false);
    expect(AddressId.safeParse("1e3").success).toBe(false);
    const shipping = shippingForm([{ id: 11, kind: "delivery" }], []);
    expect(shipping.safeParse({ shippingMethodId: "0xb" }).success).toBe(false);
    expect(shipping.safeParse({ shippingMethodId: "11", branchId: "1e1" }).success).toBe(false);
    expect(shipping.safeParse({ shippingMethodId: "11" }).success).toBe(true);
  });
});

describe("control characters", () => {
  it.each(CONTROL)("refuses %j in a line of text", (character) => {
    expect(hasControlCharacters(`Jan${character}sen`)).toBe(true);
    expect(text().safeParse(`Jan${character}sen`).success).toBe(false);
  });

  it("allows tab and newline only in a multi-line text", () => {
    expect(hasControlCharacters("regel 1\nregel 2\ttab", { multiline: true })).toBe(false);
    expect(hasControlCharacters("regel\u0000", { multiline: true })).toBe(true);
    expect(hasControlCharacters("\u202eregel", { multiline: true })).toBe(true);
  });

  it("keeps ordinary text of every script, accents and emoji", () => {
    for (const value of ["Zoë", "Ĳsselmeer", "O'Brien-Smit", "’s-Hertogenbosch", "Ülker", "محمد", "张伟", "Jan 🙂", "a\u00a0b"]) {
      expect(hasControlCharacters(value), value).toBe(false);
    }
  });

  it("every text of every form refuses them, with the translated message under the field", () => {
    const nul = "Jan\u0000";
    const rlo = "\u202eJan";
    const cases: [z.ZodType, Record<string, unknown>, string][] = [
      [ProfileForm, { firstName: nul, lastName: "Jansen" }, "firstName"],
      [ProfileForm, { firstName: "Jan", lastName: "Jansen", companyName: rlo }, "companyName"],
      [ProfileForm, { firstName: "Jan", lastName: "Jansen", phone: "06\u2028123" }, "phone"],
      [AccountAddressForm, { firstName: "J", lastName: "J", street: rlo, houseNumber: "1", postcode: "1234AB", city: "Den Haag", country: "NL" }, "street"],
      [AccountAddressForm, { firstName: "J", lastName: "J", street: "S", houseNumber: "1", postcode: "1234AB", city: nul, country: "NL" }, "city"],
      [
        AccountAddressForm,
        { firstName: "J", lastName: "J", street: "S", houseNumber: "1", houseNumberAddition: "A\u0007", postcode: "1234AB", city: "C", country: "NL" },
        "houseNumberAddition",
      ],
      [PasswordForm, { currentPassword: "geheim\u0000", newPassword: "nieuwgeheim", confirmPassword: "nieuwgeheim" }, "currentPassword"],
      [ContactForm, { email: "jan@example.test", firstName: rlo, lastName: "Jansen", phone: "0612345678" }, "firstName"],
    ];
    for (const [schema, input, field] of cases) {
      const result = schema.safeParse(input);
      expect(result.success, `${field} ${JSON.stringify(input)}`).toBe(false);
      expect(fieldErrors(result.error!)[field], field).toEqual({ key: "refusals.controlCharacters" });
    }
    const address = CheckoutAddressForm.safeParse(
      addressFormInput({
        "delivery.firstName": "J",
        "delivery.lastName": "J",
        "delivery.street": rlo,
        "delivery.houseNumber": "1",
        "delivery.postcode": "1234AB",
        "delivery.city": "C",
        "delivery.country": "NL",
      }),
    );
    expect(address.success).toBe(false);
  });

  it("e-mail addresses with control characters are not e-mail addresses", () => {
    for (const character of CONTROL) expect(ContactStep.shape.email.safeParse(`jan${character}@example.test`).success, JSON.stringify(character)).toBe(false);
  });

  it("the core API's own schemas refuse them too", () => {
    expect(CustomerUpdate.safeParse({ firstName: "Jan\u202e", lastName: "J" }).success).toBe(false);
    expect(
      AddressInput.safeParse({ firstName: "J", lastName: "J", street: "S\u0000", houseNumber: "1", postcode: "1234AB", city: "C", country: "NL" }).success,
    ).toBe(false);
    expect(
      AddressStep.safeParse({
        delivery: { firstName: "J", lastName: "J", street: "S", houseNumber: "1", postcode: "1234AB", city: "C\u2066", country: "NL" },
        billing: null,
      }).success,
    ).toBe(false);
    expect(CouponCheckRequest.safeParse({ code: "ZOMER\u0000" }).success).toBe(false);
    expect(ShadowLinkRequest.safeParse({ staffId: "s-1", staffName: "Sanne\u202e", customerId: 1 }).success).toBe(false);
  });

  it("finds them anywhere in a JSON body, keys included", () => {
    expect(controlCharacterPath({ delivery: { street: "a", city: "b\u0000" } })).toBe("delivery.city");
    expect(controlCharacterPath({ lines: [{ name: "ok" }, { name: "\u202e" }] })).toBe("lines.1.name");
    expect(controlCharacterPath({ "bad\u0000key": 1 })).toBe("bad\u0000key");
    expect(controlCharacterPath({ a: 1, b: [true, null, "fine"] })).toBeNull();
  });

  it("the forms' HTML constraints still come from the same schemas", () => {
    expect(htmlConstraints(ProfileForm).firstName).toEqual({ required: true, maxLength: 80 });
    expect(htmlConstraints(ContactForm).firstName).toEqual({ required: true, maxLength: 80 });
  });

  it("works out a schema's constraints once: the second page gets the first one's (docs/performance.md §23)", () => {
    const first = htmlConstraints(ContactForm);
    expect(htmlConstraints(ContactForm)).toBe(first);
    expect(htmlConstraints(ProfileForm)).not.toBe(first);
    expect(htmlConstraints(PasswordForm).newPassword).toEqual({ required: true, minLength: 8, maxLength: 128 });
  });
});

describe("ids, positions and page numbers: decimal digits only (issue 19)", () => {
  const NOT_AN_ID = ["0xb", " 11 ", "11.0", "11e0", "0x1", "+11", "11 ", "١١", "1".repeat(16)];

  it("the banner's close: bannerId=11 is banner 11; 0xb, ' 11 ', 11.0 and 11e0 are no id", () => {
    expect(DismissBannerSchema.parse({ bannerId: "11" })).toEqual({ bannerId: 11 });
    for (const bannerId of NOT_AN_ID) expect(DismissBannerSchema.safeParse({ bannerId }).success, bannerId).toBe(false);
  });

  it("a search click's position: 1 is the first result; 0x1 and ' 1' are no position", () => {
    const click = { queryID: `${"a".repeat(32)}.1795000000.${"T".repeat(11)}`, objectID: "linnen-blouse" }; // a click receipt (ADR 0041)
    expect(insightsClickSchema.parse({ ...click, position: "1" }).position).toBe(1);
    for (const position of ["0x1", " 1", "1.0", "1e0"]) expect(insightsClickSchema.safeParse({ ...click, position }).success, position).toBe(false);
  });

  it("the core API's query ids and page numbers (campaign, bundle, CMS preview, listing, search)", () => {
    expect(CampaignQuery.parse({ campaign_id: "11" })).toEqual({ campaign_id: 11 });
    expect(BundleDetailQuery.parse({ id: "11" })).toEqual({ id: 11 });
    expect(CmsPreviewParams.parse({ id: "11" })).toEqual({ id: 11 });
    expect(ProductListQuery.parse({}).page).toBe(1);
    expect(ProductListQuery.parse({ page: "2", pageSize: "24" })).toMatchObject({ page: 2, pageSize: 24 });
    expect(SearchQuery.parse({ q: "jurk", page: "1", pageSize: "5" })).toMatchObject({ page: 1, pageSize: 5 });
    for (const value of NOT_AN_ID) {
      expect(CampaignQuery.safeParse({ campaign_id: value }).success, value).toBe(false);
      expect(BundleDetailQuery.safeParse({ id: value }).success, value).toBe(false);
      expect(CmsPreviewParams.safeParse({ id: value }).success, value).toBe(false);
      expect(ProductListQuery.safeParse({ page: value }).success, value).toBe(false);
      expect(SearchQuery.safeParse({ q: "jurk", pageSize: value }).success, value).toBe(false);
    }
  });

  it("a number from a url's text: digits, or nothing", () => {
    expect(decimalIntegerOf("11")).toBe(11);
    expect(decimalIntegerOf("007")).toBe(7);
    for (const value of [...NOT_AN_ID, "", null, undefined]) expect(decimalIntegerOf(value), String(value)).toBeNull();
  });
});
