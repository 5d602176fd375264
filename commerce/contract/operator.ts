import { z } from "zod";
import { CmsBlock, CmsMedia } from "./cms";
import { SubmenuKey } from "./menu";
import { Cents, Language, LEGAL_PAGE_KEYS, Slug, TenantId } from "./common";
import { settingIssues } from "./settings";
import { TenantByHostQuery } from "./tenants";
import { decimalInteger } from "./fields";
import { isMediaWidth, MEDIA_WIDTHS } from "../rules/media-widths";

// The operator's commands (`npm run operator -- …`, ADR 0044): what they send to the core API and what
// it answers. Every file an operator hands in is checked here, whole, before anything is stored; an
// issue's path names the row (`products.3.variants.0.stock`) so the command can point at the line.

const Host = TenantByHostQuery.shape.host;
/** A text per language, as shop texts are stored ({"nl": "…", "en": "…"}). */
export const Texts = z.partialRecord(Language, z.string().trim().min(1).max(20_000));
export type Texts = z.infer<typeof Texts>;
const Name = z.string().trim().min(1).max(200);
/** A shop's media folder in R2 (tenants.media_prefix, migration 0015). */
export const MediaPrefix = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "must be 1–40 lower-case letters, digits or -");

/** Every language map of a shop needs its default language's text (the fallback of every other). */
function needsDefault(texts: Texts | undefined | null, language: Language): boolean {
  return !texts || Boolean(texts[language]);
}

// --- tenant create ------------------------------------------------------------------------------

const MenuChildInput = z.object({ title: Texts, url: z.string().trim().min(1).max(300) });
const MenuItemInput = MenuChildInput.extend({
  position: z.enum(["left", "right"]).default("left"),
  /** Children from the catalogue: the categories or tags (the menu's dropdown fills itself). */
  submenu: SubmenuKey.optional(),
  children: z.array(MenuChildInput).max(30).default([]),
});
const HomeBlockInput = z.object({
  template: CmsBlock.shape.template,
  text: Texts.optional(),
  subtitle: Texts.optional(),
  medias: z
    .array(CmsMedia.extend({ alt: z.string().max(300).optional() }))
    .max(20)
    .default([]),
});
const ShippingPriceInput = z.object({
  country: z.string().regex(/^[A-Z]{2}$/, "must be a country code such as NL"),
  price: Cents.min(0),
  /** From this order total on, shipping costs `thresholdPrice` (0: free shipping). */
  freeFrom: Cents.min(0).optional(),
  thresholdPrice: Cents.min(0).default(0),
});

