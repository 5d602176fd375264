import { localizedStored } from "@commerce/i18n/localized-text";
import { pageOf } from "~/domain/paths";
import type { RouterContextProvider } from "react-router";
import type { Language } from "~/domain/languages";
import { cartDisplay } from "~/domain/cart-display";
import { customerPriceBasis } from "@commerce/rules/price-basis";
import { type HeaderConfig, headerConfig } from "~/domain/header/config";
import { needsMotionCode } from "~/domain/header/motion";
import { headerView } from "~/domain/header/view";
import { type CoBrandImage, coBrandLogos } from "~/domain/header/cobrand";
import { backRules } from "~/domain/header/back-rules";
import { flags as headerFlags, header as headerRoot, themes as headerThemes } from "~/components/layout/header.css";
import { firstSetting, settingsMap } from "~/domain/settings";
import { isDark, themeFromSettings } from "~/domain/theme";
import { themeVars } from "~/styles/theme.css";
import { loadCart } from "./cart.server";
import { loadWishlist } from "./wishlist.server";
import { getApp } from "./context";
import { setMessages, translate } from "~/i18n";
import { getLocale, loadMessages, messagesUrl } from "./i18n.server";
import { loadOpenOrder } from "./open-order.server";
import { loadShopFrame } from "./shop.server";
import { absoluteOrigin } from "./tenant.server";
import { footerData, loadFooterCalls } from "./footer.server";
import { stickyHelp } from "./sticky-help.server";
import { loadUsps, uspStripHtml } from "./usps.server";
import { partnerLauncherHtml } from "./partner-launcher.server";
import { footerNewsletter } from "~/domain/footer";
import { readConsent, readPopupCookie } from "./consent.server";
import { popupNewsletter } from "~/domain/newsletter-popup";
import { overlayMarkup, shadowBarMarkup } from "./overlays.server";
import { loadPromotions, promoCss, promotionsForPage } from "./promo.server";
import { promoMarkup } from "./promo-markup.server";
import { cartCode } from "~/domain/promo";

/** Everything the document and the chrome (header, footer) need, for every page of a shop. */
export async function loadRoot(request: Request, context: Readonly<RouterContextProvider>) {
  const app = getApp(context);
  const language = getLocale(context) as Language;
  const footerCalls = loadFooterCalls(app, language);
  const uspCall = loadUsps(app, language);
  const promotionsCall = loadPromotions(app, language);
  const [frame, messages, cart, wishlist, openOrder] = await Promise.all([
    loadShopFrame(app, language),
    loadMessages(language),
    loadCart(app).catch((error: unknown) => {
      // The cart is personal and never blocks a page: without it the header shows no count.
      app.log.warn("root.cart-failed", { error: String(error) });
      return null;
    }),
    loadWishlist(app).catch((error: unknown) => {
      app.log.warn("root.wishlist-failed", { error: String(error) });
      return null;
    }),
    loadOpenOrder(app),
  ]);
  const calls = await footerCalls;
  const consent = readConsent(request);
  const shadow = shadowBar(app);
  const settings = settingsMap(frame.settings);
  const { store } = frame.configuration;
  const storeName = firstSetting(settings, "store_name") ?? store.storeName;
  const theme = themeFromSettings(settings);
  const header = headerConfig(settings, frame.menu);
  const logoUrl = firstSetting(settings, "store_logo") ?? store.store_logo;
  const logoLightUrl = firstSetting(settings, "store_logo_light") ?? null;
  // The shop's primary domain, never the Host header (ADR 0042): canonical and language links, sticky link.
  const origin = absoluteOrigin(app, request);
  const sticky = await stickyHelp(settings.get("sticky_button"), origin, language, messages);
  // The server renders with the texts; the browser fetches the same versioned file (not in the HTML).
  setMessages(language, messages);
  const promotions = promotionsForPage(await promotionsCall, request, language);
  return {
    language,
    messagesUrl: messagesUrl(language),
    origin,
    nonce: app.nonce,
    languages: app.tenant.languages.map((l) => l.code),
    defaultLanguage: app.tenant.defaultLanguage,
    /** The tenant's colours as the theme's custom properties (a nonce'd <style>: built here, not in the browser). */
    themeCss: themeCss(theme, header) + (sticky?.css ?? "") + promoCss(promotions),
    /**
     * The promo bar and the banners this browser has not closed, as HTML for the shell to pick from per
     * page (issue 13, ADR 0027); null when none. A banner's code is 'toegepast' only when it is the
     * cart's code (a promo code or a coupon: the cart holds at most one; bannerCodeState).
     */
    promotions: promoMarkup(promotions, {
      t: (key, values) => translate(messages, key, values),
      language,
      url: pathAndSearch(request),
      cartCode: cartCode(cart),
    }),
    store: { ...store, storeName, logoUrl },
    /** The logo on the header's background: the white variant on a dark header. */
    headerLogoUrl: (isDark(theme.headerBackground) ? logoLightUrl : null) ?? logoUrl,
    /** The white logo over a hero (the header's browser code; without it the logo is whitened by CSS). */
    heroLogoUrl: logoLightUrl,
    menu: frame.menu,
    /** The parsed header (theme, ecommerce_header_settings, colours, dropdowns, pages) the header themes render from. */
    header: withClass(headerView(header, language)),
    cartDisplay: cartDisplay(settings),
    cart,
    cartCount: cart?.itemCount ?? 0,
    wishlistIds: wishlist?.productIds ?? [],
    wishlistCount: wishlist?.productIds.length ?? 0,
    customer: app.customer ? { firstName: app.customer.firstName } : null,
    /** The phone's back-or-menu button: which pages are forward pages and where back leads (chrome §2). */
    backRules: backRules(language, { invoicePayment: app.customer?.invoicePayment }),
    /** Co-brand logos beside the store logo: the cart's code's influencer, the customer's own (chrome §3). */
    coBrandLogos: coBrandLogos({ cart, customerLogo: app.customer?.headerLogo }).map(
      (logo): CoBrandImage => ({ src: logo.src, alt: logo.name ?? translate(messages, `cobrand.${logo.kind}`) }),
    ),
    /** Staff acting for this customer: the shadow bar (HTML) names both and offers Stop. */
    shadowBar: shadow ? shadowBarMarkup((key, values) => translate(messages, key, values), language, shadow) : null,
    priceBasis: customerPriceBasis(app.customer),
    /** A signed-in customer's unpaid order (the open-order notice), or null. */
    openOrder,
    flash: app.flash.take(),
    /** The sticky help button (setting sticky_button), or null when it is off (chrome spec §3). */
    /** The USP strip's markup (shuffled per request), or null without selling points. */
    usps: uspStripHtml(await uspCall, translate(messages, "usp.label")),
    stickyHelp: sticky ? { html: sticky.html, hide: sticky.hide } : null,
    /** The partner test launcher 'Doe de Doop test' (one fixed tenant, by setting), or null. */
    partnerLauncher: partnerLauncherHtml(app.tenant.tenantUuid, settings, translate(messages, "help.partnerLauncher")),
    /** The shopper's cookie choice: the banner shows until `decided` (ADR 0023). */
    consent,
    /**
     * The cookie banner, the newsletter popup (the core API asks for it; not closed; after the cookie
     * choice) and the whole footer with its signup, as HTML (ADR 0023, 0024, 0025).
     */
    overlays: overlayMarkup({
      pathname: new URL(request.url).pathname,
      t: (key, values) => translate(messages, key, values),
      language,
      consent,
      popup: popupNewsletter(calls.newsletters, { consent, popupCookie: readPopupCookie(request) }),
      newsletterIdentifier: footerNewsletter(calls.newsletters)?.identifier ?? null,
      footer: footerData(calls, store, settings, {
        // The logo on the footer's background: the white variant on a dark footer.
        logoUrl: (isDark(theme.footerBackground) ? logoLightUrl : null) ?? logoUrl,
        slogan: localizedStored(settings.get("ecommerce_footer_slogan"), language) ?? store.slogan,
        language,
      }),
      showPaymentIcons: cartDisplay(settings).showPaymentIcons,
    }),
  };
}

