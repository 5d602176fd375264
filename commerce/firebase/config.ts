/**
 * Where the sign-in service (Firebase Auth / Identity Platform) is, for one shop. Shared by the
 * storefront (REST calls) and the core API (token checks, custom tokens); no I/O here.
 */
export type FirebaseConfig = {
  projectId: string;
  /** The web API key; not a secret (Firebase puts it in every web page), but kept in config. */
  apiKey: string;
  /**
   * `host:port` of the local Auth emulator, or empty in production. Only with this set are unsigned
   * (alg "none") tokens accepted — the emulator signs nothing.
   */
  emulatorHost?: string;
  /** The shop's Identity Platform tenant: the same e-mail at two shops is two accounts. */
  authTenantId?: string | null;
};

/** Base url of the Identity Toolkit API (or the emulator's copy of it). */
export function identityToolkitUrl(config: FirebaseConfig): string {
  return config.emulatorHost ? `http://${config.emulatorHost}/identitytoolkit.googleapis.com/v1` : "https://identitytoolkit.googleapis.com/v1";
}

/** Base url of the Secure Token API (token refresh). */
export function secureTokenUrl(config: FirebaseConfig): string {
  return config.emulatorHost ? `http://${config.emulatorHost}/securetoken.googleapis.com/v1` : "https://securetoken.googleapis.com/v1";
}

/** Emulator mode is for development and tests only; production refuses it outright. */
export function assertNoEmulatorInProduction(config: FirebaseConfig, environment: string | undefined) {
  if (environment === "production" && config.emulatorHost) {
    throw new Error("AUTH_EMULATOR_HOST must not be set in production");
  }
}
