import { type GlobalStyleRule, globalStyle, keyframes, style, styleVariants } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";

/**
 * The header's styles. One build serves every theme: the loader picks the theme's class and the
 * layout flags (root.server.ts, `headerClass`), and sets the numbers as custom properties (height,
 * dropdown close delay, background image). Parts are styled by element and data attribute under the
 * header, not by a class each: every className in the header's JSX is JavaScript on every page
 * (ADR 0017), and the product page has none to spare.
 *
 * Structure: header > div (the main bar) > div[data-i=item] (one per item, placed by --d/--m, bar.ts);
 * header > nav (the second, 48 px navigation row); the drawer is the nav item's <details>.
 */
const compactDesktop = "screen and (min-width: 1024px) and (max-width: 1279.98px)";
const wideDesktop = "screen and (min-width: 1280px)";
const desktop = tokens.media.desktop;
const mobile = "screen and (max-width: 1023.98px)";
/**
 * The height of the bar's controls (icon links, language links, dropdown buttons): 2.75rem (44 px),
 * or the header's height when that is less — a shrunk normal header is 40 px, a small one 36 px (§9),
 * and the controls shrink with it instead of holding the bar at 44 px. They stay far above WCAG 2.5.8's
 * 24 px tap target. --etalage-header-h is the header's current height (its maximum at the top).
 */
const controlHeight = "min(2.75rem, var(--etalage-header-h, 70px))";
/** The search field in the bar: 2.5rem (40 px), 4 px under the header's height when that is less. */
const fieldHeight = "min(2.5rem, var(--etalage-header-h, 70px) - 4px)";

export const header = style({
  background: `${themeVars.color.headerBackground} var(--etalage-header-img, none) center / cover no-repeat`,
  // The items' colour: the theme's, unless the scroll code sets it (over a hero, on a background image).
  color: `var(--etalage-items, ${themeVars.color.headerText})`,
  borderBottom: `1px solid ${tokens.color.border}`,
  position: "relative",
  zIndex: 20,
  fontSize: "14px",
});
const g = (selector: string, rule: GlobalStyleRule) => globalStyle(selector.replaceAll("&", header), rule);

/**
 * The live search's place (Header.tsx): it takes the server form's place on the field's first focus,
 * laid out as if it were that form (the rules below name both).
 */
export const liveSearchHost = style({ display: "contents" });
/** `> form` and the live search's form in its place. */
const form = (prefix: string) => `${prefix} > form, ${prefix} > .${liveSearchHost} > form`;
// What the browser hides (the checkout's simplified header, the back link on a root page: enhance.client.ts)
// stays hidden whatever the item's layout says.
g("& [hidden]", { display: "none !important" });

/** The theme's own layout: each class restyles the same markup (structure, type, shapes). */
export const themes = styleVariants({
  simple: {},
  fancy: { fontFamily: 'Georgia, "Times New Roman", serif', borderBottom: "none" },
  "ultimate-shape": { borderBottom: "none", paddingBlock: tokens.space.s, background: "transparent" },
  "modern-cool": { borderBottom: `3px solid ${themeVars.color.primary}` },
  "modern-minimal": { borderBottom: "none", fontWeight: 400 },
});
/** Layout flags from the header settings. */
export const flags = styleVariants({
  sticky: { position: "sticky", top: 0 },
  full: {},
  hamburger: {},
  fullscreen: {},
  /** The search shows on a phone (in the bar: a row under it; or in the second row). */
  mobileSearch: {},
});

