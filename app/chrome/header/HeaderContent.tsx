import type { ReactNode } from "react";
import { BagIcon, ChevronIcon, HeartIcon, MenuIcon, SearchIcon, StatusBadge, UserIcon } from "~/components/icons";
import { backHref } from "~/chrome/header/rules/back";
import type { LogoSize } from "~/chrome/header/rules/logo-size";
import type { HeaderItem } from "~/chrome/header/rules/placements";
import type { MenuLinkView, MenuPageView } from "~/chrome/header/rules/view";
import type { Language } from "~/domain/languages";
import { pathInLanguage } from "~/domain/language-links";
import { CONTINUE_SHOPPING_QUERY, isCheckoutFlow } from "~/domain/navigation";
import { href } from "~/domain/paths";
import type { TFunction } from "~/i18n";
import type { HeaderWhole, ShellData } from "~/chrome/shell";
import * as css from "./header.css";
import { ClearCart } from "./ClearCart";
import { showsClearCart } from "./rules/clear-cart";
import { CoBrandLogos } from "./CoBrandLogos";
import * as M from "./marks";
import { fieldMinLength } from "~/domain/search-preview";
import { isCurrentLink } from "./rules/current-link";

/** What the header is rendered from: the root's data for it, and the page it is rendered for. */
export type HeaderInput = {
  t: TFunction;
  language: Language;
  url: { pathname: string; search: string };
  data: Pick<ShellData, "store" | "headerLogoUrl" | "coBrandLogos" | "cartCount" | "wishlistCount" | "customer" | "languages" | "backRules"> & {
    header: HeaderWhole;
    /** The logo's width and height for its `<img>` (ADR 0085): the server's only, not in the root's data. */
    headerLogoSize: LogoSize;
  };
};

type MenuPages = MenuPageView[];
type Part = { t: TFunction; language: Language };

/**
 * The header as server HTML (ADR 0072): the header's fragment, rendered once per document by the one
 * helper (app/chrome/fragment.server.tsx) from `data.header` (the rules in app/chrome/header/rules/): one
 * markup for every theme, which the theme's class lays out (header.css.ts). The main bar holds the placed
 * items, each once, in its place per breakpoint (bar.ts); the page links go in the bar, in a second row or
 * behind the menu button; menus, dropdowns and the drawer are <details>, so they work without JavaScript.
 *
 * The browser keeps it in step without rendering it (enhance.client.ts): what depends on the page (the
 * current link, the language links, the back link, the checkout's simplified header) carries its marks
 * (marks.ts) and is set again after a client navigation; what depends on the shopper (counts, account,
 * co-brand, clear-cart) is a part, swapped from the header the root's revalidation renders anew.
 */
export function HeaderContent({ t, language, url, data }: HeaderInput) {
  const h = data.header;
  const checkoutFlow = isCheckoutFlow(url.pathname);
  // Checkout-flow pages get the simplified header (§2; the loader says which items it hides): hidden here,
  // shown again by the browser when a client navigation leaves the checkout.
  const marks = (name: HeaderItem) => checkoutMarks(h.checkoutHidden.includes(name), checkoutFlow);
  const back = backHref(url.pathname, data.backRules);
  // The store's title (the centred title on a phone): its name, else 'Store' (§2).
  const title = data.store.storeName || t("header.storeDefault");
  const p = { t, language };
  const search = (place: string) => <SearchMarkup {...p} place={place} minLength={fieldMinLength(h.theme)} marks={marks("search")} />;
  const item = (name: HeaderItem): ReactNode => {
    switch (name) {
      case "logo":
        return (
          <>
            <a href={href("/:lang/home", { lang: language })} aria-label={t("header.homeLink", { store: title })}>
              {data.headerLogoUrl ? <img src={data.headerLogoUrl} alt="" width={data.headerLogoSize.width} height={data.headerLogoSize.height} /> : title}
            </a>
            <CoBrandLogos logos={data.coBrandLogos} />
          </>
        );
      case "search":
        return h.searchEnabled ? search("bar") : null;
      case "nav":
        return (
          <>
            {/* On a root page hidden, its href the home page's until a client navigation makes it a back link. */}
            <a data-back="" href={back ?? href("/:lang/home", { lang: language })} hidden={back === null} aria-label={t("cobrand.back")}>
              <ChevronIcon />
            </a>
            <Drawer {...p} data={data} url={url} forward={back !== null} title={title} checkoutFlow={checkoutFlow} marks={marks} search={search} />
            {/* The desktop page links in the bar. */}
            {h.nav === "bar" ? (
              <nav aria-label={t("header.mainNavigation")}>
                <PageList {...p} pages={h.pages.desktop} pathname={url.pathname} />
              </nav>
            ) : null}
          </>
        );
      case "wishlist":
        return <WishlistLink {...p} count={data.wishlistCount} />;
      case "cart":
        return (
          <>
            <a
              href={href("/:lang/shopping-bag", { lang: language })}
              aria-label={t("header.cartCount", { count: data.cartCount })}
              aria-haspopup="dialog"
              {...{ [M.PART]: "cart", [M.MINI_CART]: "" }}
            >
              <BagIcon />
              {data.cartCount > 0 ? <b>{data.cartCount}</b> : null}
            </a>
            <ClearCartHost {...p} count={data.cartCount} redirectTo={url.pathname + url.search} labelled={false} checkoutFlow={checkoutFlow} />
          </>
        );
      case "account":
        return <AccountLink {...p} customer={data.customer} />;
      case "language":
        return <LanguageSwitch {...p} languages={data.languages} url={url} />;
      case "currency":
        return <span title={t("header.currency", { currency: h.extras.currency ?? "" })}>{h.extras.currency}</span>;
      default:
        // contact, facebook, instagram, tiktok: a social item shows only with a link (the loader drops it without).
        return (
          <MenuLink link={h.links[name] as MenuLinkView} pathname={url.pathname}>
            <span className="sr-only">{t(`header.${name as "contact"}`)}</span>
          </MenuLink>
        );
    }
  };
  return (
    <>
      <div>
        {h.bar.map((entry) => (
          <div key={entry.item} data-i={entry.item} {...marks(entry.item)}>
            {item(entry.item)}
          </div>
        ))}
      </div>
      {h.nav === "below" || h.search.at === "row" ? (
        <nav aria-label={t("header.mainNavigation")} data-align={h.settings.navBelowAlignment}>
          {h.nav === "below" ? <PageList {...p} pages={h.pages.desktop} pathname={url.pathname} /> : null}
          {h.search.at === "row" && h.searchEnabled ? search("row") : null}
        </nav>
      ) : null}
    </>
  );
}

