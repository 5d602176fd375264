// Which pages may post theme events into a preview (storefront-cart-checkout-routing.md §4, ADR 0060):
// the shop's setting `preview_allowed_origins`, origins separated by spaces or commas. An origin is
// https://host[:port], or http:// for a local host only (localhost, *.localhost, 127.0.0.1: a CMS
// editor on a developer's machine). The shop's own origin is always allowed.

const ORIGIN = /^(?:https:\/\/[a-z0-9.-]+|http:\/\/(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.localhost|127\.0\.0\.1))(?::\d{1,5})?$/;

/** The setting's name. */
export const PREVIEW_ALLOWED_ORIGINS_SETTING = "preview_allowed_origins";

/** Each entry of the setting: its origin, or null where it is not one (a path, a wildcard, http to a public host). */
export function previewOriginEntries(value: string | undefined): { entry: string; origin: string | null }[] {
  return (value ?? "")
    .split(/[\s,]+/)
    .filter((entry) => entry !== "")
    .map((entry) => {
      const lower = entry.toLowerCase().replace(/\/$/, "");
      return { entry, origin: ORIGIN.test(lower) ? lower : null };
    });
}

/** The origins allowed to post into a preview: the shop's own first, then the setting's valid ones. */
export function previewAllowedOrigins(shopOrigin: string, value: string | undefined): string[] {
  const listed = previewOriginEntries(value).flatMap(({ origin }) => (origin ? [origin] : []));
  return [...new Set([shopOrigin, ...listed])];
}
