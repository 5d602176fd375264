// auth tenant create (ADR 0044): the shop's own Identity Platform tenant, made through Identity Toolkit's
// admin API (v2 projects.tenants.create; the Auth emulator locally) and stored on the shop. A shop that
// has one keeps it: running the command again changes nothing.
//
// "No sign-up" is the shop's rule, not the tenant's switch: customers only get an account through an
// invite or their own guest order, and the storefront creates that account with accounts:signUp on the
// invite page. So the tenant allows email and password (sign-in needs it) and nothing else: no
// anonymous accounts and no e-mail links. Identity Platform's admin-only sign-up
// (client.permissions.disabledUserSignup) would refuse the invite page's sign-up too; see ADR 0044.
import type { AuthTenantCreated } from "@commerce/contract/operator";
import { identityToolkitUrl } from "@commerce/firebase/config";
import { z } from "zod";
import { requireOperator } from "../auth/operator";
import { adminAccessToken } from "../auth/revoke";
import { firebaseConfig } from "../auth/secrets";
import { HttpError, json } from "../http";
import type { Handler } from "../router";

const CALL_TIMEOUT_MS = 10_000;
/** What projects.tenants.create answers (the fields we read). */
const CreatedTenant = z.object({ name: z.string().regex(/\/tenants\/[A-Za-z0-9-]+$/), allowPasswordSignup: z.boolean().optional() });

/** POST /operator/auth-tenant */
export const createAuthTenant: Handler = async (ctx) => {
  await requireOperator(ctx);
  const db = ctx.env.DB;
  const shop = await db
    .prepare("SELECT name, auth_tenant_id FROM tenants WHERE id = ?1")
    .bind(ctx.tenantId)
    .first<{ name: string; auth_tenant_id: string | null }>();
  if (!shop) throw new HttpError("not_found", "No such shop.");
  if (shop.auth_tenant_id) return json({ status: "unchanged", authTenantId: shop.auth_tenant_id, allowPasswordSignup: true } satisfies AuthTenantCreated);

  const config = firebaseConfig(ctx.env, null);
  // Production signs in as the service account (FIREBASE_SERVICE_ACCOUNT); say so when that is missing.
  const token = await adminAccessToken(ctx.env).catch((error: unknown) => {
    throw new HttpError("internal", `The core API has no admin access to the sign-in service: ${error instanceof Error ? error.message : String(error)}`);
  });
  // The v2 admin API sits beside v1 (the emulator serves both under its host).
  const url = `${identityToolkitUrl(config).replace(/\/v1$/, "/v2")}/projects/${encodeURIComponent(config.projectId)}/tenants`;
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    // Display names are 4–20 letters, digits or hyphens, starting with a letter (Identity Platform's rule).
    body: JSON.stringify({ displayName: displayName(shop.name), allowPasswordSignup: true, enableEmailLinkSignin: false, enableAnonymousUser: false }),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw new HttpError("internal", `The sign-in service could not be reached: ${String(error)}`);
  });
  const answer = CreatedTenant.safeParse(await response.json().catch(() => null));
  if (!response.ok || !answer.success) throw new HttpError("internal", `The sign-in service refused the tenant (${response.status}).`);
  const authTenantId = answer.data.name.split("/").at(-1)!;
  // Only a shop without one gets it (two runs at once: the first one's stays).
  await db
    .prepare("UPDATE tenants SET auth_tenant_id = ?1, data_version = data_version + 1 WHERE id = ?2 AND auth_tenant_id IS NULL")
    .bind(authTenantId, ctx.tenantId)
    .run();
  const stored = await db.prepare("SELECT auth_tenant_id FROM tenants WHERE id = ?1").bind(ctx.tenantId).first<{ auth_tenant_id: string }>();
  const created: AuthTenantCreated = {
    status: stored?.auth_tenant_id === authTenantId ? "created" : "unchanged",
    authTenantId: stored?.auth_tenant_id ?? authTenantId,
    allowPasswordSignup: answer.data.allowPasswordSignup ?? true,
  };
  return json(created, { status: created.status === "created" ? 201 : 200 });
};

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
