// What the generator knows about a demo shop: who it is, its catalogue and its content. One file per
// shop (noordzee.ts, stadsbazaar.ts; stapvast.ts, huisraad.ts and breiwerk.ts through small-shop.ts)
// holds the data; the builders in ../rows turn it into rows.
import type { DrawOptions } from "../art/kit";
import type { Shape } from "../art/products";
import type { Row } from "../sql";

export type TenantKey = "A" | "B" | "C" | "D" | "E";
export type Bilingual = { nl: string; en: string };

/** Size lists by name; a product may list its own sizes with their own prices instead. */
export const SIZES = {
  top: ["XS", "S", "M", "L", "XL"],
  shoes: ["36", "37", "38", "39", "40", "41", "42", "43", "44"],
  one: ["One size"],
  socks: ["36-40", "41-46"],
  none: [null],
} as const satisfies Record<string, readonly (string | null)[]>;

export type SizeList = keyof typeof SIZES;

/** A colour of the shop's palette: Dutch name, English name, hex. */
export type PaletteColour = [nl: string, en: string, hex: string];

/** A product colour: a palette key, optionally with options for its illustration. */
export type ProductColour = string | [key: string, extra: DrawOptions];

/**
 * A product: slug, nl/en name, dnl/den description, brand, price (cents incl. VAT), sale (discount
 * price), shape + opts (the illustration), colours (palette keys), sizes (a SIZES key or an explicit
 * list with prices), cf (custom_fields), cats, tags.
 */
export type ProductData = {
  slug: string;
  nl: string;
  en: string;
  dnl: string;
  den: string;
  brand: string;
  price: number;
  sale?: number;
  perUnit?: number;
  /** VAT percentage for goods that are not clothing (21 when absent). */
  vat?: number;
  shape: Shape;
  opts?: DrawOptions;
  colours: ProductColour[];
  sizes: SizeList | [size: string, priceCents: number | null][];
  cf?: Record<string, string>;
  cats: string[];
  tags: string[];
  /** A zoomed-in detail photo besides the colour photos. */
  detail?: boolean;
  soldOut?: boolean;
};

export type BundleData = {
  slug: string;
  nl: string;
  en: string;
  dnl: string;
  den: string;
  /** [product slug, units per set] */
  items: [slug: string, units: number][];
  /** A fixed total price in cents (a saving on the separate prices). */
  fixed?: number;
};

export type Details = {
  street: string;
  houseNr: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  kvk: string;
  vat: string;
  iban: string;
  returnDays: number;
  freeFrom: number;
  returnCost: Bilingual;
  /** What cannot be returned (the returns policy lists it). */
  returnExceptions: { nl: string[]; en: string[] };
  facebook: string;
  instagram: string;
  tiktok: string | null;
  slogan: Bilingual;
  footerSlogan: Bilingual;
  hours: Bilingual;
};

/** The shop's images besides its products: logo variants, scenes and badges, as /media/ urls. */
export type Scenes = {
  hero: string;
  campaign: string;
  shop: string;
  video?: string;
  interior?: string;
  gifts?: string;
  badgeSecure?: string;
  badgeGreen?: string;
};

/** Registers an image of the seed and answers its /media/ url. */
export type AddMedia = (key: string, svg: string) => string;

/** A CMS block: where on its page, what it shows. */
export type BlockData = {
  page: string;
  template: string;
  sort: number;
  text?: Bilingual | null;
  subtitle?: Bilingual | null;
  medias?: { url: string; alt: Bilingual; href?: string }[];
  desktop?: 0 | 1;
  mobile?: 0 | 1;
};

/** What a shop's own content may refer to: its images, a product's photo, its page texts. */
export type ContentContext = { scenes: Scenes; img: (slug: string, colourIdx?: number) => string };

export type MenuOptions = {
  parent?: number | null;
  position?: string;
  desktop?: 0 | 1;
  dIdx?: number;
  mobile?: 0 | 1;
  mIdx?: number;
  /** Children from the catalogue: the shop's tags or categories (chrome spec §3 submenu_key). */
  submenu?: "product_tags" | "product_categories";
};

/** Adds menu items: an entry (answering its id) and children from category or tag slugs. */
export type MenuBuilder = {
  item: (title: Bilingual, url: string, options?: MenuOptions) => number;
  children: (parent: number, slugs: string[]) => void;
};

/** A saved address: label, first, last, company, street, number, addition, postcode, city, country, default shipping, default billing. */
export type AddressData = [
  label: string,
  first: string,
  last: string,
  company: string | null,
  street: string,
  nr: string,
  addition: string | null,
  postcode: string,
  city: string,
  country: string,
  ship: 0 | 1,
  bill: 0 | 1,
];

/** The demo customers' history: address books, past orders, reservations, subscriptions, a saved cart. */
export type AccountData = {
  addresses: Record<number, AddressData[]>;
  /** The product slugs of each past order (cycled over the customers' orders). */
  orders: string[][];
  reservations: [slug: string, status: string][];
  /** [nl name, en name, interval months, [slug, quantity][], status] */
  subscriptions: [nl: string, en: string, months: number, items: [slug: string, quantity: number][], status: string][];
  savedCart: [slug: string, quantity: number][];
  /** The staff member who placed an order for the business customer. */
  staff: string;
};

