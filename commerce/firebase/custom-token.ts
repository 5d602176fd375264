import { importPKCS8, SignJWT, UnsecuredJWT } from "jose";
import type { FirebaseConfig } from "./config";

const AUDIENCE = "https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit";

/** The parts of a Google service-account key file that sign custom tokens. */
export type ServiceAccount = { client_email: string; private_key: string };

/**
 * A Firebase custom token: lets the server sign in as `uid` with extra claims (a shadow session
 * carries the staff member). Production signs RS256 with the service account; the emulator checks
 * no signature, so development sends an unsigned token and needs no key.
 */
export async function createCustomToken(
  config: FirebaseConfig,
  serviceAccount: ServiceAccount | null,
  uid: string,
  claims: Record<string, string | boolean>,
): Promise<string> {
  const body = { uid, claims, ...(config.authTenantId ? { tenant_id: config.authTenantId } : {}) };
  if (config.emulatorHost) {
    return new UnsecuredJWT(body)
      .setIssuer("firebase-auth-emulator@example.com")
      .setSubject("firebase-auth-emulator@example.com")
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime("1h")
      .encode();
  }
  if (!serviceAccount) throw new Error("FIREBASE_SERVICE_ACCOUNT is not set (wrangler secret put FIREBASE_SERVICE_ACCOUNT)");
  const key = await importPKCS8(serviceAccount.private_key, "RS256");
  return new SignJWT(body)
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(serviceAccount.client_email)
    .setSubject(serviceAccount.client_email)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(key);
}
