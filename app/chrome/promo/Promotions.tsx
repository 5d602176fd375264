import { type MouseEvent, useEffect, useRef } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { isMinimised, type PromoHtml, productIdFromPath, showsOnPage } from "~/chrome/promo/promo";

/**
 * The promo bar and banners (chrome spec §2, §4) in the shell every page loads: their markup comes
 * finished from the root loader (promo/render.server.tsx, ADR 0027), so this only picks, page by page,
 * what the page shows (a product list, the minimised banner on the page its link leads to) — on the
 * server and again after a client navigation, which the root loader does not see. Their behaviour (the
 * confirmation dialog) loads on first use (promo-actions.client.ts); its forms post as fetchers like
 * every form of server HTML (the root's delegated handler, ~/components/forms/server-forms.ts); the
 * carousels load after hydration on a page with something to rotate (promo.client.ts).
 */
export function Promotions({ promo }: { promo: PromoHtml }) {
  const { pathname, search } = useLocation();
  // Product urls here are /products/{slug} (no id): then the product page's own data names the product.
  const detail = useRouteLoaderData("routes/products/detail") as { product?: { id: number } } | undefined;
  const productId = productIdFromPath(pathname) ?? detail?.product?.id ?? null;
  const element = useRef<HTMLDivElement>(null);
  // Again after a client navigation: another page may show other banners (each carousel starts once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not an input.
  useEffect(() => {
    const box = element.current;
    if (box?.querySelector("[data-rotate]:not([data-rotating])")) void import("./promo.client").then((m) => m.startPromoMotion(box));
  }, [pathname]);
  const bar = promo.bar && showsOnPage(promo.bar.products, productId) ? promo.bar.html : "";
  const url = `${pathname}${search}`;
  const banners = promo.banners
    .filter((banner) => showsOnPage(banner.products, productId))
    .map((banner) => (banner.minimisedHtml && isMinimised(banner.href, url) ? banner.minimisedHtml : banner.html));
  if (!bar && banners.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: event delegation: the clicks are the links' and buttons' (real controls; the keyboard clicks them too).
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above: the keyboard reaches the link and the buttons, whose activation is this click.
    <div ref={element} onClick={(event) => enhanceClick(event)}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markup rendered by React on the server (promo/render.server.tsx). */}
      {bar ? <div dangerouslySetInnerHTML={{ __html: bar }} /> : null}
      {banners.length > 0 ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: as above (the banners' own text is the CMS cleaner's HTML).
        <div data-banners="" data-rotate={banners.length > 1 ? "banners" : undefined} dangerouslySetInnerHTML={{ __html: banners.join("") }} />
      ) : null}
    </div>
  );
}

/** ADD_PROMOCODE asks in the dialog beside it; should that code not load, the link's confirmation page opens. */
function enhanceClick(event: MouseEvent<HTMLElement>) {
  const target = event.target as Element;
  const add = target.closest<HTMLAnchorElement>("a[data-promo-add]");
  const cancel = target.closest("[data-promo-cancel]");
  if (!add && !cancel) return;
  event.preventDefault();
  import("./promo-actions.client").then(
    (m) => (add ? m.askFirst(add) : cancel && m.closeDialog(cancel)),
    () => add && location.assign(add.href),
  );
}
