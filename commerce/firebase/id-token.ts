import { createRemoteJWKSet, errors, jwtVerify, UnsecuredJWT, type JWTPayload } from "jose";
import type { FirebaseConfig } from "./config";

/** Google's public keys for Firebase ID tokens; jose caches them per isolate and honours rotation. */
const GOOGLE_KEYS = createRemoteJWKSet(new URL("https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com"));

/** What a verified ID token tells us about who is signed in. */
export type VerifiedIdToken = {
  uid: string;
  email: string | null;
  /** The Identity Platform tenant the account belongs to (null for project-level accounts). */
  authTenantId: string | null;
  /** Set on a shadow session: the staff member acting for the customer (a custom-token claim). */
  impersonatedBy: string | null;
  expiresAt: number;
};

export class InvalidIdToken extends Error {}

/**
 * Checks a Firebase ID token: RS256 against Google's keys, issuer and audience of our project, a
 * sane subject and auth time, and the shop's tenant. Unsigned tokens pass only when the config points
 * at the Auth emulator (which signs nothing); production never takes that branch.
 */
export async function verifyIdToken(token: string, config: FirebaseConfig, now = Date.now()): Promise<VerifiedIdToken> {
  const issuer = `https://securetoken.google.com/${config.projectId}`;
  let payload: JWTPayload;
  try {
    payload = config.emulatorHost
      ? UnsecuredJWT.decode(token, { issuer, audience: config.projectId, currentDate: new Date(now) }).payload
      : (await jwtVerify(token, GOOGLE_KEYS, { algorithms: ["RS256"], issuer, audience: config.projectId, currentDate: new Date(now) })).payload;
  } catch (error) {
    if (error instanceof errors.JOSEError) throw new InvalidIdToken(error.code);
    throw error;
  }
  const uid = payload.sub;
  if (typeof uid !== "string" || uid.length === 0 || uid.length > 128) throw new InvalidIdToken("bad subject");
  const authTime = payload.auth_time;
  if (typeof authTime !== "number" || authTime * 1000 > now + 60_000) throw new InvalidIdToken("bad auth_time");
  const firebase = (payload.firebase ?? {}) as { tenant?: unknown };
  const tenant = typeof firebase.tenant === "string" ? firebase.tenant : null;
  if ((config.authTenantId ?? null) !== tenant) throw new InvalidIdToken("other tenant");
  return {
    uid,
    email: typeof payload.email === "string" ? payload.email : null,
    authTenantId: tenant,
    impersonatedBy: typeof payload.impersonatedBy === "string" ? payload.impersonatedBy : null,
    expiresAt: (payload.exp ?? 0) * 1000,
  };
}
