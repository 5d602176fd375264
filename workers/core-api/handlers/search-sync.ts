import type { SearchSyncOutcome } from "@commerce/contract/search";
import { requireOperator } from "../auth/operator";
import { json } from "../http";
import type { Handler } from "../router";
import { syncSearchIndexes } from "../search/algolia-sync";

/** Runs of one call at most: SYNC_LIMIT changes each, so a large import still ends in one call. */
const MAX_RUNS = 20;

/**
 * POST /operator/algolia-sync (operator key) — drains the shop's pending catalogue changes to its
 * Algolia indexes now, with the cron's own code (search/algolia-sync.ts), run after run until nothing
 * is pending or a run does not push. Answers what happened (SearchSyncOutcome), 200 also when Algolia
 * could not be reached: that is an outcome, and the changes wait for the cron.
 */
export const algoliaSync: Handler = async (ctx) => {
  await requireOperator(ctx);
  const outcomes: SearchSyncOutcome[] = [];
  for (let run = 0; run < MAX_RUNS; run++) {
    const [{ tenantId: _, ...outcome } = { tenantId: ctx.tenantId, status: "idle" as const }] = await syncSearchIndexes(ctx.env, { tenantIds: [ctx.tenantId] });
    outcomes.push(outcome as SearchSyncOutcome);
    if (outcome.status !== "pushed" || outcome.remaining === 0) break;
  }
  return json(combined(outcomes));
};

/** The runs as one answer: the pushes summed, unless the last run found trouble (then that, to act on). */
function combined(outcomes: SearchSyncOutcome[]): SearchSyncOutcome {
  const last = outcomes.at(-1) ?? { status: "idle" };
  const pushes = outcomes.filter((o) => o.status === "pushed");
  if (pushes.length === 0 || (last.status !== "pushed" && last.status !== "idle")) return last;
  return {
    status: "pushed",
    updated: pushes.reduce((n, o) => n + o.updated, 0),
    deleted: pushes.reduce((n, o) => n + o.deleted, 0),
    indexes: pushes.at(-1)!.indexes,
    remaining: last.status === "pushed" ? last.remaining : 0,
  };
}
