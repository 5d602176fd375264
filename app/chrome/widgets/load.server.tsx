import { Usps } from "@commerce/contract/usps";
import type { Language } from "~/domain/languages";
import { shuffled } from "~/chrome/widgets/usps";
import type { AppContext } from "~/server/context";
import { CONFIG_CACHE, cachedPublic } from "~/server/public-cache.server";
import type { ChromePage } from "../page.server";
import { renderFragment } from "../fragment.server";
import { partnerLauncherEnabled, launcherHiddenPattern } from "./partner-launcher";
import { PartnerLauncher } from "./PartnerLauncher";
import { StickyHelp } from "./StickyHelp";
import { stickyHelp } from "./sticky-help.server";
import { UspList } from "./UspList";

/**
 * The shop's selling points (chrome spec §2, §4), cached like the shop's other public data. No
 * selling points → no strip; a failing call (null) → no strip either, and that strip is not kept.
 */
export function loadUsps(app: AppContext, language: Language): Promise<Usps | null> {
  return cachedPublic(app, language, "usps", CONFIG_CACHE, Usps, () => app.shop.usps()).catch((error: unknown) => {
    app.log.warn("usps.failed", { error: String(error) });
    return null;
  });
}

/**
 * The USP strip's fragment: the selling points shuffled as it is rendered — once per shop and language
 * in the public cache (ADR 0052): a new order with each fill of the cache. Empty without selling points.
 */
export function uspFragment(usps: Usps, label: string): string {
  return usps.length === 0 ? "" : renderFragment(<UspList usps={shuffled(usps, Math.random)} label={label} />);
}

/**
 * The widgets: the sticky help button (setting sticky_button, chrome spec §3) and the partner test
 * launcher 'Doe de Doop test' (one fixed tenant, by setting). Their colours go to the theme's style;
 * their markup is rendered per document (widgetsFragment), each hidden on the pages it never shows on.
 */
export async function loadWidgets({ app, settings, origin, language, t }: ChromePage) {
  const sticky = await stickyHelp(settings.get("sticky_button"), origin, language, t);
  const launcher = partnerLauncherEnabled(app.tenant.tenantUuid, settings) ? { label: t("help.partnerLauncher"), hide: launcherHiddenPattern() } : null;
  return { css: sticky?.css ?? "", sticky, launcher };
}

/** The widgets' fragment for the page at `pathname` (HelpWidgets shows each again per page after a client navigation). */
export function widgetsFragment({ sticky, launcher }: Awaited<ReturnType<typeof loadWidgets>>, pathname: string): string {
  if (!sticky && !launcher) return "";
  const hiddenOn = (hide: string) => new RegExp(hide).test(pathname);
  return renderFragment(
    <>
      {sticky ? <StickyHelp view={sticky.view} hide={sticky.hide} hidden={hiddenOn(sticky.hide)} /> : null}
      {launcher ? <PartnerLauncher label={launcher.label} hide={launcher.hide} hidden={hiddenOn(launcher.hide)} /> : null}
    </>,
  );
}
