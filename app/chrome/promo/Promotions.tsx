import { type MouseEvent, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useFragment } from "~/chrome/fragments";

/**
 * The promo bar and banners (chrome spec §2, §4) in the shell every page loads: their markup is the
 * server's promotions fragment (promo/render.server.tsx, ADR 0027, 0052), every candidate marked with
 * where it shows; after a client navigation, which the root loader does not see, the root shows the
 * page's own (useFragmentsForPage: a product list, the minimised banner on the page its link leads to). Their behaviour (the
 * confirmation dialog) loads on first use (promo-actions.client.ts); its forms post as fetchers like
 * every form of server HTML (the root's delegated handler, ~/components/forms/server-forms.ts); the
 * carousels load after hydration on a page with something to rotate (promo.client.ts).
 */
export function Promotions() {
  const { pathname } = useLocation();
  const element = useRef<HTMLDivElement>(null);
  // Again after a client navigation: another page may show other banners (each carousel starts once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not an input.
  useEffect(() => {
    const box = element.current;
    if (box?.querySelector("[data-rotate]:not([data-rotating])")) void import("./promo.client").then((m) => m.startPromoMotion(box));
  }, [pathname]);
  // biome-ignore lint/a11y/noStaticElementInteractions: event delegation: the clicks are the links' and buttons' (real controls; the keyboard clicks them too).
  // biome-ignore lint/a11y/useKeyWithClickEvents: as above: the keyboard reaches the link and the buttons, whose activation is this click.
  return <div ref={element} onClick={(event) => enhanceClick(event)} {...useFragment("promo")} />;
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
