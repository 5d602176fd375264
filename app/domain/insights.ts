import type { AlgoliaHost } from "~/domain/search-provider";

// Algolia Insights events of the search preview (issue 12 "Search analytics events", issue 13; ADR 0023):
// sent by the storefront Worker — never by an Algolia client in the browser — only for a shopper who
// accepted the insights category, with their pseudonymous token. The wire format is Algolia's
// (POST /1/events, https://www.algolia.com/doc/rest-api/insights/#tag/events/operation/pushEvents).
// Pure: building, no sending.

/** The event names the shop's Algolia dashboard shows (Algolia: 1–64 characters). */
export const INSIGHTS_EVENT_NAMES = { click: "Search preview result clicked", view: "Search preview results viewed" } as const;
/** Algolia takes at most 20 objectIDs per event. */
export const MAX_EVENT_OBJECTS = 20;

export type ClickEvent = {
  eventType: "click";
  eventName: string;
  index: string;
  userToken: string;
  objectIDs: string[];
  positions: number[];
  queryID: string;
};
export type ViewEvent = { eventType: "view"; eventName: string; index: string; userToken: string; objectIDs: string[] };
export type InsightsEvent = ClickEvent | ViewEvent;

/** A click on a preview result after a search with clickAnalytics: the result's objectID and 1-based position. */
export function clickEvent(input: { index: string; userToken: string; queryID: string; objectID: string; position: number }): ClickEvent {
  return {
    eventType: "click",
    eventName: INSIGHTS_EVENT_NAMES.click,
    index: input.index,
    userToken: input.userToken,
    objectIDs: [input.objectID],
    positions: [input.position],
    queryID: input.queryID,
  };
}

/** The results a preview showed (at most 20 objectIDs, Algolia's limit); null when it showed none. */
export function viewEvent(input: { index: string; userToken: string; objectIDs: readonly string[] }): ViewEvent | null {
  if (input.objectIDs.length === 0) return null;
  return {
    eventType: "view",
    eventName: INSIGHTS_EVENT_NAMES.view,
    index: input.index,
    userToken: input.userToken,
    objectIDs: input.objectIDs.slice(0, MAX_EVENT_OBJECTS),
  };
}

/** The insights API's events endpoint on the shop's insights host. */
export function insightsEventsUrl(host: AlgoliaHost): string {
  return `${host.protocol}://${host.url}/1/events`;
}

/** Algolia's queryID: 32 hexadecimal characters. */
export const QUERY_ID = /^[a-f0-9]{32}$/i;
