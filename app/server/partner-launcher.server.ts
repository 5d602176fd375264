import { launcher } from "~/components/widgets/partner-launcher.css";
import { DOOP_TEST_URL, partnerLauncherEnabled } from "~/domain/partner-launcher";
import type { Settings } from "~/domain/settings";
import { escapeHtml } from "@commerce/html/escape-html";

/**
 * The partner test launcher's markup (chrome spec §2, §4): a plain link to the partner's site — on a
 * desktop, and without JavaScript, it simply goes there; on a phone HelpWidgets animates it first.
 * Null for every shop but the one it exists for, and for that one unless its setting is on.
 */
export function partnerLauncherHtml(tenantUuid: string, settings: Settings, label: string): string | null {
  if (!partnerLauncherEnabled(tenantUuid, settings)) return null;
  return `<a class="${launcher}" href="${escapeHtml(DOOP_TEST_URL)}" data-launcher>${escapeHtml(label)}</a>`;
}
