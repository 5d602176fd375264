import { z } from "zod";
import { Cents } from "./common";
import { LISTING_KINDS, PRODUCT_SORTS } from "./constants";
import { decimalId, decimalInteger } from "./fields";

const Slug = z.string().regex(/^[a-z0-9-]{1,120}$/);
/** An amount in a query string: whole cents, decimal digits only (the storefront turns the shopper's euros into cents). */
const QueryCents = z
  .string()
  .regex(/^[0-9]{1,9}$/)
  .transform(Number);

/**
 * GET ecommerce/products: one page of the active catalogue in the asked language, searched (q, the
 * full-text index) and filtered. ckKey/ckVal filter on a custom field (products/{ckKey}/{ckVal});
 * the keys `category` and `tag` filter on the catalogue's categories and tags. A key and value the
 * shop does not know (no such category or tag, no active product with that field value) is a 404.
 * `kind` adds the shop's bundles to the listing (all) or lists only them (bundles); see
 * catalogue/bundle-list.ts for which bundles a search and the filters leave.
 */
const ProductListFields = z.object({
  page: decimalInteger(z.number().int().min(1).max(10_000)).default(1),
  pageSize: decimalInteger(z.number().int().min(1).max(96)).default(24),
  q: z.string().trim().max(100).optional(),
  category: Slug.optional(),
  tag: Slug.optional(),
  size: z.string().trim().min(1).max(20).optional(),
  colour: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .optional(),
  priceMin: QueryCents.optional(),
  priceMax: QueryCents.optional(),
  ckKey: Slug.optional(),
  ckVal: Slug.optional(),
  sort: z.enum(PRODUCT_SORTS).default("relevance"),
  kind: z.enum(LISTING_KINDS).default("products"),
});
/** A plain GET form sends its empty fields too (`?q=&size=`): an empty value means "not set". */
export const ProductListQuery = z.preprocess(
  (query: z.input<typeof ProductListFields>) =>
    query && typeof query === "object" ? Object.fromEntries(Object.entries(query).filter(([, value]) => String(value).trim() !== "")) : query,
  ProductListFields,
);
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Unit price incl. VAT. */
  unitPrice: Cents,
  /** Sale price incl. VAT when discounted. */
  discountPrice: Cents.nullable(),
  /** Price per kg incl. VAT, shown when present. */
  pricePerUnit: Cents.nullable(),
  vatPercentage: z.number(),
  mainMediaUrl: z.string().nullable(),
  mainMediaAlt: z.string().nullable(),
  /** Hex colours of the variants, in order. */
  colours: z.array(z.string()),
  /** No variant in stock. */
  soldOut: z.boolean(),
  /**
   * The review summary (chrome spec §3: avg_review_rating, also avg_rating) on a 0–5 scale, shown as a
   * star rating; null without reviews. Defaults to null for answers from before it existed (search records).
   */
  avgReviewRating: z.number().min(0).max(5).nullable().default(null),
});

/** A bundle's own price fields (spec §3: customFields bundle_from_price and bundle_to_price), in cents. */
const BundleCustomFields = z.object({
  bundle_from_price: Cents.nullable().optional(),
  bundle_to_price: Cents.nullable().optional(),
});

/**
 * A bundle as a card shows it: name, image and what its price is made of — its own price fields, a
 * fixed total price, and each active product's lowest price incl. VAT (its cheapest variant) with its
 * VAT rate and units per set (commerce/rules/bundles.ts turns these into the price a shopper reads).
 */
export const BundleCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  mainMediaUrl: z.string().nullable(),
  customFields: BundleCustomFields,
  fixedTotalPrice: Cents.nullable(),
  items: z.array(z.object({ unitsPerSet: z.number().int().min(1), lowestPrice: Cents, vatPercentage: z.number() })),
});
export type BundleCard = z.infer<typeof BundleCard>;

const Facet = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const ProductList = z.object({
  /** The products on this page, in order. */
  items: z.array(ProductCard),
  /** The bundles on this page; `position` is the card's place on the page (0-based) among the products. */
  bundles: z.array(BundleCard.extend({ position: z.number().int().min(0) })),
  /** Everything the listing holds: products and bundles. */
  total: z.number().int().min(0),
  /** The bundles among the total. */
  bundleTotal: z.number().int().min(0),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** What the current search and filters leave to choose from. */
  facets: z.object({
    categories: z.array(Facet),
    tags: z.array(Facet),
    sizes: z.array(Facet),
    colours: z.array(Facet),
    price: z.object({ min: Cents, max: Cents }),
  }),
});
export type ProductCard = z.infer<typeof ProductCard>;
export type ProductList = z.infer<typeof ProductList>;

export const ProductVariant = z.object({
  id: z.number().int(),
  sku: z.string(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  colourHex: z.string().nullable(),
  stock: z.number().int().min(0),
  /** The variant's own price incl. VAT when it differs from the product's. */
  unitPrice: Cents,
  discountPrice: Cents.nullable(),
});
export type ProductVariant = z.infer<typeof ProductVariant>;

/** GET ecommerce/products/{slug}: one active product with its variants, media, categories and tags. */
export const ProductParams = z.object({ slug: Slug });
export const ProductDetail = ProductCard.extend({
  description: z.string().nullable(),
  brand: z.string().nullable(),
  unitPriceBasis: z.enum(["inc", "ex"]),
  medias: z.array(z.object({ url: z.string(), alt: z.string().nullable(), colourHex: z.string().nullable() })),
  variants: z.array(ProductVariant),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
  tags: z.array(z.object({ slug: z.string(), name: z.string() })),
  customFields: z.record(z.string(), z.string()),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

/** GET products/bundle-detail?id= (or ?slug=): a bundle with its products (spec §7). */
export const BundleDetailQuery = z.union([
  z.object({ id: decimalId() }),
  // An id that is given must be valid: `?id=abc&slug=x` is a 400, not a lookup by slug.
  z.object({ slug: Slug, id: z.never().optional() }),
]);
export const BundleDetail = z.object({
  bundle: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    presentationOutfit: z.object({ mainMediaUrl: z.string().nullable() }),
    customFields: BundleCustomFields,
    fixedTotalPrice: Cents.nullable(),
    items: z.array(z.object({ unitsPerSet: z.number().int().min(1), product: ProductDetail })),
  }),
});
export type BundleDetail = z.infer<typeof BundleDetail>;

/** GET ecommerce/products/{slug}/bundles: the shop's active bundles that hold this product ("shop the look"). */
export const ProductBundles = z.object({ items: z.array(BundleCard) });
export type ProductBundles = z.infer<typeof ProductBundles>;
