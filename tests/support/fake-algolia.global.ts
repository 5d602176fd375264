// Vitest global setup of the core-API and storefront tests: the fake Algolia (scripts/fake-algolia/) on
// this project's own ports, with its control server, for tests that run inside workerd and so cannot
// start a server themselves. They reach both over the real local network (workerd in Miniflare may
// call 127.0.0.1; no fetchMock or outboundService in between), read the hosts and the control url with
// `inject("fakeAlgolia")`, and steer the fake through the control url (tests/support/fake-algolia.ts).
import type { TestProject } from "vitest/node";
// @ts-expect-error -- a plain .mjs script without types
import { startFakeAlgolia } from "../../scripts/fake-algolia/server.mjs";
import { readFileSync } from "node:fs";

/**
 * The ports of this worktree's fake per project (the dev fake of `npm start` has 7701–7703);
 * FAKE_ALGOLIA_PORTS="a,b,c" moves them (core API a and b, storefront c) for a second checkout's run.
 */
const moved = process.env.FAKE_ALGOLIA_PORTS?.split(",").map(Number);
const PORTS: Record<string, number[]> =
  moved?.length === 3 && moved.every((p) => Number.isInteger(p) && p > 0)
    ? { "core-api": [moved[0]!, moved[1]!], storefront: [moved[2]!] }
    : { "core-api": [7731, 7732], storefront: [7733] };

import type {} from "./fake-algolia"; // the type of inject("fakeAlgolia")

const dev = JSON.parse(readFileSync(new URL("../../scripts/fake-algolia/dev.json", import.meta.url), "utf8")) as {
  appId: string;
  searchKey: string;
  adminKey: string;
};

export default async function setup(project: TestProject) {
  const ports = PORTS[project.name];
  if (!ports) throw new Error(`No fake Algolia ports for the project ${project.name}.`);
  const fake = (await startFakeAlgolia({ appId: dev.appId, searchKey: dev.searchKey, adminKey: dev.adminKey, ports, controlPort: 0 })) as {
    hosts: string[];
    controlUrl: string;
    stop(): Promise<void>;
  };
  project.provide("fakeAlgolia", { hosts: fake.hosts, control: fake.controlUrl, appId: dev.appId, searchKey: dev.searchKey, adminKey: dev.adminKey });
  return () => fake.stop();
}
