// The double opt-in mail of a newsletter signup (issue 13, ADR 0024), in the signup's language. Pure.
import { escapeHtml } from "@commerce/html/escape-html";
import type { Language } from "@commerce/contract/common";
import type { Mail } from "./mailer";
import { coreTexts } from "../i18n/texts";

/** The confirmation link: the storefront's page with the token (the only place the token is kept). */
export function confirmationLink(confirmUrl: string, token: string): string {
  const url = new URL(confirmUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

export function newsletterConfirmation(input: { to: string; shopName: string; link: string; lang: Language; dedupeKey: string }): Mail {
  const t = coreTexts(input.lang);
  const shop = { shop: input.shopName };
  return {
    to: input.to,
    subject: t("newsletter.subject", shop),
    text: `${t("newsletter.body", shop)}\n\n${input.link}\n\n${t("newsletter.ignore")}\n`,
    html: `<p>${escapeHtml(t("newsletter.body", shop))}</p><p><a href="${escapeHtml(input.link)}">${escapeHtml(t("newsletter.button"))}</a></p><p>${escapeHtml(t("newsletter.ignore"))}</p>`,
    dedupeKey: input.dedupeKey,
  };
}