/** tenant create --file shop.json: everything a shop needs to open (docs/examples/shop.json). */
export const ShopFile = z
  .object({
    name: Name,
    mediaPrefix: MediaPrefix,
    /** A development shop is left out of production builds (tenants.is_development). */
    development: z.boolean().default(false),
    domains: z
      .array(z.object({ host: Host, primary: z.boolean().default(false) }))
      .min(1)
      .max(20),
    languages: z.array(z.object({ code: Language, name: Name, default: z.boolean().default(false) })).min(1),
    store: z.object({
      legalName: Name.optional(),
      email: z.email(),
      telephone: z.string().max(40).optional(),
      street: z.string().max(200).optional(),
      houseNumber: z.string().max(20).optional(),
      postalCode: z.string().max(20).optional(),
      city: z.string().max(100).optional(),
      countryCode: z
        .string()
        .regex(/^[A-Z]{2}$/)
        .default("NL"),
      chamberOfCommerceNumber: z.string().max(40).optional(),
      vatIdentifier: z.string().max(40).optional(),
      slogan: Texts.optional(),
    }),
    /** Website settings, each checked by its own schema (contract/settings.ts). */
    settings: z.record(z.string(), z.string()).default({}),
    shippingMethods: z
      .array(z.object({ code: Slug, name: Texts, kind: z.enum(["delivery", "pickup"]).default("delivery"), prices: z.array(ShippingPriceInput).min(1) }))
      .min(1),
    customerCategories: z
      .array(z.object({ code: Slug, name: Texts, pricesIncludeVat: z.boolean().default(true), invoicePayment: z.boolean().default(false) }))
      .min(1),
    home: z.object({ title: Texts, metaDescription: Texts.optional(), blocks: z.array(HomeBlockInput).min(1).max(30) }),
    /** Other CMS pages (pagina/{key}); the legal pages the footer links are required (LEGAL_PAGE_KEYS). */
    pages: z
      .array(z.object({ key: Slug, title: Texts, metaDescription: Texts.optional(), blocks: z.array(HomeBlockInput).min(1).max(30) }))
      .max(50)
      .default([]),
    menu: z.array(MenuItemInput).max(30).default([]),
  })
  .superRefine((shop, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const primaries = shop.domains.filter((d) => d.primary).length;
    if (primaries !== 1) issue(["domains"], `needs exactly one primary domain (has ${primaries})`);
    const hosts = shop.domains.map((d) => d.host);
    hosts.forEach((host, i) => {
      if (hosts.indexOf(host) !== i) issue(["domains", i, "host"], `${host} is listed twice`);
    });
    const defaults = shop.languages.filter((l) => l.default);
    if (defaults.length !== 1) issue(["languages"], `needs exactly one default language (has ${defaults.length})`);
    const codes = shop.languages.map((l) => l.code);
    codes.forEach((code, i) => {
      if (codes.indexOf(code) !== i) issue(["languages", i, "code"], `${code} is listed twice`);
    });
    const language = defaults[0]?.code ?? shop.languages[0]!.code;
    const texts: [(string | number)[], Texts | undefined][] = [
      [["store", "slogan"], shop.store.slogan],
      [["home", "title"], shop.home.title],
      ...shop.home.blocks.flatMap((b, i): [(string | number)[], Texts | undefined][] => [
        [["home", "blocks", i, "text"], b.text],
        [["home", "blocks", i, "subtitle"], b.subtitle],
      ]),
      ...shop.pages.flatMap((page, i): [(string | number)[], Texts | undefined][] => [
        [["pages", i, "title"], page.title],
        ...page.blocks.flatMap((b, j): [(string | number)[], Texts | undefined][] => [
          [["pages", i, "blocks", j, "text"], b.text],
          [["pages", i, "blocks", j, "subtitle"], b.subtitle],
        ]),
      ]),
      ...shop.shippingMethods.map((m, i): [(string | number)[], Texts] => [["shippingMethods", i, "name"], m.name]),
      ...shop.customerCategories.map((c, i): [(string | number)[], Texts] => [["customerCategories", i, "name"], c.name]),
      ...shop.menu.flatMap((m, i) => [
        [["menu", i, "title"], m.title] as [(string | number)[], Texts],
        ...m.children.map((c, j): [(string | number)[], Texts] => [["menu", i, "children", j, "title"], c.title]),
      ]),
    ];
    for (const [path, value] of texts) if (!needsDefault(value, language)) issue(path, `needs a text in the default language (${language})`);
    for (const [key, value] of Object.entries(shop.settings)) {
      for (const problem of settingIssues(key, value))
        ctx.addIssue({ code: "custom", path: ["settings", ...problem.path.split(".")], message: problem.message });
    }
    const unique = (list: { code: string }[], path: string) =>
      list.forEach((item, i) => {
        if (list.findIndex((x) => x.code === item.code) !== i) issue([path, i, "code"], `${item.code} is listed twice`);
      });
    unique(shop.shippingMethods, "shippingMethods");
    unique(shop.customerCategories, "customerCategories");
    const pageKeys = shop.pages.map((p) => p.key);
    pageKeys.forEach((key, i) => {
      if (key === "home") issue(["pages", i, "key"], "the home page is `home`, not one of `pages`");
      else if (pageKeys.indexOf(key) !== i) issue(["pages", i, "key"], `${key} is listed twice`);
    });
    for (const key of LEGAL_PAGE_KEYS) if (!pageKeys.includes(key)) issue(["pages"], `needs the page ${key} (the footer links it)`);
    if (!shop.customerCategories.some((c) => c.code === "consumer")) issue(["customerCategories"], "needs the category 'consumer' (new customers get it)");
  });
export type ShopFile = z.infer<typeof ShopFile>;