type Marks = Record<string, string | boolean>;

/** An element the checkout flow hides: marked, and hidden while the page is in it. */
function checkoutMarks(hides: boolean, checkoutFlow: boolean): Marks {
  return hides ? { [M.CHECKOUT]: "", hidden: checkoutFlow } : {};
}

/**
 * The header's search: a GET form to the product overview (`products?q=`), which works without
 * JavaScript. The live preview (LiveSearch, an ARIA combobox) loads on the field's first focus and takes
 * its place, so no page ships its code up front (ADR 0025). Shown only with professional search on (§5).
 */
function SearchMarkup({ t, language, place, minLength, marks }: Part & { place: string; minLength: number | undefined; marks: Marks }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form is the landmark every screen reader knows; browsers from before 2023 do not map <search>.
    <form className={css.search} method="get" action={`/${language}/products`} role="search" {...{ [M.SEARCH]: place }} {...marks}>
      <input
        id="header-search"
        className={css.searchInput}
        type="search"
        name="q"
        minLength={minLength}
        required
        placeholder={t("header.searchPlaceholder")}
        aria-label={t("header.searchLabel")}
      />
      <button type="submit" className={css.searchButton} aria-label={t("header.searchSubmit")}>
        <SearchIcon />
      </button>
    </form>
  );
}

/** The clear-cart button's place: filled while the bag holds items, a part the browser swaps as the bag changes. */
function ClearCartHost({
  count,
  redirectTo,
  labelled,
  checkoutFlow,
  ...p
}: Part & { count: number; redirectTo: string; labelled: boolean; checkoutFlow: boolean }) {
  return (
    <span
      data-clear-host=""
      {...{ [M.PART]: labelled ? "clear-drawer" : "clear", [M.CHECKOUT]: "" }}
      hidden={!showsClearCart({ cartCount: count, checkoutFlow })}
    >
      {count > 0 ? <ClearCart {...p} redirectTo={redirectTo} labelled={labelled} /> : null}
    </span>
  );
}

/**
 * Top links; a page with children gets a <details> dropdown beside its link (a mega menu in the fancy
 * header): a click opens it without JavaScript, and the CSS opens it on hover and keyboard focus and
 * closes it after the theme's delay.
 */
