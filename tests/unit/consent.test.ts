import { describe, expect, it } from "vitest";
import { CONSENT_CATEGORIES, consentCookieValue, cookieValue, isConsentPage, NO_CONSENT, parseConsent } from "~/domain/consent";
import { consentSchema } from "~/forms/consent";

describe("cookie consent (ADR 0023)", () => {
  it("reads 'Accepteren' as every category and 'Afwijzen' as necessary only", () => {
    expect(parseConsent(consentCookieValue("all"))).toEqual({ decided: true, analytics: true, insights: true });
    expect(parseConsent(consentCookieValue("necessary"))).toEqual({ decided: true, analytics: false, insights: false });
  });

  it("counts no cookie, an old version or a hand-made value as no choice (the banner asks)", () => {
    for (const value of [null, undefined, "", "all", "v0.all", "v1.ALL", "v1.all;x", "true"]) expect(parseConsent(value)).toEqual(NO_CONSENT);
  });

  it("names the three categories in order: necessary, analytics, insights", () => {
    expect(CONSENT_CATEGORIES).toEqual(["necessary", "analytics", "insights"]);
  });

  it("finds a cookie by its exact name", () => {
    expect(cookieValue("a=1; etalage_consent=v1.all; b=2", "etalage_consent")).toBe("v1.all");
    expect(cookieValue("xetalage_consent=v1.all", "etalage_consent")).toBeNull();
    expect(cookieValue(null, "etalage_consent")).toBeNull();
    expect(cookieValue("etalage_consent=%E0%A4%A", "etalage_consent")).toBeNull();
  });

  it("knows the consent page in both languages, and only it", () => {
    expect(isConsentPage("/nl/cookies")).toBe(true);
    expect(isConsentPage("/en/cookies")).toBe(true);
    expect(isConsentPage("/nl/products")).toBe(false);
    expect(isConsentPage("/cookies")).toBe(false);
  });

  it("accepts only the two buttons' values", () => {
    expect(consentSchema.safeParse({ choice: "all" }).success).toBe(true);
    expect(consentSchema.safeParse({ choice: "necessary" }).success).toBe(true);
    expect(consentSchema.safeParse({ choice: "analytics" }).success).toBe(false);
    expect(consentSchema.safeParse({}).success).toBe(false);
  });
});
