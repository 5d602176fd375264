import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATOR_KEY_HEADER } from "../../commerce/contract";
import development from "../../development.vars.json";
import { CONTACT, place, readyCart, SEED, stepOk, testPaymentId } from "./checkout-support";
import { accountInTenant } from "./auth-support";
import { call, TENANT_A } from "./support";

// Every mail the core API sends, in both languages, as the outbox stores it and the queue delivers it:
// its subject, an HTML and a plain-text part, the shop's name and logo, and links on the shop's
// primary domain (ADR 0042: here www.noordzeemode.nl, made primary for this file).

const ORIGIN = "https://www.noordzeemode.nl";
const LOGO = `${ORIGIN}/media/noordzee/logo/logo.svg`;
const LANGUAGES = ["nl", "en"] as const;
type Lang = (typeof LANGUAGES)[number];

beforeAll(async () => {
  await env.DB.prepare("UPDATE tenant_domains SET is_primary = (host = 'www.noordzeemode.nl') WHERE tenant_id = ?1").bind(TENANT_A).run();
});

const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;

type Stored = { dedupe_key: string; subject: string; text: string; html: string };
const mailsTo = async (to: string) =>
  (
    await env.DB.prepare(
      "SELECT dedupe_key, subject, text_body AS text, html_body AS html FROM mail_outbox WHERE tenant_id = ?1 AND to_address = ?2 ORDER BY id",
    )
      .bind(TENANT_A, to)
      .all<Stored>()
  ).results;

