import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  emulatorAccount,
  HOST_A,
  HOST_B,
  invitedCustomer,
  mailedResetCode,
  location,
  sessionCookie,
  sessionData,
  sessionIdHash,
  shopper,
  signIn,
  TENANT_A,
  TENANT_B,
  visit,
  inOneMinute,
} from "./support";

// Sessions that end (issue 10, ADR 0009): the cookie carries only a session id; the tokens are kept
// by the core API, so signing out there ends every copy of the cookie. And rate limits that count per
// account and address together, so a stranger's wrong passwords cannot lock a customer out.

const OPERATOR_KEY = "etalage-development-operator-key";
const ACCOUNT = "/nl/account/gegevens";

/** The page as a browser holding `cookie` (a copy of someone's) would get it. */
const withCookie = (cookie: string, path = ACCOUNT, host = HOST_A) => visit(path, { host, headers: { cookie } });

/** The core API's answer for a session id (200 while it lives, else 404). */
const sessionAtCore = (sessionId: string, tenant = TENANT_A) =>
  env.CORE_API.fetch("https://core-api.internal/auth/sessions/current", { headers: { "x-tenant-id": tenant, "x-session-id": sessionId } });

const sessionIdOf = (cookie: string) => sessionData(cookie).sessionId as string;

async function signedIn() {
  const customer = await invitedCustomer();
  const me = shopper();
  expect((await signIn(me, customer.email, customer.password)).status).toBe(303);
  return { customer, me };
}

async function uidOf(customerId: number) {
  return (await env.CORE_API_DB.prepare("SELECT auth_uid FROM customers WHERE id = ?1").bind(customerId).first<{ auth_uid: string }>())!.auth_uid;
}

