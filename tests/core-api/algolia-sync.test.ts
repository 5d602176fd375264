import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { SearchSyncOutcome } from "../../commerce/contract/search";
import { algoliaAdminKeys } from "../../workers/core-api/auth/secrets";
import worker, { CRON, QUEUES } from "../../workers/core-api/index";
import { syncSearchIndexes } from "../../workers/core-api/search/algolia-sync";
import devFake from "../../scripts/fake-algolia/dev.json";
import { batchesOf, fakeAlgolia, fakeHostsSetting, fakeState, resetFake, setEveryHost } from "../support/fake-algolia";
import development from "../../development.vars.json";
import { call, json, TENANT_A, TENANT_B } from "./support";

// Development's keys (development.vars.json, ADR 0043).
const DEV_OPERATOR_KEY = development.coreApi.OPERATOR_KEY;

// The Algolia index kept in step (migration 0010 + workers/core-api/search/algolia-sync.ts): triggers
// record each change of a search record in search_changes, and the cron drains them to the fake Algolia.
//
// How workerd reaches the fake: over the real local network. tests/support/fake-algolia.global.ts starts
// the fake in Node (vitest global setup) on this project's ports (7731, 7732) with a control server;
// Miniflare lets the Worker's fetch reach 127.0.0.1, so the Worker's algoliasearch client talks to it as
// to Algolia (no fetchMock, no outboundService: the client's own retry and host order are what runs).
// Stadsbazaar (TENANT_B) searches on Algolia; its algolia_hosts setting is pointed at the fake here.

const B_HOODIE = 2004; // Stadsbazaar's 'hoodie-oost'
const PREFIX_B = "stadsbazaar_products";

const changes = (tenant: string) =>
  env.DB.prepare("SELECT tenant_id, product_id, slug FROM search_changes WHERE tenant_id = ?1 ORDER BY id")
    .bind(tenant)
    .all<{ tenant_id: string; product_id: number; slug: string }>()
    .then((r) => r.results);
const sql = (statement: string, ...values: unknown[]) =>
  env.DB.prepare(statement)
    .bind(...values)
    .run();
const setSetting = (tenant: string, key: string, value: string) =>
  sql("INSERT INTO settings (tenant_id, key, value) VALUES (?1, ?2, ?3) ON CONFLICT (tenant_id, key) DO UPDATE SET value = excluded.value", tenant, key, value);
let nextId = 2900;
/** A product of Stadsbazaar's of this test's own (the database is shared by the file's tests: the seed's are left whole). */
async function freshProduct(slug: string, names = { nl: `Nieuw ${slug}`, en: `New ${slug}` }): Promise<number> {
  const id = nextId++;
  await sql("INSERT INTO products (id, tenant_id, slug, name, price_cents) VALUES (?1, ?2, ?3, ?4, 1995)", id, TENANT_B, slug, JSON.stringify(names));
  await sql("INSERT INTO product_media (tenant_id, product_id, url) VALUES (?1, ?2, ?3)", TENANT_B, id, `/media/${slug}.jpg`);
  return id;
}
/**
 * The every-minute cron, as Cloudflare calls it, and then the search sync queue's consumer with the
 * messages the cron sent (held here, so no consumer of the local queue races the test). Answers the
 * messages and what the consumer did with them (acked, or retried by the queue).
 */