// The main bar: the items in one row, each in its place for the breakpoint.
g("& > div", {
  display: "flex",
  position: "relative",
  alignItems: "center",
  gap: tokens.space.s,
  width: "100%",
  maxWidth: tokens.width.container,
  marginInline: "auto",
  paddingInline: tokens.space.m,
  minHeight: "var(--etalage-header-h, 70px)",
  "@media": { [desktop]: { paddingInline: tokens.space.l }, [compactDesktop]: { gap: tokens.space.xs }, [mobile]: { gap: 0 } },
});
g(`&.${flags.full} > div, &.${flags.full} > nav`, { maxWidth: "none" });
g("& > div > [data-i]", {
  display: "var(--mv)",
  order: "var(--m)",
  marginLeft: "var(--mm)",
  position: "var(--mp)" as "static",
  left: "50%",
  translate: "var(--mx)",
  alignItems: "center",
  flexShrink: 0,
  "@media": { [desktop]: { display: "var(--dv)", order: "var(--d)", marginLeft: "var(--dm)", position: "var(--dp)" as "static", translate: "var(--dx)" } },
});
// The search gives way to the menu and the icons; on a phone it takes a row of its own under the
// bar (the header makes room for it when the search shows there).
g("& > div > [data-i=search]", {
  flexShrink: 1,
  "@media": {
    [desktop]: { flex: "0 1 14rem", minWidth: "8.75rem" },
    [mobile]: { position: "absolute", top: "100%", left: tokens.space.m, right: tokens.space.m, translate: "none" },
  },
});
g(`&.${flags.mobileSearch}:has(> div > [data-i=search]:not([hidden]) form:not([hidden]))`, { "@media": { [mobile]: { paddingBottom: "3rem" } } });
g("& > div > [data-i=nav]", { "@media": { [desktop]: { flexShrink: 0 } } });

// Links, buttons and icons of the header share the header's colour.
g("& a, & summary", { color: "inherit", textDecoration: "none" });
g("& summary", { listStyle: "none", cursor: "pointer" });
g("& summary::-webkit-details-marker", { display: "none" });

// The logo.
g("& [data-i=logo] img", {
  height: "40px",
  width: "auto",
  maxWidth: "7.5rem",
  objectFit: "contain",
  objectPosition: "left center",
  display: "block",
  "@media": { [tokens.media.tablet]: { height: "50px", maxWidth: "11rem" }, [compactDesktop]: { height: "32px" } },
});
g("& [data-i=logo] a", { display: "inline-flex", alignItems: "center", fontWeight: 700, fontSize: "1.25rem" });
// A shop without a logo image shows its name: on a phone it gets the image's room (7.5rem) and wraps
// there, so a long name never runs under the icons beside it.
g("& [data-i=logo] a:not(:has(img))", {
  "@media": { [mobile]: { maxWidth: "7.5rem", fontSize: "1rem", lineHeight: 1.15, textAlign: "center", overflowWrap: "anywhere" } },
});

// Icon links: wishlist, cart, account, contact, social, the drawer's button.
g("& [data-i] > a, & [data-i=nav] > details > summary, & [data-i=currency] > span", {
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: tokens.space.xs,
  minWidth: "2.5rem",
  height: controlHeight,
  borderRadius: tokens.radius.pill,
  fontWeight: 600,
  "@media": { [compactDesktop]: { minWidth: "2.25rem" }, [mobile]: { minWidth: "2.25rem" } },
});
// Count badges, and the heart's beat when the wishlist grows (600 ms, chrome spec §9).
g("& [data-i] > a > b", {
  position: "absolute",
  top: "2px",
  right: 0,
  minWidth: "1.25rem",
  height: "1.25rem",
  padding: "0 0.3rem",
  borderRadius: tokens.radius.pill,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontSize: "0.75rem",
  lineHeight: "1.25rem",
  textAlign: "center",
});
const heartbeat = keyframes({ "0%, 100%": { transform: "scale(1)" }, "30%": { transform: "scale(1.35)" }, "60%": { transform: "scale(0.9)" } });
g("& [data-grow] svg", { "@media": { "(prefers-reduced-motion: no-preference)": { animation: `${heartbeat} 600ms ease-out` } } });
// The account's tick or cross, and the greeting on a wide bar (the link's label names the customer anyway).
g("& [data-i=account] svg + svg", { position: "absolute", bottom: "6px", right: "4px" });
g("& [data-i=account] span", {
  display: "none",
  maxWidth: "9rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontWeight: 400,
  "@media": { [wideDesktop]: { display: "inline" } },
});
// The business account the customer belongs to, on a line of its own under the greeting.
g("& [data-i=account] span:has(small)", { "@media": { [wideDesktop]: { display: "inline-grid", lineHeight: 1.2 } } });
g("& [data-i=account] small", { fontSize: "0.75rem", opacity: 0.85, overflow: "hidden", textOverflow: "ellipsis" });
// Social icons and the contact link: a mask over the item's colour, no image request.
const mask = (svg: string) => `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'>${svg}</svg>`)}")`;
const socialIcons = {
  facebook: "<path d='M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z'/>",
  instagram:
    "<path fill-rule='evenodd' d='M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm5.5-4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z'/>",
  tiktok: "<path d='M15 2h3a5 5 0 0 0 4 4v3a8 8 0 0 1-4-1.2V15a7 7 0 1 1-7-7v3.2a3.8 3.8 0 1 0 4 3.8z'/>",
  contact: "<path d='M3 5h18v14H3zM3 6l9 7 9-7' fill='none' stroke='black' stroke-width='2'/>",
};
for (const [item, svg] of Object.entries(socialIcons)) {
  g(`& [data-i=${item}] > a::before`, {
    content: '""',
    width: "1.25rem",
    height: "1.25rem",
    background: "currentColor",
    mask: `${mask(svg)} center / contain no-repeat`,
  });
}

