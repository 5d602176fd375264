import { describe, expect, it } from "vitest";
import type { Store } from "@commerce/contract/store";
import {
  branchCount,
  extraLogos,
  footerLogo,
  footerNewsletter,
  footerStore,
  hasBranchHint,
  MAX_EXTRA_LOGOS,
  showContactForm,
  socialLinks,
} from "~/chrome/footer/footer";
import { settingsMap } from "~/domain/settings";
import { contrastRatio, footerColor, themeFromSettings } from "~/domain/theme";

const settings = (pairs: Record<string, string> = {}) => settingsMap(Object.entries(pairs).map(([key_, value_]) => ({ key_, value_ })));

const emptyStore: Store = {
  store_uuid: "t",
  storeName: "",
  slogan: null,
  storeStreet: null,
  storeHouseNr: null,
  storePostalCode: null,
  storeCity: null,
  storeCountryCode: "",
  storeTelephoneNumber: null,
  storeEmailAddress: null,
  chamberOfCommerceNumber: null,
  vatIdentifier: null,
  facebookLink: null,
  instagramLink: null,
  tiktokLink: null,
  store_logo: null,
  currency: "EUR",
};

describe("footer extra logos (custom_footer_logos)", () => {
  it("uses the first 3 of the JSON array, in order", () => {
    const logos = ["/a.svg", "/b.svg", "/c.svg", "/d.svg", "/e.svg"];
    expect(MAX_EXTRA_LOGOS).toBe(3);
    expect(extraLogos(JSON.stringify(logos)).map((l) => l.url)).toEqual(["/a.svg", "/b.svg", "/c.svg"]);
    expect(extraLogos(JSON.stringify(["https://cdn.example/x.png"]))).toEqual([{ url: "https://cdn.example/x.png", name: null }]);
  });

  it("gives none for invalid JSON, no setting or JSON that is no array", () => {
    expect(extraLogos('["/a.svg",')).toEqual([]);
    expect(extraLogos(undefined)).toEqual([]);
    expect(extraLogos('{"0":"/a.svg"}')).toEqual([]);
    expect(extraLogos('"/a.svg"')).toEqual([]);
  });

  it("an entry may name its logo, in every language or per language: the name screen readers read (issue 19)", () => {
    const value = JSON.stringify([
      { url: "/veilig.svg", name: { nl: "Veilig betalen", en: "Secure payment" } },
      { src: "/groen.svg", alt: "Duurzaam verpakt", alt_en: "Sustainably packed" },
      { url: "/keurmerk.svg" },
    ]);
    expect(extraLogos(value, "nl")).toEqual([
      { url: "/veilig.svg", name: "Veilig betalen" },
      { url: "/groen.svg", name: "Duurzaam verpakt" },
      { url: "/keurmerk.svg", name: null },
    ]);
    expect(extraLogos(value, "en").map((l) => l.name)).toEqual(["Secure payment", "Sustainably packed", null]);
    expect(extraLogos(JSON.stringify([{ url: "javascript:alert(1)", name: "x" }, { name: "no address" }]), "nl")).toEqual([]);
  });

  it("drops entries that are no image address (not text, javascript:, another host without scheme)", () => {
    expect(extraLogos(JSON.stringify([42, "javascript:alert(1)", "//evil.example/x.png"]))).toEqual([]);
    // Only the first 3 count: a good 4th entry does not move up.
    expect(extraLogos(JSON.stringify([1, 2, 3, "/d.svg"]))).toEqual([]);
  });
});

describe("footer contact form flag (ecommerce_footer_show_contact_form)", () => {
  it("is hidden for 'false' and '0' only", () => {
    expect(showContactForm("false")).toBe(false);
    expect(showContactForm("0")).toBe(false);
    expect(showContactForm(" 0 ")).toBe(false);
  });

  it("shows for anything else, and without the setting", () => {
    for (const value of ["true", "1", "yes", "", undefined]) expect(showContactForm(value)).toBe(true);
  });
});

describe("footer branch hint", () => {
  it("shows only for more than one branch", () => {
    expect(hasBranchHint(0)).toBe(false);
    expect(hasBranchHint(1)).toBe(false);
    expect(hasBranchHint(2)).toBe(true);
  });

  it("counts the branches, and a failing branch call (null) as one", () => {
    expect(branchCount([{}, {}, {}])).toBe(3);
    expect(branchCount([])).toBe(0);
    expect(branchCount(null)).toBe(1);
    expect(hasBranchHint(branchCount(null))).toBe(false);
  });
});

describe("footer newsletter place", () => {
  it("exists only when a newsletter exists; a failing call (null) is none", () => {
    expect(footerNewsletter(null)).toBeNull();
    expect(footerNewsletter([])).toBeNull();
  });

  it("takes the default newsletter, else the first", () => {
    const a = { identifier: "a", isDefault: false };
    const b = { identifier: "b", isDefault: true };
    expect(footerNewsletter([a, b])).toBe(b);
    expect(footerNewsletter([a])).toBe(a);
  });
});

