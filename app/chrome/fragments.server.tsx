import type { Promotions } from "@commerce/contract/promotions";
import type { EntryContext } from "react-router";
import { z } from "zod";
import { cartDisplay } from "~/domain/cart-display";
import type { AppContext } from "~/server/context";
import { readPopupCookie } from "~/server/consent.server";
import { CONFIG_CACHE, cachedPublic } from "~/server/public-cache.server";
import { isFallbackFrame } from "~/server/shop.server";
import { pageOf } from "~/domain/paths";
import { footerNewsletter } from "./footer/footer";
import type { FooterCalls } from "./footer/data";
import { loadFooter } from "./footer/load.server";
import { footerFragment } from "./footer/render.server";
import type { Fragments } from "./fragments";
import { popupNewsletter } from "./overlays/newsletter-popup";
import { overlayFragment, shadowBarFragment } from "./overlays/render.server";
import { shadowSession, signupNewsletter } from "./overlays/load.server";
import type { ChromePage } from "./page.server";
import { cartCode, productIdFromPath } from "./promo/promo";
import { promoFragment } from "./promo/render.server";
import type { HeroStart } from "./header/hero-start";
import { heroStartFragment } from "./header/render.server";
import type { Usps } from "@commerce/contract/usps";
import { loadWidgets, uspFragment, widgetsFragment } from "./widgets/load.server";
import { loadPromo } from "./promo/load.server";
import { PREVIEW_ROUTE, previewListenerScript } from "./preview/render.server";
import { choiceOfCookie } from "./dev-panel/choice";
import { DEV_PANEL_PATH } from "./dev-panel/names";
import { DEV_PANEL_ROUTE, devPanelScript, devPanelStrip } from "./dev-panel/render.server";
import type { PreviewShell } from "./shell";

// The chrome's fragments, rendered once per document and carried once (ADR 0052). The root loader
// collects what they need and leaves a render here for the document; the document's render
// (app/entry.server.tsx) asks for it and hands the HTML to the slots through FragmentsContext — never
// through the loader's data, which the page carries a second time for hydration. A data request (a
// client navigation, the revalidation after a form post) renders no document, so no fragment.

/** What the chrome's fragments are made of: the page, the theme's and header's CSS, and the parts' own calls (not awaited by the root loader). */
export type ChromeParts = {
  page: ChromePage;
  themeCss: string;
  footerCalls: Promise<FooterCalls>;
  usps: Promise<Usps | null>;
  promotions: Promise<Promotions>;
  /** Preview mode (ADR 0060): the page listens for the editor's theme events when `listens`. */
  preview: PreviewShell | null;
  /** The header's HTML for the page (ADR 0072), rendered from the root's data. */
  header: () => string;
  /** What the header's first frame over a hero is made of (its settings and colours, the light logo). */
  heroStart: Omit<HeroStart, "heroes">;
  /** The open-order strip's HTML for the page (empty without an unpaid order). */
  openOrder: () => string;
};

/** The document being rendered: its url, the product its page shows (the promotions per product) and the build. */
type DocumentPage = {
  url: { pathname: string; search: string };
  productId: number | null;
  build: string;
  previewModule: string | null;
  /** The home page's heroes under the header (its loader's, rules/hero.ts); none on other pages. */
  heroes: HeroStart["heroes"];
  /** The development panel route's module and stylesheets (development builds only, ADR 0064). */
  devPanel?: { module: string; css: readonly string[] } | null;
};

const pending = new WeakMap<object, ChromeParts>();

/** The root loader: these are this request's parts, for its document (if one is rendered). */
export function keepChromeParts(app: AppContext, parts: ChromeParts) {
  pending.set(app, parts);
}

/** The document's fragments, or null when the root loader did not run (an error page without the chrome). */
export async function documentFragments(app: AppContext, request: Request, context: EntryContext): Promise<Fragments | null> {
  const parts = pending.get(app);
  if (!parts) return null;
  const url = pageOf(new URL(request.url));
  // A product url /products/{slug} names no id: the product page's own data does.
  const detail = context.staticHandlerContext.loaderData["routes/products/detail"] as { product?: { id: number } } | undefined;
  const productId = productIdFromPath(url.pathname) ?? detail?.product?.id ?? null;
  const home = context.staticHandlerContext.loaderData["routes/home"] as { heroes?: HeroStart["heroes"] } | undefined;
  // The module that holds the preview's listener (the cms-preview route's, ~/chrome/preview/render.server.tsx).
  const previewModule = context.manifest.routes[PREVIEW_ROUTE]?.module ?? null;
  const devPanel = __DEV_PANEL__ ? context.manifest.routes[DEV_PANEL_ROUTE] : undefined;
  // Its own stylesheets only: the shell's again, later in the page, would win over a page's own rules.
  const shellCss = new Set(context.manifest.routes.root?.css ?? []);
  return chromeFragments(parts, {
    url,
    productId,
    heroes: home?.heroes ?? { desktop: null, mobile: null },
    build: context.manifest.version,
    previewModule,
    devPanel: devPanel && { module: devPanel.module, css: (devPanel.css ?? []).filter((sheet) => !shellCss.has(sheet)) },
  });
}

