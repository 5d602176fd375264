import type { SearchResult } from "@commerce/contract/search";
import type { Language } from "~/domain/languages";
import { searchProvider } from "~/domain/search-provider";
import type { AppContext } from "../context";
import { loadShopFrame } from "../shop.server";
import { algoliaSearch } from "./algolia.server";

export type SearchPage = { page: number; pageSize: number };

/**
 * The shop's product search, whichever back end its settings choose (domain/search-provider.ts):
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
