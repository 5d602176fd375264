import type { TenantConfig } from "@commerce/contract/tenants";

// Which shops of this isolate came from a live core API (the development panel's choice, ADR 0064):
// their data is this browser's, so the public cache neither keeps nor serves it. A module of its own,
// without zod, so that the public cache's one check costs a production build nothing.

const fromLiveApi = new WeakSet<TenantConfig>();

/** Marks a shop the live API answered, for this request. */
export function markLiveApiShop(tenant: TenantConfig): void {
  fromLiveApi.add(tenant);
}

/** Whether this request's shop came from the live API. */
export function isLiveApiShop(tenant: TenantConfig): boolean {
  return fromLiveApi.has(tenant);
}
