// The password-reset mail (POST /auth/password-resets): the shop's own mail, in the shopper's language,
// with a link to the shop's reset page on its primary domain — not the sign-in service's project-wide
// template, which knows neither the shop nor its domain (ADR 0050). Pure.
import type { Language } from "@commerce/contract/common";
import { coreTexts } from "../i18n/texts";
import { mailBody } from "./layout";
import type { Mail } from "./mailer";
import type { MailShop } from "./shop";

export function passwordResetMail(input: {
  to: string;
  /** The customer's first name where the shop knows it. */
  firstName: string | null;
  shop: MailShop;
  /** The sign-in service's reset code (oobCode), valid one hour, once. */
  oobCode: string;
  lang: Language;
  dedupeKey: string;
}): Mail {
  const t = coreTexts(input.lang);
  const shop = { shop: input.shop.name };
  const link = `${input.shop.origin}/${input.lang}/auth/reset?oobCode=${encodeURIComponent(input.oobCode)}`;
  return {
    to: input.to,
    subject: t("passwordReset.subject", shop),
    ...mailBody(input.shop, input.lang, [
      { lines: [input.firstName ? t("order.greeting", { name: input.firstName }) : t("passwordReset.hello")] },
      { lines: [t("passwordReset.body", shop)] },
      { button: t("passwordReset.button"), href: link },
      { lines: [t("passwordReset.expires"), t("passwordReset.ignore")] },
      { lines: [t("order.regards"), input.shop.name] },
    ]),
    dedupeKey: input.dedupeKey,
  };
}
