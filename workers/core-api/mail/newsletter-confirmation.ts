// The double opt-in mail of a newsletter signup (issue 13, ADR 0024), in the signup's language. Pure.
import type { Language } from "@commerce/contract/common";
import { coreTexts } from "../i18n/texts";
import { mailBody } from "./layout";
import type { Mail } from "./mailer";
import type { MailShop } from "./shop";

/** The confirmation link: the storefront's page with the token (the only place the token is kept). */
export function confirmationLink(confirmUrl: string, token: string): string {
  const url = new URL(confirmUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

export function newsletterConfirmation(input: { to: string; shop: MailShop; link: string; lang: Language; dedupeKey: string }): Mail {
  const t = coreTexts(input.lang);
  const shop = { shop: input.shop.name };
  return {
    to: input.to,
    subject: t("newsletter.subject", shop),
    ...mailBody(input.shop, input.lang, [
      { lines: [t("newsletter.body", shop)] },
      { button: t("newsletter.button"), href: input.link },
      { lines: [t("newsletter.ignore")] },
    ]),
    dedupeKey: input.dedupeKey,
  };
}
