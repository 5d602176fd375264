// Vitest global setup of the core-API tests: the fake Mollie (scripts/fake-mollie/) on a free port. The
// Worker under test reaches it over the real local network (as the fake Algolia); tests read its url with
// `inject("fakeMollie")`, point MOLLIE_API_URL at it and steer it through /__fake/… (fake-mollie.ts).
import type { TestProject } from "vitest/node";
// @ts-expect-error -- a plain .mjs script without types
import { startFakeMollie } from "../../scripts/fake-mollie/server.mjs";
import { FAKE_MOLLIE_KEYS } from "./fake-mollie";

export default async function setup(project: TestProject) {
  const fake = (await startFakeMollie({ apiKeys: Object.values(FAKE_MOLLIE_KEYS) })) as { url: string; stop(): Promise<void> };
  project.provide("fakeMollie", { url: fake.url });
  return () => fake.stop();
}
