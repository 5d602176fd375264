import type { Branches, Newsletters, Store } from "@commerce/contract/store";
import type { Language } from "~/domain/languages";
import { href } from "~/domain/paths";
import type { Settings } from "~/domain/settings";
import { buttonTone, themeFromSettings } from "~/domain/theme";
import {
  addressLines,
  branchCount,
  extraLogos,
  footerLogo,
  footerNewsletter,
  footerStore,
  hasBranchHint,
  phoneHref,
  showContactForm,
  socialLinks,
} from "./footer";

/** The answers of the footer's two calls (load.server.ts); null when one failed. */
export type FooterCalls = { branches: Branches | null; newsletters: Newsletters | null };

/**
 * Everything the footer shows, from the store, the settings and its calls, shaped here on the server so
 * that the footer's own code in the browser stays small (the JavaScript budget).
 */
export function footerData(
  calls: FooterCalls,
  store: Store,
  settings: Settings,
  { logoUrl, slogan, language }: { logoUrl: string | null; slogan: string | null; language: Language },
) {
  const count = branchCount(calls.branches);
  const newsletter = footerNewsletter(calls.newsletters);
  const details = footerStore(store, settings);
  const theme = themeFromSettings(settings);
  return {
    /** Its buttons in the primary colour, or inverse where the primary does not stand out from the footer (issue 19). */
    buttonTone: buttonTone(theme.primary, theme.footerBackground),
    name: details.name,
    addressLines: addressLines(details, countryName(details.countryCode, language)),
    /** Phone and email, each with its label key and link. */
    contacts: contacts(details),
    /** The quick-contact tiles (call, mail, the contact page), or null when the contact form setting hides them. */
    tiles: showContactForm(settings.get("ecommerce_footer_show_contact_form"))
      ? [...contacts(details).map((c) => ({ kind: c.tile, href: c.href })), { kind: "form" as const, href: href("/:lang/contact", { lang: language }) }]
      : null,
    year: new Date().getFullYear(),
    /** 'KVK' and 'BTW Nr.' with their numbers (kinds, not texts: the page's data carries no translation keys). */
    registrations: [
      { kind: "kvk" as const, value: details.chamberOfCommerceNumber },
      { kind: "vat" as const, value: details.vatId },
    ].filter((r): r is { kind: "kvk" | "vat"; value: string } => r.value !== null),
    logoUrl: footerLogo(settings, logoUrl),
    slogan,
    extraLogos: extraLogos(settings.get("custom_footer_logos"), language),
    socials: socialLinks(store, settings),
    branchCount: hasBranchHint(count) ? count : null,
    /** The newsletter signup's slot (the signup itself: issue 13), only when a newsletter exists. */
    newsletter: newsletter ? { identifier: newsletter.identifier } : null,
  };
}
export type FooterData = ReturnType<typeof footerData>;

/** The country's name in the page's language; the code itself when the runtime does not know it. */
function countryName(code: string | null, language: Language): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

function contacts(details: ReturnType<typeof footerStore>) {
  return [
    details.phone && { kind: "phone" as const, tile: "call" as const, text: details.phone, href: phoneHref(details.phone) },
    details.email && { kind: "email" as const, tile: "mail" as const, text: details.email, href: `mailto:${details.email}` },
  ].filter((c) => !!c);
}
