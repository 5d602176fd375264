import { ENVIRONMENT_HEADER } from "@commerce/contract/common";
import type { BuildTenant } from "@commerce/contract/tenants";
import type { AppContext } from "./context";

/**
 * The tenants a build (or the development panel) can choose from. With `production` only real shops
 * are listed (x-environment: production). A failure yields an empty list (spec §8).
 */
export async function loadBuildTenants(app: Pick<AppContext, "tenants" | "log">, production: boolean): Promise<BuildTenant[]> {
  try {
    return await app.tenants.all({
      headers: production ? { [ENVIRONMENT_HEADER]: "production" } : {},
    });
  } catch (error) {
    app.log.warn("build-tenants.failed", { error: String(error) });
    return [];
  }
}
