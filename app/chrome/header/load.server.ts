import { type CssValue, cssAttrSelector, cssKeyword, cssNumber, cssRule, cssUrl } from "../css";
import type { Campaign } from "@commerce/contract/campaigns";
import { type MenuPage, type SubmenuKey, SubmenuValues } from "@commerce/contract/menu";
import { submenuKeysOf, withSubmenus } from "~/domain/menu";
import { logoOn } from "~/domain/theme";
import type { AppContext } from "~/server/context";
import { CATALOGUE_CACHE } from "~/server/catalogue.server";
import { cachedPublic } from "~/server/public-cache.server";
import { translate } from "~/i18n";
import type { ChromePage } from "../page.server";
import type { ShellData } from "../shell";
import { flags as headerFlags, header as headerRoot, themes as headerThemes } from "./header.css";
import { backRules } from "./rules/back-rules";
import { withCampaign } from "./rules/campaign";
import { type CoBrandImage, coBrandLogos } from "./rules/cobrand";
import { type HeaderConfig, headerConfig } from "./rules/config";
import { DEFAULT_LOGO_SIZE } from "./rules/logo-size";
import { needsMotionCode } from "./rules/motion";
import { headerView } from "./rules/view";

/**
 * The header's second call: the shop's latest active campaign (campaign/get?is_active=1), through the
 * public cache per shop and language; none when it fails (~/server/campaigns.server).
 */
export { loadLatestCampaign } from "~/server/campaigns.server";

/** The values of each catalogue sub-menu the menu uses, by key (chrome §3 submenu_key, §7). */
export type Submenus = Partial<Record<SubmenuKey, SubmenuValues>>;

/**
 * The header's own call: the shop's tags or categories for each submenu_key its menu uses, cached with
 * the catalogue per shop and language. A failing call leaves that entry without a sub-menu.
 */
export async function loadSubmenus(app: AppContext, language: string, menu: readonly MenuPage[]): Promise<Submenus> {
  const lists = await Promise.all(
    submenuKeysOf(menu).map((key) =>
      cachedPublic(app, language, `submenu:${key}`, CATALOGUE_CACHE, SubmenuValues, () => app.shop.submenu({ params: { key } }))
        .then((values): [SubmenuKey, SubmenuValues] => [key, values])
        .catch((error: unknown): [SubmenuKey, SubmenuValues] => {
          app.log.warn("header.submenu-failed", { key, error: String(error) });
          return [key, []];
        }),
    ),
  );
  return Object.fromEntries(lists);
}

/**
 * The header's part of the root's data: its settings parsed once (theme, ecommerce_header_settings,
 * colours, dropdowns, pages), the logos it shows, the phone's back rules and the co-brand logos. It
 * makes no core-API call of its own: the shop's frame (settings, menu) is every part's.
 */
export function loadHeader(
  { app, language, t, settings, frame, theme, cart, messages, logoUrl, logoLightUrl, logoDarkUrl }: ChromePage,
  submenus: Submenus = {},
  campaign: Campaign | null = null,
) {
  // The latest campaign first in the desktop header, 'Campagne: {name}' (spec §2).
  const latest = campaign ? { id: campaign.id, title: t("campaign.title", { name: campaign.name }) } : null;
  const config = withCampaign(headerConfig(settings, withSubmenus(frame.menu, submenus)), latest);
  const headerLogoUrl = logoOn(theme.headerBackground, { logoUrl, logoLightUrl, logoDarkUrl });
  /** A logo's width and height as the frame read them from the shop's own media file, if it did. */
  const sizeOf = (url: string | null | undefined) => (url ? frame.logoSizes[url] : undefined);
  return {
    config,
    /** The logo on the header's background: the white variant on a dark header, the dark one on a light header. */
    headerLogoUrl,
    /** Its width and height for its `<img>` (its room kept before it loads): read from the shop's own media file, else the default. */
    headerLogoSize: sizeOf(headerLogoUrl) ?? DEFAULT_LOGO_SIZE,
    /** The white logo over a hero (the header's browser code; without it the logo is whitened by CSS). */
    heroLogoUrl: logoLightUrl,
    /** Its own width and height, for the hero's first frame (hero-start.ts), when its file was read. */
    heroLogoSize: sizeOf(logoLightUrl) ?? null,
    /** The parsed header (theme, ecommerce_header_settings, colours, dropdowns, pages) the header themes render from. */
    header: withClass(headerView(config, language)),
    /** The phone's back-or-menu button: which pages are forward pages and where back leads (chrome §2). */
    backRules: backRules(language, { invoicePayment: app.customer?.invoicePayment }),
    /** The signed-in customer as the account link greets them (chrome §2, §3 parentCustomerName). */
    customer: accountGreeting(app.customer, t),
    /** Co-brand logos beside the store logo: the cart's code's influencer, the customer's own (chrome §3). */
    coBrandLogos: coBrandLogos({ cart, customerLogo: app.customer?.headerLogo }).map(
      (logo): CoBrandImage => ({ src: logo.src, alt: logo.name ?? translate(language, messages, `cobrand.${logo.kind}`) }),
    ),
  };
}

