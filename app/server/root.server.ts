import type { RouterContextProvider } from "react-router";
import { customerPriceBasis } from "@commerce/rules/price-basis";
import { loadFooterCalls } from "~/chrome/footer/load.server";
import { keepChromeParts } from "~/chrome/fragments.server";
import { barRules, headerVars, loadHeader, loadLatestCampaign, loadSubmenus } from "~/chrome/header/load.server";
import type { HeaderConfig } from "~/chrome/header/rules/config";
import { headerFragment } from "~/chrome/header/render.server";
import { openOrderFragment } from "~/chrome/open-order/render.server";
import { pageOf } from "~/domain/paths";
import type { ChromePage } from "~/chrome/page.server";
import type { HeaderShell, HeaderWhole, ShellData } from "~/chrome/shell";
import { loadPromotions } from "~/chrome/promo/load.server";
import { loadUsps } from "~/chrome/widgets/load.server";
import { cartDisplay } from "~/domain/cart-display";
import type { Language } from "~/domain/languages";
import { firstSetting, settingsMap } from "~/domain/settings";
import { themeFromSettings } from "~/domain/theme";
import { setMessages, translate } from "~/i18n";
import { cssColor, cssFontName, cssRule } from "~/chrome/css";
import { themeVars } from "~/styles/theme.css";
import { loadCart } from "./cart.server";
import { readConsent } from "./consent.server";
import { type AppContext, getApp } from "./context";
import { loadMessages, messagesUrl, requestLanguage } from "./i18n.server";
import { loadOpenOrder } from "./open-order.server";
import { loadShopFrame } from "./shop.server";
import { absoluteOrigin } from "./tenant.server";
import { isFetcherRequest } from "./form-answer.server";
import { loadWishlist } from "./wishlist.server";
import { allowedOrigins, allowPreviewFraming, loadPreviewTheme, settingsWithPreviewTheme } from "~/chrome/preview/load.server";
import { isCmsPreviewPath, previewModeOf } from "~/chrome/preview/preview";

