import { exports } from "cloudflare:workers";

export const TENANT_A = "7b1e2c4a-0000-4000-8000-00000000000a";
export const TENANT_B = "7b1e2c4a-0000-4000-8000-00000000000b";
/** The small demo shops: Stapvast, Huisraad and Breiwerk. */
export const TENANT_C = "7b1e2c4a-0000-4000-8000-00000000000c";
export const TENANT_D = "7b1e2c4a-0000-4000-8000-00000000000d";
export const TENANT_E = "7b1e2c4a-0000-4000-8000-00000000000e";

/** A call to the core API Worker under test, for a tenant and a language. */
export function call(path: string, init: RequestInit & { tenant?: string | null; language?: string } = {}) {
  const { tenant = TENANT_A, language, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (tenant) headers.set("x-tenant-id", tenant);
  if (language) headers.set("accept-language", language);
  return exports.default.fetch(new Request(`https://core-api.internal${path}`, { ...rest, headers }));
}

export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
