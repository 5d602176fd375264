import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { fakeAlgolia, fakeHostsSetting, fakeState, resetFake } from "../support/fake-algolia";
import { HOST_A, HOST_B, TENANT_B, visit } from "./support";

// Algolia Insights after consent (issue 12/13, ADR 0023), through the whole storefront in workerd and the
// fake Algolia in Node: a search preview with click analytics and a click event reach the fake only for a
// shopper whose consent cookie says 'Accepteren' and who holds the insights token; nobody else's do.

const INDEX_NL = "stadsbazaar_products_nl";
const TOKEN = "0123456789abcdef0123456789abcdef";
const ACCEPTED = `etalage_consent=v1.all; etalage_insights=${TOKEN}`;
const record = (slug: string, name: string) => ({ objectID: slug, slug, name, image: null, priceCents: 1000, vatPercentage: 21 });

async function preview(q: string, cookie: string | null, host = HOST_B) {
  const response = await visit(`/nl/search?q=${encodeURIComponent(q)}`, { host, headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return (await response.json()) as { items: { slug: string }[]; total: number; queryID?: string | null };
}

function click(fields: Record<string, string>, cookie: string | null, init: { host?: string; origin?: string; body?: string } = {}) {
  const host = init.host ?? HOST_B;
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded", origin: init.origin ?? `http://${host}` });
  if (cookie) headers.set("cookie", cookie);
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
      expect((await click({ queryID: "a".repeat(32), objectID: "zeebries-jas", position: "1" }, cookie)).status).toBe(204);
    }
    const state = await fakeState();
    for (const query of state.requests.filter((r) => r.path === "/1/indexes/*/queries")) expect(query.body).not.toContain("clickAnalytics");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fakeState()).events).toEqual([]);
  });

  it("with consent: the search asks for click analytics, a view event and then the click reach the fake", async () => {
    await resetFakeEventsOnly();
    const result = await preview("zeebriesjas", ACCEPTED);
    expect(result.queryID).toMatch(/^[a-f0-9]{32}$/);
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
      queryID: result.queryID,
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
    expect((await click({ queryID: "a".repeat(32), objectID: "hoodie-oost", position: "1" }, ACCEPTED, { host: HOST_A })).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fakeState()).events).toEqual([]);
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
