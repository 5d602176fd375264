import { z } from "zod";
import { Cents } from "./common";
import { decimalInteger } from "./fields";

/**
 * GET ecommerce/search: the shop's own search index (FTS5, migration 0002) as the search preview and
 * hosted-search fallback read it — the best matches first, one page, and how many match in all.
 * The query is the shopper's text as typed (trimmed; at most 100 characters, like the overview's q);
 * the core API reduces it to quoted terms, so no text is FTS5 syntax (catalogue/search.ts).
 */
export const SearchQuery = z.object({
  q: z.string().trim().min(1).max(100),
  page: decimalInteger(z.number().int().min(1).max(1_000)).default(1),
  pageSize: decimalInteger(z.number().int().min(1).max(24)).default(5),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** One product as the preview shows it (spec §3 "search preview product"). */
export const SearchHit = z.object({
  slug: z.string(),
  name: z.string(),
  /** The first image's url, or null. */
  image: z.string().nullable(),
  /** The price a shopper pays now (the sale price when discounted), incl. VAT, in cents. */
  priceCents: Cents,
  vatPercentage: z.number(),
});
export type SearchHit = z.infer<typeof SearchHit>;

/** Spec §3 "search result": items and total. */
export const SearchResult = z.object({
  items: z.array(SearchHit),
  total: z.number().int().min(0),
});
export type SearchResult = z.infer<typeof SearchResult>;

/**
 * POST /operator/algolia-sync (operator key): the shop's pending catalogue changes sent to its Algolia
 * indexes now — the same drain the core API's cron runs every minute (workers/core-api/search/algolia-sync.ts).
 * - idle: nothing was pending;
 * - pushed: `updated` records sent, `deleted` removed, to `indexes`; `remaining` changes wait for the next run;
 * - discarded: the shop searches its own index, its `changes` were dropped without any Algolia call;
 * - skipped: the shop is on Algolia but cannot be written (a setting, or no write key): changes kept;
 * - failed: Algolia did not acknowledge (unreachable, refused): changes kept for the next run.
 */
export const SearchSyncOutcome = z.discriminatedUnion("status", [
  z.object({ status: z.literal("idle") }),
  z.object({
    status: z.literal("pushed"),
    updated: z.number().int().min(0),
    deleted: z.number().int().min(0),
    indexes: z.array(z.string()),
    remaining: z.number().int().min(0),
  }),
  z.object({ status: z.literal("discarded"), changes: z.number().int().min(0) }),
  z.object({ status: z.literal("skipped"), reason: z.string() }),
  z.object({ status: z.literal("failed"), error: z.string() }),
]);
export type SearchSyncOutcome = z.infer<typeof SearchSyncOutcome>;
