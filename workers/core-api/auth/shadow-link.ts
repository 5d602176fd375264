// Shadow links: a short-lived, single-use JWT that lets a staff member act for a customer, signed and
// checked as a staff token (auth/staff-jwt.ts: HS256 with SHADOW_LINK_SECRET). Its type and audience name this one purpose,
// so no other token signed with the same secret passes for a shadow link; `exp` is 15 minutes after it
// was made and `jti` is what the single-use store (shadow_links) remembers.
// Signing and checking only: the shop and single use are decided by the caller (handlers/shadow.ts).
import { z } from "zod";
import { readStaffToken, signStaffToken, type StaffTokenKind } from "./staff-jwt";

/** A shadow link is valid this long after it was made. */
export const SHADOW_LINK_TTL_SECONDS = 15 * 60;

/** What a shadow link says: for which shop and customer, which staff member, until when, its id. */
export const ShadowLink = z.object({
  tenant: z.uuid(),
  customer: z.number().int().positive(),
  staffId: z.string().min(1).max(64),
  staffName: z.string().min(1).max(120),
  /** Expiry, seconds since the epoch. */
  exp: z.number().int().positive(),
  jti: z.uuid(),
});
export type ShadowLink = z.infer<typeof ShadowLink>;

const KIND: StaffTokenKind<ShadowLink> = { type: "shadow-link+jwt", audience: "etalage-storefront/auth/shadow", claims: ShadowLink };

export function signShadowLink(secret: string, link: ShadowLink): Promise<string> {
  const { exp, jti, ...claims } = link;
  return signStaffToken(KIND, secret, claims, exp, jti);
}

/**
 * The link a token signed with this secret stands for, and whether it has expired; null for anything
 * else (forged, changed, another kind of token, malformed). Expiry is told apart only for a link whose
 * signature holds.
 */
export async function readShadowLink(secret: string, token: string): Promise<{ link: ShadowLink; expired: boolean } | null> {
  const read = await readStaffToken(KIND, secret, token, ["exp", "jti"]);
  return read ? { link: read.claims, expired: read.expired } : null;
}
