import { describe, expect, it } from "vitest";
import type { TenantConfig } from "@commerce/contract/tenants";
import { type CoreApi, CoreApiError } from "~/server/core-api.server";
import { resolveTenant, TENANT_CACHE_MS } from "~/server/tenant.server";

// The shop behind a host when the core API cannot answer (issue 23, spec §1: startup errors are logged and
// startup continues): the mapping this isolate knew last, else "unavailable" (the 503 page).

const SHOP = { tenantUuid: "7b1e2c4a-0000-4000-8000-00000000000a", tenantName: "Noordzee Mode" } as TenantConfig;

function coreApiAnswering(answers: (() => Promise<TenantConfig>)[]) {
  let asked = 0;
  const api = { tenants: { byHost: () => answers[asked++]!() } } as unknown as CoreApi;
  return { api, asked: () => asked };
}

function logger() {
  const lines: { level: string; event: string; fields: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (event: string, fields: Record<string, unknown> = {}) =>
      void lines.push({ level, event, fields });
  return { log: { warn: at("warn"), error: at("error") }, lines };
}

const down = () => Promise.reject(new CoreApiError("tenants.byHost", 500, null));

describe("the shop behind a host when the core API fails", () => {
  it("serves the mapping it knew last, logs it, and asks again after the cache time", async () => {
    const host = `known-${crypto.randomUUID()}.test`;
    const { api, asked } = coreApiAnswering([() => Promise.resolve(SHOP), down, () => Promise.resolve(SHOP)]);
    const { log, lines } = logger();
    const start = 1_000_000;
    expect(await resolveTenant(host, api, log, start)).toBe(SHOP);
    expect(await resolveTenant(host, api, log, start + TENANT_CACHE_MS + 1)).toBe(SHOP);
    expect(lines).toEqual([
      { level: "warn", event: "tenant.lookup-failed", fields: expect.objectContaining({ call: "tenants.byHost", served: "last-known" }) },
    ]);
    // Not asked again at once (the failing core API is not hammered), but after the cache time.
    expect(await resolveTenant(host, api, log, start + TENANT_CACHE_MS + 2)).toBe(SHOP);
    expect(asked()).toBe(2);
    expect(await resolveTenant(host, api, log, start + 2 * TENANT_CACHE_MS + 2)).toBe(SHOP);
    expect(asked()).toBe(3);
  });

  it("a host it never knew is unavailable, logged as an error, and asked again at the next request", async () => {
    const host = `new-${crypto.randomUUID()}.test`;
    const { api, asked } = coreApiAnswering([() => Promise.reject(new TypeError("network")), () => Promise.resolve(SHOP)]);
    const { log, lines } = logger();
    expect(await resolveTenant(host, api, log, 1)).toBe("unavailable");
    expect(lines).toEqual([
      { level: "error", event: "tenant.lookup-failed", fields: expect.objectContaining({ call: "tenants.byHost", served: "unavailable" }) },
    ]);
    expect(await resolveTenant(host, api, log, 2)).toBe(SHOP);
    expect(asked()).toBe(2);
  });

  it("a host no shop owns (404) is no shop, not a failure", async () => {
    const { api } = coreApiAnswering([() => Promise.reject(new CoreApiError("tenants.byHost", 404, null))]);
    const { log, lines } = logger();
    expect(await resolveTenant(`none-${crypto.randomUUID()}.test`, api, log, 1)).toBeNull();
    expect(lines).toEqual([]);
  });
});
