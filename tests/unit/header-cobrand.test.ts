import { describe, expect, it } from "vitest";
import { CoBrandLogo, CodeBranding } from "@commerce/contract/branding";
import { Customer } from "@commerce/contract/customers";
import { isSafeLogoUrl, safeLogoUrl } from "@commerce/rules/logo-url";
import { backHref } from "~/chrome/header/rules/back";
import { backRules } from "~/chrome/header/rules/back-rules";
import { coBrandLogos } from "~/chrome/header/rules/cobrand";
import { parseHeaderSettings } from "~/chrome/header/rules/settings";

describe("a co-brand logo's url: https or a path of the shop, else no logo", () => {
  it.each(["https://cdn.example.com/logo.svg", "/media/noordzee/logo/influencer.svg", "/logo.png?v=2"])("shows %s", (url) => {
    expect(isSafeLogoUrl(url)).toBe(true);
  });
  it.each([
    "http://cdn.example.com/logo.svg",
    "javascript:alert(1)",
    "data:image/svg+xml,<svg/>",
    "//evil.example/logo.svg",
    "/\\evil.example/logo.svg",
    "https://user:pw@cdn.example.com/logo.svg",
    "https://cdn.example.com/lo go.svg",
    "/media/x\u0000.svg",
    "logo.svg",
    "",
    `/${"a".repeat(2048)}`,
  ])("refuses %j", (url) => {
    expect(isSafeLogoUrl(url)).toBe(false);
    expect(safeLogoUrl(url)).toBeNull();
  });
});

describe("the contract reads co-brand logos leniently: a bad logo is no logo, never a failed answer", () => {
  it("drops an unsafe url and keeps the rest", () => {
    expect(CoBrandLogo.parse({ enabled: true, logoUrl: "javascript:alert(1)", displayName: "Sanne" })).toEqual({
      enabled: true,
      logoUrl: null,
      displayName: "Sanne",
    });
    expect(CoBrandLogo.parse({ enabled: "yes", logoUrl: 42, displayName: 7 })).toEqual({ enabled: false, logoUrl: null, displayName: null });
  });
  it("reads a missing or broken branding as null", () => {
    expect(CodeBranding.parse(undefined)).toBeNull();
    expect(CodeBranding.parse("nonsense")).toBeNull();
    expect(CodeBranding.parse({ influencer: { enabled: true, logoUrl: "/a.svg", displayName: "A" } })).toEqual({
      influencer: { enabled: true, logoUrl: "/a.svg", displayName: "A" },
    });
  });
  it("a customer without headerCustomerLogo (an older core API) still parses, with null", () => {
    const customer = { id: 1, number: "K-000001", email: "a@b.test", firstName: "A", lastName: "B", companyName: null, phone: null, category: null };
    expect(Customer.parse(customer).headerCustomerLogo).toBeNull();
    expect(Customer.parse({ ...customer, headerCustomerLogo: { enabled: true, logoUrl: "http://x.test/l.svg", displayName: "X" } }).headerCustomerLogo).toEqual(
      {
        enabled: true,
        logoUrl: null,
        displayName: "X",
      },
    );
  });
});

describe("the co-brand logos beside the store logo (chrome §3)", () => {
  const influencer = { enabled: true, logoUrl: "/media/influencer.svg", displayName: "Sanne aan Zee" };
  const company = { enabled: true, logoUrl: "https://cdn.example.com/company.svg", displayName: "De Branding" };
  const cart = (branding: unknown, kind: "promo" | "coupon" = "coupon") =>
    ({ promocodes: kind === "promo" ? [{ branding }] : [], couponsCreated: kind === "coupon" ? [{ branding }] : [] }) as Parameters<
      typeof coBrandLogos
    >[0]["cart"];

  it("shows the active code's influencer (a coupon or a promo code) and the customer's logo, in that order", () => {
    expect(coBrandLogos({ cart: cart({ influencer }), customerLogo: company })).toEqual([
      { kind: "influencer", src: "/media/influencer.svg", name: "Sanne aan Zee" },
      { kind: "customer", src: "https://cdn.example.com/company.svg", name: "De Branding" },
    ]);
    expect(coBrandLogos({ cart: cart({ influencer }, "promo"), customerLogo: null })).toEqual([
      { kind: "influencer", src: "/media/influencer.svg", name: "Sanne aan Zee" },
    ]);
  });

  it("shows nothing without a code, for a code without branding, a logo switched off, without a url or with an unsafe one", () => {
    expect(coBrandLogos({ cart: null, customerLogo: undefined })).toEqual([]);
    expect(coBrandLogos({ cart: cart(null), customerLogo: null })).toEqual([]);
    expect(coBrandLogos({ cart: cart({ influencer: { ...influencer, enabled: false } }), customerLogo: { ...company, logoUrl: null } })).toEqual([]);
    expect(
      coBrandLogos({
        cart: cart({ influencer: { ...influencer, logoUrl: "http://x.test/a.svg" } }),
        customerLogo: { ...company, logoUrl: "//evil.test/a.svg" },
      }),
    ).toEqual([]);
  });

  it("has no name when the name is empty (the view then uses the translated fallback)", () => {
    expect(coBrandLogos({ cart: null, customerLogo: { ...company, displayName: "  " } })).toEqual([{ kind: "customer", src: company.logoUrl, name: null }]);
  });
});

