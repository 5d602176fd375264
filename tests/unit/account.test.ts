import { describe, expect, it } from "vitest";
import { bundleNumbers, canResumeCart, formatDate, formatVatRate, isCurrentReservation, orderedIntents, statusTone } from "~/domain/account";
import { AddressForm, PasswordForm, ProfileForm } from "~/forms/account";
import { fieldErrors, htmlConstraints, keptValues } from "~/forms/form";
import { normalizePostcode } from "@commerce/rules/postcodes";

const address = {
  firstName: "Anna",
  lastName: "de Vries",
  street: "Boulevard",
  houseNumber: "12",
  postcode: "2586ab",
  city: "Den Haag",
  country: "NL",
};

describe("postcodes", () => {
  it("normalizes a Dutch postcode to 1234 AB and refuses one that does not fit", () => {
    expect(normalizePostcode("NL", "2586ab")).toBe("2586 AB");
    expect(normalizePostcode("NL", " 2586 AB ")).toBe("2586 AB");
    expect(normalizePostcode("NL", "0586 AB")).toBeNull();
    expect(normalizePostcode("NL", "2586")).toBeNull();
  });
  it("knows Belgium, Luxembourg (4 digits), Germany and France (5 digits)", () => {
    expect(normalizePostcode("BE", "1000")).toBe("1000");
    expect(normalizePostcode("BE", "10000")).toBeNull();
    expect(normalizePostcode("LU", "L-1234")).toBe("1234");
    expect(normalizePostcode("DE", "10115")).toBe("10115");
    expect(normalizePostcode("FR", "7500")).toBeNull();
  });
});

describe("the address form", () => {
  it("parses a form post: checkboxes, empty optional fields, the normalized postcode", () => {
    const parsed = AddressForm.parse({ ...address, label: "", houseNumberAddition: "", isDefaultShipping: "on" });
    expect(parsed).toMatchObject({ postcode: "2586 AB", label: null, houseNumberAddition: null, isDefaultShipping: true, isDefaultBilling: false });
  });
  it("gives one translated message per field", () => {
    const result = AddressForm.safeParse({ ...address, firstName: " ", houseNumber: "12a", country: "XX", city: "x".repeat(81) });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      firstName: { key: "account.errors.required" },
      houseNumber: { key: "account.errors.houseNumber" },
      country: { key: "account.errors.choose" },
      city: { key: "account.errors.tooLong", values: { max: 80 } },
    });
  });
  it("says when the postcode does not fit the country, also when other fields are wrong too", () => {
    const result = AddressForm.safeParse({ ...address, country: "DE" });
    expect(fieldErrors(result.error!)).toEqual({ postcode: { key: "account.errors.postcode" } });
    const more = AddressForm.safeParse({ ...address, postcode: "99999", street: "" });
    expect(fieldErrors(more.error!)).toEqual({ street: { key: "account.errors.required" }, postcode: { key: "account.errors.postcode" } });
  });
});

describe("the profile form", () => {
  it("accepts names, an empty phone and company name", () => {
    expect(ProfileForm.parse({ firstName: "Anna", lastName: "de Vries", phone: "", companyName: "" })).toEqual({
      firstName: "Anna",
      lastName: "de Vries",
      phone: null,
      companyName: null,
    });
  });
  it("refuses an empty name and a phone with letters", () => {
    const result = ProfileForm.safeParse({ firstName: "", lastName: "B", phone: "call me" });
    expect(fieldErrors(result.error!)).toEqual({
      firstName: { key: "account.errors.required" },
      phone: { key: "account.errors.phone" },
    });
  });
});