/** What tenant create did: made the shop, or found it made by this same file before. */
export const ShopCreated = z.object({
  status: z.enum(["created", "unchanged"]),
  tenantUuid: TenantId,
  name: z.string(),
  primaryHost: z.string(),
});
export type ShopCreated = z.infer<typeof ShopCreated>;

// --- tenant list / show -----------------------------------------------------------------------

export const TenantSummary = z.object({
  tenantUuid: TenantId,
  name: z.string(),
  development: z.boolean(),
  primaryHost: z.string().nullable(),
  hosts: z.array(z.string()),
  languages: z.array(Language),
  defaultLanguage: z.string(),
  mediaPrefix: z.string().nullable(),
  authTenantId: z.string().nullable(),
  dataVersion: z.number().int(),
});
export const TenantSummaries = z.array(TenantSummary);
export type TenantSummary = z.infer<typeof TenantSummary>;

export const TenantDetail = TenantSummary.extend({
  counts: z.object({
    products: z.number().int(),
    activeProducts: z.number().int(),
    categories: z.number().int(),
    bundles: z.number().int(),
    customers: z.number().int(),
    orders: z.number().int(),
  }),
  shippingMethods: z.array(z.object({ code: z.string(), kind: z.string(), active: z.boolean() })),
  customerCategories: z.array(z.string()),
  settings: z.number().int(),
  homePage: z.boolean(),
  /** The keys of its other CMS pages (pagina/{key}). */
  pages: z.array(z.string()),
  menuItems: z.number().int(),
});
export type TenantDetail = z.infer<typeof TenantDetail>;

// --- catalogue import -------------------------------------------------------------------------

/** An image of the shop's own R2 media (the command uploads files first and names their keys). */
const ImportImage = z.object({
  url: z.string().regex(/^\/media\/[a-z0-9-]+(?:\/[a-z0-9._-]+)+$/, "must be a /media/… path (the command uploads local files)"),
  alt: Texts.optional(),
  colourHex: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
});
const Sku = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, "must be letters, digits, . _ or -");

export const CategoryRow = z.object({ slug: Slug, name: Texts, parent: Slug.optional(), sortIndex: z.number().int().default(0) });
export const VariantRow = z.object({
  sku: Sku,
  size: z.string().trim().min(1).max(40).optional(),
  colour: Texts.optional(),
  colourHex: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
  stock: z.number().int().min(0),
  price: Cents.min(0).optional(),
});
export const ProductRow = z.object({
  slug: Slug,
  name: Texts,
  description: Texts.optional(),
  brand: z.string().trim().min(1).max(100).optional(),
  price: Cents.min(0),
  discountPrice: Cents.min(0).optional(),
  pricePerKg: Cents.min(0).optional(),
  vat: z.union([z.literal(0), z.literal(9), z.literal(21)], { error: "must be 0, 9 or 21 (the Dutch VAT rates, in percent)" }).default(21),
  active: z.boolean().default(true),
  sortIndex: z.number().int().default(0),
  categories: z.array(Slug).default([]),
  images: z.array(ImportImage).max(20).default([]),
  variants: z.array(VariantRow).min(1).max(200),
});
export const BundleRow = z.object({
  slug: Slug,
  name: Texts,
  description: Texts.optional(),
  image: ImportImage.shape.url.optional(),
  fixedTotalPrice: Cents.min(0).optional(),
  active: z.boolean().default(true),
  sortIndex: z.number().int().default(0),
  items: z
    .array(z.object({ product: Slug, units: z.number().int().min(1).default(1) }))
    .min(1)
    .max(20),
});
/**
 * A campaign (spec §2 campaign/{id}), named by a key of the operator's choosing: the import adds it, or
 * changes the one with that key (its products are then the file's, in the file's order). Dates are
 * ISO date-times; without them it runs from now on, without end, while `active`.
 */
