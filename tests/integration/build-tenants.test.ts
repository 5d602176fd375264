import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loadBuildTenants } from "~/server/build-tenants.server";
import { createCoreApi } from "~/server/core-api.server";
import { createLogger } from "~/server/log.server";
import { DEMO_SHOPS, TENANT_A } from "./support";

const log = createLogger({ test: "build-tenants" });

describe("build tenants (GET tenanted/ecommerce/website/config/build-tenants)", () => {
  it("lists every tenant, and only real shops with x-environment: production", async () => {
    const coreApi = createCoreApi({ env: { CORE_API: env.CORE_API, CORE_API_URL: "" }, requestId: "test" });
    const all = await loadBuildTenants({ tenants: coreApi.tenants, log }, false);
    expect(all.map((t) => t.tenantUuid).sort()).toEqual(DEMO_SHOPS.map((shop) => shop.tenant));
    // Noordzee Mode is the development tenant (it serves localhost); the others are shops.
    const production = await loadBuildTenants({ tenants: coreApi.tenants, log }, true);
    expect(production.map((t) => t.tenantUuid).sort()).toEqual(DEMO_SHOPS.map((shop) => shop.tenant).filter((tenant) => tenant !== TENANT_A));
  });

  it("a failure yields an empty list", async () => {
    // Nothing listens on port 9: the call fails on the network, as a remote core API that is down.
    const coreApi = createCoreApi({ env: { CORE_API: env.CORE_API, CORE_API_URL: "http://127.0.0.1:9" }, requestId: "test" });
    expect(await loadBuildTenants({ tenants: coreApi.tenants, log }, true)).toEqual([]);
  });
});
