// Shadow links: a signed, short-lived, single-use token that lets a staff member act for a customer.
//   token = base64url(JSON {t: tenant, c: customer id, s: staff id, n: staff name, exp, jti})
//           + "." + base64url(HMAC-SHA256(SHADOW_LINK_SECRET, the first part))
// Signing and checking only: expiry, shop and single use are decided by the caller (handlers/shadow.ts).
import { z } from "zod";

/** A shadow link is valid this long after it was made. */
export const SHADOW_LINK_TTL_SECONDS = 15 * 60;

export const ShadowLinkPayload = z.object({
  t: z.uuid(),
  c: z.number().int().positive(),
  s: z.string().min(1).max(64),
  n: z.string().min(1).max(120),
  /** Expiry, seconds since the epoch. */
  exp: z.number().int().positive(),
  jti: z.uuid(),
});
export type ShadowLinkPayload = z.infer<typeof ShadowLinkPayload>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

export async function signShadowLink(secret: string, payload: ShadowLinkPayload): Promise<string> {
  const body = base64url(encoder.encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(body));
  return `${body}.${base64url(new Uint8Array(signature))}`;
}

/** The payload of a link signed with this secret, or null for anything else (forged, changed, malformed). */
export async function readShadowLink(secret: string, token: string): Promise<ShadowLinkPayload | null> {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [body, signaturePart] = parts as [string, string];
  const signature = fromBase64url(signaturePart);
  if (!signature || signature.length !== 32) return null;
  // crypto.subtle.verify compares in constant time.
  if (!(await crypto.subtle.verify("HMAC", await hmacKey(secret), signature, encoder.encode(body)))) return null;
  const bytes = fromBase64url(body);
  if (!bytes) return null;
  try {
    const parsed = ShadowLinkPayload.safeParse(JSON.parse(decoder.decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
