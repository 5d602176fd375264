import type { Cart } from "@commerce/contract/cart";
import type { Store } from "@commerce/contract/store";
import type { PriceBasis } from "@commerce/rules/price-basis";
import type { CartDisplay } from "~/domain/cart-display";
import type { Consent } from "~/domain/consent";
import type { FlashMessage } from "~/domain/flash";
import type { Language } from "~/domain/languages";
import type { BackRule } from "./header/rules/back";
import type { CoBrandImage } from "./header/rules/cobrand";
import type { HeaderView } from "./header/rules/view";

// The root's data as the browser sees it: what the document and the chrome read on every page. A
// client-safe type (it names no server module), so the views that read the root's data
// (useRouteLoaderData("root")) import this instead of the root loader. The root loader
// (app/server/root.server.ts) is declared to return exactly this: a field added there is added here.
// The chrome's HTML fragments (footer, USP strip, promotions, widgets, overlays, shadow bar, the theme's
// style) are not in it: the document carries them once, in its HTML (~/chrome/fragments.tsx, ADR 0052).

/** The header as the server renders it (HeaderContent.tsx): the parsed settings and menus, its classes and whether it loads its scroll code. */
export type HeaderWhole = HeaderView & { className: string; motion: boolean };

/**
 * What the browser reads of the header (ADR 0072: the header is the server's HTML): its classes, whether
 * it loads its scroll code and what that code reads, the theme (the live search's rules) and whether
 * search is on.
 */
export type HeaderShell = Pick<HeaderWhole, "className" | "motion" | "theme" | "searchEnabled" | "settings" | "colors">;

export type ShellData = {
  language: Language;
  /** The language's texts, a versioned file the browser fetches (not in the HTML). */
  messagesUrl: string;
  /** The shop's primary domain (ADR 0042). */
  origin: string;
  nonce: string;
  languages: Language[];
  defaultLanguage: Language;
  store: Store & { storeName: string; logoUrl: string | null };
  /** The logo on the header's background: the white variant on a dark header. */
  headerLogoUrl: string | null;
  /** The white logo over a hero (the header's browser code; without it the logo is whitened by CSS). */
  heroLogoUrl: string | null;
  /** The store's theme colour for the browser's own bars (<meta name="theme-color">). */
  themeColor: string;
  header: HeaderShell;
  cartDisplay: CartDisplay;
  cart: Cart | null;
  cartCount: number;
  wishlistIds: number[];
  wishlistCount: number;
  /**
   * The signed-in customer's first name, the business account they belong to (its name) and the account
   * link's label ('welkom, Pieter van … (Mijn account)'), for the greeting (header/load.server.ts).
   */
  customer: { firstName: string; parent: string | null; label: string } | null;
  /** The phone's back-or-menu button: which pages are forward pages and where back leads (chrome §2). */
  backRules: BackRule[];
  /** Co-brand logos beside the store logo: the cart's code's influencer, the customer's own (chrome §3). */
  coBrandLogos: CoBrandImage[];
  priceBasis: PriceBasis;
  flash: FlashMessage | null;
  /** The shopper's cookie choice: the banner shows until `decided` (ADR 0023). */
  consent: Consent;
  /**
   * Preview mode (an editor's page, ADR 0060), or null for a shopper's: the editor's session, whether the
   * page listens for theme events (previewTransport=pm), and from which origins.
   */
  preview: PreviewShell | null;
  /**
   * The header's HTML rendered anew, in a revalidation's data only (a data request: a form posted,
   * another tab's change): the browser swaps the shopper's parts from it (ADR 0072). A document carries
   * its header once, in its HTML.
   */
  headerHtml?: string;
  /** The open-order strip's HTML rendered anew (empty without an unpaid order), in a revalidation's data only, like `headerHtml`. */
  openOrderHtml?: string;
};

export type PreviewShell = { session: string | null; listens: boolean; allowedOrigins: string[] };
