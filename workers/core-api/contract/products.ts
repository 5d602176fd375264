import { z } from "zod";

/** GET ecommerce/products: one page of the active catalogue, in the asked language. */
export const ProductListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(96).default(24),
});

export const ProductCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  unitPrice: z.number(),
  discountPrice: z.number().nullable(),
  vatPercentage: z.number(),
  mainMediaUrl: z.string().nullable(),
  mainMediaAlt: z.string().nullable(),
});
export const ProductList = z.object({
  items: z.array(ProductCard),
  total: z.number().int().min(0),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductCard = z.infer<typeof ProductCard>;
export type ProductList = z.infer<typeof ProductList>;

/** GET ecommerce/products/{slug}: one active product (the detail page grows with the catalogue issue). */
export const ProductParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/) });
export const ProductDetail = ProductCard.extend({ description: z.string().nullable() });
export type ProductDetail = z.infer<typeof ProductDetail>;