/** The page the promo forms come back to without JavaScript: the page's own url, also on a revalidation. */
function pathAndSearch(request: Request): string {
  const page = pageOf(new URL(request.url));
  return `${page.pathname}${page.search}`;
}

function shadowBar(app: ReturnType<typeof getApp>) {
  const shadow = app.session.get("shadow");
  const customer = app.customer;
  if (!shadow || !customer) return null;
  return {
    staffName: shadow.staffName,
    customerName: `${customer.firstName} ${customer.lastName}`.trim(),
    customerNumber: customer.number,
    companyName: customer.companyName,
  };
}

export type RootData = Awaited<ReturnType<typeof loadRoot>>;

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

/** The header's numbers and items colour as custom properties (header.css.ts reads them). */
function headerVars(header: HeaderConfig): [string, string][] {
  const vars: [string, string][] = [
    ["--etalage-header-h", `${header.settings.headerHeight.maxPx}px`],
    ["--etalage-dd", `${header.dropdown.closeDelayMs}ms`],
    // The shrunk height (the sticky shrink, the transparent header past its threshold).
    ["--etalage-header-min", `${header.settings.headerHeight.minPx}px`],
  ];
  if (header.colors.backgroundImage) vars.push(["--etalage-header-img", `url("${header.colors.backgroundImage}")`]);
  return vars;
}

/** `:root{--etalage-primary:#…;…}` from the tenant's validated hex colours and the header's numbers. */
function themeCss(theme: ReturnType<typeof themeFromSettings>, header: HeaderConfig): string {
  const name = (v: string) => v.replace(/^var\((.*)\)$/, "$1");
  const { color } = themeVars;
  const pairs: [string, string][] = [
    [color.primary, theme.primary],
    [color.onPrimary, theme.onPrimary],
    [color.headerBackground, theme.headerBackground],
    // Items colour mode light or dark sets the header's items colour; auto keeps the readable one.
    [color.headerText, header.colors.itemsColorMode === "light" ? "#ffffff" : header.colors.itemsColorMode === "dark" ? "#1d1d1d" : theme.headerText],
    [color.footerBackground, theme.footerBackground],
    [color.footerText, theme.footerText],
  ];
  const declarations = (list: [string, string | number][]) => list.map(([variable, value]) => `${variable}:${value}`).join(";");
  const root = `:root{${declarations([...pairs.map(([variable, value]): [string, string] => [name(variable), value]), ...headerVars(header)])}}`;
  // Each bar item's place (bar.ts) as its own rule: the CSP allows no style attributes.
  const bar = header.bar.map((entry) => `header [data-i=${entry.item}]{${declarations(Object.entries(entry.style))}}`).join("");
  return root + bar;
}