// The language switch: flags (CSS, no image requests) beside the code.
g("& [data-lang] ul", { display: "flex", gap: "0.75rem", listStyle: "none", margin: 0, padding: 0 });
g("& [data-lang] a", {
  display: "inline-flex",
  alignItems: "center",
  minWidth: "1.75rem",
  height: controlHeight,
  paddingInline: "0.2rem",
  fontWeight: 600,
  textTransform: "uppercase",
});
g("& [data-lang] a[aria-current=true]", { textDecoration: "underline", textDecorationThickness: "2px" });
// inline-block: the drawer and the fullscreen menu lay their links out as blocks, where an inline ::before has no width.
g("& [data-lang] a::before", {
  content: '""',
  display: "inline-block",
  flexShrink: 0,
  verticalAlign: "middle",
  marginInlineEnd: "0.3rem",
  width: "1.1rem",
  height: "0.75rem",
  borderRadius: "2px",
  boxShadow: "0 0 0 1px rgb(0 0 0 / 0.15)",
});
g("& [data-lang] a[hreflang=nl]::before", { background: "linear-gradient(#ae1c28 33.3%, #fff 0 66.6%, #21468b 0)" });
g("& [data-lang] a[hreflang=en]::before", {
  backgroundImage: `url("data:image/svg+xml,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 60 30'><path fill='#012169' d='M0 0h60v30H0z'/><path stroke='#fff' stroke-width='6' d='M0 0l60 30M60 0L0 30'/><path stroke='#c8102e' stroke-width='2' d='M0 0l60 30M60 0L0 30'/><path stroke='#fff' stroke-width='10' d='M30 0v30M0 15h60'/><path stroke='#c8102e' stroke-width='6' d='M30 0v30M0 15h60'/></svg>")}")`,
  backgroundSize: "cover",
});

