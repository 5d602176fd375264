import type { Language } from "~/domain/languages";
import { keepNewest } from "~/server/bounded-memo";
import { parseStickyButton, type StickyButtonConfig, stickyButtonCss } from "~/chrome/widgets/sticky-button";
import { stickyHiddenPattern, stickyLink } from "~/chrome/widgets/sticky-button-visibility";
import type { TFunction } from "~/i18n";
import { cleanCmsHtml } from "@commerce/html/clean-html";
import type { StickyHelpView } from "./StickyHelp";

// The sticky help button from its setting (chrome spec §2–§4): what StickyHelp.tsx renders on the
// server, one pattern of the pages it hides on and its colours for the theme's style. The popup's
// HTML is cleaned by the CMS's allow-list cleaner; every other text is React's to escape.

export type StickyHelp = {
  view: StickyHelpView;
  /** Where it is hidden: a regular expression over the page's path (sticky-button-visibility.ts). */
  hide: string;
  /** Its colours and sizes as custom properties (for the theme's nonce'd style; ~/chrome/css). */
  css: string;
};

/**
 * The isolate's last sticky buttons as pages show them, per setting, origin and language: parsing the
 * setting and cleaning the popup's HTML cost ~0.13 ms of every rendered page (docs/performance.md §23),
 * and the answer changes only with them (the translations are the build's).
 */
const SHOWN_BUTTONS = 100;
const shownButtons = new Map<string, StickyHelp | null>();

/** The sticky_button setting as the page shows it, or null when it is off. */
export async function stickyHelp(value: string | undefined, origin: string, language: Language, t: TFunction): Promise<StickyHelp | null> {
  const key = `${language} ${origin} ${value ?? ""}`;
  const shown = shownButtons.get(key);
  if (shown !== undefined) return shown;
  const help = await stickyHelpOf(value, origin, language, t);
  keepNewest(shownButtons, key, help, SHOWN_BUTTONS);
  return help;
}

async function stickyHelpOf(value: string | undefined, origin: string, language: Language, t: TFunction): Promise<StickyHelp | null> {
  const config = parseStickyButton(value, language);
  if (!config.enabled) return null;
  const label = config.text || t("help.label");
  const popup =
    config.action === "popup"
      ? { title: config.popup.title ?? t("help.popupTitle"), bodyHtml: await cleanCmsHtml(config.popup.bodyHtml), close: t("help.close") }
      : null;
  return {
    view: { config, label, link: popup ? null : linkOf(config, origin, language), popup },
    hide: stickyHiddenPattern(config),
    css: stickyButtonCss(config),
  };
}

function linkOf(config: StickyButtonConfig, origin: string, language: Language): { href: string; newTab: boolean } {
  if (config.action === "chat") return { href: config.chat.url, newTab: true };
  const link = stickyLink(config.link, origin, language);
  if (link.kind === "internal") return { href: link.to, newTab: false };
  return { href: link.href, newTab: link.kind === "new-tab" || link.newTab };
}
