import { z } from "zod";
import { Language, TenantId } from "./common";

/** GET tenanted/ecommerce/website/config/build-tenants */
export const BuildTenant = z.object({ tenantUuid: TenantId, tenantName: z.string() });
export const BuildTenants = z.array(BuildTenant);
export type BuildTenant = z.infer<typeof BuildTenant>;

/** GET tenanted/ecommerce/website/config/tenant?host=… — the tenant that owns a host name. */
export const TenantByHostQuery = z.object({
  host: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(253)
    .regex(/^[a-z0-9.-]+$/),
});
/** GET tenanted/ecommerce/website/config/tenant/{tenantId} — one tenant by its id (the development panel's choice). */
export const TenantByIdParams = z.object({ tenantId: TenantId });
export const TenantConfig = z.object({
  tenantUuid: TenantId,
  tenantName: z.string(),
  isDevelopmentTenant: z.boolean(),
  defaultLanguage: Language,
  languages: z.array(z.object({ code: Language, name: z.string(), isDefault: z.boolean() })).min(1),
  /** The shop's tenant at the sign-in service (Identity Platform): its customers' accounts live there. */
  authTenantId: z.string().nullable().default(null),
  /**
   * The shop's primary domain (tenant_domains.is_primary; lower-case, no port), or null when none is
   * marked: absolute links use it, and the shop's other domains redirect to it (ADR 0042).
   */
  primaryHost: z.string().nullable().default(null),
  /**
   * Raised by every operator change of the shop (tenants.data_version, ADR 0044): the storefront's
   * public-cache keys carry it, so a change is served as soon as this number is read.
   */
  dataVersion: z.number().int().min(0).default(0),
});
export type TenantConfig = z.infer<typeof TenantConfig>;