// The desktop page links, in the bar or in the second row; each with children has a <details> dropdown.
// The dropdown's rules name those two navs: the drawer's nav holds <details> too (an entry without a
// page folds there), which must neither float nor open on hover or focus.
// Every rule for the bar's links names those two navs: a bare `nav > ul` would also lay out the drawer's
// list (and the fullscreen menu's) in one row (issue 19).
const bars = (rest: string, prefix = "&") => [`${prefix} > nav > ul`, `${prefix} [data-i=nav] > nav > ul`].map((list) => `${list}${rest}`).join(", ");
const pageLinks = (rest: string) => bars(` > li${rest}`);
g(bars(""), { display: "flex", listStyle: "none", margin: 0, padding: 0, flexWrap: "nowrap" });
g(pageLinks(""), { position: "relative", display: "flex", alignItems: "center" });
/** The bar's page links' type and room (the fancy header's), also a titled dropdown's (submenu.css.ts). */
export const pageLinkType = {
  padding: tokens.space.s,
  paddingRight: tokens.space.xs,
  fontSize: "14px",
  fontWeight: 600,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  whiteSpace: "nowrap",
  "@media": {
    [compactDesktop]: { fontSize: "12px", letterSpacing: "0.02em", paddingInline: tokens.space.xs },
    [wideDesktop]: { fontSize: "13px", letterSpacing: "0.03em", paddingInline: "0.4rem" },
  },
} as const;
g(pageLinks(" > a"), { display: "inline-flex", alignItems: "center", ...pageLinkType });
g(`${pageLinks(" > a:hover")}, ${pageLinks(" > a[aria-current=page]")}`, { textDecoration: "underline" });
// A campaign's link (the latest campaign's entry, rules/campaign.ts; spec §2): a shirt before its title,
// drawn in the link's colour by CSS alone (no code in the page's JavaScript; decorative, the title names it).
const SHIRT =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='1.8' stroke-linejoin='round'><path d='M9 3.5 4 6 2.5 10.5 6 12v8.5h12V12l3.5-1.5L20 6l-5-2.5c-.4 1.5-1.6 2.5-3 2.5s-2.6-1-3-2.5z'/></svg>";
g(pageLinks(' > a[href*="campaign/"]::before'), {
  content: '""',
  flexShrink: 0,
  width: "18px",
  height: "18px",
  marginInlineEnd: "0.3rem",
  background: "currentColor",
  mask: `url("data:image/svg+xml,${encodeURIComponent(SHIRT)}") center / contain no-repeat`,
});
// In the main bar itself (the links beside the logo, search and icons) a desktop narrower than 1440 px has
// no room for one more title: there the campaign's link is its shirt alone, its title still its name
// for assistive technology (font-size 0 hides the text, not the name). The second row and the drawer
// always show the whole title.
// (Also while the header moves over a hero, whose link size rule would show the text again.)
g('& [data-i=nav] > nav > ul > li > a[href*="campaign/"], &[data-motion] [data-i=nav] > nav > ul > li > a[href*="campaign/"]', {
  "@media": { "screen and (min-width: 1024px) and (max-width: 1439.98px)": { fontSize: 0, letterSpacing: 0, paddingInline: "0.3rem" } },
});
// Over a home page's hero the bar is at its largest (logo, links and icons grow): below 1440 px the
// shirt waits until the header has shrunk as the page scrolls.
g('&[data-motion=hero] [data-i=nav] > nav > ul > li:has(> a[href*="campaign/"])', {
  "@media": { "screen and (min-width: 1024px) and (max-width: 1439.98px)": { display: "none" } },
});
g('& [data-i=nav] > nav > ul > li > a[href*="campaign/"]::before', {
  "@media": { "screen and (min-width: 1024px) and (max-width: 1439.98px)": { marginInlineEnd: 0 } },
});
g(pageLinks(" > details > summary"), { display: "inline-flex", alignItems: "center", justifyContent: "center", width: "1.5rem", height: controlHeight });
g(pageLinks(" > details > ul"), {
  position: "absolute",
  top: "100%",
  left: 0,
  minWidth: "14rem",
  listStyle: "none",
  margin: 0,
  padding: tokens.space.s,
  background: tokens.color.surface,
  color: tokens.color.text,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.m,
  boxShadow: "0 10px 30px rgb(0 0 0 / 0.12)",
  zIndex: 5,
});
g(pageLinks(" > details > ul a"), { display: "block", padding: `${tokens.space.s} ${tokens.space.m}`, borderRadius: tokens.radius.s });
g(pageLinks(" > details > ul a:hover"), { background: tokens.color.subtle });
// Without JavaScript too: a dropdown opens on a click (the <details>), on hover and while a link of its
// item has keyboard focus; after the pointer leaves it stays for the theme's close delay (§9).
g(pageLinks(" > details::details-content"), {
  transition: "content-visibility 0s allow-discrete",
  transitionDelay: "var(--etalage-dd, 250ms)",
});
g(`${pageLinks(":hover > details::details-content")}, ${pageLinks(":focus-within > details::details-content")}`, {
  contentVisibility: "visible",
  transitionDelay: "0s",
});

