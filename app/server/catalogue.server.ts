import { ProductDetail, ProductList } from "@contract/products";
import type { Language } from "~/domain/languages";
import type { AppContext } from "./context";
import { CoreApiError } from "./core-api.server";
import { type CachePolicy, cachedPublic } from "./public-cache.server";

const CATALOGUE_CACHE: CachePolicy = { freshSeconds: 30, staleSeconds: 300 };
export const PAGE_SIZE = 24;

/** One page of the product overview (public data: cached per tenant and language). */
export function loadProductPage(app: AppContext, language: Language, page: number) {
  return cachedPublic(app, language, `products:page=${page}`, CATALOGUE_CACHE, () =>
    app.coreApi.get(ProductList, `/ecommerce/products?page=${page}&pageSize=${PAGE_SIZE}`),
  );
}

/** One product by slug, or null when this shop has no such active product. */
export async function loadProduct(app: AppContext, language: Language, slug: string) {
  try {
    return await cachedPublic(app, language, `product:${slug}`, CATALOGUE_CACHE, () =>
      app.coreApi.get(ProductDetail, `/ecommerce/products/${encodeURIComponent(slug)}`),
    );
  } catch (error) {
    if (error instanceof CoreApiError && (error.notFound || error.status === 400)) return null;
    throw error;
  }
}