async function chromeFragments(parts: ChromeParts, doc: DocumentPage): Promise<Fragments> {
  const { page } = parts;
  const { app, language, t, request, consent } = page;
  const [footerCalls, uspList, widgets, promo] = await Promise.all([
    parts.footerCalls,
    parts.usps,
    loadWidgets(page),
    parts.promotions.then((p) => loadPromo(page, p)),
  ]);
  // A fragment made of a failed call's fallback (null: ~/chrome/footer/load.server.ts, ~/chrome/widgets/load.server.tsx;
  // the made-up shop frame) is shown on this page only, never kept for the shop's shoppers (issue 23).
  const frameWhole = !isFallbackFrame(page.frame);
  const footerWhole = frameWhole && footerCalls.branches !== null && footerCalls.newsletters !== null;
  const devPanel = devPanelFragments(page, doc);
  const [footer, usps] = await Promise.all([
    cachedFragment(page, "footer", doc.build, footerWhole, () =>
      footerFragment({
        t,
        language,
        footer: loadFooter(page, footerCalls),
        showPaymentIcons: cartDisplay(page.settings).showPaymentIcons,
        newsletter: signupNewsletter(footerNewsletter(footerCalls.newsletters)),
      }),
    ),
    cachedFragment(page, "usps", doc.build, uspList !== null, () => uspFragment(uspList ?? [], t("usp.label"))),
  ]);
  return {
    // The tenant's colours, the header's numbers, the help button's and the promotions' as custom properties (~/chrome/css.ts).
    theme: parts.themeCss + widgets.css + promo.css,
    // The development panel's strip sits with the shadow bar: a bar at the page's top, over which nothing floats.
    shadowBar: shadowBarFragment(t, language, shadowSession(app)) + devPanel.strip,
    promo: promoFragment(promo.promotions, {
      t,
      language,
      url: `${doc.url.pathname}${doc.url.search}`,
      cartCode: cartCode(page.cart),
      productId: doc.productId,
    }),
    header: parts.header() + heroStartFragment({ ...parts.heroStart, heroes: doc.heroes }, app.nonce),
    openOrder: parts.openOrder(),
    usps,
    footer,
    // An editor's page (previewTransport=pm) loads the theme events' listener, and only such a page.
    widgets: widgetsFragment(widgets, doc.url.pathname) + previewListenerScript(parts.preview, doc.previewModule, app.nonce),
    overlay:
      overlayFragment({
        pathname: doc.url.pathname,
        t,
        language,
        consent,
        popup: popupNewsletter(footerCalls.newsletters, { consent, popupCookie: readPopupCookie(request) }),
      }) + devPanel.script,
  };
}

/** The development panel's strip and script (ADR 0064): in a development build, outside production, on every page but its own. */
function devPanelFragments(page: ChromePage, doc: DocumentPage): { strip: string; script: string } {
  if (!__DEV_PANEL__ || !doc.devPanel || page.app.env.ENVIRONMENT === "production" || doc.url.pathname === DEV_PANEL_PATH) return { strip: "", script: "" };
  const { module, css } = doc.devPanel;
  return {
    strip: devPanelStrip({ t: page.t, page: `${doc.url.pathname}${doc.url.search}`, css, choice: choiceOfCookie(page.request.headers.get("cookie")) }),
    script: devPanelScript(module, page.app.nonce),
  };
}

/**
 * A fragment that depends on the shop, its settings and the language only, rendered once per shop and
 * language (and build: its class names are the build's) in the public cache, like the data it is made
 * of. A failing cache renders it here. A preview's (its theme over the shop's settings, ADR 0060) is
 * rendered for its page only: it is never kept for the shop's shoppers, nor read from what was kept.
 * Not `whole` (made of a failed call's fallback): a kept one is still served, a new one is not kept.
 */
function cachedFragment(page: ChromePage, name: string, build: string, whole: boolean, render: () => string | Promise<string>): Promise<string> {
  const { app, language } = page;
  if (page.previewTheme) return Promise.resolve(render());
  return cachedPublic(app, language, `fragment/${name}/${build}`, CONFIG_CACHE, z.string(), async (notKept) => {
    if (!whole) notKept();
    return render();
  }).catch((error: unknown) => {
    app.log.warn("fragment.cache-failed", { name, error: String(error) });
    return render();
  });
}
