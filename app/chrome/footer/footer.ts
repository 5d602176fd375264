// The footer's rules (chrome spec §2, §3, §5, §8, §9): which parts show and with what, from the store
// details, the website settings and the two counts the core API gives (branches, newsletters).
import type { Store } from "@commerce/contract/store";
import { DEFAULT_LANGUAGE } from "~/domain/languages";
import { localizedField } from "@commerce/i18n/localized-text";
import { firstSetting, jsonSetting, type Settings } from "~/domain/settings";

/** At most this many extra logos, the first of the setting's JSON array (spec §5, §9). */
export const MAX_EXTRA_LOGOS = 3;

/** An extra logo: its address and, when the setting gives it, its name in the page's language. */
export type ExtraLogo = { url: string; name: string | null };

/**
 * The extra logos: the first 3 entries of `custom_footer_logos`; invalid JSON or no array gives none.
 * An entry is an address, or an object with the address (`url` or `src`) and the logo's name (`name`
 * or `alt`: a text, a language map, or `name_en` beside it) — the name a screen reader reads (issue 19).
 */
export function extraLogos(value: string | undefined, language: string = DEFAULT_LANGUAGE): ExtraLogo[] {
  const parsed = jsonSetting(value);
  if (!Array.isArray(parsed)) return [];
  return parsed.slice(0, MAX_EXTRA_LOGOS).flatMap((entry): ExtraLogo[] => {
    if (typeof entry === "string") return isImageUrl(entry) ? [{ url: entry, name: null }] : [];
    if (!entry || typeof entry !== "object") return [];
    const fields = entry as Record<string, unknown>;
    const url = [fields.url, fields.src].find((u): u is string => typeof u === "string" && isImageUrl(u));
    if (!url) return [];
    return [{ url, name: localizedField(fields, "name", language) ?? localizedField(fields, "alt", language) }];
  });
}

/** Only the shop's own paths and http(s) addresses may become an image source. */
function isImageUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || (url.startsWith("/") && !url.startsWith("//"));
}

/** The contact form (the quick-contact tiles) shows unless the setting is 'false' or '0' (spec §5). */
export function showContactForm(value: string | undefined): boolean {
  const flag = value?.trim();
  return flag !== "false" && flag !== "0";
}

/** The branch hint shows only for more than one branch (spec §2). */
export function hasBranchHint(branchCount: number): boolean {
  return branchCount > 1;
}

/** A failing branch call counts as one branch (spec §8): no hint rather than a wrong one. */
export function branchCount(branches: readonly unknown[] | null): number {
  return branches === null ? 1 : branches.length;
}

/** The newsletter signup's place shows only when a newsletter exists; a failing call is ignored (spec §8). */
export function footerNewsletter<N extends { identifier: string; isDefault: boolean }>(newsletters: readonly N[] | null): N | null {
  if (!newsletters || newsletters.length === 0) return null;
  return newsletters.find((n) => n.isDefault) ?? newsletters[0] ?? null;
}

/** The store's details as the footer shows them: each value, else its website setting (spec §3). */
export type FooterStore = {
  name: string;
  /** Street and house number, or the `store_address` setting. */
  address: string | null;
  postalCode: string | null;
  city: string | null;
  countryCode: string | null;
  phone: string | null;
  email: string | null;
  chamberOfCommerceNumber: string | null;
  vatId: string | null;
};

export function footerStore(store: Store, settings: Settings): FooterStore {
  const setting = (key: string) => text(settings.get(key));
  return {
    name: text(store.storeName) ?? setting("store_name") ?? "",
    address: text([store.storeStreet, store.storeHouseNr].filter(Boolean).join(" ")) ?? setting("store_address"),
    postalCode: text(store.storePostalCode) ?? setting("store_postal_code"),
    city: text(store.storeCity) ?? setting("store_city"),
    countryCode: text(store.storeCountryCode) ?? setting("store_country_code"),
    phone: text(store.storeTelephoneNumber) ?? setting("store_telephone_number"),
    email: text(store.storeEmailAddress) ?? setting("store_email_address"),
    chamberOfCommerceNumber: text(store.chamberOfCommerceNumber) ?? setting("chamber_of_commerce_number"),
    vatId: text(store.vatIdentifier) ?? setting("vat_id"),
  };
}

export const SOCIAL_NETWORKS = ["facebook", "instagram", "tiktok", "snapchat"] as const;
export type SocialLink = { network: (typeof SOCIAL_NETWORKS)[number]; href: string };

/**
 * A social link only when it has a non-empty http(s) address: the store's, else the `{network}_link`
 * setting (Snapchat has only the setting, chrome spec §3).
 */
export function socialLinks(store: Pick<Store, "facebookLink" | "instagramLink" | "tiktokLink">, settings: Settings): SocialLink[] {
  const fromStore = { facebook: store.facebookLink, instagram: store.instagramLink, tiktok: store.tiktokLink, snapchat: null };
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = text(fromStore[network]) ?? text(settings.get(`${network}_link`));
    return href && /^https?:\/\//i.test(href) ? [{ network, href }] : [];
  });
}

/** The footer's own logo: `custom_footer_logo` when set, else the store logo for its background. */
export function footerLogo(settings: Settings, logoForBackground: string | null): string | null {
  const custom = text(firstSetting(settings, "custom_footer_logo"));
  return custom && isImageUrl(custom) ? custom : logoForBackground;
}

/** The address as its lines: name, street, postal code and city, country (each only when known). */
export function addressLines(store: FooterStore, countryName: string | null): string[] {
  return [store.name, store.address, [store.postalCode, store.city].filter(Boolean).join(" "), countryName].filter((line): line is string => !!line);
}

/** A `tel:` address: the number without its spaces. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, "")}`;
}

/** A value with its spaces trimmed; empty counts as absent. */
function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