// The second navigation row (48 px), aligned as the settings say.
g("& > nav", {
  display: "none",
  maxWidth: tokens.width.container,
  marginInline: "auto",
  paddingInline: tokens.space.l,
  minHeight: "48px",
  alignItems: "center",
  gap: tokens.space.m,
  borderTop: "1px solid rgb(127 127 127 / 0.25)",
  "@media": { [desktop]: { display: "flex" } },
});
// On a phone the row shows only for the search (when the search lives there and shows on phones).
g(`&.${flags.mobileSearch} > nav:has(form:not([hidden]))`, {
  "@media": { [mobile]: { display: "flex", paddingInline: tokens.space.m, paddingBlock: tokens.space.s } },
});
g("& > nav > ul", { "@media": { [mobile]: { display: "none" } } });
g("& > nav > ul", { flex: 1 });
g("& > nav[data-align=center] > ul", { justifyContent: "center" });
g("& > nav[data-align=right] > ul", { justifyContent: "flex-end" });
g("& > nav[data-align=space] > ul", { justifyContent: "space-between" });
g(form("& > nav"), { flex: "0 1 18rem", "@media": { [mobile]: { flex: 1 } } });

// The drawer (phones; on a desktop too in hamburger mode): a <details>, so it works without JavaScript.
g("& [data-i=nav] > nav", { display: "none", "@media": { [desktop]: { display: "block" } } });
g("& [data-i=nav] > details", { "@media": { [desktop]: { display: "none" } } });
g(`&.${flags.hamburger} [data-i=nav] > details`, { "@media": { [desktop]: { display: "block" } } });
g("& [data-i=nav] > details > div", {
  position: "absolute",
  left: 0,
  right: 0,
  top: "100%",
  maxHeight: "calc(100vh - 100%)",
  overflowY: "auto",
  background: tokens.color.surface,
  color: tokens.color.text,
  padding: tokens.space.m,
  borderBottom: `1px solid ${tokens.color.border}`,
  boxShadow: "0 10px 30px rgb(0 0 0 / 0.12)",
  // Over the phone's search row, which is placed under the bar as well and comes later in the markup.
  zIndex: 30,
  "@media": { [desktop]: { right: "auto", width: "24rem" } },
});
// The fullscreen overlay menu (desktop, hamburger mode): the pages in columns, each with its children
// listed under it; its button stays on top, in the menu's own colours, to close it (a cross).
const fs = (rest: string | string[], rule: GlobalStyleRule) =>
  g(
    [rest]
      .flat()
      .map((part) => `&.${flags.fullscreen} [data-i=nav] > details${part}`)
      .join(", "),
    { "@media": { [desktop]: rule } },
  );
fs(" > div", {
  position: "fixed",
  inset: 0,
  width: "auto",
  maxHeight: "none",
  overflowY: "auto",
  padding: "5.5rem 8vw 3rem",
  boxShadow: "none",
  border: "none",
});
fs(" > div > p", { textAlign: "start", fontSize: "1rem", letterSpacing: "0.3em", textTransform: "uppercase", marginBottom: tokens.space.xl });
fs(" > div > nav > ul", {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(13rem, 1fr))",
  gap: `${tokens.space.xl} ${tokens.space.l}`,
  alignItems: "start",
});
fs([" > div > nav > ul > li > a", " > div > nav > ul > li > details > summary"], { fontSize: "1.5rem", paddingBlock: tokens.space.xs });
fs(" > div > nav > ul ul", { paddingLeft: 0, marginTop: tokens.space.xs });
fs(" > div > nav > ul ul a", { fontSize: "1rem", paddingBlock: "0.35rem" });
fs([" > div > a", " > div > form", ` > div > .${liveSearchHost} > form`, " > div > [data-lang]"], { maxWidth: "24rem" });
fs(" > div > nav", { marginBottom: tokens.space.xl });
fs("[open] > summary", {
  position: "fixed",
  top: tokens.space.l,
  right: "8vw",
  zIndex: 31,
  color: tokens.color.text,
  background: tokens.color.surface,
  border: `1px solid ${tokens.color.border}`,
});
fs("[open] > summary > svg", { display: "none" });
fs("[open] > summary::before", { content: '"\\00d7"', fontSize: "2rem", lineHeight: 1, fontWeight: 300 });
g("& [data-i=nav] > details > div > p", { textAlign: "center", fontWeight: 700, fontSize: "1.1rem", margin: `0 0 ${tokens.space.s}` });
g("& [data-i=nav] > details ul", { listStyle: "none", margin: 0, padding: 0 });
g("& [data-i=nav] > details ul ul", { paddingLeft: tokens.space.m });
g("& [data-i=nav] > details a, & [data-i=nav] > details ul summary", { display: "block", padding: `${tokens.space.s} 0`, fontWeight: 600 });
g("& [data-i=nav] > details ul ul a", { fontWeight: 400 });
g("& [data-i=nav] > details ul summary::after", { content: '" +"' });
g("& [data-i=nav] > details ul details[open] > summary::after", { content: '" −"' });
g("& [data-i=nav] > details b", { marginLeft: tokens.space.s, fontSize: "0.8rem" });
g("& [data-i=nav] > details form", { marginBlock: tokens.space.s });

