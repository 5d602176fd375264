import { SearchHit } from "@commerce/contract/search";
import type { PriceBasis } from "@commerce/rules/price-basis";
import { renderFragment } from "../fragment.server";
import { z } from "zod";
import type { Language } from "~/domain/languages";
import type { TFunction } from "~/i18n";
import { CATALOGUE_CACHE } from "~/server/catalogue.server";
import type { AppContext } from "~/server/context";
import { CORE_API_DEADLINES_MS } from "~/server/core-api.server";
import { cachedPublic } from "~/server/public-cache.server";
import { loadShopFrame } from "~/server/shop.server";
import { algoliaRelated } from "./algolia.server";
import { Recommendations } from "./Recommendations";
import { searchProvider } from "./search-provider";

/** How many products the row shows: one row of the listing's grid on a desktop. */
export const RECOMMENDATIONS_MAX = 4;

const Hits = z.array(SearchHit);

/**
 * The hosted search's recommendations for a product (chrome spec §7: POST /1/indexes/*\/recommendations,
 * model related-products, the product's slug as objectID; the read host first, then the others: the
 * same failover as the search). Cached per shop, language and product like the catalogue. A shop on its
 * own index has no recommendation engine: it gets none (the page shows no row), as does a shop whose
 * hosts all fail, which is logged. Never waits longer than the chrome's calls do.
 */
export async function loadRecommendations(app: AppContext, language: Language, slug: string): Promise<SearchHit[]> {
  const { settings } = await loadShopFrame(app, language);
  const provider = searchProvider(settings);
  if (provider.kind !== "algolia") return [];
  const related = cachedPublic(app, language, `related:${slug}`, CATALOGUE_CACHE, Hits, () => algoliaRelated(provider, language, slug, RECOMMENDATIONS_MAX));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("recommendations passed their deadline")), CORE_API_DEADLINES_MS.chrome);
  });
  try {
    const hits = await Promise.race([related, deadline]);
    // The product itself is never its own recommendation.
    return hits.filter((hit) => hit.slug !== slug).slice(0, RECOMMENDATIONS_MAX);
  } catch (error) {
    app.log.warn("search.recommendations-failed", { error: String(error).slice(0, 300) });
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/** The row as finished HTML, or null without recommendations (no empty heading). */
export function recommendationsMarkup(input: { t: TFunction; language: Language; basis: PriceBasis; hits: readonly SearchHit[] }): string | null {
  if (input.hits.length === 0) return null;
  return renderFragment(<Recommendations {...input} />);
}
