import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SEARCH_LIMITS_PER_MINUTE } from "~/chrome/search/insights";
import { fakeAlgolia, fakeHostsSetting, fakeState, resetFake } from "../support/fake-algolia";
import { HOST_A, HOST_B, TENANT_B, visit } from "./support";

// Algolia Insights after consent (issue 12/13, ADR 0023), through the whole storefront in workerd and the
// fake Algolia in Node: a search preview with click analytics and a click event reach the fake only for a
// shopper whose consent cookie says 'Accepteren' and who holds the insights token; nobody else's do.

const INDEX_NL = "stadsbazaar_products_nl";
const TOKEN = "0123456789abcdef0123456789abcdef";
const ACCEPTED = `etalage_consent=v1.all; etalage_insights=${TOKEN}`;
/** A click receipt in the right shape, signed by nobody (ADR 0041). */
const FORGED = `${"a".repeat(32)}.${Math.floor(Date.now() / 1000)}.${"A".repeat(11)}`;
const record = (slug: string, name: string) => ({ objectID: slug, slug, name, image: null, priceCents: 1000, vatPercentage: 21 });

async function preview(q: string, cookie: string | null, host = HOST_B) {
  const response = await visit(`/nl/search?q=${encodeURIComponent(q)}`, { host, headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return (await response.json()) as { items: { slug: string }[]; total: number; queryID?: string | null };
}

function click(fields: Record<string, string>, cookie: string | null, init: { host?: string; origin?: string; body?: string; ip?: string } = {}) {
  const host = init.host ?? HOST_B;
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded", origin: init.origin ?? `http://${host}` });
  if (cookie) headers.set("cookie", cookie);
  if (init.ip) headers.set("cf-connecting-ip", init.ip);
  return visit("/nl/search/events", { host, method: "POST", headers, body: init.body ?? new URLSearchParams(fields).toString() });
}

/** The events the fake accepted, after the Worker's waitUntil has had its moment. */
async function eventsAfterAWhile(expected: number) {
  for (let i = 0; i < 40; i++) {
    const { events } = await fakeState();
    if (events.length >= expected) return events;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (await fakeState()).events;
}

beforeAll(async () => {
  await env.CORE_API_DB.prepare("UPDATE settings SET value = ?1 WHERE tenant_id = ?2 AND key = 'algolia_hosts'").bind(fakeHostsSetting(), TENANT_B).run();
  await env.CORE_API_DB.prepare("UPDATE settings SET value = ?1 WHERE tenant_id = ?2 AND key = 'algolia_insights_host'")
    .bind(`http://${fakeAlgolia().hosts[0]}`, TENANT_B)
    .run();
  await resetFake();
  const { hosts, appId, adminKey } = fakeAlgolia();
  const response = await fetch(`http://${hosts[0]}/1/indexes/${INDEX_NL}/batch`, {
    method: "POST",
    headers: { "x-algolia-application-id": appId, "x-algolia-api-key": adminKey },
    body: JSON.stringify({
      requests: [record("zeebries-jas", "Zeebriesjas Insights"), record("zeebries-sjaal", "Zeebriessjaal Insights")].map((body) => ({
        action: "updateObject",
        body,
      })),
    }),
  });
  expect(response.status).toBe(200);
  await response.json();
});

describe("Algolia Insights only after consent", () => {
  it("without consent: no queryID, no clickAnalytics asked, a click sends nothing", async () => {
    for (const cookie of [null, "etalage_consent=v1.necessary", `etalage_consent=v1.necessary; etalage_insights=${TOKEN}`, "etalage_consent=v1.all"]) {
      const result = await preview("zeebries", cookie);
      expect(result.items.map((i) => i.slug)).toEqual(["zeebries-jas", "zeebries-sjaal"]);
      expect(result.queryID ?? null).toBeNull();
      expect((await click({ queryID: FORGED, objectID: "zeebries-jas", position: "1" }, cookie)).status).toBe(204);
    }
    const state = await fakeState();
    for (const query of state.requests.filter((r) => r.path === "/1/indexes/*/queries")) expect(query.body).not.toContain("clickAnalytics");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fakeState()).events).toEqual([]);
  });

  it("with consent: the search asks for click analytics, a view event and then the click reach the fake", async () => {
    await resetFakeEventsOnly();
    const result = await preview("zeebriesjas", ACCEPTED);
    // The queryID comes as the click receipt: Algolia's queryID, the time, one tag per result (ADR 0041).
    expect(result.queryID).toMatch(/^[a-f0-9]{32}\.\d+\.[A-Za-z0-9_-]{11}$/);
    const algoliaQueryID = result.queryID!.split(".")[0];
    const query = (await fakeState()).requests.filter((r) => r.path === "/1/indexes/*/queries").at(-1)!;
    expect(JSON.parse(query.body)).toMatchObject({ requests: [{ indexName: INDEX_NL, clickAnalytics: true, userToken: TOKEN }] });
    const [view] = await eventsAfterAWhile(1);
    expect(view).toEqual({ eventType: "view", eventName: "Search preview results viewed", index: INDEX_NL, userToken: TOKEN, objectIDs: ["zeebries-jas"] });

    expect((await click({ queryID: result.queryID!, objectID: "zeebries-jas", position: "1" }, ACCEPTED)).status).toBe(202);
    const events = await eventsAfterAWhile(2);
    expect(events[1]).toEqual({
      eventType: "click",
      eventName: "Search preview result clicked",
      index: INDEX_NL,
      userToken: TOKEN,
      objectIDs: ["zeebries-jas"],
      positions: [1],
      queryID: algoliaQueryID,
    });
    // Sent with the search-only key, as Algolia's clients do.
    const sent = (await fakeState()).requests.filter((r) => r.path === "/1/events");
    expect(sent.every((r) => r.apiKey === fakeAlgolia().searchKey)).toBe(true);
  });

  it("refuses what is not a click (400) and sends nothing", async () => {
    await resetFakeEventsOnly();
    for (const fields of <Record<string, string>[]>[
      {},
      { queryID: "not-hex", objectID: "zeebries-jas", position: "1" },
      { queryID: "a".repeat(32), objectID: "../x", position: "1" },
      { queryID: "a".repeat(32), objectID: "zeebries-jas", position: "6" },
      { queryID: "a".repeat(32), objectID: "zeebries-jas", position: "0" },
      { queryID: "a".repeat(32), objectID: "x".repeat(500), position: "1" },
    ]) {
      expect((await click(fields, ACCEPTED)).status, JSON.stringify(fields)).toBe(400);
    }
    // A foreign page's post is refused before the route (the Origin check of every POST).
    expect((await click({ queryID: "a".repeat(32), objectID: "zeebries-jas", position: "1" }, ACCEPTED, { origin: "https://evil.example" })).status).toBe(403);
    // A huge body is refused whole.
    const huge = `queryID=${"a".repeat(32)}&objectID=zeebries-jas&position=1&pad=${"x".repeat(2_000_000)}`;
    expect((await click({}, ACCEPTED, { body: huge })).status).toBeGreaterThanOrEqual(400);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fakeState()).events).toEqual([]);
  });

  it("a shop on its own index sends no event, even with consent", async () => {
    await resetFakeEventsOnly();
    const result = await preview("hoodie", ACCEPTED, HOST_A);
    expect(result.queryID ?? null).toBeNull();
    expect((await click({ queryID: FORGED, objectID: "hoodie-oost", position: "1" }, ACCEPTED, { host: HOST_A })).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fakeState()).events).toEqual([]);
  });
});

