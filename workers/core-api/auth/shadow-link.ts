// Shadow links: a short-lived, single-use JWT that lets a staff member act for a customer, signed and
// checked by jose (HS256 with SHADOW_LINK_SECRET). Its type, issuer and audience name this one purpose,
// so no other token signed with the same secret passes for a shadow link; `exp` is 15 minutes after it
// was made and `jti` is what the single-use store (shadow_links) remembers.
// Signing and checking only: the shop and single use are decided by the caller (handlers/shadow.ts).
import { errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";

/** A shadow link is valid this long after it was made. */
export const SHADOW_LINK_TTL_SECONDS = 15 * 60;

const TYPE = "shadow-link+jwt";
const ISSUER = "etalage-core-api";
const AUDIENCE = "etalage-storefront/auth/shadow";

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

const key = (secret: string) => new TextEncoder().encode(secret);

export function signShadowLink(secret: string, link: ShadowLink): Promise<string> {
  const { exp, jti, ...claims } = link;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: TYPE })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(exp)
    .setJti(jti)
    .sign(key(secret));
}

/**
 * The link a token signed with this secret stands for, and whether it has expired; null for anything
 * else (forged, changed, another kind of token, malformed). Expiry is told apart only for a link whose
 * signature holds.
 */
export async function readShadowLink(secret: string, token: string): Promise<{ link: ShadowLink; expired: boolean } | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      typ: TYPE,
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ["exp", "jti"],
    });
    const link = ShadowLink.safeParse(payload);
    return link.success ? { link: link.data, expired: false } : null;
  } catch (error) {
    // jose checks the signature, type, issuer and audience before the expiry: an expired link is genuine.
    if (!(error instanceof errors.JWTExpired)) return null;
    const link = ShadowLink.safeParse(error.payload);
    return link.success ? { link: link.data, expired: true } : null;
  }
}