export const CampaignRow = z
  .object({
    key: Slug,
    name: Texts,
    description: Texts.optional(),
    image: ImportImage.shape.url.optional(),
    active: z.boolean().default(true),
    startsAt: z.iso.datetime({ offset: true }).optional(),
    endsAt: z.iso.datetime({ offset: true }).optional(),
    products: z.array(Slug).max(200).default([]),
  })
  .refine((c) => !c.startsAt || !c.endsAt || Date.parse(c.startsAt) < Date.parse(c.endsAt), { message: "endsAt must be after startsAt", path: ["endsAt"] });
export type CampaignRow = z.infer<typeof CampaignRow>;
export type CategoryRow = z.infer<typeof CategoryRow>;
export type ProductRow = z.infer<typeof ProductRow>;
export type BundleRow = z.infer<typeof BundleRow>;

/** catalogue import: the file (JSON, or CSV made into this by the command). */
export const CatalogueFile = z.object({
  categories: z.array(CategoryRow).max(500).default([]),
  products: z.array(ProductRow).max(2000).default([]),
  bundles: z.array(BundleRow).max(500).default([]),
  campaigns: z.array(CampaignRow).max(100).default([]),
  /** Check only: answer the report, store nothing (the command asks this before it uploads images). */
  dryRun: z.boolean().default(false),
});
export type CatalogueFile = z.infer<typeof CatalogueFile>;

const Counts = z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() });
/** What the import did (or would do, on a dry run), per kind of row. */
export const CatalogueImported = z.object({
  dryRun: z.boolean(),
  categories: Counts,
  products: Counts,
  variants: Counts,
  bundles: Counts,
  images: Counts,
  campaigns: Counts,
});
export type CatalogueImported = z.infer<typeof CatalogueImported>;

/** PUT /operator/media/{key}: an image's bytes; answered with where the shop serves it. */
export const MediaParams = z.object({ key: z.string().regex(/^[a-z0-9-]+(?:\/[a-z0-9._-]+)+$/) });
export const MediaStored = z.object({ url: z.string(), stored: z.boolean() });
/** GET media/{key}?w=640: a bitmap's copy at one of the offered widths (ADR 0057); no w = as stored. */
export const MediaQuery = z.object({
  w: decimalInteger(z.number().int())
    .refine(isMediaWidth, { message: `one of ${MEDIA_WIDTHS.join(", ")}` })
    .optional(),
});
export type MediaStored = z.infer<typeof MediaStored>;

// --- orders -----------------------------------------------------------------------------------

export const OperatorOrdersQuery = z.object({ since: z.iso.date().optional() });
const ShippingAddress = z.record(z.string(), z.unknown());
export const OperatorOrderSummary = z.object({
  number: z.string(),
  createdAt: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  email: z.string(),
  name: z.string(),
  items: z.number().int(),
  total: Cents,
  shippingMethod: z.string().nullable(),
});
export const OperatorOrderSummaries = z.array(OperatorOrderSummary);
export type OperatorOrderSummary = z.infer<typeof OperatorOrderSummary>;
export const OperatorOrderParams = z.object({ number: z.string().min(1).max(40) });
export const OperatorOrder = OperatorOrderSummary.extend({
  paymentMethod: z.string().nullable(),
  language: z.string(),
  shippingKind: z.string().nullable(),
  shippingAddress: ShippingAddress,
  billingAddress: ShippingAddress,
  contact: ShippingAddress,
  lines: z.array(
    z.object({
      sku: z.string().nullable(),
      name: z.string(),
      size: z.string().nullable(),
      colour: z.string().nullable(),
      quantity: z.number().int(),
      unitPrice: Cents,
      bundle: z.string().nullable(),
    }),
  ),
  subtotal: Cents,
  discount: Cents,
  shipping: Cents,
  vat: Cents,
});
export type OperatorOrder = z.infer<typeof OperatorOrder>;

// --- auth tenant create -----------------------------------------------------------------------

/**
 * The shop's Identity Platform tenant: made and stored on the shop, or the one it has; either way with
 * sign-up switched off (ADR 0050), as the sign-in service confirmed.
 */
export const AuthTenantCreated = z.object({
  status: z.enum(["created", "unchanged"]),
  authTenantId: z.string(),
  allowPasswordSignup: z.boolean(),
  signUp: z.literal("disabled"),
});
export type AuthTenantCreated = z.infer<typeof AuthTenantCreated>;
