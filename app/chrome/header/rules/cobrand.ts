import type { CoBrandLogo } from "@commerce/contract/branding";
import { safeLogoUrl } from "@commerce/rules/logo-url";

/**
 * The co-brand logos beside the store logo (chrome spec §3, §4), both when both apply: the active
 * code's influencer (`branding.influencer` of the cart's promo code or coupon) first, then the
 * signed-in customer's own header logo. A logo shows only when enabled and with a url that is https
 * or a path of the shop; its text is the name it stands for.
 */
export type CoBrandLogoView = { kind: "influencer" | "customer"; src: string; name: string | null };

/** The logos as the header renders them: each with its text, the name or a translated fallback. */
export type CoBrandImage = { src: string; alt: string };

type CodeWithBranding = { branding?: { influencer: CoBrandLogo | null } | null };

export function coBrandLogos(input: {
  cart: { promocodes: CodeWithBranding[]; couponsCreated: CodeWithBranding[] } | null;
  customerLogo: CoBrandLogo | null | undefined;
}): CoBrandLogoView[] {
  const code = input.cart?.promocodes[0] ?? input.cart?.couponsCreated[0];
  const logos: CoBrandLogoView[] = [];
  const influencer = view("influencer", code?.branding?.influencer);
  if (influencer) logos.push(influencer);
  const customer = view("customer", input.customerLogo);
  if (customer) logos.push(customer);
  return logos;
}

function view(kind: CoBrandLogoView["kind"], logo: CoBrandLogo | null | undefined): CoBrandLogoView | null {
  const src = logo?.enabled ? safeLogoUrl(logo.logoUrl) : null;
  return src ? { kind, src, name: logo?.displayName?.trim() || null } : null;
}
