import { lazy, type MouseEvent, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";

// The drawer's code loads the first time a shopper opens it: pages ship less JavaScript.
const MiniCart = lazy(() => import("~/components/cart/MiniCart").then((m) => ({ default: m.MiniCart })));
import { Link, NavLink, useLocation } from "react-router";
import { BagIcon, ChevronIcon, HeartIcon, MenuIcon, StatusBadge, UserIcon } from "~/components/icons";
import { SearchForm } from "~/chrome/search/SearchForm";
import { backHref } from "~/chrome/header/rules/back";
import type { HeaderItem } from "~/chrome/header/rules/placements";
import type { MenuLinkView, MenuPageView } from "~/chrome/header/rules/view";
import { pathInLanguage } from "~/domain/languages";
import { CONTINUE_SHOPPING_QUERY, isCheckoutFlow } from "~/domain/navigation";
import { href } from "~/domain/paths";
import { useLanguage, useT } from "~/i18n";
import type { ShellData } from "~/chrome/shell";
import "./clear-cart.css";
import "./submenu.css";
import { CoBrandLogos } from "./CoBrandLogos";
import { HeaderBackLink } from "./HeaderBackLink";

type MenuPages = MenuPageView[];

/**
 * The header, rendered from `data.header` (the rules in app/chrome/header/rules/): one markup for every
 * theme, which the theme's class lays out (header.css.ts). The main bar holds the placed items, each
 * once, in its place per breakpoint (bar.ts); the page links go in the bar, in a second row or behind
 * the menu button; menus, dropdowns and the drawer are <details>, so they work without JavaScript.
 */
export function Header({ data }: { data: ShellData }) {
  const t = useT();
  const language = useLanguage();
  const h = data.header;
  const { pathname } = useLocation();
  // Checkout-flow pages get the simplified header (§2; the loader says which items it hides).
  const checkoutFlow = isCheckoutFlow(pathname);
  const hidden: string[] = checkoutFlow ? h.checkoutHidden : [];
  // The clear-cart button as the loader rendered it (rules/clear-cart.ts); gone as the bag empties or the checkout begins.
  const clearCart = data.cartCount > 0 && !checkoutFlow ? h.clearCart : null;
  // The phone's back-or-menu button: root pages show the menu, forward pages a back link too (§2).
  const back = backHref(pathname, data.backRules);
  // The store's title (the centred title on a phone): its name, else 'Store' (§2).
  const title = data.store.storeName || t("header.storeDefault");
  const [cartOpen, setCartOpen] = useState(false);
  const closeCart = useCallback(() => setCartOpen(false), []);
  const self = useRef<HTMLElement>(null);
  // After hydration: the code that keeps the header's counts, mini cart and account state in step with
  // the shop's other tabs and the service worker's (every page, once: ~/chrome/after-hydration.client.ts,
  // ADR 0066, 0065), and the scroll code (shrink,
  // transparent over the home's hero, background lightness) only where the page needs it; the server's
  // HTML is the solid header.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page (path) decides anew, with the data at hand.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    import("~/chrome/after-hydration.client");
    if (h.motion || document.querySelector("[data-hero]"))
      import("./header-motion.client").then((m) => {
        if (live && self.current) stop = m.headerMotion(self.current, data);
        // A chunk that cannot load (offline) leaves the solid header: nothing to report.
      }, Boolean);
    return () => {
      live = false;
      stop?.();
    };
  }, [pathname, data]);
  const item = (name: HeaderItem): ReactNode => {
    if (hidden.includes(name)) return null;
    switch (name) {
      case "logo":
        return (
          <>
            <Link to={href("/:lang/home", { lang: language })} aria-label={t("header.homeLink", { store: title })}>
              {data.headerLogoUrl ? <img src={data.headerLogoUrl} alt="" width={160} height={50} /> : title}
            </Link>
            <CoBrandLogos logos={data.coBrandLogos} />
          </>
        );
      case "search":
        return <SearchForm />;
      case "nav":
        return (
          <>
            <HeaderBackLink to={back} />
            <Drawer data={data} forward={back !== null} title={title} hidden={hidden} clearCart={clearCart?.drawer} />
            {/* The desktop page links in the bar. */}
            {h.nav === "bar" ? (
              <nav aria-label={t("header.mainNavigation")}>
                <PageList pages={h.pages.desktop} />
              </nav>
            ) : null}
          </>
        );
      case "wishlist":
        return <WishlistLink count={data.wishlistCount} />;
      case "cart": {
        const cart = (
          <Link
            to={href("/:lang/shopping-bag", { lang: language })}
            aria-label={t("header.cartCount", { count: data.cartCount })}
            aria-haspopup="dialog"
            onClick={(event) => {
              // With JavaScript the cart opens as the mini cart drawer; without, this is a link to the bag.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              setCartOpen(true);
            }}
          >
            <BagIcon />
            {data.cartCount > 0 ? <b>{data.cartCount}</b> : null}
          </Link>
        );
        return (
          <>
            {cart}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the header's loader rendered it (React on the server: every text escaped). */}
            {clearCart ? <span data-clear-host="" dangerouslySetInnerHTML={{ __html: clearCart.bar }} /> : null}
          </>
        );
      }
      case "account":
        return <AccountLink customer={data.customer} />;
      case "language":
        return <LanguageSwitch languages={data.languages} />;
      case "currency":
        return <span title={t("header.currency", { currency: h.extras.currency ?? "" })}>{h.extras.currency}</span>;
      default:
        // contact, facebook, instagram, tiktok: a social item shows only with a link (the loader drops it without).
        return (
          <MenuLink link={h.links[name] as MenuLinkView}>
            <span className="sr-only">{t(`header.${name as "contact"}`)}</span>
          </MenuLink>
        );
    }
  };
  return (
    <header className={h.className} ref={self}>
      <div>
        {h.bar.map((entry) => (
          <div key={entry.item} data-i={entry.item}>
            {item(entry.item)}
          </div>
        ))}
      </div>
      {h.nav === "below" || h.search.at === "row" ? (
        <nav aria-label={t("header.mainNavigation")} data-align={h.settings.navBelowAlignment}>
          {h.nav === "below" ? <PageList pages={h.pages.desktop} /> : null}
          {h.search.at === "row" && !hidden.includes("search") ? <SearchForm /> : null}
        </nav>
      ) : null}
      {cartOpen ? (
        <Suspense fallback={null}>
          <MiniCart open={cartOpen} onClose={closeCart} fallback={data.cart} />
        </Suspense>
      ) : null}
    </header>
  );
}