/** Everything the document and the chrome (header, footer, …) need, for every page of a shop. */
export async function loadRoot(request: Request, context: Readonly<RouterContextProvider>): Promise<ShellData> {
  const app = getApp(context);
  const language = requestLanguage(context);
  // The chrome's own core-API calls (its fragments') start at once, beside the page's frame, texts, cart
  // and wishlist — for a document only: a data request (a client navigation, a revalidation) renders none.
  const frameLoad = loadShopFrame(app, language);
  // Preview mode (an editor's page, ADR 0060): the theme preview cache it names, beside the frame.
  const url = new URL(request.url);
  const preview = previewModeOf(url.searchParams);
  const previewTheme = loadPreviewTheme(app, preview);
  const calls = isFetcherRequest(request) ? null : chromeCalls(app, language);
  // The header's sub-menus from the catalogue, as soon as the menu says which it uses (a failed frame fails the page anyway).
  const submenus = frameLoad.then((f) => loadSubmenus(app, language, f.menu)).catch(() => ({}));
  // The latest campaign for the desktop header (cached per shop and language; none when it fails).
  const campaign = loadLatestCampaign(app, language);
  const [frame, messages, cart, wishlist, openOrder, themeOverPreview] = await Promise.all([
    frameLoad,
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
    previewTheme,
  ]);
  const shopSettings = settingsMap(frame.settings);
  // A preview's theme is applied to this page view only: the shop's settings with the theme's keys over them.
  const settings = themeOverPreview ? settingsWithPreviewTheme(shopSettings, themeOverPreview) : shopSettings;
  const { store } = frame.configuration;
  const logoUrl = firstSetting(settings, "store_logo") ?? store.store_logo;
  const page: ChromePage = {
    request,
    app,
    language,
    messages,
    t: (key, values) => translate(language, messages, key, values),
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
    previewTheme: themeOverPreview !== null,
  };
  // The server renders with the texts; the browser fetches the same versioned file (not in the HTML).
  setMessages(language, messages);
  const chrome = await loadChrome(page, submenus, campaign);
  // The fragments (footer, USP strip, promotions, widgets, overlay, shadow bar, the theme's style) are
  // rendered with the document only, carried once in its HTML (ADR 0052): their calls are not awaited here.
  // A preview may be framed by the editor's page (its origin allowed by the shop's setting), and listens
  // for its theme events there; the origins are the shop's own (never a preview's).
  const origins = preview || isCmsPreviewPath(url.pathname) ? allowedOrigins(page.origin, shopSettings) : null;
  if (origins) allowPreviewFraming(app, origins);
  const previewShell = preview && origins ? { session: preview.session, listens: preview.listens, allowedOrigins: origins } : null;
  const shell: ShellData = {
    language,
    messagesUrl: messagesUrl(language),
    origin: page.origin,
    nonce: app.nonce,
    languages: app.tenant.languages.map((l) => l.code),
    defaultLanguage: app.tenant.defaultLanguage,
    store: { ...store, storeName: firstSetting(settings, "store_name") ?? store.storeName, logoUrl },
    headerLogoUrl: chrome.header.headerLogoUrl,
    heroLogoUrl: chrome.header.heroLogoUrl,
    themeColor: page.theme.themeColor,
    header: headerShell(chrome.header.header),
    cartDisplay: cartDisplay(settings),
    cart,
    cartCount: cart?.itemCount ?? 0,
    wishlistIds: wishlist?.productIds ?? [],
    wishlistCount: wishlist?.productIds.length ?? 0,
    customer: chrome.header.customer,
    backRules: chrome.header.backRules,
    coBrandLogos: chrome.header.coBrandLogos,
    priceBasis: customerPriceBasis(app.customer),
    flash: app.flash.take(),
    /** The shopper's cookie choice: the banner shows until `decided` (ADR 0023). */
    consent: page.consent,
    preview: previewShell,
  };
  // The header's and the open-order strip's HTML for the page shown (ADR 0072; a revalidation's url is the
  // page's with .data): in the document's HTML, or in a revalidation's data.
  const shown = pageOf(url);
  const header = () =>
    headerFragment({ t: page.t, language, url: shown, data: { ...shell, header: chrome.header.header, headerLogoSize: chrome.header.headerLogoSize } });
  const openOrderHtml = () => openOrderFragment({ t: page.t, language, order: openOrder, pathname: shown.pathname });
  if (!calls) return { ...shell, headerHtml: header(), openOrderHtml: openOrderHtml() };
  const heroStart = { header: chrome.header.header, heroLogoUrl: chrome.header.heroLogoUrl, heroLogoSize: chrome.header.heroLogoSize };
  keepChromeParts(app, {
    page,
    themeCss: themeCss(page.theme, chrome.header.config),
    preview: previewShell,
    header,
    heroStart,
    openOrder: openOrderHtml,
    ...calls,
  });
  return shell;
}

/** What the browser reads of the header: the rest is in its HTML (ADR 0072). */
function headerShell({ className, motion, theme, searchEnabled, settings, colors }: HeaderWhole): HeaderShell {
  return { className, motion, theme, searchEnabled, settings, colors };
}

/**
 * The chrome's parts that call the core API (each through the public cache, each allowed to fail on its
 * own), started before anything is awaited; only the fragments read them (~/chrome/fragments.server.tsx).
 * The search calls only from its own routes (app/chrome/search).
 */
function chromeCalls(app: AppContext, language: Language) {
  return { footerCalls: loadFooterCalls(app, language), usps: loadUsps(app, language), promotions: loadPromotions(app, language) };
}

/**
 * The chrome's part of the root's data: every part in its folder under app/chrome/ (docs/architecture.md,
 * the chrome's map). Only the header is in it; the other parts are the document's fragments. The search
 * has no part here: it needs nothing but the header's settings, and calls from its routes.
 */
async function loadChrome(page: ChromePage, submenus: ReturnType<typeof loadSubmenus>, campaign: ReturnType<typeof loadLatestCampaign>) {
  return { header: loadHeader(page, await submenus, await campaign) };
}

/** `:root{--etalage-primary:#…;…}` from the tenant's hex colours and the header's numbers, each checked (~/chrome/css). */
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
    [color.loyalty, theme.loyalty],
    [color.onLoyalty, theme.onLoyalty],
  ];
  // The shop's typography (a font left unset keeps the stylesheet's own, fallbackVar in global.css.ts).
  const fonts = [
    [name(themeVars.font.body), cssFontName(theme.fonts.body)],
    [name(themeVars.font.headings), cssFontName(theme.fonts.headings)],
  ] as const;
  return (
    cssRule(":root", [...pairs.map(([variable, value]) => [name(variable), cssColor(value)] as const), ...fonts, ...headerVars(header)]) + barRules(header)
  );
}
