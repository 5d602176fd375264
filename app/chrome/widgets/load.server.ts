import { Usps } from "@commerce/contract/usps";
import * as css from "~/chrome/widgets/usp-strip.css";
import type { Language } from "~/domain/languages";
import { shuffled } from "~/chrome/widgets/usps";
import type { AppContext } from "~/server/context";
import { escapeHtml } from "@commerce/html/escape-html";
import { CONFIG_CACHE, cachedPublic } from "~/server/public-cache.server";
import { translate } from "~/i18n";
import type { ChromePage } from "../page.server";
import { partnerLauncherHtml } from "./partner-launcher.server";
import { stickyHelp } from "./sticky-help.server";

/**
 * The USP strip's markup (chrome spec §2, §4): the shop's selling points (cached like the shop's other
 * public data), shuffled here per request — the server's order is the one the browser hydrates, so
 * there is no mismatch — as a plain list that reads well without JavaScript. The rotation is
 * usp-motion.client.ts's. No selling points (or a failing call) → no strip.
 */
export function loadUsps(app: AppContext, language: Language): Promise<Usps> {
  return cachedPublic(app, language, "usps", CONFIG_CACHE, Usps, () => app.shop.usps()).catch((error: unknown) => {
    app.log.warn("usps.failed", { error: String(error) });
    return [];
  });
}

/** The strip as HTML, its selling points in a new order on every request; null without any. */
export function uspStripHtml(usps: Usps, label: string): string | null {
  if (usps.length === 0) return null;
  const items = shuffled(usps, Math.random)
    .map((usp) => `<li class="${css.item}">${escapeHtml(usp.text)}</li>`)
    .join("");
  return `<section class="${css.strip}" aria-label="${escapeHtml(label)}" data-usp-strip><ul class="${css.list}">${items}</ul></section>`;
}

/**
 * The widgets' part of the root's data: the sticky help button (setting sticky_button; null when off,
 * chrome spec §3) with its colours for the theme's style, the USP strip's markup (shuffled per request;
 * null without selling points) and the partner test launcher 'Doe de Doop test' (one fixed tenant, by
 * setting; null otherwise).
 */
export async function loadWidgets({ app, settings, origin, language, messages }: ChromePage, usps: Usps) {
  const sticky = await stickyHelp(settings.get("sticky_button"), origin, language, messages);
  return {
    css: sticky?.css ?? "",
    stickyHelp: sticky ? { html: sticky.html, hide: sticky.hide } : null,
    usps: uspStripHtml(usps, translate(language, messages, "usp.label")),
    partnerLauncher: partnerLauncherHtml(app.tenant.tenantUuid, settings, translate(language, messages, "help.partnerLauncher")),
  };
}
