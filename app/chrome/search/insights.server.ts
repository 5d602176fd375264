import { CLICK_TAG_BYTES, type InsightsEvent, insightsEventsUrl, readReceipt, receiptFresh, receiptTagInput, receiptText } from "~/chrome/search/insights";
import type { SearchProvider } from "~/chrome/search/search-provider";
import type { AppContext } from "~/server/context";
import { sessionSecrets } from "~/server/session.server";

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

/**
 * The click receipt the preview hands out in place of a search's queryID (ADR 0041): one tag per result
 * shown, signed with the shop's first session secret. Null when nothing was shown (no click can follow).
 */
export async function signClickReceipt(
  app: AppContext,
  userToken: string,
  queryID: string,
  objectIDs: readonly string[],
  now = Date.now(),
): Promise<string | null> {
  if (objectIDs.length === 0) return null;
  const issuedAt = Math.floor(now / 1000);
  const [secret = ""] = sessionSecrets(app.env);
  const shop = app.tenant.tenantUuid;
  const tags = await Promise.all(
    objectIDs.map((objectID, index) => clickTag(secret, receiptTagInput({ shop, userToken, queryID, issuedAt, position: index + 1, objectID }))),
  );
  return receiptText({ queryID, issuedAt, tags });
}

/**
 * The Algolia queryID of a click, when its receipt is one this shop's search gave this shopper's token,
 * recently, with this objectID at this position; else null (the click is not passed on). Any of the
 * session secrets verifies (rotation).
 */
export async function clickQueryID(
  app: AppContext,
  userToken: string,
  click: { queryID: string; objectID: string; position: number },
  now = Date.now(),
): Promise<string | null> {
  const receipt = readReceipt(click.queryID);
  const expected = receipt?.tags[click.position - 1];
  if (!receipt || !expected || !receiptFresh(receipt.issuedAt, Math.floor(now / 1000))) return null;
  const input = receiptTagInput({ shop: app.tenant.tenantUuid, userToken, ...receipt, position: click.position, objectID: click.objectID });
  for (const secret of sessionSecrets(app.env)) {
    if (sameTag(await clickTag(secret, input), expected)) return receipt.queryID;
  }
  return null;
}

async function clickTag(secret: string, input: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(input))).slice(0, CLICK_TAG_BYTES);
  return btoa(String.fromCharCode(...mac))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** Compares two tags in time that does not depend on where they differ (a tag guessed byte by byte is no tag). */
function sameTag(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
