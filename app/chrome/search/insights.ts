import type { AlgoliaHost } from "~/chrome/search/search-provider";
import { SEARCH } from "~/domain/search-preview";

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

// The click receipt (ADR 0041). A click event counts only for a result this shop's search showed this
// shopper (their insights token) at that place, a short while ago. The preview hands out a receipt in
// place of Algolia's bare queryID — `<queryID>.<issued at, unix seconds>.<one tag per result>` — and the
// click brings it back as it came. Each tag is an HMAC over (shop, token, queryID, issued at, position,
// objectID), so a made-up queryID, another shop's product, another position or another token fails,
// without any storage. The signing lives in the server (app/chrome/search/insights.server.ts).

/** How long after the search a click still counts: a preview is read for seconds, not for hours. */
export const CLICK_RECEIPT_MAX_AGE_SECONDS = 30 * 60;
/** A tag: the first 8 bytes of the HMAC-SHA256, base64url (11 characters; 64 bits to guess). */
export const CLICK_TAG_BYTES = 8;
/** The receipt as the click posts it: queryID, issue time, 1 to 5 tags (one per result shown). */
export const CLICK_RECEIPT = new RegExp(`^[a-fA-F0-9]{32}\\.\\d{1,12}(?:\\.[A-Za-z0-9_-]{11}){1,${SEARCH.previewSize}}$`);

export type ClickReceipt = { queryID: string; issuedAt: number; tags: string[] };

/** The receipt's text: what the preview's answer carries as its `queryID`. */
export function receiptText(receipt: ClickReceipt): string {
  return [receipt.queryID, String(receipt.issuedAt), ...receipt.tags].join(".");
}

/** A receipt from its text, or null when it is not one. */
export function readReceipt(text: string): ClickReceipt | null {
  if (!CLICK_RECEIPT.test(text)) return null;
  const [queryID = "", issuedAt = "", ...tags] = text.split(".");
  return { queryID, issuedAt: Number(issuedAt), tags };
}

/** What one result's tag signs: the shop, the shopper's token, the search, and this result at its place. */
export function receiptTagInput(input: { shop: string; userToken: string; queryID: string; issuedAt: number; position: number; objectID: string }): string {
  // JSON keeps the fields apart whatever they hold.
  return JSON.stringify(["etalage-search-click-v1", input.shop, input.userToken, input.queryID, input.issuedAt, input.position, input.objectID]);
}

/** Whether a receipt issued at `issuedAt` still counts at `now` (unix seconds; a minute of clock skew allowed). */
export function receiptFresh(issuedAt: number, now: number): boolean {
  return issuedAt <= now + 60 && now - issuedAt <= CLICK_RECEIPT_MAX_AGE_SECONDS;
}

/**
 * Per client (IP address) and shop, per minute (the Workers Rate Limiting bindings SEARCH_LIMITER and
 * SEARCH_CLICK_LIMITER in wrangler.jsonc hold the same numbers; a unit test compares them). A shopper
 * typing fast makes a preview search every debounce, clicks a result now and then.
 */
export const SEARCH_LIMITS_PER_MINUTE = { search: 120, click: 30 } as const;
