// The fake Mollie as the core-API tests see it (started by fake-mollie.global.ts): its url, two shops'
// own Mollie accounts, and its control paths (scripts/fake-mollie/server.mjs).
import { inject } from "vitest";

/** Two shops' own Mollie accounts (keys in Mollie's format: test_ and 30 characters). */
export const FAKE_MOLLIE_KEYS = { a: "test_NoordzeeMode00000000000000000a", b: "test_Stadsbazaar0000000000000000000b" } as const;

declare module "vitest" {
  export interface ProvidedContext {
    fakeMollie: { url: string };
  }
}

export const fakeMollieUrl = () => inject("fakeMollie").url;

export type SeenAtMollie = { method: string; path: string; apiKey: string; body: Record<string, unknown> | null };

export async function seenAtMollie(): Promise<SeenAtMollie[]> {
  return (await fetch(`${fakeMollieUrl()}/__fake/seen`)).json();
}

/** What the payer did at Mollie (or what Mollie decided): the payment's new status. */
export async function setMollieStatus(id: string, status: string): Promise<void> {
  const response = await fetch(`${fakeMollieUrl()}/__fake/status`, { method: "POST", body: JSON.stringify({ id, status }) });
  if (response.status !== 204) throw new Error(`the fake Mollie did not set ${id}`);
}

export async function resetFakeMollie(): Promise<void> {
  await fetch(`${fakeMollieUrl()}/__fake/reset`, { method: "POST" });
}