function PageList({ t, pages, pathname }: Part & { pages: MenuPages; pathname: string }) {
  return (
    <ul>
      {pages.map((page) => (
        <li key={page.id}>
          {/* An entry without a page of its own (a sub-menu from the catalogue, say): its title opens the dropdown. */}
          {page.fold === "toggle" ? null : (
            <MenuLink link={page} pathname={pathname}>
              {page.title}
            </MenuLink>
          )}
          {page.children.length > 0 ? (
            <details data-title={page.fold === "toggle" ? "" : undefined}>
              <summary aria-label={page.fold === "toggle" ? undefined : t("header.submenu", { title: page.title })}>
                {page.fold === "toggle" ? page.title : null}
                <ChevronIcon />
              </summary>
              <SubmenuLinks page={page} pathname={pathname} />
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The wishlist heart with its count; it beats (CSS, 600 ms) when the count grows (the browser marks it, enhance.client.ts). */
function WishlistLink({ t, language, count, children, marks }: Part & { count: number; children?: ReactNode; marks?: Marks }) {
  return (
    <a
      href={href("/:lang/wishlist", { lang: language })}
      aria-label={t("header.wishlistCount", { count })}
      {...{ [M.PART]: children ? "wishlist-drawer" : "wishlist" }}
      {...marks}
    >
      <HeartIcon />
      {children}
      {count > 0 ? <b>{count}</b> : null}
    </a>
  );
}

function AccountLink({ t, language, customer }: Part & { customer: ShellData["customer"] }) {
  const signedIn = customer !== null;
  return (
    <a
      href={href(signedIn ? "/:lang/account" : "/:lang/auth/login", { lang: language })}
      aria-label={customer?.label ?? t("header.signInLabel")}
      {...{ [M.PART]: "account" }}
    >
      {signedIn ? (
        <span>
          {t("header.welcome")} {customer.firstName}
          {/* A customer under a business account is greeted with it, on a line under the name (its whole name in the label). */}
          {customer.parent ? <small> {customer.parent}</small> : null}
        </span>
      ) : null}
      <UserIcon />
      <StatusBadge signedIn={signedIn} />
    </a>
  );
}

/** Links to the same page in the other languages; shown only when a shop has more than one. */
function LanguageSwitch({ t, language: current, languages, url, marks }: Part & { languages: ShellData["languages"]; url: HeaderInput["url"]; marks?: Marks }) {
  if (languages.length < 2) return null;
  return (
    <nav aria-label={t("header.languageSwitch")} data-lang="" {...marks}>
      <ul>
        {languages.map((language) => (
          <li key={language}>
            <a
              href={pathInLanguage(url.pathname, url.search, language)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? "true" : undefined}
              {...{ [M.REPLACE]: "" }}
            >
              {language}
              <span className="sr-only"> – {t(`languages.${language}`)}</span>
            </a>
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
 * (chrome spec §4; enhance.client.ts). In the checkout flow it leaves out what the simplified header
 * hides (search, wishlist; the simple view also the languages).
 */
function Drawer({
  data,
  url,
  forward,
  title,
  checkoutFlow,
  marks,
  search,
  ...p
}: Part & {
  data: HeaderInput["data"];
  url: HeaderInput["url"];
  forward: boolean;
  title: string;
  checkoutFlow: boolean;
  marks: (name: HeaderItem) => Marks;
  search: (place: string) => ReactNode;
}) {
  const { t, language } = p;
  return (
    <details data-drawer="">
      <summary aria-label={t("header.mainNavigation")}>
        <MenuIcon />
      </summary>
      <div>
        <p>{title}</p>
        {/* Forward mode: 'continue shopping' to the products (§2). */}
        <a href={`${href("/:lang/products", { lang: language })}?${CONTINUE_SHOPPING_QUERY}`} hidden={!forward} {...{ [M.FORWARD]: "" }}>
          {t("header.continueShopping")}
        </a>
        <nav aria-label={t("header.mainNavigation")}>
          <ul>
            {data.header.pages.mobile.map((page) => (
              <li key={page.id}>
                <DrawerItem page={page} pathname={url.pathname} />
              </li>
            ))}
          </ul>
        </nav>
        {data.header.search.at === "drawer" && data.header.searchEnabled ? search("drawer") : null}
        <WishlistLink {...p} count={data.wishlistCount} marks={marks("wishlist")}>
          {t("header.wishlist")}
        </WishlistLink>
        <ClearCartHost {...p} count={data.cartCount} redirectTo={url.pathname + url.search} labelled checkoutFlow={checkoutFlow} />
        <LanguageSwitch {...p} languages={data.languages} url={url} marks={marks("language")} />
      </div>
    </details>
  );
}

/** A drawer item folds as the rules say (drawerFold): open with its own link, a toggle without. */
function DrawerItem({ page, pathname }: { page: MenuPages[number]; pathname: string }) {
  const { fold } = page;
  const children = <SubmenuLinks page={page} pathname={pathname} />;
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
      <MenuLink link={page} pathname={pathname}>
        {page.title}
      </MenuLink>
      {fold === "open" ? children : null}
    </>
  );
}

/** A page's sub-pages, as the dropdown, the mega menu and the drawer list them. */
function SubmenuLinks({ page, pathname }: { page: MenuPages[number]; pathname: string }) {
  return (
    <ul>
      {page.children.map((child) => (
        <li key={child.id}>
          <MenuLink link={child} pathname={pathname}>
            {child.title}
          </MenuLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * External menu links leave the shop (http in a new tab); internal ones navigate in the app (the
 * browser's enhance.client.ts), the current page's marked as React Router's NavLink would (`end`:
 * "Nieuw" (/products) is not the current page on every product and category below it).
 */
function MenuLink({ link, pathname, children }: { link: MenuLinkView; pathname: string; children: ReactNode }) {
  if (link.out) {
    return (
      <a href={link.href} {...(link.out === 2 ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {children}
      </a>
    );
  }
  const current = isCurrentLink(link.href, pathname);
  return (
    <a href={link.href} aria-current={current ? "page" : undefined} className={current ? "active" : undefined} {...{ [M.NAV]: "" }}>
      {children}
    </a>
  );
}