/**
 * The header's classes, picked here so the browser ships no theme map: the theme's layout and the
 * settings' flags (sticky, full width, hamburger, fullscreen menu).
 */
function withClass<T extends Pick<HeaderConfig, "settings" | "theme" | "nav" | "search" | "colors">>(header: T) {
  const { settings } = header;
  const classes = [headerRoot, headerThemes[header.theme]];
  if (settings.stickyHeader) classes.push(headerFlags.sticky);
  if (settings.maxWidth === "full") classes.push(headerFlags.full);
  if (header.nav === "hamburger") classes.push(headerFlags.hamburger);
  // The fullscreen overlay only with hamburger mode; otherwise the drawer opens (§4).
  if (header.nav === "hamburger" && settings.fullscreenMenu) classes.push(headerFlags.fullscreen);
  if (header.search.mobile && header.search.at !== "drawer") classes.push(headerFlags.mobileSearch);
  // Whether the header loads its scroll code on every page (the home's hero asks for it on its own).
  return { ...header, className: classes.join(" "), motion: needsMotionCode(header) };
}

/** The header's numbers as custom properties (header.css.ts reads them), for the theme's :root rule (checked: ~/chrome/css). */
export function headerVars(header: HeaderConfig): [string, CssValue | null][] {
  return [
    ["--etalage-header-h", cssNumber(header.settings.headerHeight.maxPx, "px")],
    ["--etalage-dd", cssNumber(header.dropdown.closeDelayMs, "ms")],
    // The shrunk height (the sticky shrink, the transparent header past its threshold).
    ["--etalage-header-min", cssNumber(header.settings.headerHeight.minPx, "px")],
    ["--etalage-header-img", cssUrl(header.colors.backgroundImage)],
  ];
}

/** Each bar item's place (bar.ts) as its own rule: the CSP allows no style attributes. */
export function barRules(header: HeaderConfig): string {
  return header.bar
    .map((entry) =>
      cssRule(
        cssAttrSelector("header ", "data-i", entry.item),
        Object.entries(entry.style).map(([name, value]) => [name, cssKeyword(value)] as const),
      ),
    )
    .join("");
}

/**
 * The account link's greeting: the first name, the business account the customer belongs to, and the
 * link's whole label — made here, so the browser's header carries no text rule of its own.
 */
function accountGreeting(customer: ChromePage["app"]["customer"], t: ChromePage["t"]): ShellData["customer"] {
  if (!customer) return null;
  const parent = customer.parentCustomer?.name ?? null;
  // The label holds the visible text as it reads ('welkom, Pieter De Branding …': WCAG 2.5.3 label in name).
  const who = parent ? `${customer.firstName} ${parent}` : customer.firstName;
  return { firstName: customer.firstName, parent, label: `${t("header.welcome")} ${who} (${t("header.account")})` };
}
