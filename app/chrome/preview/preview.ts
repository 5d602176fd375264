// Preview mode (storefront-cart-checkout-routing.md §2, §4, §7; ADR 0060): an editor sees a theme on any
// page before it goes live. Pure rules, no I/O and no zod (the listener's rule runs in the browser).

import type { WebsiteSetting } from "@commerce/contract/settings";

/** The query parameters of preview mode (the page cache refuses a page with any of them: app/domain/page-cache.ts). */
export const PREVIEW_SESSION_PARAM = "previewSession";
export const PREVIEW_TRANSPORT_PARAM = "previewTransport";
export const PREVIEW_THEME_CACHE_PARAM = "previewThemeCache";
/** The editor's token of a CMS page preview (cms-preview/{id}?previewToken=…). */
export const PREVIEW_TOKEN_PARAM = "previewToken";

/** The only transport the spec names: window.postMessage from the editor's page. */
export const POST_MESSAGE_TRANSPORT = "pm";
/** The only event a preview accepts (§5). */
export const THEME_PREVIEW_EVENT = "theme-preview";

/** A session id or a cache id as a url may carry it: letters, digits, '-', '_' and '.', at most 128. */
const ID = /^[A-Za-z0-9._-]{1,128}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PreviewMode = {
  /** The editor's session: an event must name it. */
  session: string | null;
  /** Whether the page listens for the editor's events (previewTransport=pm with a session). */
  listens: boolean;
  /** The theme preview cache to apply, when its id is a uuid (the core API's ids); else none. */
  themeCache: string | null;
};

/** The page's preview mode from its url, or null when it has no preview parameter (a shopper's page). */
export function previewModeOf(search: URLSearchParams): PreviewMode | null {
  const names = [PREVIEW_SESSION_PARAM, PREVIEW_TRANSPORT_PARAM, PREVIEW_THEME_CACHE_PARAM];
  if (!names.some((name) => search.has(name))) return null;
  const session = search.get(PREVIEW_SESSION_PARAM);
  const validSession = session !== null && ID.test(session) ? session : null;
  const themeCache = search.get(PREVIEW_THEME_CACHE_PARAM);
  return {
    session: validSession,
    listens: validSession !== null && search.get(PREVIEW_TRANSPORT_PARAM) === POST_MESSAGE_TRANSPORT,
    themeCache: themeCache !== null && UUID.test(themeCache) ? themeCache.toLowerCase() : null,
  };
}

/** What an accepted event asks: apply this theme preview cache (or the page's own again, re-read). */
export type ThemeEvent = { themeCache: string | null };

/**
 * The message filtering rule (§4, §5): an event is accepted only from an allowed origin, with type
 * 'theme-preview' and the page's own session; its themeCache, when it names one, must be a uuid.
 * Anything else — another origin, type or session, a string, a missing field — is ignored (null).
 */
export function acceptedThemeEvent(
  message: { origin: string; data: unknown },
  preview: { session: string | null; allowedOrigins: readonly string[] },
): ThemeEvent | null {
  if (preview.session === null || !preview.allowedOrigins.includes(message.origin)) return null;
  const data = message.data;
  if (typeof data !== "object" || data === null) return null;
  const { type, session, themeCache } = data as Record<string, unknown>;
  if (type !== THEME_PREVIEW_EVENT || session !== preview.session) return null;
  if (themeCache === undefined || themeCache === null) return { themeCache: null };
  return typeof themeCache === "string" && UUID.test(themeCache) ? { themeCache: themeCache.toLowerCase() } : null;
}

/** The page's url with another theme preview cache (the same one when null), for the re-applying navigation. */
export function withThemeCache(url: { pathname: string; search: string }, themeCache: string | null): string {
  const search = new URLSearchParams(url.search);
  if (themeCache !== null) search.set(PREVIEW_THEME_CACHE_PARAM, themeCache);
  return `${url.pathname}?${search}`;
}

/**
 * The shop's settings with a preview's theme over them: only the theme's keys (commerce/contract
 * previews.ts THEME_SETTING_KEYS) are taken from the preview; an empty value there removes the
 * shop's own (the theme's default shows). Everything else is the shop's.
 */
export function withPreviewTheme(settings: ReadonlyMap<string, string>, preview: readonly WebsiteSetting[], themeKeys: readonly string[]): Map<string, string> {
  const merged = new Map(settings);
  for (const { key_, value_ } of preview) {
    if (!themeKeys.includes(key_)) continue;
    if (value_ === "") merged.delete(key_);
    else merged.set(key_, value_);
  }
  return merged;
}

/** A CMS page's preview (cms-preview/{id}): shown inside the editor's page too. */
export function isCmsPreviewPath(pathname: string): boolean {
  return /^\/[a-z]{2}\/cms-preview\/[^/]+\/?$/.test(pathname.replace(/\.data$/, ""));
}