async function runCron() {
  const sent: { body: unknown }[] = [];
  const queue = { sendBatch: async (messages: Iterable<{ body: unknown }>) => void sent.push(...messages) } as unknown as Queue;
  await worker.scheduled(createScheduledController({ cron: CRON.searchSync }), { ...env, SEARCH_SYNC_QUEUE: queue });
  const batch = createMessageBatch(
    QUEUES.searchSync,
    sent.map((message, i) => ({ id: `sync-${i}`, timestamp: new Date(), attempts: 1, body: message.body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return { sent: sent.map((m) => m.body), result: await getQueueResult(batch, ctx) };
}

beforeEach(async () => {
  await resetFake();
  await setSetting(TENANT_B, "algolia_hosts", fakeHostsSetting());
  // The seed's own inserts went through the triggers too; each test starts from no pending change.
  await sql("DELETE FROM search_changes");
});

describe("the triggers record every change of a search record, in the same write", () => {
  it("name (any language), prices, VAT, visibility, slug, insert and delete each write a row", async () => {
    await sql(`UPDATE products SET name = json_set(name, '$.en', 'Grey east hoodie') WHERE id = ?1`, B_HOODIE);
    await sql("UPDATE products SET price_cents = price_cents + 100 WHERE id = ?1", B_HOODIE);
    await sql("UPDATE products SET discount_price_cents = 5000 WHERE id = ?1", B_HOODIE);
    await sql("UPDATE products SET vat_percentage = 9 WHERE id = ?1", B_HOODIE);
    await sql("UPDATE products SET is_active = 0 WHERE id = ?1", B_HOODIE);
    expect(await changes(TENANT_B)).toEqual(Array.from({ length: 5 }, () => ({ tenant_id: TENANT_B, product_id: B_HOODIE, slug: "hoodie-oost" })));

    const cap = await freshProduct("nieuwe-pet");
    expect((await changes(TENANT_B)).at(-2)).toEqual({ tenant_id: TENANT_B, product_id: cap, slug: "nieuwe-pet" });
    await sql("DELETE FROM search_changes");
    await sql("UPDATE products SET slug = 'nieuwe-pet-2' WHERE id = ?1", cap);
    // A renamed slug: the old record must go, the new one come.
    expect((await changes(TENANT_B)).map((c) => c.slug)).toEqual(["nieuwe-pet", "nieuwe-pet-2"]);

    await sql("DELETE FROM search_changes");
    await sql("DELETE FROM products WHERE id = ?1", cap);
    expect((await changes(TENANT_B)).map((c) => c.slug)).toEqual(["nieuwe-pet-2"]);
    await sql("UPDATE products SET is_active = 1 WHERE id = ?1", B_HOODIE);
  });

  it("the image: a first image added, moved or removed writes a row; a product deleted with its images writes one", async () => {
    await sql(`INSERT INTO product_media (tenant_id, product_id, url, sort_index) VALUES (?1, ?2, '/media/nieuw.jpg', -1)`, TENANT_B, B_HOODIE);
    await sql("UPDATE product_media SET sort_index = 5 WHERE url = '/media/nieuw.jpg'");
    await sql("DELETE FROM product_media WHERE url = '/media/nieuw.jpg'");
    expect(await changes(TENANT_B)).toHaveLength(3);

    const scarf = await freshProduct("sjaal-met-plaatjes");
    await sql("INSERT INTO product_media (tenant_id, product_id, url) VALUES (?1, ?2, '/media/tweede.jpg')", TENANT_B, scarf);
    await sql("DELETE FROM search_changes");
    await sql("DELETE FROM products WHERE id = ?1", scarf);
    // The cascade of its images finds no product left to name, and adds nothing; the delete itself is one row.
    expect((await changes(TENANT_B)).map((c) => c.slug)).toEqual(["sjaal-met-plaatjes"]);
  });

  it("what is not in the record writes nothing (stock, sort order, description)", async () => {
    await sql("UPDATE product_variants SET stock = stock + 1 WHERE product_id = ?1", B_HOODIE);
    await sql('UPDATE products SET sort_index = 99, description = \'{"nl":"Anders"}\' WHERE id = ?1', B_HOODIE);
    expect(await changes(TENANT_B)).toEqual([]);
  });
});

describe("the cron sends the changes to the shop's Algolia indexes", () => {
  it("pushes exactly the changed records to both languages' indexes, with the admin key, then removes the rows", async () => {
    await sql(
      `UPDATE products SET name = '{"nl":"Hoodie Oost Zilverwit","en":"Silverwhite east hoodie"}', discount_price_cents = 6995 WHERE id = ?1`,
      B_HOODIE,
    );
    await runCron();

    const state = await fakeState();
    const batches = batchesOf(state);
    expect(batches.map((b) => b.index).sort()).toEqual([`${PREFIX_B}_en`, `${PREFIX_B}_nl`]);
    for (const batch of batches) {
      expect(batch.apiKey).toBe(fakeAlgolia().adminKey);
      expect(batch.requests.map((r) => [r.action, r.body.objectID])).toEqual([["updateObject", "hoodie-oost"]]);
    }
    const image = await env.DB.prepare("SELECT url FROM product_media WHERE product_id = ?1 ORDER BY sort_index, id LIMIT 1")
      .bind(B_HOODIE)
      .first<{ url: string }>();
    const vat = await env.DB.prepare("SELECT vat_percentage AS v FROM products WHERE id = ?1").bind(B_HOODIE).first<{ v: number }>();
    expect(state.indexes[`${PREFIX_B}_en`]).toEqual([
      { objectID: "hoodie-oost", slug: "hoodie-oost", name: "Silverwhite east hoodie", image: image!.url, priceCents: 6995, vatPercentage: vat!.v },
    ]);
    expect(state.indexes[`${PREFIX_B}_nl`]?.[0]?.name).toBe("Hoodie Oost Zilverwit");
    expect(await changes(TENANT_B)).toEqual([]);

    // Nothing pending: the next run makes no call.
    await runCron();
    expect((await fakeState()).requests).toHaveLength(state.requests.length);
  });

  it("a deleted or hidden product is deleted from the index", async () => {
    const gone = await freshProduct("weg-pet");
    const hidden = await freshProduct("verborgen-pet");
    await runCron();
    const slugs = (index: string) => async () => ((await fakeState()).indexes[index] ?? []).map((r) => r.objectID).sort();
    expect(await slugs(`${PREFIX_B}_nl`)()).toEqual(["verborgen-pet", "weg-pet"]);

    await sql("DELETE FROM products WHERE id = ?1", gone);
    await sql("UPDATE products SET is_active = 0 WHERE id = ?1", hidden);
    await runCron();
    const last = batchesOf(await fakeState())
      .filter((b) => b.index === `${PREFIX_B}_nl`)
      .at(-1)!;
    expect(last.requests.map((r) => [r.action, r.body.objectID]).sort()).toEqual([
      ["deleteObject", "verborgen-pet"],
      ["deleteObject", "weg-pet"],
    ]);
    expect(await slugs(`${PREFIX_B}_nl`)()).toEqual([]);
    expect(await slugs(`${PREFIX_B}_en`)()).toEqual([]);
  });

  it("a push Algolia does not acknowledge keeps the rows, and the next run sends them", async () => {
    await sql("UPDATE products SET price_cents = 8495, discount_price_cents = NULL WHERE id = ?1", B_HOODIE);
    await setEveryHost("error"); // every host answers 500: 'Unreachable hosts'
    const failed = await runCron();
    // The shop's message goes back to the queue for another try.
    expect(failed.sent).toEqual([{ tenantId: TENANT_B }]);
    expect(failed.result.retryMessages.map((m) => m.msgId)).toEqual(["sync-0"]);
    expect(await changes(TENANT_B)).toHaveLength(1);
    expect((await fakeState()).indexes[`${PREFIX_B}_nl`]).toBeUndefined();

    await setEveryHost("good");
    await runCron();
    expect(await changes(TENANT_B)).toEqual([]);
    expect((await fakeState()).indexes[`${PREFIX_B}_nl`]?.[0]).toMatchObject({ objectID: "hoodie-oost", priceCents: 8495 });
  });

  it("a change made while a batch is on its way stays for the next run", async () => {
    await sql("UPDATE products SET price_cents = 8100 WHERE id = ?1", B_HOODIE);
    const first = await env.DB.prepare("SELECT max(id) AS id FROM search_changes").first<{ id: number }>();
    await sql("UPDATE products SET price_cents = 8200 WHERE id = ?1", B_HOODIE);
    // At most `limit` rows per run: the first change only, as if the second came after it was read.
    const [outcome] = await syncSearchIndexes(env, { limit: 1 });
    expect(outcome).toMatchObject({ tenantId: TENANT_B, status: "pushed", updated: 1, remaining: 1 });
    const left = await env.DB.prepare("SELECT id FROM search_changes").all<{ id: number }>();
    expect(left.results.map((r) => r.id)).toEqual([first!.id + 1]);
  });

  it("each shop's changes go to its own indexes only", async () => {
    // Both shops on the same Algolia application, each with its own prefix.
    for (const [key, value] of [
      ["search_provider", "algolia"],
      ["algolia_app_id", devFake.appId],
      ["algolia_search_key", devFake.searchKey],
      ["algolia_index_prefix", "noordzee_products"],
      ["algolia_hosts", fakeHostsSetting()],
    ] as const) {
      await setSetting(TENANT_A, key, value);
    }
    try {
      await sql("UPDATE products SET price_cents = price_cents + 1 WHERE tenant_id = ?1 AND slug = 'linnen-blouse'", TENANT_A);
      await sql("UPDATE products SET price_cents = price_cents + 1 WHERE id = ?1", B_HOODIE);
      const { sent, result } = await runCron();
      // One message per shop with changes; each shop is synced by its own message.
      expect(sent).toEqual(expect.arrayContaining([{ tenantId: TENANT_A }, { tenantId: TENANT_B }]));
      expect(sent).toHaveLength(2);
      expect(result.explicitAcks.sort()).toEqual(["sync-0", "sync-1"]);
      const byIndex = Object.fromEntries(batchesOf(await fakeState()).map((b) => [b.index, b.requests.map((r) => r.body.objectID)]));
      expect(byIndex).toEqual({
        noordzee_products_nl: ["linnen-blouse"],
        noordzee_products_en: ["linnen-blouse"],
        [`${PREFIX_B}_nl`]: ["hoodie-oost"],
        [`${PREFIX_B}_en`]: ["hoodie-oost"],
      });
    } finally {
      await sql("DELETE FROM settings WHERE tenant_id = ?1 AND (key LIKE 'algolia_%' OR key = 'search_provider')", TENANT_A);
    }
  });

  it("a shop on its own index makes no Algolia call; its rows are discarded", async () => {
    await sql("UPDATE products SET price_cents = price_cents + 1 WHERE tenant_id = ?1 AND slug = 'linnen-blouse'", TENANT_A);
    expect(await changes(TENANT_A)).toHaveLength(1);
    await runCron();
    expect((await fakeState()).requests).toEqual([]);
    expect(await changes(TENANT_A)).toEqual([]);
  });
});

describe("the write key", () => {
  it("development's key is the fake's (scripts/fake-algolia/dev.json), from development.vars.json", () => {
    expect(algoliaAdminKeys(env)).toEqual({ [devFake.appId]: devFake.adminKey });
  });

  it.each(["not json", "[]", '{"ETALAGEDEV": 7}', '{"bad id!": "k"}'])(
    "an invalid ALGOLIA_ADMIN_KEYS (%j) is logged, means no key, and keeps the rows",
    async (raw) => {
      const broken = { ...env, ALGOLIA_ADMIN_KEYS: raw };
      expect(algoliaAdminKeys(broken)).toEqual({});
      await sql("UPDATE products SET price_cents = price_cents + 1 WHERE id = ?1", B_HOODIE);
      const [outcome] = await syncSearchIndexes(broken);
      expect(outcome).toMatchObject({ status: "skipped" });
      expect(await changes(TENANT_B)).toHaveLength(1);
      expect((await fakeState()).requests).toEqual([]);
    },
  );

  it("production without the secret has no key (never the development one)", () => {
    expect(algoliaAdminKeys({ ...env, ENVIRONMENT: "production", ALGOLIA_ADMIN_KEYS: undefined })).toEqual({});
    expect(algoliaAdminKeys({ ...env, ALGOLIA_ADMIN_KEYS: '{"APP1":"k1"}' })).toEqual({ APP1: "k1" });
  });

  it("a wrong key is refused by Algolia: the rows stay", async () => {
    await sql("UPDATE products SET price_cents = price_cents + 1 WHERE id = ?1", B_HOODIE);
    const [outcome] = await syncSearchIndexes({ ...env, ALGOLIA_ADMIN_KEYS: JSON.stringify({ [devFake.appId]: devFake.searchKey }) });
    expect(outcome).toMatchObject({ status: "failed" });
    expect(await changes(TENANT_B)).toHaveLength(1);
  });
});

describe("POST /operator/algolia-sync", () => {
  const sync = (key: string | null) => call("/operator/algolia-sync", { method: "POST", tenant: TENANT_B, headers: key ? { "x-operator-key": key } : {} });

  it("drains the shop's changes now, with the cron's code", async () => {
    await sql("UPDATE products SET price_cents = price_cents + 1 WHERE tenant_id = ?1", TENANT_B);
    const pending = (await changes(TENANT_B)).length;
    const active = await env.DB.prepare("SELECT count(*) AS n FROM products WHERE tenant_id = ?1 AND is_active = 1").bind(TENANT_B).first<{ n: number }>();
    const response = await sync(DEV_OPERATOR_KEY);
    expect(response.status).toBe(200);
    const outcome = SearchSyncOutcome.parse(await json(response));
    expect(outcome).toMatchObject({ status: "pushed", updated: active!.n, deleted: pending - active!.n, remaining: 0 });
    expect((await fakeState()).indexes[`${PREFIX_B}_nl`]).toHaveLength(active!.n);
    expect(SearchSyncOutcome.parse(await json(await sync(DEV_OPERATOR_KEY)))).toEqual({ status: "idle" });
  });

  it("needs the operator key", async () => {
    expect((await sync(null)).status).toBe(401);
    expect((await sync("wrong")).status).toBe(401);
  });
});
