// A sign-in session's tokens at rest: sealed with AES-GCM under a key derived (HKDF-SHA256) from the
// session id, which only the customer's cookie holds. The table keeps the id's hash, not the id, so a
// copy of the database (a backup, D1 Time Travel) holds no usable tokens — and a deleted row's tokens
// stay unreadable even where the bytes linger. The shop's tenant id salts the key: a row can only be
// opened for its own shop.
import { z } from "zod";
import { base64url, fromBase64url } from "./base64url";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const SealedTokens = z.object({ idToken: z.string(), refreshToken: z.string() });
export type SealedTokens = z.infer<typeof SealedTokens>;

async function sealingKey(sessionId: string, tenantId: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", encoder.encode(sessionId), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: encoder.encode(tenantId), info: encoder.encode("etalage sign-in session tokens") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

export async function sealTokens(sessionId: string, tenantId: string, tokens: SealedTokens): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await sealingKey(sessionId, tenantId);
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, encoder.encode(JSON.stringify(tokens)));
  return `${base64url(iv)}.${base64url(new Uint8Array(sealed))}`;
}

/** The tokens, or null when the text was not sealed with this session id for this shop. */
export async function openTokens(sessionId: string, tenantId: string, sealed: string): Promise<SealedTokens | null> {
  const [ivPart, bodyPart] = sealed.split(".");
  const iv = fromBase64url(ivPart ?? "");
  const body = fromBase64url(bodyPart ?? "");
  if (iv?.length !== 12 || !body) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv }, await sealingKey(sessionId, tenantId), body);
    const parsed = SealedTokens.safeParse(JSON.parse(decoder.decode(plain)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
