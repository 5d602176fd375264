import { exportPKCS8, generateKeyPair, SignJWT, UnsecuredJWT, decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { isBotPost, HONEYPOT_FIELD } from "~/domain/honeypot";
import { customerCategoryRules, customerPriceBasis } from "@commerce/rules/price-basis";
import { shownPrice } from "@commerce/rules/vat";
import { safeRedirectPath } from "~/domain/safe-redirect";
import type { FirebaseConfig } from "@commerce/firebase/config";
import { createCustomToken } from "@commerce/firebase/custom-token";
import { InvalidIdToken, verifyIdToken } from "@commerce/firebase/id-token";

const EMULATOR: FirebaseConfig = { projectId: "demo-etalage", apiKey: "k", emulatorHost: "127.0.0.1:9099", authTenantId: "noordzee-k3f9a" };
const PRODUCTION: FirebaseConfig = { projectId: "demo-etalage", apiKey: "k", authTenantId: "noordzee-k3f9a" };
const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);

function emulatorToken(overrides: Record<string, unknown> = {}, tenant: string | null = "noordzee-k3f9a") {
  const seconds = Math.floor(NOW / 1000);
  return new UnsecuredJWT({
    auth_time: seconds,
    email: "anna@noordzee.test",
    firebase: { sign_in_provider: "password", ...(tenant ? { tenant } : {}) },
    ...overrides,
  })
    .setIssuer("https://securetoken.google.com/demo-etalage")
    .setAudience("demo-etalage")
    .setSubject("demo-a-1101")
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + 3600)
    .encode();
}

describe("ID tokens", () => {
  it("accepts an emulator token of the shop's tenant and reads uid, e-mail and expiry", async () => {
    const verified = await verifyIdToken(emulatorToken(), EMULATOR, NOW);
    expect(verified).toMatchObject({ uid: "demo-a-1101", email: "anna@noordzee.test", authTenantId: "noordzee-k3f9a", impersonatedBy: null });
    expect(verified.expiresAt).toBe(Math.floor(NOW / 1000) * 1000 + 3_600_000);
  });

  it("reads the staff member of a shadow session from the custom claim", async () => {
    const verified = await verifyIdToken(emulatorToken({ impersonatedBy: "s-042", shadow: true }), EMULATOR, NOW);
    expect(verified.impersonatedBy).toBe("s-042");
  });

  it("refuses a token of another shop's tenant, or of no tenant", async () => {
    await expect(verifyIdToken(emulatorToken({}, "stadsbazaar-p2x7c"), EMULATOR, NOW)).rejects.toBeInstanceOf(InvalidIdToken);
    await expect(verifyIdToken(emulatorToken({}, null), EMULATOR, NOW)).rejects.toBeInstanceOf(InvalidIdToken);
  });

  it("refuses an expired token, another project's token and an auth time in the future", async () => {
    await expect(verifyIdToken(emulatorToken(), EMULATOR, NOW + 2 * 3_600_000)).rejects.toBeInstanceOf(InvalidIdToken);
    await expect(verifyIdToken(emulatorToken(), { ...EMULATOR, projectId: "other-project" }, NOW)).rejects.toBeInstanceOf(InvalidIdToken);
    const future = emulatorToken({ auth_time: Math.floor(NOW / 1000) + 600 });
    await expect(verifyIdToken(future, EMULATOR, NOW)).rejects.toBeInstanceOf(InvalidIdToken);
  });

  it("never accepts an unsigned token outside the emulator", async () => {
    await expect(verifyIdToken(emulatorToken(), PRODUCTION, NOW)).rejects.toBeInstanceOf(InvalidIdToken);
  });

  it("refuses a token signed with some key of our own in production (only Google's keys count)", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const forged = await new SignJWT({ auth_time: Math.floor(NOW / 1000), firebase: { tenant: "noordzee-k3f9a" } })
      .setProtectedHeader({ alg: "RS256", kid: "forged" })
      .setIssuer("https://securetoken.google.com/demo-etalage")
      .setAudience("demo-etalage")
      .setSubject("demo-a-1101")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);
    // Offline here, Google's key set cannot even be fetched: either way the token is refused.
    await expect(verifyIdToken(forged, PRODUCTION, Date.now())).rejects.toThrow();
  });

  it("refuses garbage", async () => {
    await expect(verifyIdToken("not-a-token", EMULATOR, NOW)).rejects.toBeInstanceOf(InvalidIdToken);
  });
});

