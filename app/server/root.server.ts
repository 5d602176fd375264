import type { RouterContextProvider } from "react-router";
import { customerPriceBasis } from "@commerce/rules/price-basis";
import { loadFooter, loadFooterCalls } from "~/chrome/footer/load.server";
import { barRules, headerVars, loadHeader } from "~/chrome/header/load.server";
import type { HeaderConfig } from "~/chrome/header/rules/config";
import { loadOverlays } from "~/chrome/overlays/load.server";
import type { ChromePage } from "~/chrome/page.server";
import type { ShellData } from "~/chrome/shell";
import { loadPromo, loadPromotions } from "~/chrome/promo/load.server";
import { loadUsps, loadWidgets } from "~/chrome/widgets/load.server";
import { cartDisplay } from "~/domain/cart-display";
import type { Language } from "~/domain/languages";
import { firstSetting, settingsMap } from "~/domain/settings";
import { themeFromSettings } from "~/domain/theme";
import { setMessages, translate } from "~/i18n";
import { themeVars } from "~/styles/theme.css";
import { loadCart } from "./cart.server";
import { readConsent } from "./consent.server";
import { type AppContext, getApp } from "./context";
import { getLocale, loadMessages, messagesUrl } from "./i18n.server";
import { loadOpenOrder } from "./open-order.server";
import { loadShopFrame } from "./shop.server";
import { absoluteOrigin } from "./tenant.server";
import { loadWishlist } from "./wishlist.server";

/** Everything the document and the chrome (header, footer, …) need, for every page of a shop. */
export async function loadRoot(request: Request, context: Readonly<RouterContextProvider>): Promise<ShellData> {
  const app = getApp(context);
  const language = getLocale(context) as Language;
  // The chrome's own core-API calls start at once, beside the page's frame, texts, cart and wishlist.
  const calls = chromeCalls(app, language);
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
  const settings = settingsMap(frame.settings);
  const { store } = frame.configuration;
  const logoUrl = firstSetting(settings, "store_logo") ?? store.store_logo;
  const page: ChromePage = {
    request,
    app,
    language,
    messages,
    t: (key, values) => translate(messages, key, values),
    frame,
    settings,
    theme: themeFromSettings(settings),
    // The shop's primary domain, never the Host header (ADR 0042): canonical and language links, sticky link.
    origin: absoluteOrigin(app, request),
    cart,
    consent: readConsent(request),
    logoUrl,
    logoLightUrl: firstSetting(settings, "store_logo_light") ?? null,
    logoDarkUrl: firstSetting(settings, "store_logo_dark") ?? null,
  };
  // The server renders with the texts; the browser fetches the same versioned file (not in the HTML).
  setMessages(language, messages);
  const chrome = await loadChrome(page, calls);
  return {
    language,
    messagesUrl: messagesUrl(language),
    origin: page.origin,
    nonce: app.nonce,
    languages: app.tenant.languages.map((l) => l.code),
    defaultLanguage: app.tenant.defaultLanguage,
    /** The tenant's colours as the theme's custom properties (a nonce'd <style>: built here, not in the browser). */
    themeCss: themeCss(page.theme, chrome.header.config) + chrome.widgets.css + chrome.promo.css,
    /** The promo bar and the banners this browser has not closed, as HTML (chrome/promo), or null. */
    promotions: chrome.promo.html,
    store: { ...store, storeName: firstSetting(settings, "store_name") ?? store.storeName, logoUrl },
    headerLogoUrl: chrome.header.headerLogoUrl,
    heroLogoUrl: chrome.header.heroLogoUrl,
    menu: frame.menu,
    header: chrome.header.header,
    cartDisplay: cartDisplay(settings),
    cart,
    cartCount: cart?.itemCount ?? 0,
    wishlistIds: wishlist?.productIds ?? [],
    wishlistCount: wishlist?.productIds.length ?? 0,
    customer: chrome.header.customer,
    backRules: chrome.header.backRules,
    coBrandLogos: chrome.header.coBrandLogos,
    shadowBar: chrome.overlays.shadowBar,
    priceBasis: customerPriceBasis(app.customer),
    /** A signed-in customer's unpaid order (the open-order notice), or null. */
    openOrder,
    flash: app.flash.take(),
    usps: chrome.widgets.usps,
    stickyHelp: chrome.widgets.stickyHelp,
    partnerLauncher: chrome.widgets.partnerLauncher,
    /** The shopper's cookie choice: the banner shows until `decided` (ADR 0023). */
    consent: page.consent,
    /** The cookie banner, the newsletter popup and the whole footer with its signup, as HTML (chrome/overlays, chrome/footer). */
    overlays: chrome.overlays.overlays,
  };
}

/**
 * The chrome's parts that call the core API (each through the public cache, each allowed to fail on its
 * own), started before anything is awaited. The search calls only from its own routes (app/chrome/search).
 */
function chromeCalls(app: AppContext, language: Language) {
  return { footer: loadFooterCalls(app, language), usps: loadUsps(app, language), promotions: loadPromotions(app, language) };
}

/**
 * The chrome: every part in its folder under app/chrome/ (docs/architecture.md, the chrome's map), each
 * loaded by its load.server.ts from the page and its own calls. The search has no part here: it needs
 * nothing but the header's settings, and calls from its routes.
 */
async function loadChrome(page: ChromePage, calls: ReturnType<typeof chromeCalls>) {
  const footerCalls = await calls.footer;
  const header = loadHeader(page);
  const footer = loadFooter(page, footerCalls);
  const widgets = await loadWidgets(page, await calls.usps);
  const promo = loadPromo(page, await calls.promotions);
  const overlays = loadOverlays(page, { newsletters: footerCalls.newsletters, footer });
  return { header, footer, widgets, promo, overlays };
}

/** `:root{--etalage-primary:#…;…}` from the tenant's validated hex colours and the header's numbers. */
function themeCss(theme: ChromePage["theme"], header: HeaderConfig): string {
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
  return root + barRules(header, declarations);
}