export type Tenant = {
  key: TenantKey;
  id: string;
  /** The shop's Identity Platform tenant. */
  authTenantId: string;
  name: string;
  legalName: string;
  isDevelopment: 0 | 1;
  prefix: string;
  skuPrefix: string;
  primary: string;
  theme: string;
  /** The id block: products n·1000+…, categories n·100+…, variants n·100000+… */
  n: number;
  /** A small demo shop (small-shop.ts): a compact catalogue of 8–12 products instead of 34 or more. */
  small?: true;
  domains: [host: string, primary: 0 | 1][];
  /** The photo studio: backdrop light, backdrop dark, floor shadow. */
  studio: [string, string, string];
  palette: Record<string, PaletteColour>;
  categories: [slug: string, nl: string, en: string, parent: string | null][];
  tags: [slug: string, nl: string, en: string][];
  products: ProductData[];
  bundles: BundleData[];
  details: Details;

  /** The shop's scenes (hero, campaign, shop front, …), registered in this order. */
  scenes: (add: AddMedia) => Scenes;
  look: {
    /** header settings and the sticky button: the fields and values of the chrome spec §3 */
    header: object;
    stickyButton: object;
    /** ecommerce_doop_test_enabled: the partner test launcher (chrome §5: true, 1 or yes); "false" when absent */
    doopTestEnabled?: string;
    searchEnabled: string;
    headerBackground: string;
    headerItemsColourMode: string;
    footerColour: string;
    footerContactForm: string;
    footerLogos: (scenes: Scenes) => (string | { url: string; name: Record<string, string> })[] | null;
    freeShippingProgress: string;
    headerTransparentOnHero: string;
  };
  /** Extra settings of the search back end (app/chrome/search/search-provider.ts); none: the shop's own index. */
  search?: [key: string, value: string][];
  customers: [email: string, first: string, last: string, company: string | null, phone: string, kind: "consumer" | "business"][];
  /**
   * A business account some customers belong to (chrome spec §3 parentCustomerId, parentCustomerName):
   * a customer row of its own without a sign-in, and the e-mails of the customers under it.
   */
  parentCustomer?: { email: string; first: string; last: string; company: string; children: string[] };
  /** [code, nl, en, kind, [country, price, threshold price, threshold order total][]] */
  shippingMethods: [code: string, nl: string, en: string, kind: string, prices: [string, number, number | null, number | null][]][];
  /** Orders from this amount (cents, goods incl. VAT) ship free with the first method. */
  freeShippingFrom: number;
  /** [code, type, amount, min order total, max uses, used, from, until, active] */
  coupons: [string, string, number, number, number | null, number, string, string | null, 0 | 1][];
  promo: { code: string; percentage: number; bannerText: Bilingual; bannerColour: string; productSlugs: string[] | null };
  /** A coupon of an influencer: while it is in the cart, their logo shows beside the store logo (chrome §3). */
  influencerCoupon?: { code: string; percentage: number; displayName: string; colour: string };
  /** Business customers with their own logo in the header while signed in (chrome §3 headerCustomerLogo), by e-mail. */
  customerHeaderLogos?: { email: string; displayName: string; colour: string }[];
  campaign: { name: Bilingual; description: Bilingual; productSlugs: string[] };
  /** A campaign that has been switched off: its page is the 404 page, the header never shows it. */
  endedCampaign?: { name: Bilingual; description: Bilingual; productSlugs: string[] };
  /**
   * A sticky wheel of fortune (ADR 0061) with its own coupons ([code, percentage]); each segment wins
   * one of them (by code) or nothing (null), drawn by its weight.
   */
  wheel?: {
    title: Bilingual;
    coupons: [code: string, percentage: number][];
    segments: { label: Bilingual; colour: string; weight: number; coupon: string | null }[];
  };
  pages: {
    homeTitle: Bilingual;
    homeDescription: Bilingual;
    aboutDescription: Bilingual;
    /** schema.org type of the home page's structured data */
    storeType: string;
    about: Bilingual;
    home: Bilingual;
  };
  homeBlocks: (content: ContentContext) => BlockData[];
  menu: (menu: MenuBuilder) => void;
  shortLinks: [alias: string, pageKey: string][];
  usps: [nl: string, en: string][];
  /** The promo banner's columns after its id and tenant. */
  promoBanner: (content: ContentContext & { promoId: number }) => Row;
  /** More promo banners after the first (at most 8): with two or more on a page they rotate (chrome spec §9 carousel). */
  morePromoBanners?: (content: ContentContext) => Row[];
  /** [name, street, nr, postcode, city, phone, opening hours] */
  branches: [string, string, string, string, string, string, Bilingual][];
  /** The newsletter's texts and image (popup_header, popup_body_text, popup_image_url, html_content). */
  newsletter: (scenes: Scenes) => Row;
  accounts: AccountData;
};
