// Signed-in calls for the core-API tests. The tests run with AUTH_EMULATOR_HOST set (wrangler.jsonc),
// where the core API accepts unsigned (alg "none") ID tokens, as the Auth emulator issues them; these
// helpers build such tokens with the emulator's claims. No emulator is needed.
import { env } from "cloudflare:workers";
import { UnsecuredJWT } from "jose";
import { call, TENANT_A, TENANT_B } from "./support";

export const AUTH_TENANT_A = "noordzee-k3f9a";
export const AUTH_TENANT_B = "stadsbazaar-p2x7c";

/** The seeded demo customers (workers/core-api/seed/auth-accounts.json). */
export const ANNA = { id: 1101, uid: "demo-a-1101", email: "anna@noordzee.test", tenant: TENANT_A, authTenant: AUTH_TENANT_A };
export const PIETER = { id: 1102, uid: "demo-a-1102", email: "inkoop@bedrijf-a.test", tenant: TENANT_A, authTenant: AUTH_TENANT_A };
export const DEMO_A = { id: 1103, uid: "demo-a-1103", email: "demo@etalage.test", tenant: TENANT_A, authTenant: AUTH_TENANT_A };
export const SEM = { id: 2101, uid: "demo-b-2101", email: "sem@stadsbazaar.test", tenant: TENANT_B, authTenant: AUTH_TENANT_B };
export const FATIMA = { id: 2102, uid: "demo-b-2102", email: "inkoop@bedrijf-b.test", tenant: TENANT_B, authTenant: AUTH_TENANT_B };
export const DEMO_B = { id: 2103, uid: "demo-b-2103", email: "demo@etalage.test", tenant: TENANT_B, authTenant: AUTH_TENANT_B };

export type Account = { uid: string; email: string; tenant: string; authTenant: string };

type TokenOptions = {
  uid: string;
  email?: string | null;
  authTenant?: string | null;
  /** Custom-token claims, which the emulator puts top-level in the ID token. */
  claims?: Record<string, unknown>;
  expiresIn?: string | number;
  issuer?: string;
  audience?: string;
};

/** An unsigned ID token as the Auth emulator issues it. */
export function idToken({
  uid,
  email = null,
  authTenant = AUTH_TENANT_A,
  claims = {},
  expiresIn = "1h",
  issuer = `https://securetoken.google.com/${env.FIREBASE_PROJECT_ID}`,
  audience = env.FIREBASE_PROJECT_ID,
}: TokenOptions): string {
  const now = Math.floor(Date.now() / 1000);
  return new UnsecuredJWT({
    ...claims,
    user_id: uid,
    auth_time: now - 10,
    ...(email ? { email, email_verified: false } : {}),
    firebase: { sign_in_provider: "password", identities: {}, ...(authTenant ? { tenant: authTenant } : {}) },
  })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(uid)
    .setIssuedAt(now - 10)
    .setExpirationTime(expiresIn)
    .encode();
}

export const tokenOf = (account: Account, claims: Record<string, unknown> = {}) =>
  idToken({ uid: account.uid, email: account.email, authTenant: account.authTenant, claims });

/** A call to the core API as this account, at its own shop unless `tenant` says otherwise. */
export function callAs(account: Account | null, path: string, init: RequestInit & { tenant?: string; language?: string; body?: BodyInit | null } = {}) {
  const headers = new Headers(init.headers);
  if (account) headers.set("authorization", `Bearer ${tokenOf(account)}`);
  if (init.body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  return call(path, { ...init, tenant: init.tenant ?? account?.tenant ?? TENANT_A, headers });
}

/** A JSON body for callAs. */
export const body = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** A fresh customer of a shop with a sign-in account (category: the shop's consumer or business one). */
export async function newCustomer(tenant = TENANT_A, category: "consumer" | "business" | null = "consumer"): Promise<Account & { id: number }> {
  const uid = `test-${crypto.randomUUID()}`;
  const email = `${uid}@example.test`;
  const row = await env.DB.prepare(
    `INSERT INTO customers (tenant_id, auth_uid, email, first_name, last_name, customer_category_id)
     VALUES (?1, ?2, ?3, 'Test', 'Klant', (SELECT id FROM customer_categories WHERE tenant_id = ?1 AND code = ?4))
     RETURNING id`,
  )
    .bind(tenant, uid, email, category)
    .first<{ id: number }>();
  return { id: row!.id, uid, email, tenant, authTenant: tenant === TENANT_B ? AUTH_TENANT_B : AUTH_TENANT_A };
}

// The Auth emulator's side of an account (it runs for every core-API test run: test-all.mjs starts it).
const EMULATOR = "http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1";

/** The account of this e-mail in a shop's tenant at the sign-in service, or null. */
export async function accountAtSignInService(email: string, authTenant = AUTH_TENANT_A) {
  const response = await fetch(`${EMULATOR}/projects/${env.FIREBASE_PROJECT_ID}/tenants/${authTenant}/accounts:lookup`, {
    method: "POST",
    headers: { authorization: "Bearer owner", "content-type": "application/json" },
    body: JSON.stringify({ email: [email] }),
  });
  const answer = (await response.json()) as { users?: { email: string; emailVerified?: boolean; displayName?: string }[] };
  return answer.users?.[0] ?? null;
}

/** The status of a password sign-in at the sign-in service, as the storefront makes it. */
export async function signInStatus(email: string, password: string, authTenant = AUTH_TENANT_A) {
  const response = await fetch(`${EMULATOR}/accounts:signInWithPassword?key=${env.FIREBASE_API_KEY}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, tenantId: authTenant, returnSecureToken: true }),
  });
  return response.status;
}

/** A sign-in account made straight at the emulator (no customer of the shop), with this password. */
export async function accountInTenant(email: string, password = "Een-wachtwoord-1", authTenant = AUTH_TENANT_A) {
  const response = await fetch(`${EMULATOR}/projects/${env.FIREBASE_PROJECT_ID}/tenants/${authTenant}/accounts`, {
    method: "POST",
    headers: { authorization: "Bearer owner", "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`the emulator refused the account: ${response.status} ${await response.text()}`);
}
