// A small demo shop (Stapvast, Huisraad, Breiwerk): what makes the shop its own — name, look, a compact
// catalogue, texts, art and one demo customer — in a file of its own; everything a small shop does
// the same way (shipping, the promo banner, the newsletter, pages, the customer's history) from here.
// They show the header themes the big shops do not (ultimate-shape, modern-cool, simple), so they stay small.
import { type Showcase, showcase } from "../art/showcase";
import { type ShopFront, storefront } from "../art/scenes";
import { json, nlEn } from "../sql";
import { h2, html, p } from "../texts";
import type { Bilingual, BlockData, BundleData, Details, MenuBuilder, PaletteColour, ProductData, Tenant, TenantKey } from "./tenant";

/** A product of a small shop: the shop's own brand unless it names another. */
export type SmallProduct = Omit<ProductData, "brand"> & { brand?: string };

export type SmallShop = {
  key: TenantKey;
  id: string;
  authTenantId: string;
  name: string;
  legalName: string;
  /** The shop's one host in development (`<name>.localhost`). */
  host: string;
  prefix: string;
  skuPrefix: string;
  primary: string;
  theme: string;
  n: number;
  studio: [string, string, string];
  palette: Record<string, PaletteColour>;
  /** Two or three top categories (one with children, for the menu's dropdown). */
  categories: Tenant["categories"];
  tags: Tenant["tags"];
  products: SmallProduct[];
  bundle: BundleData;
  details: Details;
  look: {
    /** The header settings (chrome spec §3), as the theme suits them. */
    header: object;
    headerBackground: string;
    headerItemsColourMode: "auto" | "light" | "dark";
    footerColour: string;
    /** header_transparent_on_hero: the header lies over the home's hero picture (one demo shows it). */
    transparentOnHero?: boolean;
    /** The typography setting (issue 22): the shop's fonts, installed or generic ones. */
    typography?: { body?: string; headings?: string };
  };
  art: { hero: Showcase; campaign: Showcase; shop: ShopFront };
  texts: {
    storeType: string;
    homeTitle: Bilingual;
    homeDescription: Bilingual;
    aboutDescription: Bilingual;
    /** The hero's title and subtitle. */
    hero: Bilingual;
    heroSubtitle: Bilingual;
    /** The home page's story and the about page: [heading, paragraph, paragraph] per language. */
    home: { nl: [string, string, string]; en: [string, string, string] };
    about: { nl: [string, string, string]; en: [string, string, string] };
  };
  /** The home page's grid: [product slug whose photo shows, href, nl, en]. */
  grid: [slug: string, href: string, nl: string, en: string][];
  menu: (menu: MenuBuilder) => void;
  usps: Tenant["usps"];
  promo: { code: string; percentage: number; name: Bilingual; productSlugs: string[] };
  /** The one demo customer (a consumer) and the address in their address book. */
  customer: { email: string; first: string; last: string; phone: string; street: string; nr: string; postcode: string; city: string };
};

/**
 * The header settings (chrome spec §3) of a plain bar: the logo on the left and the page links inline
 * beside it, search and icons on the right; on a phone the menu button, the centred logo and the icons,
 * the search in a row under the bar. The simple and ultimate-shape shops share it: their themes differ.
 */
export const INLINE_HEADER = {
  logoPosition: "left",
  navPlacement: "inline",
  navMode: "inline",
  navBelowAlignment: "left",
  maxWidth: "container",
  stickyHeader: true,
  searchPlacement: { desktop: "topbar", mobile: "navbar" },
  icons: { visibility: { wishlist: true, cart: true, account: true, language: true }, order: ["language", "account", "wishlist", "cart"] },
  placements: {
    desktop: { left: ["logo", "nav"], center: [], right: ["search", "language", "account", "wishlist", "cart"] },
    mobile: { left: ["nav"], center: ["logo"], right: ["account", "wishlist", "cart"] },
  },
  fullscreenMenu: false,
  logoOverlapHero: false,
  logoOverlapScale: 1.5,
  headerHeight: { mode: "normal" },
};