describe("signing out ends the session, for every copy of the cookie", () => {
  it("a cookie copied before sign-out opens nothing afterwards: the account sends it to login", async () => {
    const { me } = await signedIn();
    const copy = me.cookie;
    expect((await withCookie(copy)).status).toBe(200);
    const out = await me.post("/nl/auth/logout", {}, `http://${HOST_A}${ACCOUNT}`);
    expect(out.status).toBe(303);
    const replay = await withCookie(copy);
    expect(replay.status).toBe(302);
    expect(location(replay)).toBe(`/nl/auth/login?returnUrl=${encodeURIComponent(ACCOUNT)}`);
    expect(await (await withCookie(copy, "/nl/home")).text()).not.toContain("welkom, Ilse");
    expect((await sessionAtCore(sessionIdOf(copy))).status).toBe(404);
  });

  it("the cookie holds no token, only an opaque session id; the core API keeps neither id nor token readable", async () => {
    const { me } = await signedIn();
    const data = sessionData(me.cookie);
    expect(Object.keys(data)).not.toContain("auth");
    expect(data.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const decoded = JSON.stringify(data);
    // A JWT is three base64url parts; a Firebase ID token starts with eyJ ({"…).
    expect(decoded).not.toMatch(/eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*\./);
    expect(decoded).not.toMatch(/refresh/i);
    const row = await env.CORE_API_DB.prepare("SELECT * FROM customer_sessions WHERE id_hash = ?1")
      .bind(await sessionIdHash(data.sessionId as string))
      .first();
    expect(row).not.toBeNull();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(data.sessionId as string);
    expect(stored).not.toMatch(/eyJ/);
  });

  it("a forged or unknown session id is an empty session, never an error", async () => {
    const { me } = await signedIn();
    const { customer } = sessionData(me.cookie);
    for (const sessionId of ["A".repeat(43), "x", "../../auth/sessions", `${"B".repeat(42)}!`, 42]) {
      const forged = await sessionCookie({ tenantId: TENANT_A, customer, sessionId });
      const response = await withCookie(forged);
      expect(response.status, String(sessionId)).toBe(302);
      expect(location(response)).toMatch(/^\/nl\/auth\/login/);
      const left = sessionData(response.headers.get("set-cookie")!.split(";")[0]!);
      expect(left.customer).toBeUndefined();
      expect(left.sessionId).toBeUndefined();
    }
  });

  it("a cookie from before (tokens inside, no session id) is signed out once, and its tokens dropped", async () => {
    const { me } = await signedIn();
    const { customer } = sessionData(me.cookie);
    const idToken = "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4In0.";
    const old = await sessionCookie({ tenantId: TENANT_A, customer, auth: { idToken, refreshToken: "r", expiresAt: Date.now() + 3600_000 } });
    const response = await withCookie(old);
    expect(response.status).toBe(302);
    const left = sessionData(response.headers.get("set-cookie")!.split(";")[0]!);
    expect(left.customer).toBeUndefined();
    expect(left.auth).toBeUndefined();
  });

  it("sessions are per shop: shop A's session id, even in a cookie made out for shop B, is empty there", async () => {
    const { me } = await signedIn();
    const { customer, sessionId } = sessionData(me.cookie);
    const atB = await sessionCookie({ tenantId: TENANT_B, customer, sessionId });
    const response = await withCookie(atB, ACCOUNT, HOST_B);
    expect(response.status).toBe(302);
    expect(location(response)).toMatch(/^\/nl\/auth\/login/);
    expect((await sessionAtCore(sessionId as string, TENANT_B)).status).toBe(404);
    // Still signed in at its own shop.
    expect((await withCookie(me.cookie)).status).toBe(200);
  });

  it("signing in again makes a new session id and ends the browser's previous one", async () => {
    const { customer, me } = await signedIn();
    const first = me.cookie;
    expect((await signIn(me, customer.email, customer.password)).status).toBe(303);
    expect(sessionIdOf(me.cookie)).not.toBe(sessionIdOf(first));
    expect((await withCookie(first)).status).toBe(302);
    expect((await withCookie(me.cookie)).status).toBe(200);
  });

  it("sign-out of the account's last session revokes its refresh tokens at the sign-in service", async () => {
    const customer = await invitedCustomer();
    // The browser that accepted the invite holds the account's only session.
    const me = customer.browser;
    const uid = await uidOf(customer.customerId);
    // validSince counts in seconds: let one pass, so that a revocation shows.
    const initial = Number((await emulatorAccount(uid))?.validSince ?? 0);
    while (Math.floor(Date.now() / 1000) <= initial) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await me.post("/nl/auth/logout", {}, `http://${HOST_A}${ACCOUNT}`)).status).toBe(303);
    expect(Number((await emulatorAccount(uid))?.validSince)).toBeGreaterThan(initial);
  });

  it("sign-out on one device leaves the account's other devices signed in (and their tokens valid)", async () => {
    const { customer, me } = await signedIn();
    const uid = await uidOf(customer.customerId);
    const validSince = (await emulatorAccount(uid))?.validSince;
    while (Math.floor(Date.now() / 1000) <= Number(validSince)) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await me.post("/nl/auth/logout", {}, `http://${HOST_A}${ACCOUNT}`)).status).toBe(303);
    expect((await emulatorAccount(uid))?.validSince).toBe(validSince);
    expect((await customer.browser.page(ACCOUNT)).status).toBe(200);
  });

  it("an ended session is signed out and removed: past its 30 days, or 14 days unused", async () => {
    for (const [column, value] of [
      ["expires_at", new Date(Date.now() - 1000).toISOString()],
      ["last_seen_at", new Date(Date.now() - 15 * 24 * 3600_000).toISOString()],
    ] as const) {
      const { me } = await signedIn();
      const hash = await sessionIdHash(sessionIdOf(me.cookie));
      await env.CORE_API_DB.prepare(`UPDATE customer_sessions SET ${column} = ?2 WHERE id_hash = ?1`).bind(hash, value).run();
      const response = await me.page(ACCOUNT);
      expect(response.status, column).toBe(302);
      expect(location(response)).toMatch(/^\/nl\/auth\/login/);
      expect(await env.CORE_API_DB.prepare("SELECT 1 FROM customer_sessions WHERE id_hash = ?1").bind(hash).first(), column).toBeNull();
    }
  });

  it("a password change ends the customer's other sessions, and keeps this one", async () => {
    const { customer, me } = await signedIn();
    const other = customer.browser;
    expect((await other.page(ACCOUNT)).status).toBe(200);
    const changed = await me.post(
      ACCOUNT,
      {
        intent: "password",
        currentPassword: customer.password,
        newPassword: "Nieuw-wachtwoord-22",
        confirmPassword: "Nieuw-wachtwoord-22",
      },
      `http://${HOST_A}${ACCOUNT}`,
    );
    expect(changed.status).toBe(303);
    const page = await me.page(ACCOUNT);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Je wachtwoord is gewijzigd. Op je andere apparaten ben je uitgelogd.");
    const elsewhere = await other.page(ACCOUNT);
    expect(elsewhere.status).toBe(302);
    expect(location(elsewhere)).toMatch(/^\/nl\/auth\/login/);
  });

  it("a password reset ends every session of the account", async () => {
    const { customer, me } = await signedIn();
    expect((await shopper().post("/nl/auth/forgot", { email: customer.email }, `http://${HOST_A}/nl/auth/forgot`)).status).toBe(303);
    const code = (await mailedResetCode(customer.email))!;
    const reset = await shopper().post(`/nl/auth/reset?oobCode=${code}`, {
      oobCode: code,
      password: "Hersteld-wachtwoord-3",
      confirm: "Hersteld-wachtwoord-3",
    });
    expect(reset.status).toBe(303);
    for (const browser of [me, customer.browser]) expect((await browser.page(ACCOUNT)).status).toBe(302);
    expect((await signIn(shopper(), customer.email, "Hersteld-wachtwoord-3")).status).toBe(303);
  });

  it("Stop ends a shadow session for every copy of its cookie", async () => {
    const customer = await invitedCustomer();
    const made = await env.CORE_API.fetch("https://core-api.internal/operator/shadow-links", {
      method: "POST",
      headers: { "content-type": "application/json", "x-tenant-id": TENANT_A, "x-operator-key": OPERATOR_KEY },
      body: JSON.stringify({ staffId: "s-99", staffName: "Sanne Sessie", customerId: customer.customerId }),
    });
    expect(made.status).toBe(201);
    const { token, path } = (await made.json()) as { token: string; path: string };
    const staff = shopper();
    expect((await staff.post(path, { token }, `http://${HOST_A}${path}`)).status).toBe(303);
    const copy = staff.cookie;
    expect(await (await withCookie(copy, "/nl/home")).text()).toContain("Sanne Sessie");
    expect((await staff.post("/nl/auth/logout", { redirectTo: "/nl/home" }, `http://${HOST_A}/nl/home`)).status).toBe(303);
    expect((await withCookie(copy)).status).toBe(302);
    expect(await (await withCookie(copy, "/nl/home")).text()).not.toContain("Sanne Sessie");
  });
});

