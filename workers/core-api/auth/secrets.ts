// The core API's secrets and its sign-in service settings. Their values come from the environment
// only: production's Worker secrets, development's in development.vars.json (ADR 0043). The environment's
// schema (environment.ts) has checked them before any request is served, so a missing one here is a bug.
import { assertNoEmulatorInProduction, type FirebaseConfig } from "@commerce/firebase/config";
import type { ServiceAccount } from "@commerce/firebase/custom-token";
import { AlgoliaAdminKeys, ServiceAccountJson } from "../environment";

function secret(env: Env, name: "OPERATOR_KEY" | "SHADOW_LINK_SECRET" | "PAYMENT_CREDENTIALS_KEY"): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set (wrangler secret put ${name} --env production)`);
  return value;
}

/** Resend's API key (re_…): only where MAIL_TRANSPORT is "resend", which has no development value. */
export function resendApiKey(env: Env): string {
  if (env.RESEND_API_KEY) return env.RESEND_API_KEY;
  throw new Error('RESEND_API_KEY is not set (wrangler secret put RESEND_API_KEY --env production), and MAIL_TRANSPORT is "resend"');
}

export const operatorKey = (env: Env) => secret(env, "OPERATOR_KEY");
export const shadowLinkSecret = (env: Env) => secret(env, "SHADOW_LINK_SECRET");
/**
 * Encrypts the shops' payment credentials in D1 (payments/credentials.ts, ADR 0046): `openssl rand -base64 32`.
 * The environment's schema (environment.ts) refuses a short one in production: it would be the only
 * thing between a database copy and every shop's key.
 */
export const paymentCredentialsSecret = (env: Env) => secret(env, "PAYMENT_CREDENTIALS_KEY");

/**
 * The Algolia write (admin) keys by application id: a Worker secret, never a shop setting (settings are
 * public to the storefront; an admin key can empty an index). Development's are the local fake's
 * (development.vars.json); none set means none.
 * Invalid JSON or shape is logged and means no keys: the search sync skips those shops and keeps their
 * changes, it never throws. The keys themselves are never logged.
 */
export function algoliaAdminKeys(env: Env): Readonly<Record<string, string>> {
  const raw = env.ALGOLIA_ADMIN_KEYS;
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const keys = AlgoliaAdminKeys.safeParse(parsed);
  if (keys.success) return keys.data;
  console.error(
    JSON.stringify({
      level: "error",
      worker: "core-api",
      event: "search.algolia-admin-keys-invalid",
      hint: 'ALGOLIA_ADMIN_KEYS must be JSON {"<appId>": "<key>"}',
    }),
  );
  return {};
}

/** The key that signs custom tokens; none is needed (null) while the Auth emulator is used. */
export function serviceAccount(env: Env): ServiceAccount | null {
  const raw = env.FIREBASE_SERVICE_ACCOUNT;
  if (!raw) {
    if (env.AUTH_EMULATOR_HOST) return null;
    throw new Error("FIREBASE_SERVICE_ACCOUNT is not set (wrangler secret put FIREBASE_SERVICE_ACCOUNT --env production)");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error("FIREBASE_SERVICE_ACCOUNT is not JSON (the service-account key file)");
  }
  const account = ServiceAccountJson.safeParse(parsed);
  if (!account.success) throw new Error("FIREBASE_SERVICE_ACCOUNT needs client_email and private_key");
  return { client_email: account.data.client_email, private_key: account.data.private_key };
}

/** The sign-in service of one shop: the project, and the shop's Identity Platform tenant. */
export function firebaseConfig(env: Env, authTenantId: string | null): FirebaseConfig {
  const config: FirebaseConfig = {
    projectId: env.FIREBASE_PROJECT_ID,
    apiKey: env.FIREBASE_API_KEY,
    emulatorHost: env.AUTH_EMULATOR_HOST || undefined,
    authTenantId,
  };
  assertNoEmulatorInProduction(config, env.ENVIRONMENT);
  return config;
}
