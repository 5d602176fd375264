import type { ProductCard } from "../contract/products";

/**
 * One product as a record of the shop's Algolia index for one language: what the storefront's search
 * reads back (app/chrome/search/algolia.server.ts: SearchHit plus objectID). Built by the operator's
 * full push (scripts/algolia-sync.mjs, from GET ecommerce/products cards) and by the core API's
 * incremental sync (workers/core-api/search/algolia-sync.ts, from the same card query), so both write
 * the same shape. A field added here needs its column watched by migration 0010's triggers.
 */
export type SearchRecord = {
  objectID: string;
  slug: string;
  name: string;
  image: string | null;
  /** The price a shopper pays now (the sale price when discounted), incl. VAT, in cents. */
  priceCents: number;
  vatPercentage: number;
};

export type RecordSource = Pick<ProductCard, "slug" | "name" | "mainMediaUrl" | "unitPrice" | "discountPrice" | "vatPercentage">;

export function searchRecord(card: RecordSource): SearchRecord {
  return {
    objectID: card.slug,
    slug: card.slug,
    name: card.name,
    image: card.mainMediaUrl,
    priceCents: card.discountPrice ?? card.unitPrice,
    vatPercentage: card.vatPercentage,
  };
}
