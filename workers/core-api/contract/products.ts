import { z } from "zod";
import { PRODUCT_SORTS } from "./constants";

const Slug = z.string().regex(/^[a-z0-9-]{1,120}$/);
/** Euros in a query string: a non-negative number with at most 2 decimals. */
const Euros = z.coerce.number().min(0).max(1_000_000);

/**
 * GET ecommerce/products: one page of the active catalogue in the asked language, searched (q, the
 * full-text index) and filtered. ckKey/ckVal filter on a custom field (products/{ckKey}/{ckVal});
 * the keys `category` and `tag` filter on the catalogue's categories and tags. A key and value the
 * shop does not know (no such category or tag, no active product with that field value) is a 404.
 */
export const ProductListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(96).default(24),
  q: z.string().trim().max(100).optional(),
  category: Slug.optional(),
  tag: Slug.optional(),
  size: z.string().trim().min(1).max(20).optional(),
  colour: z.string().regex(/^#[0-9a-f]{6}$/i).optional(),
  priceMin: Euros.optional(),
  priceMax: Euros.optional(),
  ckKey: Slug.optional(),
  ckVal: Slug.optional(),
  sort: z.enum(PRODUCT_SORTS).default("relevance"),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Unit price incl. VAT. */
  unitPrice: z.number(),
  /** Sale price incl. VAT when discounted. */
  discountPrice: z.number().nullable(),
  /** Price per kg incl. VAT, shown when present. */
  pricePerUnit: z.number().nullable(),
  vatPercentage: z.number(),
  mainMediaUrl: z.string().nullable(),
  mainMediaAlt: z.string().nullable(),
  /** Hex colours of the variants, in order. */
  colours: z.array(z.string()),
  /** No variant in stock. */
  soldOut: z.boolean(),
});

const Facet = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const ProductList = z.object({
  items: z.array(ProductCard),
  total: z.number().int().min(0),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** What the current search and filters leave to choose from. */
  facets: z.object({
    categories: z.array(Facet),
    tags: z.array(Facet),
    sizes: z.array(Facet),
    colours: z.array(Facet),
    price: z.object({ min: z.number(), max: z.number() }),
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
  unitPrice: z.number(),
  discountPrice: z.number().nullable(),
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
  z.object({ id: z.coerce.number().int().positive() }),
  z.object({ slug: Slug }),
]);
export const BundleDetail = z.object({
  bundle: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    presentationOutfit: z.object({ mainMediaUrl: z.string().nullable() }),
    customFields: z.object({
      bundle_from_price: z.number().nullable().optional(),
      bundle_to_price: z.number().nullable().optional(),
    }),
    fixedTotalPrice: z.number().nullable(),
    items: z.array(z.object({ unitsPerSet: z.number().int().min(1), product: ProductDetail })),
  }),
});
export type BundleDetail = z.infer<typeof BundleDetail>;
