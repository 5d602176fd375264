// Keeps each shop's Algolia indexes in step with its catalogue, change by change. Migration 0010's
// triggers write a row to search_changes for every write that alters a product's record (in the same
// statement, whoever writes); this drains those rows: for each changed slug the current record is sent
// (updateObject) or, when no active product has that slug any more, a deleteObject — to every language's
// index `{prefix}_{lang}`, in one batch per index. The rows read are removed only after Algolia
// acknowledged every batch, so a failed push is simply tried again by the next run (a batch is
// idempotent: the same records again). The cron (index.ts, every minute) puts one message per shop with
// pending changes on the search sync queue (postSearchSyncs); its consumer syncs that shop
// (syncQueuedShops), and a failed push is retried by the queue — one shop's slow Algolia never holds up
// another's. The operator's `npm run operator -- algolia-sync --shop HOST` (POST /operator/algolia-sync)
// runs the same code at once.
//
// Shops on their own index have their rows discarded (they make no Algolia call at all). A shop on
// Algolia whose settings are incomplete, or whose application has no write key in ALGOLIA_ADMIN_KEYS,
// keeps its rows until that is fixed, and is logged.
import { Language, TenantId } from "@commerce/contract/common";
import type { SearchSyncOutcome } from "@commerce/contract/search";
import { type AlgoliaHost, algoliaIndexName, searchProvider } from "@commerce/rules/search-provider";
import { searchRecord } from "@commerce/rules/search-record";
import { algoliasearch } from "algoliasearch";
import { z } from "zod";
import { algoliaAdminKeys } from "../auth/secrets";
import { type CardRow, productCardColumns, productMediaJoin } from "../catalogue/list-query";
import { Params } from "../catalogue/sql";
import { toCard } from "../handlers/catalogue";

/** Spec §9: hosted search timeouts (writes wait up to 30 s for Algolia to read the batch). */
const ALGOLIA_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 } as const;

/** Changes drained per shop per run: one run stays well inside a cron's time, the rest waits a minute. */
export const SYNC_LIMIT = 500;

/** The settings the sync reads (the storefront reads the same ones: commerce/rules/search-provider.ts). */
const SEARCH_SETTINGS = ["search_provider", "algolia_app_id", "algolia_search_key", "algolia_index_prefix", "algolia_hosts"];

type Options = { tenantIds?: readonly string[]; limit?: number };
export type TenantOutcome = { tenantId: string } & SearchSyncOutcome;

/** One run for every shop with pending changes (or the shops named), one after another. Never throws for one shop's trouble. */
export async function syncSearchIndexes(env: Env, { tenantIds, limit = SYNC_LIMIT }: Options = {}): Promise<TenantOutcome[]> {
  const pending =
    tenantIds ?? (await env.DB.prepare("SELECT DISTINCT tenant_id FROM search_changes").all<{ tenant_id: string }>()).results.map((row) => row.tenant_id);
  const outcomes: TenantOutcome[] = [];
  for (const tenantId of pending) {
    let outcome: SearchSyncOutcome;
    try {
      outcome = await syncTenant(env, tenantId, limit);
    } catch (error) {
      outcome = { status: "failed", error: String(error).slice(0, 300) };
    }
    outcomes.push({ tenantId, ...outcome });
    if (outcome.status !== "idle") {
      const level = outcome.status === "failed" || outcome.status === "skipped" ? "warn" : "info";
      console.log(JSON.stringify({ level, worker: "core-api", event: "search.sync", tenant: tenantId, ...outcome }));
    }
  }
  return outcomes;
}

/** The body of a search sync queue message: the shop to sync. */
const SearchSyncMessage = z.object({ tenantId: TenantId });

/** Messages per sendBatch call (the Queues limit). */
const SEND_BATCH_MAX = 100;

/** The cron's part: one message per shop with pending changes. Answers how many shops. */
export async function postSearchSyncs(env: Env): Promise<number> {
  const { results } = await env.DB.prepare("SELECT DISTINCT tenant_id FROM search_changes").all<{ tenant_id: string }>();
  for (let start = 0; start < results.length; start += SEND_BATCH_MAX) {
    const messages = results.slice(start, start + SEND_BATCH_MAX).map((row) => ({ body: { tenantId: row.tenant_id }, contentType: "json" as const }));
    await env.SEARCH_SYNC_QUEUE.sendBatch(messages);
  }
  return results.length;
}

/**
 * The queue's consumer: syncs each message's shop. A failed push (Algolia unreachable, a refused batch)
 * is retried by the queue; its rows stay either way, so the next minute's cron tries again too. A shop
 * skipped for its settings waits for them to be fixed (logged by syncSearchIndexes).
 */
