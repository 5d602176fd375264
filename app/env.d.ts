// Worker secrets are not in wrangler.jsonc, so `wrangler types` does not know them.
// Set with `wrangler secret put SESSION_SECRET` (comma-separated to rotate: new,old).
interface Env {
  SESSION_SECRET?: string;
}
declare namespace Cloudflare {
  interface Env {
    SESSION_SECRET?: string;
  }
}
