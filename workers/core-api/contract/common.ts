import { z } from "zod";

/** Languages the storefront serves; the first is the default. */
export const LANGUAGES = ["nl", "en"] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;
export const DEFAULT_LANGUAGE: Language = "nl";

/** The header that names the tenant on every tenant-scoped core-API call. */
export const TENANT_HEADER = "x-tenant-id";
/** Optional header on build-tenants: `production` leaves development tenants out. */
export const ENVIRONMENT_HEADER = "x-environment";
/** Added by the storefront when it calls a core API on a local address (spec §7). */
export const LOCAL_API_HEADER = "x-local-api";
/** The storefront's request id, so one shopper request can be followed through both Workers. */
export const REQUEST_ID_HEADER = "x-request-id";

export const TenantId = z.uuid();

/** Every error the core API answers has this body: a stable code and an English message for logs. */
export const ApiError = z.object({
  error: z.object({
    code: z.enum(["bad_request", "not_found", "method_not_allowed", "payload_too_large", "internal"]),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiError>;

/** A short-link alias or a page key in a url: 1–64 lowercase letters, digits or hyphens (spec §5). */
export const Slug = z.string().regex(/^[a-z0-9-]{1,64}$/);
