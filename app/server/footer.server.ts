import { Branches, Newsletters, type Store } from "@commerce/contract/store";
import type { Language } from "~/domain/languages";
import { branchCount, extraLogos, footerLogo, footerNewsletter, footerStore, hasBranchHint, showContactForm, socialLinks } from "~/domain/footer";
import type { Settings } from "~/domain/settings";
import type { AppContext } from "./context";
import { CONFIG_CACHE, cachedPublic } from "./public-cache.server";

/**
 * The footer's two calls of the core API (branches, newsletters), each cached as public data and each
 * allowed to fail on its own: failing branches count as one branch, failing newsletters as none (spec §8).
 */
export async function loadFooterCalls(app: AppContext, language: Language) {
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

/** Everything the footer shows, from the store, the settings and its calls. */
export function footerData(
  calls: Awaited<ReturnType<typeof loadFooterCalls>>,
  store: Store,
  settings: Settings,
  { logoUrl, slogan }: { logoUrl: string | null; slogan: string | null },
) {
  const count = branchCount(calls.branches);
  const newsletter = footerNewsletter(calls.newsletters);
  return {
    store: footerStore(store, settings),
    logoUrl: footerLogo(settings, logoUrl),
    slogan,
    extraLogos: extraLogos(settings.get("custom_footer_logos")),
    socials: socialLinks(store, settings),
    showContactForm: showContactForm(settings.get("ecommerce_footer_show_contact_form")),
    branchCount: hasBranchHint(count) ? count : null,
    /** The newsletter signup's slot (the signup itself: issue 13), only when a newsletter exists. */
    newsletter: newsletter ? { identifier: newsletter.identifier } : null,
  };
}
export type FooterData = ReturnType<typeof footerData>;
