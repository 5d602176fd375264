import sprite from "~/components/icons.svg?no-inline";
import * as css from "~/chrome/widgets/sticky-help.css";
import type { Language } from "~/domain/languages";
import { parseStickyButton, type StickyButtonConfig, stickyButtonCss } from "~/chrome/widgets/sticky-button";
import { stickyHiddenPattern, stickyLink } from "~/chrome/widgets/sticky-button-visibility";
import { translate } from "~/i18n";
import { cleanCmsHtml } from "@commerce/html/clean-html";
import { escapeHtml } from "@commerce/html/escape-html";

// The sticky help button's markup, written here on the server (chrome spec §2–§4): the browser gets it
// as a finished HTML string plus one pattern of the pages it hides on, so the shell every page
// loads — the checkout's too — carries no component for it (the JS budget, w-common.md). Without
// JavaScript the popup is a <details> disclosure; with it the summary opens a modal <dialog>
// (help.client.ts, loaded on the first click). Every text from the setting is escaped; the popup's HTML is cleaned by the
// CMS's allow-list cleaner.

export type StickyHelp = {
  /** The button's markup, its fixed wrapper included. */
  html: string;
  /** Where it is hidden: a regular expression over the page's path (sticky-button-visibility.ts). */
  hide: string;
  /** Its colours and sizes as custom properties (for the theme's nonce'd style). */
  css: string;
};

type Texts = Record<string, unknown>;

/** The sticky_button setting as the page shows it, or null when it is off. */
export async function stickyHelp(value: string | undefined, origin: string, language: Language, messages: Texts): Promise<StickyHelp | null> {
  const config = parseStickyButton(value, language);
  if (!config.enabled) return null;
  const t = (key: string) => translate(language, messages, key);
  const label = config.text || t("help.label");
  const face = faceHtml(config);
  const button = config.action === "popup" ? await popupHtml(config, label, face, t) : linkHtml(config, label, face, origin, language);
  // Position, shape, display, animation and image fit as data attributes (sticky-help.css.ts).
  const data = `data-pos="${config.position}" data-shape="${config.shape}" data-display="${config.display}" data-anim="${config.animation}" data-fit="${config.imageFit}"`;
  return {
    html: `<div class="${css.root}" data-sticky-help ${data}>${button}</div>`,
    hide: stickyHiddenPattern(config),
    css: stickyButtonCss(config),
  };
}

/** What the button shows: its text, its image or its icon (the accessible name is the label). */
function faceHtml(config: StickyButtonConfig): string {
  if (config.display === "text" && config.text) return `<span>${escapeHtml(config.text)}</span>`;
  if (config.display === "image" && config.imageUrl) return `<img class="${css.image}" src="${escapeHtml(config.imageUrl)}" alt="">`;
  return `<svg width="24" height="24" aria-hidden="true" focusable="false"><use href="${sprite}#${config.icon}"></use></svg>`;
}

function linkHtml(config: StickyButtonConfig, label: string, face: string, origin: string, language: Language): string {
  if (config.action === "chat") return anchor(config.chat.url, label, face, true);
  const link = stickyLink(config.link, origin, language);
  if (link.kind === "internal") return anchor(link.to, label, face, false);
  return anchor(link.href, label, face, link.kind === "new-tab" || link.newTab);
}

function anchor(href: string, label: string, face: string, newTab: boolean): string {
  const target = newTab ? ` target="_blank" rel="noopener noreferrer"` : "";
  return `<a class="${css.button}" href="${escapeHtml(href)}" aria-label="${escapeHtml(label)}"${target}>${face}</a>`;
}

async function popupHtml(config: StickyButtonConfig, label: string, face: string, t: (key: string) => string): Promise<string> {
  const title = escapeHtml(config.popup.title ?? t("help.popupTitle"));
  const body = await cleanCmsHtml(config.popup.bodyHtml);
  // Without JavaScript nothing inside a <details> can fold it: 'Sluiten' reloads the page, closed
  // (the client code makes it a button of the dialog).
  return (
    `<details><summary class="${css.button}" aria-label="${escapeHtml(label)}" aria-haspopup="dialog">${face}</summary>` +
    `<div class="${css.panel}" role="group" aria-labelledby="sticky-help-title" data-sticky-panel>` +
    `<h2 class="${css.title}" id="sticky-help-title">${title}</h2><div>${body}</div>` +
    `<a class="${css.close}" href="" data-sticky-close>${escapeHtml(t("help.close"))}</a></div></details>`
  );
}