describe("custom tokens (shadow sessions)", () => {
  it("are unsigned for the emulator and carry uid, claims and the shop's tenant", async () => {
    const token = await createCustomToken(EMULATOR, null, "demo-a-1102", { impersonatedBy: "s-042", shadow: true });
    expect(token.endsWith(".")).toBe(true);
    expect(decodeJwt(token)).toMatchObject({ uid: "demo-a-1102", claims: { impersonatedBy: "s-042", shadow: true }, tenant_id: "noordzee-k3f9a" });
  });

  it("are signed RS256 with the service account in production, and need one", async () => {
    await expect(createCustomToken(PRODUCTION, null, "u", {})).rejects.toThrow(/FIREBASE_SERVICE_ACCOUNT/);
    const { privateKey } = await generateKeyPair("RS256", { extractable: true });
    const serviceAccount = { client_email: "signer@demo.iam.gserviceaccount.com", private_key: await exportPKCS8(privateKey) };
    const token = await createCustomToken(PRODUCTION, serviceAccount, "demo-a-1102", { impersonatedBy: "s-042" });
    const [header] = token.split(".");
    expect(JSON.parse(atob(header!))).toMatchObject({ alg: "RS256" });
    expect(decodeJwt(token)).toMatchObject({ iss: serviceAccount.client_email, sub: serviceAccount.client_email, uid: "demo-a-1102" });
  });
});

describe("customer categories decide the price basis (every spelling)", () => {
  const forms: Array<[unknown, boolean]> = [
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ["true", true],
    ["false", false],
    ["1", true],
    ["0", false],
  ];
  for (const key of ["displayPricesIncludingVat", "display_prices_including_vat"]) {
    it.each(forms)(`${key} = %j → incl. VAT %s`, (value, expected) => {
      expect(customerCategoryRules({ [key]: value }).displayPricesIncludingVat).toBe(expected);
    });
  }
  for (const key of ["allowInvoicePayment", "allow_payment_on_invoice", "allowPaymentOnInvoice", "allow-invoice-payment"]) {
    it.each(forms)(`${key} = %j → invoice %s`, (value, expected) => {
      expect(customerCategoryRules({ [key]: value }).allowInvoicePayment).toBe(expected);
    });
  }

  it("a business customer sees prices excl. VAT; everyone else incl.", () => {
    expect(customerPriceBasis({ pricesIncludingVat: false })).toBe("ex");
    expect(customerPriceBasis({ pricesIncludingVat: true })).toBe("inc");
    expect(customerPriceBasis(null)).toBe("inc");
    expect(shownPrice(12100, 21, "ex")).toBe(10000);
    expect(shownPrice(5995, 21, "ex")).toBe(4955);
    expect(shownPrice(5995, 21, "inc")).toBe(5995);
    expect(shownPrice(1090, 9, "ex")).toBe(1000);
  });
});

describe("anonymous forms", () => {
  it("a filled honeypot marks a bot; an empty or missing one a person", () => {
    expect(isBotPost({ [HONEYPOT_FIELD]: "http://spam.test" })).toBe(true);
    expect(isBotPost({ [HONEYPOT_FIELD]: "" })).toBe(false);
    expect(isBotPost({ email: "a@b.test" })).toBe(false);
  });

  it("returnUrl after sign-in is a same-origin path only", () => {
    expect(safeRedirectPath("/nl/account/orders?page=2")).toBe("/nl/account/orders?page=2");
    for (const evil of ["https://evil.test", "//evil.test", "/\\evil.test", "javascript:alert(1)", "nl/account"]) {
      expect(safeRedirectPath(evil)).toBeNull();
    }
  });
});
