// Co-brand logos as the answers carry them (chrome spec §3): a code's influencer and a customer's own
// header logo, stored as three columns each (migration 0010).
import type { CoBrandLogo } from "@commerce/contract/branding";
import { safeLogoUrl } from "@commerce/rules/logo-url";

/**
 * The logo of three stored columns, or null when nothing is set. A url that is not https or a path
 * of the shop is left out (the logo then does not show); an empty name is no name.
 */
export function coBrandLogo(enabled: number | null, logoUrl: string | null, displayName: string | null): CoBrandLogo | null {
  if (enabled !== 1 && !logoUrl && !displayName) return null;
  return { enabled: enabled === 1, logoUrl: safeLogoUrl(logoUrl), displayName: displayName?.trim() || null };
}