// ---- Themes: the same parts, laid out and set in type of their own. ----

// Fancy: a tall centred-logo look, serif type, a wide mega menu of the page's children in columns.
g(bars(" > li > a", `&.${themes.fancy}`), { textTransform: "none", fontSize: "16px", letterSpacing: 0, fontWeight: 400 });
g(`&.${themes.fancy} [data-i=logo] a`, { fontSize: "1.6rem", fontStyle: "italic" });
g(bars(" > li", `&.${themes.fancy}`), { position: "static" });
g(`${bars("", `&.${themes.fancy}`)}, &.${themes.fancy} > nav, &.${themes.fancy} > div`, { position: "relative" });
g(bars(" > li > details > ul", `&.${themes.fancy}`), {
  left: 0,
  right: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  gap: tokens.space.s,
  padding: tokens.space.l,
  borderRadius: 0,
  fontFamily: tokens.font.body,
});

// Ultimate shape: the bar floats as a rounded shape over the page; pill links and rounded dropdowns.
g(`&.${themes["ultimate-shape"]} > div`, {
  background: `${themeVars.color.headerBackground} var(--etalage-header-img, none) center / cover no-repeat`,
  borderRadius: "1.75rem",
  boxShadow: "0 6px 24px rgb(0 0 0 / 0.12)",
  width: "calc(100% - 1rem)",
});
g(`&.${themes["ultimate-shape"]} > nav`, {
  background: themeVars.color.headerBackground,
  borderRadius: tokens.radius.pill,
  marginTop: tokens.space.s,
  border: "none",
});
g(bars(" > li > a", `&.${themes["ultimate-shape"]}`), { borderRadius: tokens.radius.pill, textTransform: "none", letterSpacing: 0 });
g(bars(" > li > a:hover", `&.${themes["ultimate-shape"]}`), { background: "rgb(127 127 127 / 0.15)", textDecoration: "none" });
g(bars(" > li > details > ul", `&.${themes["ultimate-shape"]}`), { borderRadius: "1.25rem" });
// The icons' shapes, not the logo's link (which is an [data-i] > a too).
// No margin of their own: the bar's gap parts them, and a signed-in shopper with a full bag (greeting,
// languages, heart, bag, clear-cart) fits Stapvast's bar at 1280 px (it ran 2 px past the screen).
g(`&.${themes["ultimate-shape"]} [data-i]:not([data-i=logo]) > a`, { background: "rgb(127 127 127 / 0.12)" });

