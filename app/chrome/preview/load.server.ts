import { PREVIEW_TOKEN_HEADER, type CmsPreview, THEME_SETTING_KEYS, themePreviewSettingsList } from "@commerce/contract/previews";
import { PREVIEW_ALLOWED_ORIGINS_SETTING, previewAllowedOrigins } from "@commerce/rules/preview-origins";
import type { WebsiteSetting } from "@commerce/contract/settings";
import type { Settings } from "~/domain/settings";
import type { AppContext } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { type PreviewMode, withPreviewTheme } from "./preview";

// Preview mode's server side (ADR 0060). Nothing here goes through the public cache: a preview is
// what an editor is working on now, and its page is never kept (the page cache refuses it, and every
// answer of the router is `private, no-store`).

/**
 * The theme settings of the preview cache the page names, as a list (the core API answers a list or a
 * map), when the core API has it for this shop; else null (an unknown or expired id shows the live theme).
 */
export async function loadPreviewTheme(app: AppContext, mode: PreviewMode | null): Promise<WebsiteSetting[] | null> {
  if (!mode?.themeCache) return null;
  try {
    return themePreviewSettingsList(await app.theme.preview({ params: { id: mode.themeCache } }));
  } catch (error) {
    app.log.warn("preview.theme-failed", { themeCache: mode.themeCache, error: String(error) });
    return null;
  }
}

/** The shop's settings with the preview's theme over them (only the theme's keys). */
export function settingsWithPreviewTheme(settings: Settings, theme: readonly WebsiteSetting[]): Settings {
  return withPreviewTheme(settings, theme, THEME_SETTING_KEYS);
}

/** The origins that may post theme events into this shop's previews, and frame them: its own, then its setting's. */
export function allowedOrigins(origin: string, settings: Settings): string[] {
  return previewAllowedOrigins(origin, settings.get(PREVIEW_ALLOWED_ORIGINS_SETTING));
}

/** A page's preview for the editor holding its token (cms-preview/{id}), or null: no such preview for this token. */
export async function loadCmsPreview(app: AppContext, id: number, token: string | null): Promise<CmsPreview | null> {
  if (!token) return null;
  try {
    return await app.cms.preview({ params: { id }, headers: { [PREVIEW_TOKEN_HEADER]: token } });
  } catch (error) {
    if (error instanceof CoreApiError && (error.notFound || error.status === 400)) return null;
    throw error;
  }
}

// --- Framing: a preview may be shown inside the editor's page ----------------------------------------

const framing = new WeakMap<object, readonly string[]>();

/** The root loader: this request's page is a preview, which these origins may frame. */
export function allowPreviewFraming(app: AppContext, origins: readonly string[]) {
  framing.set(app, origins);
}

/** The origins that may frame this request's page (a preview), or null: nobody may (frame-ancestors 'none'). */
export function previewFrameAncestors(app: AppContext): readonly string[] | null {
  return framing.get(app) ?? null;
}
