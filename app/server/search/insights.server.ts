import { type InsightsEvent, insightsEventsUrl } from "~/domain/insights";
import type { SearchProvider } from "~/domain/search-provider";
import type { AppContext } from "../context";

type AlgoliaProvider = Extract<SearchProvider, { kind: "algolia" }>;

/** Spec §9's hosted-search read timeout: an event is never worth waiting longer for. */
const INSIGHTS_TIMEOUT_MS = 2000;

/**
 * Sends events to the shop's Algolia Insights (POST /1/events with the app id and the search-only key,
 * as Algolia's own clients do), after the answer: `waitUntil`, so the shopper never waits for it. A
 * failure is logged and dropped — analytics must never break a page.
 */
export function sendInsights(app: AppContext, provider: AlgoliaProvider, events: InsightsEvent[]): void {
  if (!provider.insightsHost || events.length === 0) return;
  const url = insightsEventsUrl(provider.insightsHost);
  const sending = fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-algolia-application-id": provider.appId,
      "x-algolia-api-key": provider.searchKey,
    },
    body: JSON.stringify({ events }),
    signal: AbortSignal.timeout(INSIGHTS_TIMEOUT_MS),
  })
    .then(async (response) => {
      const text = await response.text();
      if (!response.ok) app.log.warn("search.insights-refused", { status: response.status, body: text.slice(0, 200) });
    })
    .catch((error: unknown) => app.log.warn("search.insights-failed", { error: String(error).slice(0, 200) }));
  app.ctx.waitUntil(sending);
}