describe("rate limits that cannot lock a customer out", () => {
  // Each counts attempts within one minute of the clock: it runs again, with new shoppers and
  // addresses, when it failed after crossing into the next one (inOneMinute).
  const HERE = "Te veel pogingen vanaf dit apparaat of netwerk. Probeer het over een minuut opnieuw.";

  it("five wrong passwords from address X do not stop the right password from address Y; X is told it is limited there", () =>
    inOneMinute(async () => {
      const customer = await invitedCustomer();
      const stranger = shopper(HOST_A);
      for (let i = 0; i < 5; i++) expect((await signIn(stranger, customer.email, `Fout-wachtwoord-${i}`)).status).toBe(401);
      const limited = await signIn(stranger, customer.email, customer.password);
      expect(limited.status).toBe(429);
      expect(await limited.text()).toContain(HERE);
      const owner = shopper(HOST_A);
      const response = await signIn(owner, customer.email, customer.password);
      expect(response.status).toBe(303);
      expect((await owner.page(ACCOUNT)).status).toBe(200);
    }));

  it("refused attempts count nowhere further: one address hammering away cannot use up the account's ceiling", () =>
    inOneMinute(async () => {
      const customer = await invitedCustomer();
      const stranger = shopper(HOST_A);
      for (let i = 0; i < 60; i++) await signIn(stranger, customer.email, `Fout-wachtwoord-${i}`);
      expect((await signIn(stranger, customer.email, customer.password)).status).toBe(429);
      expect((await signIn(shopper(HOST_A), customer.email, customer.password)).status).toBe(303);
    }));

  it("the refusal reads the same for an e-mail address without an account", () =>
    inOneMinute(async () => {
      const known = await invitedCustomer();
      const answers: string[] = [];
      for (const email of [known.email, `niemand-${crypto.randomUUID().slice(0, 8)}@example.test`]) {
        const me = shopper();
        for (let i = 0; i < 5; i++) await signIn(me, email, "Fout-wachtwoord-1");
        const refused = await signIn(me, email, "Fout-wachtwoord-1");
        expect(refused.status).toBe(429);
        answers.push((await refused.text()).includes(HERE) ? "here" : "other");
      }
      expect(answers).toEqual(["here", "here"]);
    }));

  it("a guesser spread over many addresses is stopped by the account's ceiling (50 a minute), and told so", () =>
    inOneMinute(async () => {
      const email = `verspreid-${crypto.randomUUID().slice(0, 8)}@example.test`;
      for (let client = 1; client <= 10; client++) {
        const guesser = shopper(HOST_A);
        for (let i = 0; i < 5; i++) expect((await signIn(guesser, email, "Fout-wachtwoord-1")).status).toBe(401);
      }
      const refused = await signIn(shopper(HOST_A), email, "Fout-wachtwoord-1");
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain("Er is de afgelopen minuut te vaak geprobeerd met dit e-mailadres. Probeer het over een minuut opnieuw.");
    }));

  it("forgotten password: limited per address and e-mail in the same words, not for the customer elsewhere", () =>
    inOneMinute(async () => {
      const email = `vergeten-${crypto.randomUUID().slice(0, 8)}@example.test`;
      const stranger = shopper();
      const form = (me: ReturnType<typeof shopper>) => me.post("/nl/auth/forgot", { email }, `http://${HOST_A}/nl/auth/forgot`);
      for (let i = 0; i < 5; i++) expect((await form(stranger)).status).toBe(303);
      const refused = await form(stranger);
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain(HERE);
      expect((await form(shopper())).status).toBe(303);
    }));

  it("in English too", () =>
    inOneMinute(async () => {
      const stranger = shopper();
      const email = `engels-${crypto.randomUUID().slice(0, 8)}@example.test`;
      for (let i = 0; i < 5; i++) await signIn(stranger, email, "Wrong-password-1", {}, "/en/auth/login");
      const refused = await signIn(stranger, email, "Wrong-password-1", {}, "/en/auth/login");
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain("Too many attempts from this device or network. Please try again in a minute.");
    }));
});
