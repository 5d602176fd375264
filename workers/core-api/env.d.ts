// Worker secrets are not in wrangler.jsonc, so `wrangler types` does not know them. Set them with
// `wrangler secret put NAME --env production`; development falls back to fixed dev values (auth/secrets.ts).
interface Env {
  /** Guards the /operator calls (x-operator-key). */
  OPERATOR_KEY?: string;
  /** Signs shadow links (HMAC-SHA256). */
  SHADOW_LINK_SECRET?: string;
  /** The service-account key file (JSON with client_email, private_key) that signs custom tokens. */
  FIREBASE_SERVICE_ACCOUNT?: string;
  /** Encrypts each shop's own Mollie API key in D1 (payments/credentials.ts, ADR 0046). */
  PAYMENT_CREDENTIALS_KEY?: string;
  /** Algolia write keys by application id, JSON `{ "<appId>": "<admin key>" }` (search/algolia-sync.ts). */
  ALGOLIA_ADMIN_KEYS?: string;
  /** Resend's API key (re_…), for MAIL_TRANSPORT "resend" (mail/transport.ts, ADR 0045). */
  RESEND_API_KEY?: string;
}
declare namespace Cloudflare {
  interface Env {
    OPERATOR_KEY?: string;
    SHADOW_LINK_SECRET?: string;
    FIREBASE_SERVICE_ACCOUNT?: string;
    PAYMENT_CREDENTIALS_KEY?: string;
    ALGOLIA_ADMIN_KEYS?: string;
    RESEND_API_KEY?: string;
  }
}
