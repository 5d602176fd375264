import { type ComponentType, lazy, type MouseEvent, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation, useNavigate } from "react-router";
import { useFragment } from "~/chrome/fragments";
import type { ShellData } from "~/chrome/shell";
import * as css from "./header.css";
import { MINI_CART, REPLACE, SEARCH } from "./marks";
// The styles of the header's parts (their markup is the server's: HeaderContent.tsx).
import "./clear-cart.css";
import "./cobrand.css";
import "./submenu.css";

// The drawer's code loads the first time a shopper opens it: pages ship less JavaScript.
const loadMiniCart = () => import("~/components/cart/MiniCart");
const MiniCart = lazy(() => loadMiniCart().then((m) => ({ default: m.MiniCart })));

/** A search form the live search took over (on the field's first focus), with the place it renders in. */
type Live = { host: HTMLElement; form: Element; LiveSearch: ComponentType };

/**
 * The header in the browser (ADR 0072): the server's HTML (HeaderContent.tsx, the header fragment),
 * kept in step, never rendered here. React owns the <header> element — its theme's classes and the
 * events that bubble to it: an internal link navigates on the client, the cart link opens the mini cart,
 * the search field's first focus loads the live search in the form's place, Esc closes the drawer.
 * After a client navigation or a revalidation of the root's data, enhance.client.ts (loaded after the
 * hydration) sets the page's marks again and swaps the shopper's parts.
 */
export function Header({ data }: { data: ShellData }) {
  const self = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [cartOpen, setCartOpen] = useState(false);
  const closeCart = useCallback(() => setCartOpen(false), []);
  const [live, setLive] = useState<Live[]>([]);
  // A link chosen in the drawer (focus goes on with the new page's content), and the page last shown (none: the hydration).
  const chosen = useRef(false);
  const shown = useRef<string | null>(null);

  // After hydration: the code that keeps the header's counts, mini cart and account state in step with
  // the shop's other tabs and the service worker's (every page, once: ~/chrome/after-hydration.client.ts,
  // ADR 0066, 0065), and the scroll code (shrink, transparent over the home's hero, background lightness)
  // only where the page needs it; the server's HTML is the solid header. After a client navigation or a
  // revalidation the header follows the page and the data (the server's HTML was right for the first).
  useEffect(() => {
    let stop: (() => void) | undefined;
    let on = true;
    const header = self.current as HTMLElement;
    const last = shown.current;
    shown.current = pathname + search;
    const navigated = last !== shown.current && { focusMain: chosen.current };
    chosen.current = false;
    // Loaded with the hydration, not at the first navigation: the language links, the current menu link
    // and the back link follow the new page in the microtask after its commit, before a click can come
    // (a chunk fetched at the navigation left the old page's links under the pointer meanwhile).
    const enhance = import("./enhance.client");
    if (last !== null) enhance.then((m) => m.inStep(header, { pathname, search }, data, navigated), Boolean);
    else enhance.catch(Boolean);
    import("~/chrome/after-hydration.client");
    if (data.header.motion || document.querySelector("[data-hero]"))
      import("./header-motion.client").then((m) => {
        if (on) stop = m.headerMotion(header, data);
        // A chunk that cannot load (offline) leaves the solid header: nothing to report.
      }, Boolean);
    return () => {
      on = false;
      stop?.();
    };
  }, [pathname, search, data]);

  // The live search replaces the server's form in the commit that mounts it (it took over what was typed);
  // another language or theme fills the header anew (~/chrome/fragments.client.ts), and it starts over.
  useLayoutEffect(() => {
    for (const { form } of live) form.remove();
  }, [live]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language and the theme's classes are what refill the header.
  useEffect(() => setLive([]), [data.language, data.header.className]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest("a[href]");
    if (!(link instanceof HTMLAnchorElement) || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // With JavaScript the cart opens as the mini cart drawer; without, this is a link to the bag. A drawer
    // whose code cannot load (the connection lost before it was ever opened) is the link after all: an
    // error page for a click on the bag would say more went wrong than did.
    if (link.hasAttribute(MINI_CART)) {
      event.preventDefault();
      loadMiniCart().then(
        () => setCartOpen(true),
        () => location.assign(link.href),
      );
    } else if (!link.target && link.origin === location.origin) {
      event.preventDefault();
      // A link chosen in the drawer is hidden now: focus waits on the menu button until the new page is shown.
      const drawer = link.closest("[data-drawer]");
      if (drawer) closeDrawer(drawer);
      chosen.current = !!drawer;
      navigate(link.pathname + link.search + link.hash, { replace: link.hasAttribute(REPLACE) });
    }
  };

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the events bubble from the links, fields and drawer of the server's HTML. */}
      <header
        className={data.header.className}
        ref={self}
        onClick={onClick}
        onKeyDown={(event) => {
          // Esc closes the drawer (with JavaScript; without, its button does), as a dialog would.
          const drawer = event.key === "Escape" && (event.target as Element).closest("details[data-drawer]");
          if (drawer) closeDrawer(drawer);
        }}
        onFocus={(event) => {
          // The search field's first focus loads the live search (ADR 0025), which takes the form's place.
          const form = (event.target as Element).closest(`form[${SEARCH}]`);
          if (form && !live.some((l) => l.form === form))
            import("~/chrome/search/LiveSearch").then((m) => {
              const host = document.createElement("div");
              host.className = css.liveSearchHost;
              form.insertAdjacentElement("beforebegin", host);
              setLive((all) => [...all, { host, form, LiveSearch: m.LiveSearch }]);
            }, Boolean);
        }}
        {...useFragment("header")}
      />
      {live.map(({ host, LiveSearch }, i) => createPortal(<LiveSearch />, host, String(i)))}
      {cartOpen ? (
        <Suspense fallback={null}>
          <MiniCart open onClose={closeCart} fallback={data.cart} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Closes the drawer with focus back on the menu button. */
function closeDrawer(drawer: Element) {
  drawer.removeAttribute("open");
  drawer.querySelector("summary")?.focus();
}
