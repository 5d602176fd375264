// The core API's secrets and its sign-in service settings. Development (ENVIRONMENT !== "production")
// has fixed dev values, so a fresh checkout runs without any setup; production refuses to run without
// the real ones (the same rule as the storefront's SESSION_SECRET).
import { assertNoEmulatorInProduction, type FirebaseConfig } from "@commerce/firebase/config";
import type { ServiceAccount } from "@commerce/firebase/custom-token";
import { z } from "zod";

export const DEV_OPERATOR_KEY = "etalage-development-operator-key";
export const DEV_SHADOW_LINK_SECRET = "etalage-development-shadow-secret";
export const DEV_PAYMENT_CREDENTIALS_KEY = "etalage-development-payment-credentials-key";

function secret(env: Env, name: "OPERATOR_KEY" | "SHADOW_LINK_SECRET" | "PAYMENT_CREDENTIALS_KEY", devValue: string): string {
  const value = env[name];
  if (value) return value;
  if (env.ENVIRONMENT === "production") throw new Error(`${name} is not set (wrangler secret put ${name} --env production)`);
  return devValue;
}

/** Resend's API key (re_…): only where MAIL_TRANSPORT is "resend", which has no development value. */
export function resendApiKey(env: Env): string {
  if (env.RESEND_API_KEY) return env.RESEND_API_KEY;
  throw new Error('RESEND_API_KEY is not set (wrangler secret put RESEND_API_KEY --env production), and MAIL_TRANSPORT is "resend"');
}

export const operatorKey = (env: Env) => secret(env, "OPERATOR_KEY", DEV_OPERATOR_KEY);
export const shadowLinkSecret = (env: Env) => secret(env, "SHADOW_LINK_SECRET", DEV_SHADOW_LINK_SECRET);
/**
 * Encrypts the shops' payment credentials in D1 (payments/credentials.ts, ADR 0046): `openssl rand -base64 32`.
 * Production refuses a short one (it would be the only thing between a database copy and every shop's key).
 */
export function paymentCredentialsSecret(env: Env): string {
  const value = secret(env, "PAYMENT_CREDENTIALS_KEY", DEV_PAYMENT_CREDENTIALS_KEY);
  if (env.ENVIRONMENT === "production" && value.length < 32) {
    throw new Error(
      "PAYMENT_CREDENTIALS_KEY is shorter than 32 characters (openssl rand -base64 32 | wrangler secret put PAYMENT_CREDENTIALS_KEY --env production)",
    );
  }
  return value;
}

/**
 * Development's Algolia write keys: the local fake's app and admin key (scripts/fake-algolia/dev.json,
 * which `npm start` runs on 7701–7703 and Stadsbazaar's settings point to).
 */
export const DEV_ALGOLIA_ADMIN_KEYS: Readonly<Record<string, string>> = { ETALAGEDEV: "dev-admin-key" };

/** ALGOLIA_ADMIN_KEYS: `{ "<appId>": "<admin key>" }`, one write key per Algolia application. */
const AlgoliaAdminKeys = z.record(z.string().regex(/^[A-Za-z0-9]{1,32}$/), z.string().trim().min(1).max(256));

/**
 * The Algolia write (admin) keys by application id: a Worker secret, never a shop setting (settings are
 * public to the storefront; an admin key can empty an index). Development falls back to the fake's key.
 * Invalid JSON or shape is logged and means no keys: the search sync skips those shops and keeps their
 * changes, it never throws. The keys themselves are never logged.
 */
export function algoliaAdminKeys(env: Env): Readonly<Record<string, string>> {
  const raw = env.ALGOLIA_ADMIN_KEYS;
  if (!raw) return env.ENVIRONMENT === "production" ? {} : DEV_ALGOLIA_ADMIN_KEYS;
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
  const { client_email, private_key } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof client_email !== "string" || typeof private_key !== "string") {
    throw new Error("FIREBASE_SERVICE_ACCOUNT needs client_email and private_key");
  }
  return { client_email, private_key };
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