// Modern cool: a primary accent line, lower-case links underlined from the left, outlined round icons.
g(bars(" > li > a", `&.${themes["modern-cool"]}`), { textTransform: "lowercase", letterSpacing: "0.02em", fontWeight: 500 });
g(bars(" > li > a:hover", `&.${themes["modern-cool"]}`), { textDecoration: "none", boxShadow: `inset 0 -2px 0 ${themeVars.color.primary}` });
g(`&.${themes["modern-cool"]} [data-i]:not([data-i=logo]) > a`, {
  border: "1px solid currentColor",
  marginInline: "2px",
  minWidth: "2.5rem",
  height: "min(2.5rem, var(--etalage-header-h, 70px))",
});
// Its search row: the field centred and wider.
g(form(`&.${themes["modern-cool"]} > nav`), { "@media": { [desktop]: { flex: "0 1 36rem", marginInline: "auto" } } });
// On a phone the centred logo leaves room for three icons on either theme's larger icon shapes.
g(`&.${themes["ultimate-shape"]} [data-i=logo] img, &.${themes["modern-cool"]} [data-i=logo] img`, { "@media": { [mobile]: { maxWidth: "6.5rem" } } });
g(`&.${themes["modern-cool"]} [data-i=logo] a`, { textTransform: "uppercase", letterSpacing: "0.2em", fontWeight: 800 });

// Modern minimal: no lines or shadows, light type with wide spacing, plain dropdowns.
g(bars(" > li > a", `&.${themes["modern-minimal"]}`), { fontWeight: 400, letterSpacing: "0.12em", fontSize: "12px" });
g(`&.${themes["modern-minimal"]} [data-i=logo] a`, { fontWeight: 300, letterSpacing: "0.3em", textTransform: "uppercase" });
g(bars(" > li > details > ul", `&.${themes["modern-minimal"]}`), { boxShadow: "none", borderRadius: 0 });
g(`&.${themes["modern-minimal"]} > nav`, { borderTop: "none" });

// ---- Motion (header-motion.client.ts; none of it without JavaScript, where the header is solid). ----

