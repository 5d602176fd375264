// The fake Algolia of tests/support/fake-algolia.global.ts as a test inside workerd sees it: its hosts,
// and its state and modes through the control server.
import { inject } from "vitest";

export type FakeAlgoliaInfo = { hosts: string[]; control: string; appId: string; searchKey: string; adminKey: string };

declare module "vitest" {
  interface ProvidedContext {
    fakeAlgolia: FakeAlgoliaInfo;
  }
}

export type FakeRequest = { host: number; method: string; path: string; apiKey: string | null; body: string };
export type FakeEvent = { eventType: string; eventName: string; index: string; userToken: string; objectIDs: string[]; positions?: number[]; queryID?: string };
export type FakeState = { hosts: string[]; indexes: Record<string, Record<string, unknown>[]>; requests: FakeRequest[]; events: FakeEvent[] };
export type HostMode = "good" | "hang" | "slow-body" | "error" | "down";

export const fakeAlgolia = () => inject("fakeAlgolia");

/** The value of the setting algolia_hosts that points a shop at the fake. */
export const fakeHostsSetting = () =>
  fakeAlgolia()
    .hosts.map((h) => `http://${h}`)
    .join(",");

async function control(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${fakeAlgolia().control}${path}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`fake Algolia control ${path}: ${response.status}`);
  return response.json();
}

export const fakeState = () => control("/state") as Promise<FakeState>;
export const resetFake = () => control("/reset", {});
export const setHostMode = (host: number, mode: HostMode) => control("/mode", { host, mode });
/** Sets every host of the fake to one mode. */
export async function setEveryHost(mode: HostMode) {
  for (const host of fakeAlgolia().hosts.keys()) await setHostMode(host, mode);
}
/** The batches the fake received, per index: the actions in order. */
export function batchesOf(state: FakeState) {
  return state.requests
    .filter((r) => r.method === "POST" && r.path.endsWith("/batch"))
    .map((r) => ({
      index: decodeURIComponent(r.path.split("/")[3]!),
      apiKey: r.apiKey,
      requests: (JSON.parse(r.body) as { requests: { action: string; body: Record<string, unknown> }[] }).requests,
    }));
}

/**
 * Writes records to the fake as the operator's push does: Algolia's batch, with the admin key. Throws
 * unless the fake answers 200; the body is read to the end (one left open is torn when a test closes the port).
 */
export async function pushToFake(indexName: string, records: readonly Record<string, unknown>[]): Promise<void> {
  const { hosts, appId, adminKey } = fakeAlgolia();
  const response = await fetch(`http://${hosts[0]}/1/indexes/${indexName}/batch`, {
    method: "POST",
    headers: { "x-algolia-application-id": appId, "x-algolia-api-key": adminKey },
    body: JSON.stringify({ requests: records.map((body) => ({ action: "updateObject", body })) }),
  });
  await response.text();
  if (response.status !== 200) throw new Error(`the fake Algolia refused the batch: ${response.status}`);
}