/** The page's mode as the spec names it: root, or forward with the back link's href. */
const headerMode = (path: string, language: string, options: { invoicePayment?: boolean } = {}) => {
  const back = backHref(path, backRules(language, options));
  return back === null ? { mode: "root" } : { mode: "forward", backHref: back };
};

describe("the phone's back-or-menu button (chrome §2): mode root or forward with a default back href", () => {
  it.each([
    "/nl",
    "/nl/home",
    "/nl/products",
    "/nl/products/category/jurken",
    "/nl/products/tag/sale",
    "/nl/products/kind/bundles",
    "/nl/wishlist",
    "/nl/account",
    "/nl/search",
    "/nl/voorwaarden",
    "/nl/iets/wat/niet/bestaat",
  ])("%s is a root page: the menu button", (path) => {
    expect(headerMode(path, "nl")).toEqual({ mode: "root" });
  });

  it.each([
    ["/nl/products/linnen-blouse", "/nl/products"],
    ["/en/products/linnen-blouse", "/en/products"],
    ["/nl/bundles/zomerse-strandlook", "/nl/products?kind=bundles"],
    ["/nl/account/gegevens", "/nl/account"],
    ["/nl/account/orders", "/nl/account"],
    ["/nl/account/invoices/12", "/nl/account/invoices"],
    ["/nl/account/subscriptions/3", "/nl/account/subscriptions"],
    ["/nl/orders/abc-123", "/nl/account/orders"],
    ["/nl/pagina/over-ons", "/nl/home"],
    ["/nl/contact", "/nl/home"],
    ["/nl/auth/login", "/nl/home"],
    ["/auth/login", "/nl/home"],
    ["/nl/campaign/3", "/nl/products"],
    ["/nl/shopping-bag", "/nl/products"],
    ["/nl/checkout", "/nl/shopping-bag"],
    ["/nl/checkout/gegevens", "/nl/shopping-bag"],
    ["/nl/checkout/adres", "/nl/checkout/gegevens"],
    ["/nl/checkout/bezorging", "/nl/checkout/adres"],
    ["/nl/checkout/betaling", "/nl/checkout/bezorging"],
    ["/nl/checkout/samenvatting", "/nl/checkout/betaling"],
    ["/nl/checkout/success", "/nl/home"],
    ["/checkout/success", "/nl/home"],
    ["/checkout/payment/return", "/nl/home"],
  ])("%s is forward: back to %s", (path, backHref) => {
    expect(headerMode(path, path.startsWith("/en") ? "en" : "nl")).toEqual({ mode: "forward", backHref });
  });

  it("a customer who pays on invoice goes back from the summary to delivery (no payment step)", () => {
    expect(headerMode("/nl/checkout/samenvatting", "nl", { invoicePayment: true })).toEqual({ mode: "forward", backHref: "/nl/checkout/bezorging" });
  });
});

describe("the phone's centred title (chrome §2): the logo item is on every mobile bar", () => {
  const mobile = (value: unknown) => parseHeaderSettings(JSON.stringify({ placements: { mobile: value } })).placements.mobile;

  it("goes to the centre when the shop's mobile placements leave it out", () => {
    expect(mobile({ left: ["nav"], center: [], right: ["cart"] })).toEqual({ left: ["nav"], center: ["logo"], right: ["cart"] });
    expect(mobile({ left: [], center: ["nav"], right: ["cart"] })).toEqual({ left: ["nav"], center: ["logo"], right: ["cart"] });
  });

  it("stays where the shop put it", () => {
    expect(mobile({ left: ["nav", "logo"], center: [], right: ["cart"] })).toEqual({ left: ["nav", "logo"], center: [], right: ["cart"] });
  });
});
