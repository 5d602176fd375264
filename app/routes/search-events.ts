import { insightsClickSchema } from "~/forms/insights";
import { clickEvent } from "~/chrome/search/insights";
import { algoliaIndexName, searchProvider } from "~/chrome/search/search-provider";
import { insightsToken } from "~/server/consent.server";
import { getApp } from "~/server/context";
import { formFields } from "~/server/forms.server";
import { languageOf } from "~/server/language.server";
import { clickQueryID, sendInsights } from "~/chrome/search/insights.server";
import { searchRateLimited, tooManySearchCalls } from "~/chrome/search/search-limits.server";
import { loadShopFrame } from "~/server/shop.server";
import type { Route } from "./+types/search-events";

// POST /{lang}/search/events — the search preview's click on a result (navigator.sendBeacon, a url-
// encoded form: queryID, objectID, position), passed on by the Worker to the shop's Algolia Insights
// (ADR 0023), so no Algolia client ships to the browser. Only for a shopper who accepted insights (their
// token cookie exists only then) at a shop on Algolia; anyone else gets the same empty answer and no
// event leaves. The Origin check of every POST applies (app/entry.worker.ts). A click counts only with
// the receipt this shop's preview gave the shopper's token for that result (ADR 0041), and each client
// has a limit per minute.

/**
 * 202: an event is on its way; 204: nothing to send (no consent, or not on Algolia); 400: not an event;
 * 403: not a click on a result this shop's search showed this shopper (forged, expired, another shop's
 * product or position); 429: too many clicks from this client. Only a 202 sends anything.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  if (await searchRateLimited(app, request, "click")) return tooManySearchCalls();
  const parsed = insightsClickSchema.safeParse(await formFields(request));
  if (!parsed.success) return new Response(null, { status: 400 });
  const userToken = insightsToken(request);
  if (!userToken) return new Response(null, { status: 204 });
  const { settings } = await loadShopFrame(app, language);
  const provider = searchProvider(settings);
  if (provider.kind !== "algolia" || !provider.insightsHost) return new Response(null, { status: 204 });
  const queryID = await clickQueryID(app, userToken, parsed.data);
  if (!queryID) {
    app.log.warn("search.click-refused", { reason: "receipt" });
    return new Response(null, { status: 403 });
  }
  const index = algoliaIndexName(provider.indexPrefix, language);
  sendInsights(app, provider, [clickEvent({ index, userToken, ...parsed.data, queryID })]);
  return new Response(null, { status: 202 });
}
