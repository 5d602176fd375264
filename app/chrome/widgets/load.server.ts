import { Usps } from "@commerce/contract/usps";
import * as css from "~/chrome/widgets/usp-strip.css";
import type { Language } from "~/domain/languages";
import { shuffled } from "~/chrome/widgets/usps";
import type { AppContext } from "~/server/context";
import { escapeHtml } from "@commerce/html/escape-html";
import { CONFIG_CACHE, cachedPublic } from "~/server/public-cache.server";

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
