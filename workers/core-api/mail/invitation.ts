// The invitation an operator sends (POST /operator/invites): a link on the shop's primary domain to
// create the sign-in account, in the invite's language. Pure.
import type { Language } from "@commerce/contract/common";
import { coreTexts } from "../i18n/texts";
import { mailBody } from "./layout";
import type { Mail } from "./mailer";
import type { MailShop } from "./shop";

export function invitationMail(input: {
  to: string;
  firstName: string;
  shop: MailShop;
  /** The invite's path (/{lang}/auth/invite?token=…), made absolute on the primary domain here. */
  path: string;
  expiresAt: string;
  lang: Language;
  dedupeKey: string;
}): Mail {
  const t = coreTexts(input.lang);
  const shop = { shop: input.shop.name };
  const date = new Intl.DateTimeFormat(input.lang === "en" ? "en-GB" : "nl-NL", { dateStyle: "long", timeZone: "Europe/Amsterdam" }).format(
    new Date(input.expiresAt),
  );
  return {
    to: input.to,
    subject: t("invite.subject", shop),
    ...mailBody(input.shop, input.lang, [
      { lines: [t("order.greeting", { name: input.firstName })] },
      { lines: [t("invite.body", shop)] },
      { button: t("invite.button"), href: `${input.shop.origin}${input.path}` },
      { lines: [t("invite.expires", { date }), t("invite.ignore")] },
      { lines: [t("order.regards"), input.shop.name] },
    ]),
    dedupeKey: input.dedupeKey,
  };
}
