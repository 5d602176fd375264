// The double opt-in mail of a newsletter signup (issue 13, ADR 0024), in the signup's language. Pure.
import type { Language } from "@commerce/contract/common";
import type { Mail } from "./mailer";

const TEXTS = {
  nl: {
    subject: (shop: string) => `Bevestig je inschrijving voor de nieuwsbrief van ${shop}`,
    body: (shop: string) => `Je (of iemand anders) heeft dit e-mailadres ingeschreven voor de nieuwsbrief van ${shop}. Bevestig je inschrijving met deze link:`,
    ignore: "Heb je je niet ingeschreven? Dan hoef je niets te doen: zonder bevestiging sturen we je niets.",
    button: "Inschrijving bevestigen",
  },
  en: {
    subject: (shop: string) => `Confirm your subscription to the ${shop} newsletter`,
    body: (shop: string) => `You (or someone else) signed this address up for the ${shop} newsletter. Confirm your subscription with this link:`,
    ignore: "Did not sign up? Then you need not do anything: without a confirmation we send you nothing.",
    button: "Confirm subscription",
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/** The confirmation link: the storefront's page with the token (the only place the token is kept). */
export function confirmationLink(confirmUrl: string, token: string): string {
  const url = new URL(confirmUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

export function newsletterConfirmation(input: { to: string; shopName: string; link: string; lang: Language; dedupeKey: string }): Mail {
  const t = TEXTS[input.lang];
  return {
    to: input.to,
    subject: t.subject(input.shopName),
    text: `${t.body(input.shopName)}\n\n${input.link}\n\n${t.ignore}\n`,
    html: `<p>${escapeHtml(t.body(input.shopName))}</p><p><a href="${escapeHtml(input.link)}">${escapeHtml(t.button)}</a></p><p>${escapeHtml(t.ignore)}</p>`,
    dedupeKey: input.dedupeKey,
  };
}