export async function syncQueuedShops(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const parsed = SearchSyncMessage.safeParse(message.body);
    if (!parsed.success) {
      console.error(JSON.stringify({ level: "error", worker: "core-api", event: "search.sync_bad_message", messageId: message.id }));
      message.ack();
      continue;
    }
    const [outcome] = await syncSearchIndexes(env, { tenantIds: [parsed.data.tenantId] });
    if (outcome?.status === "failed") message.retry();
    else message.ack();
  }
}

async function syncTenant(env: Env, tenantId: string, limit: number): Promise<SearchSyncOutcome> {
  const db = env.DB;
  const [settings, changes] = await db.batch([
    db
      .prepare(`SELECT key AS key_, value AS value_ FROM settings WHERE tenant_id = ?1 AND key IN (${SEARCH_SETTINGS.map((_, i) => `?${i + 2}`).join(", ")})`)
      .bind(tenantId, ...SEARCH_SETTINGS),
    db.prepare("SELECT id, slug FROM search_changes WHERE tenant_id = ?1 ORDER BY id LIMIT ?2").bind(tenantId, limit),
  ]);
  const rows = (changes!.results ?? []) as { id: number; slug: string }[];
  if (rows.length === 0) return { status: "idle" };
  const upTo = rows[rows.length - 1]!.id;
  const settingRows = (settings!.results ?? []) as { key_: string; value_: string }[];
  const provider = searchProvider(settingRows);

  if (provider.kind === "own") {
    if ("misconfigured" in provider) return { status: "skipped", reason: `setting ${provider.misconfigured} is missing or invalid` };
    // The shop searches its own index (kept by migration 0002's triggers): nothing to send anywhere.
    await db.prepare("DELETE FROM search_changes WHERE tenant_id = ?1 AND id <= ?2").bind(tenantId, upTo).run();
    return { status: "discarded", changes: rows.length };
  }
  const adminKey = algoliaAdminKeys(env)[provider.appId];
  if (!adminKey) return { status: "skipped", reason: `no write key for Algolia application ${provider.appId} in ALGOLIA_ADMIN_KEYS` };

  const slugs = [...new Set(rows.map((row) => row.slug))];
  const [languages, cards] = await db.batch([
    db.prepare("SELECT code FROM languages WHERE tenant_id = ?1 ORDER BY sort_index, code").bind(tenantId),
    cardStatement(db, tenantId, slugs),
  ]);
  const cardBySlug = new Map(((cards!.results ?? []) as CardRow[]).map((row) => [row.slug, row]));
  const customHosts = settingRows.some((s) => s.key_ === "algolia_hosts" && s.value_.trim() !== "");
  const client = writeClient(provider.appId, adminKey, customHosts ? provider.hosts : null);

  const indexes: string[] = [];
  for (const { code } of (languages!.results ?? []) as { code: string }[]) {
    const language = Language.safeParse(code);
    // A language the shop's pages cannot show has no index to keep (the full push skips it too).
    if (!language.success) continue;
    const indexName = algoliaIndexName(provider.indexPrefix, code);
    const requests = slugs.map((slug) => {
      const row = cardBySlug.get(slug);
      return row
        ? { action: "updateObject" as const, body: searchRecord(toCard(row, language.data)) }
        : { action: "deleteObject" as const, body: { objectID: slug } };
    });
    // Throws on every failure Algolia's client knows (unreachable hosts, a refused key, a 4xx): the
    // rows stay for the next run.
    await client.batch({ indexName, batchWriteParams: { requests } });
    indexes.push(indexName);
  }
  await db.prepare("DELETE FROM search_changes WHERE tenant_id = ?1 AND id <= ?2").bind(tenantId, upTo).run();
  const { n: remaining } = (await db.prepare("SELECT count(*) AS n FROM search_changes WHERE tenant_id = ?1").bind(tenantId).first<{ n: number }>()) ?? {
    n: 0,
  };
  const updated = slugs.filter((slug) => cardBySlug.has(slug)).length;
  return { status: "pushed", updated, deleted: slugs.length - updated, indexes, remaining };
}

/** The cards (the overview's query: same name, image and prices) of the shop's ACTIVE products with these slugs. */
function cardStatement(db: D1Database, tenantId: string, slugs: string[]): D1PreparedStatement {
  const params = new Params();
  const t = params.add(tenantId);
  const sql = `SELECT ${productCardColumns(t)}
  FROM products p
  ${productMediaJoin(t)}
 WHERE p.tenant_id = ${t} AND p.is_active = 1 AND p.slug IN (SELECT value FROM json_each(${params.add(JSON.stringify(slugs))}))`;
  return db.prepare(sql).bind(...params.values);
}

/** A write client: the shop's own hosts when its settings name them (the local fake), else Algolia's. */
function writeClient(appId: string, adminKey: string, hosts: readonly AlgoliaHost[] | null) {
  return algoliasearch(appId, adminKey, {
    ...(hosts ? { hosts: hosts.map((host) => ({ url: host.url, protocol: host.protocol, accept: "readWrite" as const })) } : {}),
    timeouts: ALGOLIA_TIMEOUTS,
  });
}
