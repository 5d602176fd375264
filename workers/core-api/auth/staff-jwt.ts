// The tokens the core API signs for its staff — shadow links (auth/shadow-link.ts) and CMS preview
// tokens (auth/preview-token.ts) — are HS256 JWTs signed with SHADOW_LINK_SECRET by jose. Each kind has
// its own type and audience (the issuer is the core API's), so one kind never passes for another.
import { errors, type JWTPayload, jwtVerify, SignJWT } from "jose";
import type { z } from "zod";

const ISSUER = "etalage-core-api";

/** A kind of staff token: its JWT type, audience and claims. */
export type StaffTokenKind<T> = { type: string; audience: string; claims: z.ZodType<T> };

const key = (secret: string) => new TextEncoder().encode(secret);

/** Signs `claims` as this kind, valid until `exp` (seconds since the epoch), with `jti` when given. */
export function signStaffToken(kind: StaffTokenKind<unknown>, secret: string, claims: JWTPayload, exp: number, jti?: string): Promise<string> {
  const token = new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: kind.type })
    .setIssuer(ISSUER)
    .setAudience(kind.audience)
    .setIssuedAt()
    .setExpirationTime(exp);
  return (jti ? token.setJti(jti) : token).sign(key(secret));
}

/**
 * The claims of a genuine token of this kind, and whether it has expired; null for anything else
 * (forged, changed, another kind, malformed, claims that do not parse). jose checks the signature, type,
 * issuer and audience before the expiry: an expired token is told apart only when it is genuine.
 */
export async function readStaffToken<T>(
  kind: StaffTokenKind<T>,
  secret: string,
  token: string,
  required: string[],
): Promise<{ claims: T; expired: boolean } | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      typ: kind.type,
      issuer: ISSUER,
      audience: kind.audience,
      requiredClaims: required,
    });
    const claims = kind.claims.safeParse(payload);
    return claims.success ? { claims: claims.data, expired: false } : null;
  } catch (error) {
    if (!(error instanceof errors.JWTExpired)) return null;
    const claims = kind.claims.safeParse(error.payload);
    return claims.success ? { claims: claims.data, expired: true } : null;
  }
}