/**
 * Top links; a page with children gets a <details> dropdown beside its link (a mega menu in the fancy
 * header): a click opens it without JavaScript, and the CSS opens it on hover and keyboard focus and
 * closes it after the theme's delay.
 */
function PageList({ pages }: { pages: MenuPages }) {
  const t = useT();
  return (
    <ul>
      {pages.map((page) => (
        <li key={page.id}>
          {/* An entry without a page of its own (a sub-menu from the catalogue, say): its title opens the dropdown. */}
          {page.fold === "toggle" ? null : <MenuLink link={page}>{page.title}</MenuLink>}
          {page.children.length > 0 ? (
            <details data-title={page.fold === "toggle" ? "" : undefined}>
              <summary aria-label={page.fold === "toggle" ? undefined : t("header.submenu", { title: page.title })}>
                {page.fold === "toggle" ? page.title : null}
                <ChevronIcon />
              </summary>
              <SubmenuLinks page={page} />
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The wishlist heart with its count; it beats (CSS, 600 ms) when the count grows. */
function WishlistLink({ count, children }: { count: number; children?: ReactNode }) {
  const t = useT();
  const last = useRef(count);
  const grew = count > last.current;
  useEffect(() => {
    last.current = count;
  }, [count]);
  return (
    <Link to={href("/:lang/wishlist", { lang: useLanguage() })} aria-label={t("header.wishlistCount", { count })} data-grow={grew ? "" : undefined} key={count}>
      <HeartIcon />
      {children}
      {count > 0 ? <b>{count}</b> : null}
    </Link>
  );
}

function AccountLink({ customer }: { customer: ShellData["customer"] }) {
  const t = useT();
  const language = useLanguage();
  const signedIn = customer !== null;
  return (
    <Link to={href(signedIn ? "/:lang/account" : "/:lang/auth/login", { lang: language })} aria-label={customer?.label ?? t("header.signInLabel")}>
      {signedIn ? (
        <span>
          {t("header.welcome")} {customer.firstName}
          {/* A customer under a business account is greeted with it, on a line under the name (its whole name in the label). */}
          {customer.parent ? <small> {customer.parent}</small> : null}
        </span>
      ) : null}
      <UserIcon />
      <StatusBadge signedIn={signedIn} />
    </Link>
  );
}

/** Links to the same page in the other languages; shown only when a shop has more than one. */
function LanguageSwitch({ languages }: { languages: ShellData["languages"] }) {
  const t = useT();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  if (languages.length < 2) return null;
  return (
    <nav aria-label={t("header.languageSwitch")} data-lang="">
      <ul>
        {languages.map((language) => (
          <li key={language}>
            <Link
              to={pathInLanguage(pathname, search, language)}
              replace
              hrefLang={language}
              lang={language}
              aria-current={language === current ? "true" : undefined}
            >
              {language}
              <span className="sr-only"> – {t(`languages.${language}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The drawer (phones; desktops too in hamburger mode, fullscreen when set) is a <details>: it opens
 * and closes without JavaScript, and a chosen link loads a new page with the drawer closed. With
 * JavaScript the header stays on screen across a navigation, so choosing a link closes the drawer
 * itself (chrome spec §4). In the checkout flow it leaves out what the simplified header hides
 * (search, wishlist; the simple view also the languages).
 */
function Drawer({ data, forward, title, hidden, clearCart }: { data: ShellData; forward: boolean; title: string; hidden: string[]; clearCart?: string }) {
  const t = useT();
  const language = useLanguage();
  const drawer = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const chosen = useRef(false);
  const { pathname, search } = useLocation();
  const shut = () => {
    drawer.current?.removeAttribute("open");
  };
  /** Closes the drawer with focus back on the menu button. */
  const close = () => {
    shut();
    toggle.current?.focus();
  };
  const chooseLink = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest("a[href]")) return;
    // The chosen link is hidden now: focus waits on the menu button until the new page is shown.
    close();
    chosen.current = true;
  };
  // A navigation (a new path or query) closes the drawer: the cleanup of the page it leaves, so the
  // hydration (the first run) does not, and a drawer opened while the JavaScript still loaded stays open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is for each navigation (a new path or query), which it does not read.
  useEffect(() => {
    // As after a page load, a keyboard or screen-reader user goes on with the new page's content.
    if (chosen.current) document.getElementById("main")?.focus({ preventScroll: true });
    chosen.current = false;
    return shut;
  }, [pathname, search]);
  return (
    // Esc closes it (with JavaScript; without, its button does), as a dialog would.
    <details ref={drawer} data-drawer="" onKeyDown={(event) => event.key === "Escape" && close()}>
      <summary aria-label={t("header.mainNavigation")} ref={toggle}>
        <MenuIcon />
      </summary>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click bubbles from the links inside, which Enter activates as well; the panel itself is not interactive. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: as above: only the links' clicks are handled. */}
      <div onClick={chooseLink}>
        <p>{title}</p>
        {/* Forward mode: 'continue shopping' to the products (§2). */}
        {forward ? <Link to={`${href("/:lang/products", { lang: language })}?${CONTINUE_SHOPPING_QUERY}`}>{t("header.continueShopping")}</Link> : null}
        <nav aria-label={t("header.mainNavigation")}>
          <ul>
            {data.header.pages.mobile.map((page) => (
              <li key={page.id}>
                <DrawerItem page={page} />
              </li>
            ))}
          </ul>
        </nav>
        {data.header.search.at === "drawer" && !hidden.includes("search") ? <SearchForm /> : null}
        {hidden.includes("wishlist") ? null : <WishlistLink count={data.wishlistCount}>{t("header.wishlist")}</WishlistLink>}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the header's loader rendered it (React on the server: every text escaped). */}
        {clearCart ? <span data-clear-host="" dangerouslySetInnerHTML={{ __html: clearCart }} /> : null}
        {hidden.includes("language") ? null : <LanguageSwitch languages={data.languages} />}
      </div>
    </details>
  );
}

/** A drawer item folds as the rules say (drawerFold): open with its own link, a toggle without. */
function DrawerItem({ page }: { page: MenuPages[number] }) {
  const { fold } = page;
  const children = <SubmenuLinks page={page} />;
  if (fold === "toggle") {
    return (
      <details>
        <summary>{page.title}</summary>
        {children}
      </details>
    );
  }
  return (
    <>
      <MenuLink link={page}>{page.title}</MenuLink>
      {fold === "open" ? children : null}
    </>
  );
}

/** A page's sub-pages, as the dropdown, the mega menu and the drawer list them. */
function SubmenuLinks({ page }: { page: MenuPages[number] }) {
  return (
    <ul>
      {page.children.map((child) => (
        <li key={child.id}>
          <MenuLink link={child}>{child.title}</MenuLink>
        </li>
      ))}
    </ul>
  );
}

/** External menu links leave the shop (http in a new tab); internal ones navigate in the app. */
function MenuLink({ link, children }: { link: MenuLinkView; children: ReactNode }) {
  if (link.out) {
    return (
      <a href={link.href} {...(link.out === 2 ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {children}
      </a>
    );
  }
  // `end`: "Nieuw" (/products) is not the current page on every product and category below it.
  return (
    <NavLink to={link.href} end>
      {children}
    </NavLink>
  );
}
