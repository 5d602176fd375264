import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AUTH_TENANT_A, AUTH_TENANT_B, accountInTenant, signInStatus } from "./auth-support";
import { call, json, TENANT_A } from "./support";

// A forgotten password (ADR 0050): the core API gets a reset code from the sign-in service (the Auth
// emulator) without its mail, and the shop sends its own — only for an e-mail with an account in this
// shop, one per address per two minutes, and the answer is the same 202 either way.

const reset = (email: unknown, { tenant = TENANT_A, language = "nl" } = {}) =>
  call("/auth/password-resets", { method: "POST", tenant, language, headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });

const mailsTo = async (to: string) =>
  (
    await env.DB.prepare("SELECT subject, text_body AS text FROM mail_outbox WHERE to_address = ?1 ORDER BY id")
      .bind(to)
      .all<{ subject: string; text: string }>()
  ).results;

const fresh = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;

/** The code in the mail's link to the shop's reset page. */
const codeIn = (text: string) => /\/auth\/reset\?oobCode=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe("a forgotten password", () => {
  it("mails the shop's reset link to an account's e-mail; its code sets a new password", async () => {
    const email = fresh("vergeten");
    await accountInTenant(email, "Oud-wachtwoord-1");
    const response = await reset(email.toUpperCase());
    expect(response.status).toBe(202);
    expect(await json(response)).toEqual({ status: "accepted" });
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Nieuw wachtwoord voor je account bij Noordzee Mode");
    // No customer of the shop has this e-mail: a greeting without a name.
    expect(mail!.text).toContain("Hallo,");
    const code = codeIn(mail!.text);
    expect(code).toBeDefined();

    const used = await fetch(`http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=${env.FIREBASE_API_KEY}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ oobCode: code, newPassword: "Nieuw-wachtwoord-2", tenantId: AUTH_TENANT_A }),
    });
    expect(used.status).toBe(200);
    expect(await signInStatus(email, "Nieuw-wachtwoord-2")).toBe(200);
    expect(await signInStatus(email, "Oud-wachtwoord-1")).toBe(400);
  });

  it("greets a customer of the shop by name", async () => {
    const email = fresh("klant");
    await accountInTenant(email);
    await env.DB.prepare("INSERT INTO customers (tenant_id, email, first_name, last_name) VALUES (?1, ?2, 'Roos', 'Bakker')").bind(TENANT_A, email).run();
    expect((await reset(email, { language: "en" })).status).toBe(202);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe("A new password for your account at Noordzee Mode");
    expect(mail!.text).toContain("Dear Roos,");
  });

  it("answers the same for an unknown e-mail and one of another shop's accounts, and mails neither", async () => {
    const unknown = fresh("onbekend");
    const elsewhere = fresh("elders");
    await accountInTenant(elsewhere, "Een-wachtwoord-1", AUTH_TENANT_B);
    for (const email of [unknown, elsewhere]) {
      const response = await reset(email);
      expect(response.status).toBe(202);
      expect(await json(response)).toEqual({ status: "accepted" });
      expect(await mailsTo(email)).toEqual([]);
    }
  });

  it("sends one mail when asked twice in a row", async () => {
    const email = fresh("twee-keer");
    await accountInTenant(email);
    expect((await reset(email)).status).toBe(202);
    expect((await reset(email)).status).toBe(202);
    // Both within one two-minute window, except when the window turned between them.
    expect((await mailsTo(email)).length).toBeLessThanOrEqual(Date.now() % 120_000 < 5_000 ? 2 : 1);
  });

  it("refuses a malformed e-mail or body with 400 and mails nothing", async () => {
    for (const bad of ["geen-adres", "", 42, `${"a".repeat(250)}@x.test`]) {
      const response = await reset(bad);
      expect(response.status).toBe(400);
    }
    const broken = await call("/auth/password-resets", { method: "POST", tenant: TENANT_A, headers: { "content-type": "application/json" }, body: "{" });
    expect(broken.status).toBe(400);
  });
});