describe("the password form", () => {
  it("needs 8 to 128 characters and the same new password twice", () => {
    expect(PasswordForm.safeParse({ currentPassword: "x", newPassword: "abcdefgh", confirmPassword: "abcdefgh" }).success).toBe(true);
    const short = PasswordForm.safeParse({ currentPassword: "x", newPassword: "abcdefg", confirmPassword: "abcdefg" });
    expect(fieldErrors(short.error!)).toEqual({ newPassword: { key: "account.errors.tooShort", values: { min: 8 } } });
    const long = PasswordForm.safeParse({ currentPassword: "x", newPassword: "a".repeat(129), confirmPassword: "a".repeat(129) });
    expect(fieldErrors(long.error!).newPassword).toEqual({ key: "account.errors.tooLong", values: { max: 128 } });
    const other = PasswordForm.safeParse({ currentPassword: "x", newPassword: "abcdefgh", confirmPassword: "abcdefgi" });
    expect(fieldErrors(other.error!)).toEqual({ confirmPassword: { key: "account.password.mismatch" } });
  });
  it("never sends a password back to the page", () => {
    expect(keptValues({ intent: "password", currentPassword: "a", newPassword: "b", confirmPassword: "c", firstName: "Anna" })).toEqual({
      firstName: "Anna",
    });
  });
});

describe("HTML constraints from the schemas", () => {
  it("mark required fields and their lengths, optional ones only by length", () => {
    const profile = htmlConstraints(ProfileForm);
    expect(profile.firstName).toEqual({ required: true, maxLength: 80 });
    expect(profile.companyName).toEqual({ maxLength: 120 });
    const addresses = htmlConstraints(AddressForm);
    expect(addresses.houseNumber).toEqual({ required: true, pattern: "[0-9]{1,6}" });
    expect(addresses.postcode).toEqual({ required: true, minLength: 4, maxLength: 10 });
    expect(htmlConstraints(PasswordForm).newPassword).toEqual({ required: true, minLength: 8, maxLength: 128 });
  });
});

describe("account rules", () => {
  it("reads days and moments as the day in the Netherlands", () => {
    expect(formatDate("2026-03-01", "nl")).toBe("1 maart 2026");
    expect(formatDate("2026-03-01", "en")).toBe("1 March 2026");
    // 23:30 UTC on 31 March is 1 April in Amsterdam (summer time).
    expect(formatDate("2026-03-31T23:30:00.000Z", "nl")).toBe("1 april 2026");
    expect(formatDate("not a date", "nl")).toBe("not a date");
  });
  it("writes VAT rates as percentages", () => {
    expect(formatVatRate(21, "nl")).toBe("21%");
    expect(formatVatRate(9, "en")).toBe("9%");
  });
  it("lets a cart be resumed when it has items, is not ordered and is not the current one", () => {
    const cart = { id: "a", status: "OPEN" as const, itemCount: 2 };
    expect(canResumeCart(cart, "b")).toBe(true);
    expect(canResumeCart(cart, null)).toBe(true);
    expect(canResumeCart(cart, "a")).toBe(false);
    expect(canResumeCart({ ...cart, status: "ORDERED" }, "b")).toBe(false);
    expect(canResumeCart({ ...cart, itemCount: 0 }, "b")).toBe(false);
    expect(canResumeCart({ ...cart, status: "ABANDONED" }, "b")).toBe(true);
  });
  it("counts reserved and ready reservations as running", () => {
    expect(["reserved", "ready", "collected", "expired", "cancelled"].filter((s) => isCurrentReservation(s as never))).toEqual(["reserved", "ready"]);
  });
  it("marks statuses", () => {
    expect(statusTone("PAID")).toBe("positive");
    expect(statusTone("overdue")).toBe("negative");
    expect(statusTone("paused")).toBe("pending");
  });
  it("shows the allowed subscription actions in a fixed order, cancel last", () => {
    expect(orderedIntents(["cancel", "pause", "skip"])).toEqual(["skip", "pause", "cancel"]);
    expect(orderedIntents(["cancel", "resume"])).toEqual(["resume", "cancel"]);
    expect(orderedIntents([])).toEqual([]);
  });
  it("numbers the bundles of an order in order of appearance", () => {
    const numbers = bundleNumbers([{ bundleGroupKey: null }, { bundleGroupKey: "x" }, { bundleGroupKey: "y" }, { bundleGroupKey: "x" }]);
    expect([...numbers]).toEqual([
      ["x", 1],
      ["y", 2],
    ]);
  });
});
