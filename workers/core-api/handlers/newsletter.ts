import { base64url } from "../auth/base64url";
import { HttpError, json } from "../http";
import { confirmationLink, newsletterConfirmation } from "../mail/newsletter-confirmation";
import { OutboxMailer } from "../mail/outbox";
import { mailShop } from "../mail/shop";
import type { Handler } from "../router";

// Newsletter signup with double opt-in (issue 13, ADR 0024): contract/newsletter.ts.

/** How long a confirmation link works. */
const CONFIRM_HOURS = 72;
/** One mail per address and newsletter in this many minutes (a form posted twice, or someone's spam). */
const RESEND_MINUTES = 10;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * POST ecommerce/newsletters/:identifier/signups {email, confirmUrl}: a pending signup and the mail with
 * its link — unless the address is subscribed already or was mailed in the last minutes. Another shop's
 * or an inactive newsletter is a 404; a confirmUrl not on one of this shop's hosts a 400 (a mail from the
 * shop never links elsewhere).
 *
 * Nobody may learn from the answer whether an address is known (issue 19): it is the same 202, and the
 * work behind it is the same for every address — a token, a mail and one batch of the same statements.
 * Whether the signup is stored and the mail goes is decided inside that batch, by one conditional
 * insert each: 20 simultaneous signups of one address store one signup and send one mail.
 */
export const signUpForNewsletter: Handler<"newsletter.signup"> = async ({ env, tenantId, lang, input }) => {
  const {
    params: { identifier },
    body: { email, confirmUrl },
  } = await input();
  const newsletter = await env.DB.prepare("SELECT id FROM newsletters WHERE tenant_id = ?1 AND identifier = ?2 AND is_active = 1")
    .bind(tenantId, identifier)
    .first<{ id: number }>();
  if (!newsletter) throw new HttpError("not_found", "This shop has no such newsletter.");
  const host = new URL(confirmUrl).hostname.toLowerCase();
  const own = await env.DB.prepare("SELECT 1 AS ok FROM tenant_domains WHERE tenant_id = ?1 AND host = ?2").bind(tenantId, host).first();
  if (!own) throw new HttpError("bad_request", "The request is not valid.", [{ path: "confirmUrl", message: "Not a host of this shop." }]);

  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const tokenHash = await sha256(token);
  const mail = newsletterConfirmation({
    to: email,
    shop: await mailShop(env, tenantId),
    link: confirmationLink(confirmUrl, token),
    lang,
    dedupeKey: `newsletter:${tokenHash}`,
  });
  const mailer = new OutboxMailer(env);
  const [, , stored] = await env.DB.batch([
    env.DB.prepare("DELETE FROM newsletter_signups WHERE tenant_id = ?1 AND expires_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')").bind(tenantId),
    // The rule and the write in one statement: not subscribed, and not mailed in the last minutes.
    env.DB.prepare(
      `INSERT INTO newsletter_signups (token_hash, tenant_id, newsletter_id, email, language, expires_at)
       SELECT ?1, ?2, ?3, ?4, ?5, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?6)
        WHERE NOT EXISTS (SELECT 1 FROM newsletter_subscribers WHERE newsletter_id = ?3 AND email = ?4)
          AND NOT EXISTS (SELECT 1 FROM newsletter_signups WHERE tenant_id = ?2 AND newsletter_id = ?3 AND email = ?4
                             AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?7))`,
    ).bind(tokenHash, tenantId, newsletter.id, email, lang, `+${CONFIRM_HOURS} hours`, `-${RESEND_MINUTES} minutes`),
    // The mail goes with the signup that holds its token, or not at all.
    mailer.statement(tenantId, mail, { sql: "EXISTS (SELECT 1 FROM newsletter_signups WHERE token_hash = ?7)", param: tokenHash }),
  ]);
  // Queued only when stored: the batch above decided whether this address gets a mail.
  await mailer.posted(stored, tenantId, mail);
  return json({ accepted: true }, { status: 202 });
};

/**
 * POST ecommerce/newsletters/confirmations {token}: the mailed token subscribes its address (once; a
 * second time, or after 72 hours, it is { confirmed: false }).
 */
export const confirmNewsletter: Handler<"newsletter.confirm"> = async ({ env, tenantId, input }) => {
  const { token } = (await input()).body;
  const tokenHash = await sha256(token);
  const signup = await env.DB.prepare(
    `SELECT newsletter_id, email, language FROM newsletter_signups
      WHERE token_hash = ?1 AND tenant_id = ?2 AND expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  )
    .bind(tokenHash, tenantId)
    .first<{ newsletter_id: number; email: string; language: string }>();
  if (!signup) return json({ confirmed: false });
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO newsletter_subscribers (tenant_id, newsletter_id, email, language, confirmed_at)
       VALUES (?1, ?2, ?3, ?4, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) ON CONFLICT (newsletter_id, email) DO NOTHING`,
    ).bind(tenantId, signup.newsletter_id, signup.email, signup.language),
    env.DB.prepare("DELETE FROM newsletter_signups WHERE tenant_id = ?1 AND newsletter_id = ?2 AND email = ?3").bind(
      tenantId,
      signup.newsletter_id,
      signup.email,
    ),
  ]);
  return json({ confirmed: true });
};
