// A forgotten password: the core API asks the sign-in service for a reset code (not its mail) and sends
// the shop's own mail with a link to the shop's reset page (ADR 0050). The storefront's reset page then
// checks and uses the code at the sign-in service as before.
import type { z } from "zod";
import type { PasswordResetAccepted } from "@commerce/contract/sign-in-accounts";
import { passwordResetCode } from "../auth/accounts";
import { authTenantOf } from "../auth/customer";
import { json } from "../http";
import { OutboxMailer } from "../mail/outbox";
import { passwordResetMail } from "../mail/password-reset";
import { mailShop } from "../mail/shop";
import type { Handler } from "../router";
import { tokenHash } from "./invites";

/** One reset mail per address per this window: a form posted twice, or a script, sends no stream of mails. */
const RESET_MAIL_WINDOW_MS = 120_000;

/** POST /auth/password-resets { email } */
export const requestPasswordReset: Handler<"auth.passwordReset"> = async (ctx) => {
  const input = (await ctx.input()).body;
  const email = input.email.trim().toLowerCase();
  const db = ctx.env.DB;
  const oobCode = await passwordResetCode(ctx.env, await authTenantOf(db, ctx.tenantId), email);
  if (oobCode) {
    const firstName = await db
      .prepare("SELECT first_name FROM customers WHERE tenant_id = ?1 AND lower(email) = ?2 ORDER BY id LIMIT 1")
      .bind(ctx.tenantId, email)
      .first<string | null>("first_name");
    const window = Math.floor(Date.now() / RESET_MAIL_WINDOW_MS);
    const mail = passwordResetMail({
      to: email,
      firstName,
      shop: await mailShop(ctx.env, ctx.tenantId),
      oobCode,
      lang: ctx.lang,
      dedupeKey: `password-reset:${await tokenHash(email)}:${window}`,
    });
    await new OutboxMailer(ctx.env).send(ctx.tenantId, mail);
  }
  console.log(JSON.stringify({ level: "info", worker: "core-api", event: "password-reset.requested", tenant: ctx.tenantId, known: oobCode !== null }));
  const accepted: z.infer<typeof PasswordResetAccepted> = { status: "accepted" };
  return json(accepted, { status: 202 });
};
