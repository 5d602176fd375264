import type { ServerBuild } from "react-router";
import { firstSetting, settingsMap } from "~/domain/settings";
import { themeFromSettings } from "~/domain/theme";
import type { Language } from "~/domain/languages";
import type { AppContext } from "~/server/context";
import { messagesUrl } from "~/server/i18n.server";
import { loadShopFrame } from "~/server/shop.server";
import { webAppManifest } from "./manifest";
import { type OfflineConfig, offlinePagePath, pageCacheLimit } from "./rules";

// The server's side of offline use (ADR 0065): the service worker's script with what it must know of
// this build and shop, and the shop's web app manifest. Both are GETs that change nothing.

/** The worker's code: a file of the browser's build under /assets/ (its name as the page registers it). */
const WORKER_CODE = /^\/assets\/[\w.-]+\.js$/;

/** Every static file of the build the browser may load: entry and route modules, their imports, styles. */
export function buildAssets(assets: ServerBuild["assets"]): string[] {
  const files = new Set<string>([assets.entry.module, ...assets.entry.imports]);
  for (const route of Object.values(assets.routes)) {
    if (!route) continue;
    for (const value of Object.values(route)) {
      for (const file of Array.isArray(value) ? value : [value]) {
        if (typeof file === "string" && file.startsWith("/assets/")) files.add(file);
      }
    }
  }
  return [...files].sort();
}

/**
 * The service worker's script: its configuration, then its code from the build. Refused (400) without
 * the code's file: only a page of this origin registers it, with the name its build gave it.
 */
export async function serviceWorkerScript(app: AppContext, url: URL): Promise<Response> {
  const code = url.searchParams.get("worker") ?? "";
  if (!WORKER_CODE.test(code)) return new Response("The worker's code is missing.", { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  const { assets } = await import("virtual:react-router/server-build");
  const languages = app.tenant.languages.map((l) => l.code);
  const config: OfflineConfig = {
    version: assets.version,
    assets: [...buildAssets(assets), ...languages.map((language) => messagesUrl(language))],
    offlinePages: languages.flatMap((language) => [offlinePagePath(language), offlinePagePath(language, "cart")]),
    languages,
    defaultLanguage: app.tenant.defaultLanguage,
    cacheBytes: pageCacheLimit(url.searchParams.get("cacheBytes") ?? (await shopCacheBytes(app))),
  };
  const body = `self.ETALAGE_OFFLINE=${JSON.stringify(config)};\nimportScripts(${JSON.stringify(code)});\n`;
  return new Response(body, {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      // Asked again at every update check: a deploy is seen at once.
      "cache-control": "no-cache",
      // The worker's own policy (a worker's script's CSP rules its fetches and imports): this origin only.
      "content-security-policy": "default-src 'self'; script-src 'self'; connect-src 'self'; img-src 'self'",
    },
  });
}

/** The shop's own size for the seen pages' cache (setting offline_cache_bytes, through the public cache), or null. */
async function shopCacheBytes(app: AppContext): Promise<string | null> {
  const frame = await loadShopFrame(app, app.tenant.defaultLanguage);
  return firstSetting(settingsMap(frame.settings), "offline_cache_bytes") ?? null;
}

/** The shop's web app manifest in a language: name, colours and icons from its settings (through the public cache). */
export async function manifestResponse(app: AppContext, language: Language): Promise<Response> {
  const frame = await loadShopFrame(app, language);
  const settings = settingsMap(frame.settings);
  const theme = themeFromSettings(settings);
  const { store } = frame.configuration;
  const manifest = webAppManifest({
    name: firstSetting(settings, "store_name") ?? store.storeName,
    language,
    themeColor: theme.themeColor,
    backgroundColor: theme.headerBackground,
    logoUrl: firstSetting(settings, "store_logo") ?? store.store_logo,
  });
  return new Response(JSON.stringify(manifest), {
    headers: { "content-type": "application/manifest+json; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