describe("footer store details and their fallbacks to settings", () => {
  const fallbacks = settings({
    store_name: "Uit instellingen",
    store_address: "Settingstraat 1",
    store_postal_code: "1000 AA",
    store_city: "Amsterdam",
    store_country_code: "BE",
    store_telephone_number: "020 000 00 00",
    store_email_address: "info@settings.example",
    chamber_of_commerce_number: "11111111",
    vat_id: "NL000000000B01",
  });

  it("takes each missing (or blank) store value from its setting", () => {
    expect(footerStore({ ...emptyStore, storeName: "  " }, fallbacks)).toEqual({
      name: "Uit instellingen",
      address: "Settingstraat 1",
      postalCode: "1000 AA",
      city: "Amsterdam",
      countryCode: "BE",
      phone: "020 000 00 00",
      email: "info@settings.example",
      chamberOfCommerceNumber: "11111111",
      vatId: "NL000000000B01",
    });
  });

  it("keeps the store's own values before the settings", () => {
    const store: Store = {
      ...emptyStore,
      storeName: "Winkel",
      storeStreet: "Keizerstraat",
      storeHouseNr: "112",
      storePostalCode: "2584 BL",
      storeCity: "Den Haag",
      storeCountryCode: "NL",
      storeTelephoneNumber: "070 362 48 15",
      storeEmailAddress: "hallo@winkel.example",
      chamberOfCommerceNumber: "12345678",
      vatIdentifier: "NL123456789B01",
    };
    expect(footerStore(store, fallbacks)).toEqual({
      name: "Winkel",
      address: "Keizerstraat 112",
      postalCode: "2584 BL",
      city: "Den Haag",
      countryCode: "NL",
      phone: "070 362 48 15",
      email: "hallo@winkel.example",
      chamberOfCommerceNumber: "12345678",
      vatId: "NL123456789B01",
    });
  });

  it("leaves a value absent when neither has it", () => {
    const details = footerStore(emptyStore, settings());
    expect(details.phone).toBeNull();
    expect(details.vatId).toBeNull();
    expect(details.address).toBeNull();
  });
});

describe("footer social links", () => {
  it("links a network only when its address is non-empty", () => {
    const links = socialLinks({ facebookLink: "https://facebook.com/x", instagramLink: "", tiktokLink: "  " }, settings());
    expect(links).toEqual([{ network: "facebook", href: "https://facebook.com/x" }]);
    expect(socialLinks(emptyStore, settings())).toEqual([]);
  });

  it("falls back to the {network}_link setting and keeps the order facebook, instagram, tiktok", () => {
    const links = socialLinks(emptyStore, settings({ tiktok_link: "https://tiktok.com/@x", instagram_link: "https://instagram.com/x" }));
    expect(links.map((l) => l.network)).toEqual(["instagram", "tiktok"]);
  });

  it("links Snapchat from its setting only, after the others (chrome spec §3)", () => {
    const links = socialLinks(
      { facebookLink: "https://facebook.com/x", instagramLink: null, tiktokLink: null },
      settings({ snapchat_link: "https://www.snapchat.com/add/x", facebook_link: "https://facebook.com/other" }),
    );
    expect(links).toEqual([
      { network: "facebook", href: "https://facebook.com/x" },
      { network: "snapchat", href: "https://www.snapchat.com/add/x" },
    ]);
  });

  it("never links a non-http address", () => {
    expect(socialLinks({ facebookLink: "javascript:alert(1)", instagramLink: null, tiktokLink: null }, settings())).toEqual([]);
  });
});

describe("footer logo", () => {
  it("takes custom_footer_logo before the store logo for the background", () => {
    expect(footerLogo(settings({ custom_footer_logo: "/media/footer.svg" }), "/media/logo.svg")).toBe("/media/footer.svg");
    expect(footerLogo(settings(), "/media/logo.svg")).toBe("/media/logo.svg");
    expect(footerLogo(settings({ custom_footer_logo: "javascript:x" }), null)).toBeNull();
  });
});

describe("footer colours", () => {
  it("maps 'dark' #1d1d1d, 'light' #ffffff, 'primary' the theme colour, default #1d1d1d (any case)", () => {
    expect(footerColor("dark", "#8a2c3b")).toBe("#1d1d1d");
    expect(footerColor("Light", "#8a2c3b")).toBe("#ffffff");
    expect(footerColor("PRIMARY", "#8a2c3b")).toBe("#8a2c3b");
    expect(footerColor(undefined, "#8a2c3b")).toBe("#1d1d1d");
    expect(footerColor("#abc", "#8a2c3b")).toBe("#aabbcc");
  });

  it("reads ecommerce_footer_color before footer_color, and primary follows the theme colour", () => {
    expect(themeFromSettings(settings({ footer_color: "light" })).footerBackground).toBe("#ffffff");
    expect(themeFromSettings(settings({ ecommerce_footer_color: "dark", footer_color: "light" })).footerBackground).toBe("#1d1d1d");
    expect(themeFromSettings(settings({ ecommerce_footer_color: "primary", theme_primary_color: "#0a7d3b" })).footerBackground).toBe("#0a7d3b");
  });

  it("keeps the text readable: the chosen text colour only at 4.5:1 or more, else black or white", () => {
    const dark = themeFromSettings(settings({ ecommerce_footer_color: "dark", ecommerce_footer_text_color: "#222222" }));
    expect(dark.footerText).toBe("#ffffff");
    const light = themeFromSettings(settings({ ecommerce_footer_color: "light" }));
    expect(light.footerText).toBe("#1d1d1d");
    const chosen = themeFromSettings(settings({ ecommerce_footer_color: "dark", ecommerce_footer_text_color: "#f5e6c8" }));
    expect(chosen.footerText).toBe("#f5e6c8");
    for (const colour of ["dark", "light", "primary"]) {
      const theme = themeFromSettings(settings({ ecommerce_footer_color: colour, theme_primary_color: "#8a2c3b" }));
      expect(contrastRatio(theme.footerText, theme.footerBackground)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
