import { PURCHASE_PAGES } from "./sticky-button-visibility";
import { firstSetting, type Settings } from "~/domain/settings";

// The partner test launcher 'Doe de Doop test' (chrome spec §2, §4, §5, §6): a floating button for one
// fixed tenant only, when its setting says so. On a phone it slides in, overshoots a little and zooms
// before leaving for the partner's site; on a desktop it goes straight there.

/** The one tenant the partner's launcher exists for (§6: "one fixed tenant"); the demo's Noordzee stands in. */
export const DOOP_TEST_TENANT_UUID = "7b1e2c4a-0000-4000-8000-00000000000a";
/** The partner's test site. The spec does not give its address; this is the one the launcher opens. */
export const DOOP_TEST_URL = "https://www.doop.nl/test";
/** The phone's animation (our design within §4's words): slide in, overshoot, zoom. */
export const LAUNCH_ANIMATION_MS = 900;

/** §5: enabled when the setting is true, 1 or yes, in any case. */
export function isLauncherSettingOn(value: string | undefined): boolean {
  return value !== undefined && /^(?:true|1|yes)$/i.test(value.trim());
}

/** Whether this shop shows the launcher: the fixed tenant, with the setting (either of its names) on. */
export function partnerLauncherEnabled(tenantUuid: string, settings: Settings): boolean {
  return tenantUuid === DOOP_TEST_TENANT_UUID && isLauncherSettingOn(firstSetting(settings, "ecommerce_doop_test_enabled", "doop_test_enabled"));
}

/**
 * Where the launcher never shows, as a regular expression over the page's path: the purchase's pages
 * (bag, checkout, payment, an order), whose labels and buttons it covered (issue 19, ADR 0035).
 */
export function launcherHiddenPattern(): string {
  return PURCHASE_PAGES;
}
