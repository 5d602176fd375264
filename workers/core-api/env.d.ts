// Optional Worker secrets that `wrangler types` does not know (not in secrets.required: not every
// operator uses them). Set them with `wrangler secret put NAME --env production`; environment.ts checks them.
interface Env {
  /** Algolia write keys by application id, JSON `{ "<appId>": "<admin key>" }` (search/algolia-sync.ts). */
  ALGOLIA_ADMIN_KEYS?: string;
}
declare namespace Cloudflare {
  interface Env {
    ALGOLIA_ADMIN_KEYS?: string;
  }
}
