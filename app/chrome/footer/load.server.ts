import { Branches, Newsletters } from "@commerce/contract/store";
import { localizedStored } from "@commerce/i18n/localized-text";
import type { Language } from "~/domain/languages";
import { logoOn } from "~/domain/theme";
import type { AppContext } from "~/server/context";
import { CONFIG_CACHE, cachedPublic } from "~/server/public-cache.server";
import type { ChromePage } from "../page.server";
import { type FooterCalls, type FooterData, footerData } from "./data";

/**
 * The footer's two calls of the core API (branches, newsletters), each cached as public data and each
 * allowed to fail on its own: failing branches count as one branch, failing newsletters as none (spec §8).
 */
export async function loadFooterCalls(app: AppContext, language: Language): Promise<FooterCalls> {
  const [branches, newsletters] = await Promise.all([
    cachedPublic(app, language, "branches", CONFIG_CACHE, Branches, () => app.shop.branches()).catch((error: unknown) => {
      app.log.warn("footer.branches-failed", { error: String(error) });
      return null;
    }),
    cachedPublic(app, language, "newsletters", CONFIG_CACHE, Newsletters, () => app.shop.newsletters()).catch((error: unknown) => {
      app.log.warn("footer.newsletters-failed", { error: String(error) });
      return null;
    }),
  ]);
  return { branches, newsletters };
}

/** The footer's part of the root's data: everything it shows, from the shop's frame and its two calls. */
export function loadFooter({ frame, settings, theme, language, logoUrl, logoLightUrl, logoDarkUrl }: ChromePage, calls: FooterCalls): FooterData {
  const { store } = frame.configuration;
  return footerData(calls, store, settings, {
    // The logo on the footer's background: the white variant on a dark footer, the dark one on a light footer.
    logoUrl: logoOn(theme.footerBackground, { logoUrl, logoLightUrl, logoDarkUrl }),
    slogan: localizedStored(settings.get("ecommerce_footer_slogan"), language) ?? store.slogan,
    language,
  });
}