// Over the home's hero: the header lies on top of it, its background transparent until the threshold
// and fading in to full colour at twice it (--etalage-fade, 0..1); the image fades with it. It is
// sticky, not fixed: it starts below whatever the page shows above it (promo bar, banners), which it
// never covers, and sticks to the top once they scroll away. Its own height is taken back from the
// flow (--etalage-pull, its measured height), so the hero starts under it and its shrinking moves
// nothing on the page (issue 19).
g("&[data-motion=hero]", {
  position: "sticky",
  top: 0,
  paddingTop: "var(--etalage-top, 0px)",
  marginBottom: "calc(-1 * var(--etalage-pull, 0px))",
  backgroundColor: `color-mix(in srgb, ${themeVars.color.headerBackground} calc(var(--etalage-fade, 1) * 100%), transparent)`,
  backgroundImage: "none",
  borderBottomColor: "transparent",
});
g("&[data-motion=hero]::before", {
  content: '""',
  position: "absolute",
  inset: 0,
  zIndex: -1,
  background: "var(--etalage-header-img, none) center / cover no-repeat",
  opacity: "var(--etalage-fade, 1)",
  pointerEvents: "none",
});
// The hero starts at the top of the page, under the header.
g("&[data-motion=hero] ~ main", { paddingTop: 0 });
// The rows the page shows between the header and the hero (selling points, a message, the open-order
// strip) move above the header, with the promo rows: the transparent header covers only the hero.
globalStyle(`body:has(> ${header}[data-motion=hero])`, { display: "flex", flexDirection: "column" });
globalStyle(`body > ${header}[data-motion=hero] ~ *`, { order: 1 });
globalStyle(`body > ${header}[data-motion=hero], body > ${header}[data-motion=hero] ~ :is(main, main ~ *)`, { order: 2 });
// The white logo: the normal one whitened, when the shop has no light variant.
g("&[data-white-logo] [data-i=logo] img", { filter: "brightness(0) invert(1)" });
// A sticky header once shrunk: the minima (§9); the transparent header writes its own values per frame.
// The height it gives up stays reserved below it (a margin): shrinking must not move the page, or the
// browser's scroll anchoring moves the scroll position the shrink reacts to, and the header shrinks
// and grows without end (issue 19). The bar is as tall as its height setting or its content (the 50 px
// logo), whichever is more; its controls follow its height (controlHeight), so shrunk it is its minimum:
// 40 px normal, 36 px small (§9), or the 30 px logo's height when a custom minimum is less.
globalStyle(":root", { vars: { "--etalage-header-max": "var(--etalage-header-h)" } });
g(":root[data-shrunk] &[data-motion=sticky]", {
  vars: { "--etalage-header-h": "var(--etalage-header-min)", "--etalage-logo": "30px", "--etalage-icon": "1.1rem", "--etalage-link": "12px" },
  marginBottom: "calc(max(var(--etalage-header-max), 50px) - max(var(--etalage-header-min), 30px))",
});
// The logo over the hero (logoOverlapHero): on a desktop it is drawn --etalage-overlap times its size
// (logoOverlapScale at the top, 1 once shrunk: header-motion.client.ts) and hangs out of the header's
// bottom over the hero, while it takes its own height in the bar (a negative margin), so the bar and
// the page do not move; it is wider by as much, which moves the page links beside it, never under it.
// On a phone it keeps its size: the bar has no room for a wider logo, and the search row lies right
// under the bar, where the logo would hang.
g("&[data-motion=hero][data-overlap] [data-i=logo] img", {
  "@media": {
    [desktop]: {
      height: "calc(var(--etalage-logo) * var(--etalage-overlap, 1))",
      maxWidth: "calc(11rem * var(--etalage-overlap, 1))",
      marginBottom: "calc(var(--etalage-logo) * (1 - var(--etalage-overlap, 1)))",
      objectPosition: "left top",
    },
  },
});
// The sizes follow the variables while the header moves.
const moving = (part: string) => `&[data-motion=hero] ${part}, :root[data-shrunk] &[data-motion=sticky] ${part}`;
g(moving("[data-i=logo] img"), { height: "var(--etalage-logo)" });
g(`${moving("[data-i] > a > svg:first-of-type")}, ${moving("summary > svg")}`, { width: "var(--etalage-icon)", height: "var(--etalage-icon)" });
g(`${moving("> nav > ul > li > a")}, ${moving("[data-i=nav] > nav > ul > li > a")}`, { fontSize: "var(--etalage-link)" });
// The sticky shrink eases in and out; with reduced motion it jumps (end states only).
g(
  "&[data-motion=sticky], &[data-motion=sticky] > div, &[data-motion=sticky] [data-i=logo] img, &[data-motion=sticky] [data-i] > a > svg:first-of-type, &[data-motion=sticky] summary > svg, &[data-motion=sticky] > nav > ul > li > a, &[data-motion=sticky] [data-i=nav] > nav > ul > li > a",
  {
    "@media": {
      "(prefers-reduced-motion: no-preference)": {
        transition: "min-height 200ms ease, height 200ms ease, width 200ms ease, font-size 200ms ease, margin-bottom 200ms ease",
      },
    },
  },
);

// The search form (SearchForm.tsx): its own classes.
export const search = style({
  display: "flex",
  width: "100%",
  paddingBottom: tokens.space.s,
  "@media": { [desktop]: { paddingBottom: 0 } },
});
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  height: "2.5rem",
  padding: `0 ${tokens.space.m}`,
  border: `1px solid ${tokens.color.border}`,
  borderRight: "none",
  borderRadius: `${tokens.radius.pill} 0 0 ${tokens.radius.pill}`,
  background: tokens.color.surface,
  color: tokens.color.text,
  "@media": { [compactDesktop]: { paddingInline: "0.75rem" } },
});
export const searchButton = style({
  width: "2.75rem",
  height: "2.5rem",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: `1px solid ${themeVars.color.headerText}`,
  borderRadius: `0 ${tokens.radius.pill} ${tokens.radius.pill} 0`,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  cursor: "pointer",
  "@media": { [compactDesktop]: { width: "2.5rem" } },
});

// In the main bar the field and its button follow the header's height as its icons do (a shrunk small
// header is 36 px); in the second row (48 px, which does not shrink) they keep their 2.5rem.
g(`& > div > [data-i=search] .${searchInput}, & > div > [data-i=search] .${searchButton}`, { height: fieldHeight });