export function smallShop(s: SmallShop): Tenant {
  const d = s.details;
  const slugs = s.products.filter((pr) => !pr.soldOut).map((pr) => pr.slug);
  const [a, b, c, e] = slugs as [string, string, string, string];
  const customerId = s.n * 1000 + 101; // customers.ts: n·1000 + 100 + the customer's place
  const page = (parts: [string, string, string]) => html([h2(parts[0]), p(parts[1]), p(parts[2])]);
  return {
    key: s.key,
    id: s.id,
    authTenantId: s.authTenantId,
    name: s.name,
    legalName: s.legalName,
    isDevelopment: 0,
    small: true,
    prefix: s.prefix,
    skuPrefix: s.skuPrefix,
    primary: s.primary,
    theme: s.theme,
    n: s.n,
    domains: [[s.host, 1]],
    studio: s.studio,
    palette: s.palette,
    categories: s.categories,
    tags: s.tags,
    products: s.products.map((pr) => ({ brand: s.name, ...pr })),
    bundles: [s.bundle],
    details: d,

    scenes: (add) => ({
      hero: add(`${s.prefix}/banners/hero.svg`, showcase(s.art.hero)),
      campaign: add(`${s.prefix}/banners/campagne.svg`, showcase(s.art.campaign)),
      shop: add(`${s.prefix}/banners/winkel.svg`, storefront(s.art.shop)),
    }),
    look: {
      header: s.look.header,
      stickyButton: { enabled: false, position: "bottom-right", action: "link", link: { url: "/contact", openInNewTab: false } },
      searchEnabled: "true",
      headerBackground: s.look.headerBackground,
      headerItemsColourMode: s.look.headerItemsColourMode,
      footerColour: s.look.footerColour,
      footerContactForm: "true",
      footerLogos: () => null,
      freeShippingProgress: "true",
      headerTransparentOnHero: s.look.transparentOnHero ? "true" : "false",
      typography: s.look.typography,
    },

    customers: [[s.customer.email, s.customer.first, s.customer.last, null, s.customer.phone, "consumer"]],
    shippingMethods: [
      [
        "postnl",
        "PostNL – thuisbezorgd",
        "PostNL – home delivery",
        "delivery",
        [
          ["NL", 495, 0, d.freeFrom * 100],
          ["BE", 795, null, null],
        ],
      ],
      ["pickup", "Gratis ophalen in de winkel", "Free pickup in store", "pickup", [["NL", 0, null, null]]],
    ],
    freeShippingFrom: d.freeFrom * 100,
    coupons: [],
    promo: {
      code: s.promo.code,
      percentage: s.promo.percentage,
      bannerText: {
        nl: `${s.promo.name.nl}: ${s.promo.percentage}% korting met code ${s.promo.code}`,
        en: `${s.promo.name.en}: ${s.promo.percentage}% off with code ${s.promo.code}`,
      },
      bannerColour: s.primary,
      productSlugs: s.promo.productSlugs,
    },
    campaign: {
      name: s.promo.name,
      description: {
        nl: `${s.promo.percentage}% korting op een selectie met code ${s.promo.code}.`,
        en: `${s.promo.percentage}% off a selection with code ${s.promo.code}.`,
      },
      productSlugs: s.promo.productSlugs,
    },

    pages: {
      homeTitle: s.texts.homeTitle,
      homeDescription: s.texts.homeDescription,
      aboutDescription: s.texts.aboutDescription,
      storeType: s.texts.storeType,
      about: { nl: page(s.texts.about.nl), en: page(s.texts.about.en) },
      home: { nl: page(s.texts.home.nl), en: page(s.texts.home.en) },
    },
    homeBlocks: ({ scenes, img }): BlockData[] => [
      {
        page: "home",
        template: "HERO_IMAGE",
        sort: 0,
        text: s.texts.hero,
        subtitle: s.texts.heroSubtitle,
        medias: [{ url: scenes.hero, alt: s.texts.hero, href: "products" }],
      },
      {
        page: "home",
        template: "GRID",
        sort: 1,
        text: { nl: "Ontdek de collectie", en: "Discover the collection" },
        medias: s.grid.map(([slug, href, nl, en]) => ({ url: img(slug), alt: { nl, en }, href })),
      },
      { page: "home", template: "TEXT_BLOCK", sort: 3, text: { nl: page(s.texts.home.nl), en: page(s.texts.home.en) } },
    ],
    menu: s.menu,
    shortLinks: [
      ["voorwaarden", "algemene-voorwaarden"],
      ["privacy", "privacy-policy"],
      ["retour", "returns-policy"],
      ["over", "over-ons"],
      ["contact", "contact-info"],
    ],
    usps: s.usps,
    promoBanner: ({ promoId }) => ({
      text: nlEn(
        `<p>${s.promo.name.nl}: <strong>${s.promo.percentage}% korting</strong></p>`,
        `<p>${s.promo.name.en}: <strong>${s.promo.percentage}% off</strong></p>`,
      ),
      color: s.primary,
      href: null,
      action: "ADD_PROMOCODE",
      promo_code_id: promoId,
      is_dismissable: 1,
      custom_styles: json({ font_family: "inherit", font_size: "14px", color: "#ffffff" }),
      layout_type: "DEFAULT",
      sections: "[]",
      is_active: 1,
      sort_index: 0,
    }),
    branches: [[s.name, d.street, d.houseNr, d.postalCode, d.city, d.phone, d.hours]],
    newsletter: (scenes) => ({
      popup_header: nlEn(`Nieuws van ${s.name}`, `News from ${s.name}`),
      popup_body_text: nlEn("Nieuwe collecties en acties, één keer per maand.", "New collections and offers, once a month."),
      popup_image_url: scenes.campaign,
      html_content: nlEn("<p>Nieuwe collecties en acties, één keer per maand.</p>", "<p>New collections and offers, once a month.</p>"),
    }),

    // The demo customer's history, from the shop's own products: orders, a reservation, a saved cart.
    accounts: {
      addresses: {
        [customerId]: [
          ["Thuis", s.customer.first, s.customer.last, null, s.customer.street, s.customer.nr, null, s.customer.postcode, s.customer.city, "NL", 1, 1],
        ],
      },
      orders: [[a], [b, c], [e]],
      reservations: [
        [a, "ready"],
        [b, "collected"],
      ],
      subscriptions: [],
      savedCart: [[c, 1]],
      staff: `Team ${s.name}`,
    },
  };
}
