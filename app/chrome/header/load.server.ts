import { logoOn } from "~/domain/theme";
import { translate } from "~/i18n";
import type { ChromePage } from "../page.server";
import type { ShellData } from "../shell";
import { flags as headerFlags, header as headerRoot, themes as headerThemes } from "./header.css";
import { backRules } from "./rules/back-rules";
import { type CoBrandImage, coBrandLogos } from "./rules/cobrand";
import { type HeaderConfig, headerConfig } from "./rules/config";
import { needsMotionCode } from "./rules/motion";
import { headerView } from "./rules/view";

/**
 * The header's part of the root's data: its settings parsed once (theme, ecommerce_header_settings,
 * colours, dropdowns, pages), the logos it shows, the phone's back rules and the co-brand logos. It
 * makes no core-API call of its own: the shop's frame (settings, menu) is every part's.
 */
export function loadHeader({ app, language, settings, frame, theme, cart, messages, t, logoUrl, logoLightUrl, logoDarkUrl }: ChromePage) {
  const config = headerConfig(settings, frame.menu);
  return {
    config,
    /** The logo on the header's background: the white variant on a dark header, the dark one on a light header. */
    headerLogoUrl: logoOn(theme.headerBackground, { logoUrl, logoLightUrl, logoDarkUrl }),
    /** The white logo over a hero (the header's browser code; without it the logo is whitened by CSS). */
    heroLogoUrl: logoLightUrl,
    /** The parsed header (theme, ecommerce_header_settings, colours, dropdowns, pages) the header themes render from. */
    header: withClass(headerView(config, language)),
    /** The phone's back-or-menu button: which pages are forward pages and where back leads (chrome §2). */
    backRules: backRules(language, { invoicePayment: app.customer?.invoicePayment }),
    /** The signed-in customer as the account link greets them (chrome §2, §3 parentCustomerName). */
    customer: accountGreeting(app.customer, t),
    /** Co-brand logos beside the store logo: the cart's code's influencer, the customer's own (chrome §3). */
    coBrandLogos: coBrandLogos({ cart, customerLogo: app.customer?.headerLogo }).map(
      (logo): CoBrandImage => ({ src: logo.src, alt: logo.name ?? translate(messages, `cobrand.${logo.kind}`) }),
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

/** The header's numbers as custom properties (header.css.ts reads them), for the theme's :root rule. */
export function headerVars(header: HeaderConfig): [string, string][] {
  const vars: [string, string][] = [
    ["--etalage-header-h", `${header.settings.headerHeight.maxPx}px`],
    ["--etalage-dd", `${header.dropdown.closeDelayMs}ms`],
    // The shrunk height (the sticky shrink, the transparent header past its threshold).
    ["--etalage-header-min", `${header.settings.headerHeight.minPx}px`],
  ];
  if (header.colors.backgroundImage) vars.push(["--etalage-header-img", `url("${header.colors.backgroundImage}")`]);
  return vars;
}

/** Each bar item's place (bar.ts) as its own rule: the CSP allows no style attributes. */
export function barRules(header: HeaderConfig, declarations: (list: [string, string | number][]) => string): string {
  return header.bar.map((entry) => `header [data-i=${entry.item}]{${declarations(Object.entries(entry.style))}}`).join("");
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
