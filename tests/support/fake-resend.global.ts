// Vitest global setup of the core-API tests: the fake Resend (scripts/fake-resend/) the mail queue's
// consumer sends to. Its port is fixed before the run (the core API's RESEND_API_URL binding is made
// from it in vitest.config.ts): FAKE_RESEND_PORT, else beside this worktree's fake Algolia ports.
import type { TestProject } from "vitest/node";
// @ts-expect-error -- a plain .mjs script without types
import { startFakeResend } from "../../scripts/fake-resend/server.mjs";
import { FAKE_RESEND_API_KEY, fakeResendPort } from "./fake-resend-port.mjs";

export default async function setup(_project: TestProject) {
  const fake = (await startFakeResend({ apiKey: FAKE_RESEND_API_KEY, port: fakeResendPort() })) as { url: string; stop(): Promise<void> };
  return () => fake.stop();
}