describe("click events only for what this shop's search showed this shopper (issue 19)", () => {
  it("a made-up queryID is not passed on", async () => {
    await resetFakeEventsOnly();
    for (const queryID of ["a".repeat(32), FORGED, `${"b".repeat(32)}.${Math.floor(Date.now() / 1000)}.AAAAAAAAAAA.AAAAAAAAAAA`]) {
      const response = await click({ queryID, objectID: "zeebries-jas", position: "1" }, ACCEPTED);
      expect(response.status, queryID).toBeGreaterThanOrEqual(400);
      expect(response.status, queryID).toBeLessThan(500);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fakeState()).events.filter((e) => e.eventType === "click")).toEqual([]);
  });

  it("a genuine queryID with another shop's product, another position or another shopper's token is not passed on", async () => {
    const result = await preview("zeebriesjas", ACCEPTED);
    await resetFakeEventsOnly();
    const otherToken = `etalage_consent=v1.all; etalage_insights=${"f".repeat(32)}`;
    for (const [fields, cookie] of <[Record<string, string>, string][]>[
      [{ queryID: result.queryID!, objectID: "hoodie-oost", position: "1" }, ACCEPTED], // Noordzee's hoodie
      [{ queryID: result.queryID!, objectID: "zeebries-sjaal", position: "1" }, ACCEPTED], // not what the search showed
      [{ queryID: result.queryID!, objectID: "zeebries-jas", position: "2" }, ACCEPTED], // not where it showed it
      [{ queryID: result.queryID!, objectID: "zeebries-jas", position: "1" }, otherToken],
    ]) {
      expect((await click(fields, cookie)).status, JSON.stringify(fields)).toBe(403);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fakeState()).events).toEqual([]);
    // The receipt itself is good: the click it was made for goes through.
    expect((await click({ queryID: result.queryID!, objectID: "zeebries-jas", position: "1" }, ACCEPTED)).status).toBe(202);
    expect((await eventsAfterAWhile(1)).map((e) => e.eventType)).toEqual(["click"]);
  });

  it("answers 429 to the click after the limit within a minute, per client", async () => {
    await resetFakeEventsOnly();
    const ip = "10.19.1.1";
    const statuses: number[] = [];
    for (let i = 0; i <= SEARCH_LIMITS_PER_MINUTE.click; i++) {
      statuses.push((await click({ queryID: FORGED, objectID: "zeebries-jas", position: "1" }, ACCEPTED, { ip })).status);
    }
    expect(statuses.slice(0, -1).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another client is not held back by this one.
    expect((await click({ queryID: FORGED, objectID: "zeebries-jas", position: "1" }, ACCEPTED, { ip: "10.19.1.2" })).status).not.toBe(429);
  });

  it("answers 429 to the search after the limit within a minute, per client", async () => {
    const search = (from: string) => visit("/nl/search?q=zeebries", { host: HOST_B, headers: { cookie: ACCEPTED, "cf-connecting-ip": from } });
    /** The limit's searches from one client, then one more: the statuses of the first ones, and the last answer. */
    const overTheLimit = async (ip: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < SEARCH_LIMITS_PER_MINUTE.search; i++) {
        const response = await search(ip);
        statuses.push(response.status);
        await response.body?.cancel();
      }
      return { statuses, last: await search(ip) };
    };
    // The limiter counts per minute window: when the 121 searches happen to span the start of a new
    // window (they take seconds), the count starts again; then a fresh client tries once more. A
    // limiter that never limits fails both.
    let tried = await overTheLimit("10.19.2.1");
    if (tried.last.status === 200) tried = await overTheLimit("10.19.2.3");
    expect(tried.statuses.every((status) => status === 200)).toBe(true);
    expect(tried.last.status).toBe(429);
    expect(await tried.last.json()).toEqual({ items: [], total: 0 });
    expect((await search("10.19.2.2")).status).toBe(200);
  });
});

/** Forgets the fake's events and requests but keeps its index (reset empties both: push again). */
async function resetFakeEventsOnly() {
  const { indexes } = await fakeState();
  await resetFake();
  const { hosts, appId, adminKey } = fakeAlgolia();
  for (const [name, records] of Object.entries(indexes)) {
    const response = await fetch(`http://${hosts[0]}/1/indexes/${name}/batch`, {
      method: "POST",
      headers: { "x-algolia-application-id": appId, "x-algolia-api-key": adminKey },
      body: JSON.stringify({ requests: records.map((body) => ({ action: "updateObject", body })) }),
    });
    await response.json();
  }
}
