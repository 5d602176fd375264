import { DEFAULT_LANGUAGE, ENVIRONMENT_HEADER, Language } from "@commerce/contract/common";
import type { BuildTenant, TenantConfig } from "@commerce/contract/tenants";
import { HttpError, json } from "../http";
import type { Handler } from "../router";

/** GET tenanted/ecommerce/website/config/build-tenants — production leaves development tenants out. */
export const buildTenants: Handler = async ({ request, env }) => {
  const productionOnly = request.headers.get(ENVIRONMENT_HEADER) === "production";
  const { results } = await env.DB.prepare(`SELECT id, name FROM tenants ${productionOnly ? "WHERE is_development = 0" : ""} ORDER BY name`).all<{
    id: string;
    name: string;
  }>();
  const tenants: BuildTenant[] = results.map((row) => ({ tenantUuid: row.id, tenantName: row.name }));
  return json(tenants);
};

type TenantRow = {
  id: string;
  name: string;
  is_development: number;
  default_language: string;
  auth_tenant_id: string | null;
  primary_host: string | null;
  data_version: number;
};

const TENANT_COLUMNS = `t.id, t.name, t.is_development, t.default_language, t.auth_tenant_id, t.data_version,
            (SELECT p.host FROM tenant_domains p WHERE p.tenant_id = t.id AND p.is_primary = 1 ORDER BY p.host LIMIT 1) AS primary_host`;

/** GET tenanted/ecommerce/website/config/tenant?host= — which shop a host name belongs to, and its primary domain. */
export const tenantByHost: Handler<"tenants.byHost"> = async ({ env, input }) => {
  const { host } = (await input()).query;
  const tenant = await env.DB.prepare(`SELECT ${TENANT_COLUMNS} FROM tenant_domains d JOIN tenants t ON t.id = d.tenant_id WHERE d.host = ?1`)
    .bind(host)
    .first<TenantRow>();
  if (!tenant) throw new HttpError("not_found", `No shop has the host ${host}.`);
  return json(await tenantConfig(env, tenant));
};

/** GET tenanted/ecommerce/website/config/tenant/{tenantId} — one shop by its id (the development panel's choice, ADR 0064). */
export const tenantById: Handler<"tenants.byId"> = async ({ env, input }) => {
  const { tenantId } = (await input()).params;
  const tenant = await env.DB.prepare(`SELECT ${TENANT_COLUMNS} FROM tenants t WHERE t.id = ?1`).bind(tenantId).first<TenantRow>();
  if (!tenant) throw new HttpError("not_found", `No shop has the id ${tenantId}.`);
  return json(await tenantConfig(env, tenant));
};

/** A tenant row as the storefront reads it: its languages, its primary domain, its data version. */
async function tenantConfig(env: Env, tenant: TenantRow): Promise<TenantConfig> {
  const { results: languages } = await env.DB.prepare("SELECT code, name, is_default FROM languages WHERE tenant_id = ?1 ORDER BY sort_index, code")
    .bind(tenant.id)
    .all<{ code: string; name: string; is_default: number }>();
  const config: TenantConfig = {
    tenantUuid: tenant.id,
    tenantName: tenant.name,
    isDevelopmentTenant: tenant.is_development === 1,
    defaultLanguage: Language.catch(DEFAULT_LANGUAGE).parse(tenant.default_language),
    languages: languages
      .filter((l) => Language.safeParse(l.code).success)
      .map((l) => ({ code: Language.parse(l.code), name: l.name, isDefault: l.is_default === 1 })),
    authTenantId: tenant.auth_tenant_id,
    primaryHost: tenant.primary_host,
    dataVersion: tenant.data_version,
  };
  return config;
}
