import { lazy, type MouseEvent, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";

// The drawer's code loads the first time a shopper opens it: pages ship less JavaScript.
const MiniCart = lazy(() => import("~/components/cart/MiniCart").then((m) => ({ default: m.MiniCart })));
import { Link, NavLink, useLocation } from "react-router";
import { href } from "~/domain/paths";
import { BagIcon, ChevronIcon, HeartIcon, MenuIcon, SearchIcon, StatusBadge, UserIcon } from "~/components/icons";
import { pathInLanguage } from "~/domain/languages";
import { isExternalLink, menuHref, opensInNewTab } from "~/domain/menu";
import { desktopMenu, mobileMenu } from "~/domain/navigation";
import { useLanguage, useT } from "~/i18n";
import type { RootData } from "~/server/root.server";
import * as css from "./header.css";
import { SearchForm } from "~/components/search/SearchForm";

/** Global header v1: logo, navigation, search, language switch, wishlist, cart and account. */
export function Header({ data }: { data: RootData }) {
  const t = useT();
  const language = useLanguage();
  const [cartOpen, setCartOpen] = useState(false);
  const closeCart = useCallback(() => setCartOpen(false), []);
  return (
    <header className={css.header}>
      <div className={css.bar}>
        <MobileMenu data={data} />
        <Link to={href("/:lang/home", { lang: language })} className={css.logo} aria-label={t("header.homeLink", { store: data.store.storeName })}>
          {data.headerLogoUrl ? (
            <img className={css.logoImage} src={data.headerLogoUrl} alt="" width={160} height={50} />
          ) : (
            <span className={css.logoText}>{data.store.storeName || t("header.storeDefault")}</span>
          )}
        </Link>
        <nav className={css.desktopNav} aria-label={t("header.mainNavigation")}>
          <ul className={css.navList}>
            {desktopMenu(data.menu).map((page) => (
              <li key={page.id} className={css.navItem}>
                <MenuLink url={page.url} className={css.navLink}>
                  {page.title}
                  {page.children.length > 0 ? <ChevronIcon /> : null}
                </MenuLink>
                {page.children.length > 0 ? (
                  <ul className={css.submenu} aria-label={t("header.submenu", { title: page.title })}>
                    {page.children.map((child) => (
                      <li key={child.id}>
                        <MenuLink url={child.url} className={css.submenuLink}>
                          {child.title}
                        </MenuLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        {data.searchEnabled ? <SearchForm /> : null}
        <div className={css.tools}>
          <LanguageSwitch languages={data.languages} />
          <Link to={href("/:lang/wishlist", { lang: language })} className={css.toolLink} aria-label={t("header.wishlistCount", { count: data.wishlistCount })}>
            <HeartIcon />
            {data.wishlistCount > 0 ? <span className={css.badge}>{data.wishlistCount}</span> : null}
          </Link>
          <Link
            to={href("/:lang/shopping-bag", { lang: language })}
            className={css.toolLink}
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
            {data.cartCount > 0 ? <span className={css.badge}>{data.cartCount}</span> : null}
          </Link>
          <AccountLink customer={data.customer} />
        </div>
      </div>
      {cartOpen ? (
        <Suspense fallback={null}>
          <MiniCart open={cartOpen} onClose={closeCart} fallback={data.cart} />
        </Suspense>
      ) : null}
    </header>
  );
}

function AccountLink({ customer }: { customer: RootData["customer"] }) {
  const t = useT();
  const language = useLanguage();
  const signedIn = customer !== null;
  return (
    <Link
      to={signedIn ? href("/:lang/account", { lang: language }) : href("/:lang/auth/login", { lang: language })}
      className={css.toolLink}
      aria-label={signedIn ? `${t("header.welcome")} ${customer.firstName} (${t("header.account")})` : `${t("header.signIn")} (${t("header.signedOut")})`}
    >
      {signedIn ? (
        <span className={css.greeting}>
          {t("header.welcome")} {customer.firstName}
        </span>
      ) : null}
      <UserIcon />
      <StatusBadge signedIn={signedIn} className={css.statusBadge} />
    </Link>
  );
}

/** A GET form: searching works the same with and without JavaScript. */
/** Links to the same page in the other languages; shown only when a shop has more than one. */
function LanguageSwitch({ languages }: { languages: RootData["languages"] }) {
  const t = useT();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  if (languages.length < 2) return null;
  return (
    <nav aria-label={t("header.languageSwitch")}>
      <ul className={css.languages}>
        {languages.map((language) => (
          <li key={language}>
            <Link
              className={css.languageLink}
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
 * The mobile menu is a <details> drawer: it opens and closes without JavaScript, and a chosen link
 * loads a new page with the drawer closed. With JavaScript the header stays on screen across a
 * navigation, so choosing a link closes the drawer itself (chrome spec §4).
 */
function MobileMenu({ data }: { data: RootData }) {
  const t = useT();
  const drawer = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const chosen = useRef(false);
  const { pathname, search } = useLocation();
  const chooseLink = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest("a[href]") || !drawer.current) return;
    drawer.current.open = false;
    // The chosen link is hidden now: focus waits on the menu button until the new page is shown.
    toggle.current?.focus();
    chosen.current = true;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is for each navigation (a new path or query), which it does not read.
  useEffect(() => {
    if (drawer.current) drawer.current.open = false;
    if (!chosen.current) return;
    chosen.current = false;
    // As after a page load, a keyboard or screen-reader user goes on with the new page's content.
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname, search]);
  return (
    <details className={css.mobileMenu} ref={drawer}>
      <summary className={css.mobileToggle} aria-label={t("header.mainNavigation")} ref={toggle}>
        <MenuIcon />
      </summary>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click bubbles from the links inside, which Enter activates as well; the nav itself is not interactive. */}
      <nav className={css.mobilePanel} aria-label={t("header.mainNavigation")} onClick={chooseLink}>
        <ul className={css.mobileList}>
          {mobileMenu(data.menu).map((page) => (
            <li key={page.id}>
              <MenuLink url={page.url} className={css.mobileLink}>
                {page.title}
              </MenuLink>
              {page.children.length > 0 ? (
                <ul className={css.mobileChildren}>
                  {page.children.map((child) => (
                    <li key={child.id}>
                      <MenuLink url={child.url} className={css.mobileLink}>
                        {child.title}
                      </MenuLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

/** External menu links leave the shop (http in a new tab); internal ones navigate in the app. */
function MenuLink({ url, className, children }: { url: string; className: string; children: ReactNode }) {
  const language = useLanguage();
  const href = menuHref(url, language);
  if (isExternalLink(url)) {
    return (
      <a className={className} href={href} {...(opensInNewTab(url) ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {children}
      </a>
    );
  }
  return (
    <NavLink className={className} to={href}>
      {children}
    </NavLink>
  );
}
