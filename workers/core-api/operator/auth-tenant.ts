// auth tenant create (ADR 0044, 0050): the shop's own Identity Platform tenant, made through Identity
// Toolkit's admin API (v2 projects.tenants; the Auth emulator locally) and stored on the shop.
//
// The tenant allows email and password sign-in and nothing else, and refuses sign-up
// (client.permissions.disabledUserSignup): an account is only made by the core API with the admin API,
// for an invite or a guest order (auth/accounts.ts). A shop that has a tenant keeps it, and running the
// command again switches sign-up off there too (a tenant made before ADR 0050 allowed it).
import type { AuthTenantCreated } from "@commerce/contract/operator";
import { identityToolkitUrl } from "@commerce/firebase/config";
import { z } from "zod";
import { requireOperator } from "../auth/operator";
import { adminAccessToken } from "../auth/admin";
import { firebaseConfig } from "../auth/secrets";
import { HttpError, json } from "../http";
import type { Handler } from "../router";

const CALL_TIMEOUT_MS = 10_000;
/** What projects.tenants.create answers (the fields we read). */
const CreatedTenant = z.object({ name: z.string().regex(/\/tenants\/[A-Za-z0-9-]+$/), allowPasswordSignup: z.boolean().optional() });
/** What projects.tenants.patch answers (the field we read). */
const PatchedTenant = z.object({ client: z.object({ permissions: z.object({ disabledUserSignup: z.boolean().optional() }).optional() }).optional() });

/** Sign-up refused: only the admin API makes accounts. */
const NO_SIGN_UP = { permissions: { disabledUserSignup: true } };

/** The tenant a shop gets: password sign-in only, no anonymous accounts, no e-mail links, no sign-up. */
export function shopAuthTenant(shopName: string) {
  return { displayName: displayName(shopName), allowPasswordSignup: true, enableEmailLinkSignin: false, enableAnonymousUser: false, client: NO_SIGN_UP };
}

/** POST /operator/auth-tenant */
export const createAuthTenant: Handler = async (ctx) => {
  await requireOperator(ctx);
  const db = ctx.env.DB;
  const shop = await db
    .prepare("SELECT name, auth_tenant_id FROM tenants WHERE id = ?1")
    .bind(ctx.tenantId)
    .first<{ name: string; auth_tenant_id: string | null }>();
  if (!shop) throw new HttpError("not_found", "No such shop.");
  const admin = await adminCall(ctx.env);
  if (shop.auth_tenant_id) {
    const signUp = await refuseSignUp(admin, shop.auth_tenant_id);
    return json({ status: "unchanged", authTenantId: shop.auth_tenant_id, allowPasswordSignup: true, signUp } satisfies AuthTenantCreated);
  }
  const response = await admin("POST", "", shopAuthTenant(shop.name));
  const answer = CreatedTenant.safeParse(await response.json().catch(() => null));
  if (!response.ok || !answer.success) throw new HttpError("internal", `The sign-in service refused the tenant (${response.status}).`);
  const authTenantId = answer.data.name.split("/").at(-1)!;
  // Only a shop without one gets it (two runs at once: the first one's stays).
  await db
    .prepare("UPDATE tenants SET auth_tenant_id = ?1, data_version = data_version + 1 WHERE id = ?2 AND auth_tenant_id IS NULL")
    .bind(authTenantId, ctx.tenantId)
    .run();
  const stored = (await db.prepare("SELECT auth_tenant_id FROM tenants WHERE id = ?1").bind(ctx.tenantId).first<string>("auth_tenant_id")) ?? authTenantId;
  const created: AuthTenantCreated = {
    status: stored === authTenantId ? "created" : "unchanged",
    authTenantId: stored,
    allowPasswordSignup: answer.data.allowPasswordSignup ?? true,
    // Said by the service's answer to the switch, not assumed from the request (ADR 0050).
    signUp: await refuseSignUp(admin, stored),
  };
  return json(created, { status: created.status === "created" ? 201 : 200 });
};

type AdminCall = (method: "POST" | "PATCH", path: string, body: unknown) => Promise<Response>;

/** Calls of the admin API on the project's tenants, as the service account (the emulator: "owner"). */
async function adminCall(env: Env): Promise<AdminCall> {
  const config = firebaseConfig(env, null);
  // Production signs in as the service account (FIREBASE_SERVICE_ACCOUNT); say so when that is missing.
  const token = await adminAccessToken(env).catch((error: unknown) => {
    throw new HttpError("internal", `The core API has no admin access to the sign-in service: ${error instanceof Error ? error.message : String(error)}`);
  });
  // The v2 admin API sits beside v1 (the emulator serves both under its host).
  const tenants = `${identityToolkitUrl(config).replace(/\/v1$/, "/v2")}/projects/${encodeURIComponent(config.projectId)}/tenants`;
  return (method, path, body) =>
    fetch(`${tenants}${path}`, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    }).catch((error: unknown) => {
      throw new HttpError("internal", `The sign-in service could not be reached: ${String(error)}`);
    });
}

/** Switches sign-up off on the tenant (again: it is idempotent) and says what the service now holds. */
async function refuseSignUp(admin: AdminCall, authTenantId: string): Promise<"disabled"> {
  const response = await admin("PATCH", `/${encodeURIComponent(authTenantId)}?updateMask=client.permissions.disabledUserSignup`, { client: NO_SIGN_UP });
  const answer = PatchedTenant.safeParse(await response.json().catch(() => null));
  if (!response.ok || answer.data?.client?.permissions?.disabledUserSignup !== true) {
    throw new HttpError("internal", `The sign-in service did not switch sign-up off for tenant ${authTenantId} (${response.status}).`);
  }
  return "disabled";
}

/** The shop's name as Identity Platform takes a display name: 4–20 of [A-Za-z0-9-], a letter first. */
export function displayName(name: string): string {
  const plain = name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^[^A-Za-z]+|-+$/g, "")
    .slice(0, 20)
    .replace(/-+$/, "");
  return plain.length >= 4 ? plain : `shop-${plain}`.slice(0, 20);
}
