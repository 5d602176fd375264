// A shop's own Mollie credentials (ADR 0046): each shop is paid into its own Mollie account, so each has
// its own API key, kept in D1 (payment_credentials, migration 0017) encrypted with AES-256-GCM under a
// key derived from the Worker secret PAYMENT_CREDENTIALS_KEY. Never in a setting: settings are public to
// the storefront. The key is bound to its shop twice: the derivation is salted with the tenant id and the
// tenant and provider are the cipher's additional data, so a row copied to another shop does not open.
import { MollieApiKey, type MollieCredentials } from "@commerce/contract/checkout";
import { base64url, fromBase64url } from "../auth/base64url";
import { paymentCredentialsSecret } from "../auth/secrets";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function credentialsKey(secret: string, tenantId: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: encoder.encode(tenantId), info: encoder.encode("etalage payment credentials") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

const additionalData = (tenantId: string) => encoder.encode(`${tenantId}:mollie`);

type CredentialsRow = { mode: "test" | "live"; key_end: string; iv: string; ciphertext: string; updated_at: string };

/** Test or live: Mollie's key says it in its prefix. */
export const mollieMode = (apiKey: string): "test" | "live" => (apiKey.startsWith("live_") ? "live" : "test");

/** Stores (or replaces) the shop's Mollie API key; answers what an operator may see of it. */
export async function setMollieKey(env: Env, tenantId: string, apiKey: string): Promise<MollieCredentials> {
  const key = MollieApiKey.parse(apiKey);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: additionalData(tenantId) },
    await credentialsKey(paymentCredentialsSecret(env), tenantId),
    encoder.encode(key),
  );
  const row = await env.DB.prepare(
    `INSERT INTO payment_credentials (tenant_id, provider, mode, key_end, iv, ciphertext) VALUES (?1, 'mollie', ?2, ?3, ?4, ?5)
     ON CONFLICT (tenant_id, provider) DO UPDATE SET mode = excluded.mode, key_end = excluded.key_end, iv = excluded.iv,
       ciphertext = excluded.ciphertext, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     RETURNING mode, key_end, updated_at`,
  )
    .bind(tenantId, mollieMode(key), key.slice(-4), base64url(iv), base64url(new Uint8Array(sealed)))
    .first<Pick<CredentialsRow, "mode" | "key_end" | "updated_at">>();
  if (!row) throw new Error("the credentials were not stored");
  return { mode: row.mode, keyEnd: row.key_end, updatedAt: row.updated_at };
}

/** Removes the shop's Mollie key; answers whether there was one. */
export async function removeMollieKey(db: D1Database, tenantId: string): Promise<boolean> {
  const result = await db.prepare("DELETE FROM payment_credentials WHERE tenant_id = ?1 AND provider = 'mollie'").bind(tenantId).run();
  return result.meta.changes > 0;
}

/** What an operator may see of the shop's key (mode, last 4 characters), or null when it has none. */
export async function mollieCredentials(db: D1Database, tenantId: string): Promise<MollieCredentials | null> {
  const row = await db
    .prepare("SELECT mode, key_end, updated_at FROM payment_credentials WHERE tenant_id = ?1 AND provider = 'mollie'")
    .bind(tenantId)
    .first<Pick<CredentialsRow, "mode" | "key_end" | "updated_at">>();
  return row ? { mode: row.mode, keyEnd: row.key_end, updatedAt: row.updated_at } : null;
}

/**
 * The shop's Mollie API key, or null when it has none. A row that does not open (another secret, or
 * copied from another shop) counts as none and is logged: the shop cannot take Mollie payments until an
 * operator sets its key again.
 */
export async function mollieKeyOf(env: Env, tenantId: string): Promise<string | null> {
  const row = await env.DB.prepare("SELECT mode, key_end, iv, ciphertext, updated_at FROM payment_credentials WHERE tenant_id = ?1 AND provider = 'mollie'")
    .bind(tenantId)
    .first<CredentialsRow>();
  if (!row) return null;
  const iv = fromBase64url(row.iv);
  const body = fromBase64url(row.ciphertext);
  const key = await credentialsKey(paymentCredentialsSecret(env), tenantId);
  try {
    if (iv?.length !== 12 || !body) throw new Error("malformed");
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv, additionalData: additionalData(tenantId) }, key, body);
    return decoder.decode(plain);
  } catch {
    console.error(
      JSON.stringify({
        level: "error",
        worker: "core-api",
        event: "payment.mollie_credentials_unreadable",
        tenant: tenantId,
        hint: "PAYMENT_CREDENTIALS_KEY changed or the row is not this shop's: set the key again (npm run operator -- payments set …)",
      }),
    );
    return null;
  }
}
