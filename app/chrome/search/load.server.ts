import type { SearchResult } from "@commerce/contract/search";
import type { Language } from "~/domain/languages";
import { searchProvider } from "~/chrome/search/search-provider";
import type { AppContext } from "~/server/context";
import { loadShopFrame } from "~/server/shop.server";
import { viewEvent } from "~/chrome/search/insights";
import { algoliaIndexName } from "~/chrome/search/search-provider";
import { algoliaSearch, algoliaSearchWithAnalytics } from "./algolia.server";
import { sendInsights, signClickReceipt } from "./insights.server";

export type SearchPage = { page: number; pageSize: number };

/**
 * The shop's product search, whichever back end its settings choose (search-provider.ts):
 * Algolia, or the core API's own index. Algolia failing in any way (unreachable, refused, misconfigured)
 * is logged and the own index answers: search never goes dark.
 */
export async function search(app: AppContext, language: Language, query: string, page: SearchPage): Promise<SearchResult> {
  const { settings } = await loadShopFrame(app, language);
  const provider = searchProvider(settings);
  if (provider.kind === "algolia") {
    try {
      return await algoliaSearch(provider, language, query, page);
    } catch (error) {
      app.log.warn("search.algolia-failed", { error: String(error).slice(0, 300), fallback: "own-index" });
    }
  } else if ("misconfigured" in provider) {
    app.log.warn("search.algolia-misconfigured", { setting: provider.misconfigured, fallback: "own-index" });
  }
  return ownSearch(app, query, page);
}

/** The core API's own index (GET ecommerce/search). */
export function ownSearch(app: AppContext, query: string, { page, pageSize }: SearchPage): Promise<SearchResult> {
  return app.catalogue.search({ query: { q: query, page, pageSize } });
}

/**
 * The preview's answer for a shopper who consented to insights: as `queryID`, the search's click receipt
 * (Algolia's queryID, signed with the results shown: ADR 0041), which a click event brings back.
 */
export type InsightsPreview = SearchResult & { queryID: string | null };

/**
 * The search preview for a shopper with an insights token (they accepted insights), when the shop is on
 * Algolia with an insights host: a search with click analytics under their token (never cached: the
 * queryID is theirs, and signed for them), and a view event for the results shown. Null when the shop has no insights (the
 * caller answers as for everyone).
 */
export async function insightsPreview(
  app: AppContext,
  language: Language,
  query: string,
  page: SearchPage,
  userToken: string,
): Promise<InsightsPreview | null> {
  const { settings } = await loadShopFrame(app, language);
  const provider = searchProvider(settings);
  if (provider.kind !== "algolia" || !provider.insightsHost) return null;
  try {
    const { items, total, queryID, objectIDs } = await algoliaSearchWithAnalytics(provider, language, query, page, userToken);
    const view = viewEvent({ index: algoliaIndexName(provider.indexPrefix, language), userToken, objectIDs });
    if (view) sendInsights(app, provider, [view]);
    return { items, total, queryID: queryID ? await signClickReceipt(app, userToken, queryID, objectIDs) : null };
  } catch (error) {
    app.log.warn("search.algolia-failed", { error: String(error).slice(0, 300), fallback: "own-index" });
    return { ...(await ownSearch(app, query, page)), queryID: null };
  }
}
