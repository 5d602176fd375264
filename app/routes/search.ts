import { z } from "zod";
import { SearchResult } from "@commerce/contract/search";
import { isSearchable, SEARCH, searchText } from "~/domain/search-preview";
import { getApp } from "~/server/context";
import { languageOf } from "~/server/language.server";
import { cachedPublic } from "~/server/public-cache.server";
import { insightsPreview, search } from "~/chrome/search/load.server";
import { insightsToken } from "~/server/consent.server";
import { searchRateLimited, tooManySearchCalls } from "~/chrome/search/search-limits.server";
import type { Route } from "./+types/search";

// GET /{lang}/search?q= — the header's search preview (spec §2 "Search field", §5, §9): JSON
// { items (at most 5), total }, for JavaScript only; without it the search form goes to products?q=.

/** The core API takes a query of at most 100 characters. */
const MAX_QUERY_LENGTH = 100;
const SEARCH_CACHE = { freshSeconds: 30, staleSeconds: 60 };

const Query = z.object({ q: z.string().catch("") });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const { q } = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  // One key for "Jurk", " jurk " and "JURK  ": both back ends ignore case and spacing.
  const text = searchText(q).replace(/\s+/g, " ").toLowerCase().slice(0, MAX_QUERY_LENGTH);
  // The field's own rule (app/domain/search-preview.ts): at least 2 characters after trimming.
  if (!isSearchable(text)) return Response.json({ items: [], total: 0 } satisfies SearchResult);
  const app = getApp(context);
  // Every search costs the shop's search back end: a limit per client and minute (ADR 0041).
  if (await searchRateLimited(app, request, "search")) return tooManySearchCalls(JSON.stringify({ items: [], total: 0 } satisfies SearchResult));
  try {
    // A shopper who accepted insights, at a shop on Algolia: their own search, with its queryID (ADR 0023) as a signed click receipt (ADR 0041).
    const token = insightsToken(request);
    const personal = token ? await insightsPreview(app, language, text, { page: 1, pageSize: SEARCH.previewSize }, token) : null;
    if (personal) return Response.json(personal);
    const result = await cachedPublic(app, language, `search:${text}`, SEARCH_CACHE, SearchResult, () =>
      search(app, language, text, { page: 1, pageSize: SEARCH.previewSize }),
    );
    return Response.json(result);
  } catch (error) {
    // Spec §8: a failing preview shows 'Geen resultaten'; the header reads an empty result.
    app.log.error("search.preview-failed", { error: String(error).slice(0, 300) });
    return Response.json({ items: [], total: 0 } satisfies SearchResult, { status: 503 });
  }
}
