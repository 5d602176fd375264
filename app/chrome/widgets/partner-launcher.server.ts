import { launcher } from "~/chrome/widgets/partner-launcher.css";
import { DOOP_TEST_URL, launcherHiddenPattern, partnerLauncherEnabled } from "~/chrome/widgets/partner-launcher";
import type { Settings } from "~/domain/settings";
import { escapeHtml } from "@commerce/html/escape-html";

/**
 * The partner test launcher's markup (chrome spec §2, §4): a plain link to the partner's site — on a
 * desktop, and without JavaScript, it simply goes there; on a phone HelpWidgets animates it first.
 * Null for every shop but the one it exists for, and for that one unless its setting is on. `hide`:
 * the pages it never shows on (the purchase's, issue 19), tested per page like the help button's.
 */
export function partnerLauncherHtml(tenantUuid: string, settings: Settings, label: string): { html: string; hide: string } | null {
  if (!partnerLauncherEnabled(tenantUuid, settings)) return null;
  return { html: `<a class="${launcher}" href="${escapeHtml(DOOP_TEST_URL)}" data-launcher>${escapeHtml(label)}</a>`, hide: launcherHiddenPattern() };
}