/** What every mail has: the language, the shop's logo (alt: its name) and name, the home link on the primary domain, both parts. */
function expectFrame(mail: Stored, lang: Lang) {
  expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`));
  expect(mail.html).toContain(`<img src="${LOGO}" alt="Noordzee Mode"`);
  expect(mail.html).toContain(`href="${ORIGIN}/${lang}"`);
  expect(mail.html).toContain("Noordzee Mode · ");
  expect(mail.text).toMatch(/^Noordzee Mode\n\n/);
  expect(mail.text).toContain(`\n-- \nNoordzee Mode · ${ORIGIN}/${lang}\n`);
  // Links only on the primary domain (no other host, no development port).
  for (const link of `${mail.html} ${mail.text}`.match(/https?:\/\/[^\s"<]+/g) ?? []) expect(link.startsWith(`${ORIGIN}/`), link).toBe(true);
  expect(mail.text).not.toMatch(/<[a-z]/i);
}

async function placeAs(to: string, lang: Lang) {
  const cartId = await readyCart([[SEED.a.tshirtBlackXL, 1]], { language: lang });
  await stepOk(cartId, "gegevens", { ...CONTACT, email: to }, { language: lang });
  return (await place(cartId, { language: lang })).placed;
}

const TEXTS = {
  nl: {
    order: (n: string) => `Je bestelling ${n} bij Noordzee Mode`,
    paid: (n: string) => `Betaling ontvangen voor je bestelling ${n} bij Noordzee Mode`,
    paidBody: /We hebben je betaling van €\s24,90 voor bestelling NZ-\d{4}-\d+ ontvangen/,
    product: "Basic T-shirt",
    invite: "Je uitnodiging voor Noordzee Mode",
    inviteButton: "Account aanmaken",
    newsletter: "Bevestig je inschrijving voor de nieuwsbrief van Noordzee Mode",
    newsletterButton: "Inschrijving bevestigen",
    reset: "Nieuw wachtwoord voor je account bij Noordzee Mode",
    resetButton: "Nieuw wachtwoord kiezen",
    resetExpires: "De link werkt één uur en één keer.",
  },
  en: {
    order: (n: string) => `Your order ${n} at Noordzee Mode`,
    paid: (n: string) => `Payment received for your order ${n} at Noordzee Mode`,
    paidBody: /We have received your payment of €24\.90 for order NZ-\d{4}-\d+/,
    product: "Organic cotton basic T-shirt",
    invite: "Your invitation to Noordzee Mode",
    inviteButton: "Create your account",
    newsletter: "Confirm your subscription to the Noordzee Mode newsletter",
    newsletterButton: "Confirm subscription",
    reset: "A new password for your account at Noordzee Mode",
    resetButton: "Choose a new password",
    resetExpires: "The link works for one hour, once.",
  },
};

describe.each(LANGUAGES)("the mails in %s", (lang) => {
  const t = TEXTS[lang];

  it("order confirmation, then payment received once (however often the provider says paid)", async () => {
    const to = unique(`bestelling-${lang}`);
    const placed = await placeAs(to, lang);
    const pay = (path: string, fields: Record<string, string>, tenant: string | null) =>
      exports.default.fetch(
        new Request(`https://core-api.internal${path}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", ...(tenant ? { "x-tenant-id": tenant } : {}) },
          body: new URLSearchParams(fields).toString(),
        }),
      );
    const paymentId = testPaymentId(placed.checkoutUrl!);
    await pay(`/payments/test/${paymentId}`, { outcome: "paid" }, TENANT_A);
    await pay("/payments/webhooks/test", { id: paymentId }, null);

    const [confirmation, paid, ...more] = await mailsTo(to);
    expect(more).toEqual([]);
    expect(confirmation!.subject).toBe(t.order(placed.order.number));
    expectFrame(confirmation!, lang);
    expect(confirmation!.html).toContain(t.product);
    expect(confirmation!.text).toContain(t.product);

    expect(paid!.subject).toBe(t.paid(placed.order.number));
    expect(paid!.dedupe_key).toMatch(/^payment-received:/);
    expectFrame(paid!, lang);
    for (const part of [paid!.html, paid!.text]) {
      expect(part).toMatch(t.paidBody);
      expect(part).toContain(placed.order.number);
    }
  });

  it("invitation: the link to create the account on the primary domain, in both parts", async () => {
    const to = unique(`uitnodiging-${lang}`);
    const response = await call("/operator/invites", {
      method: "POST",
      tenant: TENANT_A,
      headers: { "content-type": "application/json", [OPERATOR_KEY_HEADER]: development.coreApi.OPERATOR_KEY },
      body: JSON.stringify({ email: to, firstName: "Fien", lastName: "de Vries", language: lang }),
    });
    expect(response.status).toBe(201);
    const { path } = (await response.json()) as { path: string };
    const [mail, ...more] = await mailsTo(to);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(t.invite);
    expectFrame(mail!, lang);
    expect(mail!.html).toContain(`href="${ORIGIN}${path}"`);
    expect(mail!.html).toContain(`>${t.inviteButton}</a>`);
    expect(mail!.text).toContain(`${t.inviteButton}:\n${ORIGIN}${path}\n`);
  });

  it("newsletter double opt-in: the confirmation link on the primary domain, in both parts", async () => {
    const to = unique(`nieuwsbrief-${lang}`);
    const response = await call("/ecommerce/newsletters/nieuwsbrief/signups", {
      method: "POST",
      tenant: TENANT_A,
      language: lang,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: to, confirmUrl: `${ORIGIN}/${lang}/newsletter/bevestigen` }),
    });
    expect(response.status).toBe(202);
    const [mail] = await mailsTo(to);
    expect(mail!.subject).toBe(t.newsletter);
    expectFrame(mail!, lang);
    const link = new RegExp(`${t.newsletterButton}:\\n(${ORIGIN}/${lang}/newsletter/bevestigen\\?token=[A-Za-z0-9_-]+)\\n`).exec(mail!.text)?.[1];
    expect(link).toBeDefined();
    expect(mail!.html).toContain(`href="${link}"`);
  });

  it("password reset: the shop's own link to its reset page on the primary domain, in both parts", async () => {
    const to = unique(`wachtwoord-${lang}`).toLowerCase();
    await accountInTenant(to);
    const response = await call("/auth/password-resets", {
      method: "POST",
      tenant: TENANT_A,
      language: lang,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: to }),
    });
    expect(response.status).toBe(202);
    const [mail, ...more] = await mailsTo(to);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(t.reset);
    expectFrame(mail!, lang);
    const link = new RegExp(`${t.resetButton}:\\n(${ORIGIN}/${lang}/auth/reset\\?oobCode=[A-Za-z0-9_-]+)\\n`).exec(mail!.text)?.[1];
    expect(link).toBeDefined();
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.text).toContain(t.resetExpires);
  });
});
