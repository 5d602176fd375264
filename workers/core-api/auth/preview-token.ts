// CMS preview tokens (ADR 0060): a JWT that lets an editor see one page's draft of one shop for a
// while (2 hours), signed and checked by jose (HS256). It is signed with SHADOW_LINK_SECRET, the core
// API's secret for staff links, under its own type and audience: a shadow link never passes for a
// preview token, nor the other way round (auth/shadow-link.ts checks its own type and audience).
// Not single-use: an editor reloads a preview as often as they like while it is valid.
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";

const TYPE = "cms-preview+jwt";
const ISSUER = "etalage-core-api";
const AUDIENCE = "etalage-storefront/cms-preview";

/** What a preview token says: for which shop and page, which staff member, until when. */
export const PreviewToken = z.object({
  tenant: z.uuid(),
  page: z.number().int().positive(),
  staffId: z.string().min(1).max(64),
  staffName: z.string().min(1).max(120),
  /** Expiry, seconds since the epoch. */
  exp: z.number().int().positive(),
});
export type PreviewToken = z.infer<typeof PreviewToken>;

const key = (secret: string) => new TextEncoder().encode(secret);

export function signPreviewToken(secret: string, token: PreviewToken): Promise<string> {
  const { exp, ...claims } = token;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: TYPE })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(key(secret));
}

/** The token's claims when it is genuine, of this kind and not expired; null for anything else. */
export async function readPreviewToken(secret: string, token: string): Promise<PreviewToken | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"], typ: TYPE, issuer: ISSUER, audience: AUDIENCE, requiredClaims: ["exp"] });
    const parsed = PreviewToken.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
