import type { Cart } from "@commerce/contract/cart";
import type { MenuPage } from "@commerce/contract/menu";
import type { Store } from "@commerce/contract/store";
import type { PriceBasis } from "@commerce/rules/price-basis";
import type { CartDisplay } from "~/domain/cart-display";
import type { Consent } from "~/domain/consent";
import type { FlashMessage } from "~/domain/flash";
import type { Language } from "~/domain/languages";
import type { BackRule } from "./header/rules/back";
import type { CoBrandImage } from "./header/rules/cobrand";
import type { HeaderView } from "./header/rules/view";
import type { PromoHtml } from "./promo/promo";

// The root's data as the browser sees it: what the document and the chrome read on every page. A
// client-safe type (it names no server module), so the views that read the root's data
// (useRouteLoaderData("root")) import this instead of the root loader. The root loader
// (app/server/root.server.ts) is declared to return exactly this: a field added there is added here.

/** A widget's markup and the pages it hides on (a regular expression over the path, from the server). */
export type WidgetHtml = { html: string; hide: string };

/** The header as its themes render it: the parsed settings, its classes and whether it loads its scroll code. */
export type HeaderShell = HeaderView & { className: string; motion: boolean };

/** The overlays and the footer as finished HTML (app/chrome/overlays/render.server.tsx); null: not on this page. */
export type OverlaysHtml = { consentBanner: string | null; newsletterPopup: string | null; footer: string };

export type ShellData = {
  language: Language;
  /** The language's texts, a versioned file the browser fetches (not in the HTML). */
  messagesUrl: string;
  /** The shop's primary domain (ADR 0042). */
  origin: string;
  nonce: string;
  languages: Language[];
  defaultLanguage: Language;
  /** The tenant's colours, the header's numbers, the sticky button's and the promotions' as custom properties. */
  themeCss: string;
  /** The promo bar and banners as HTML for the shell to pick from per page, or null when none. */
  promotions: PromoHtml | null;
  store: Store & { storeName: string; logoUrl: string | null };
  /** The logo on the header's background: the white variant on a dark header. */
  headerLogoUrl: string | null;
  /** The white logo over a hero (the header's browser code; without it the logo is whitened by CSS). */
  heroLogoUrl: string | null;
  menu: MenuPage[];
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
  /** Staff acting for this customer: the shadow bar as HTML, or null. */
  shadowBar: string | null;
  priceBasis: PriceBasis;
  /** A signed-in customer's unpaid order (the open-order notice), or null. */
  openOrder: { id: string; number: string } | null;
  flash: FlashMessage | null;
  /** The USP strip's markup (shuffled per request), or null without selling points. */
  usps: string | null;
  /** The sticky help button (setting sticky_button), or null when it is off (chrome spec §3). */
  stickyHelp: WidgetHtml | null;
  /** The partner test launcher 'Doe de Doop test' (one fixed tenant, by setting), or null. */
  partnerLauncher: WidgetHtml | null;
  /** The shopper's cookie choice: the banner shows until `decided` (ADR 0023). */
  consent: Consent;
  overlays: OverlaysHtml;
};
