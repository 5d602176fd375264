import type { Cart } from "@commerce/contract/cart";
import type { Consent } from "~/domain/consent";
import type { Language } from "~/domain/languages";
import type { Settings } from "~/domain/settings";
import type { themeFromSettings } from "~/domain/theme";
import type { Messages, TFunction } from "~/i18n";
import type { AppContext } from "~/server/context";
import type { ShopFrame } from "~/server/shop.server";

/**
 * What every part of the chrome is loaded from (app/server/root.server.ts builds it once per request,
 * then hands it to each part's load.server.ts): the request, the shop's frame and settings as read
 * once, the language's texts, and the shopper's cart and cookie choice. A part reads only this and the
 * answers of its own core-API calls.
 */
export type ChromePage = {
  request: Request;
  app: AppContext;
  language: Language;
  messages: Messages;
  /** The language's texts as a function (the server renders every part with the texts). */
  t: TFunction;
  frame: ShopFrame;
  settings: Settings;
  theme: ReturnType<typeof themeFromSettings>;
  /** The shop's primary domain, never the Host header (ADR 0042). */
  origin: string;
  cart: Cart | null;
  consent: Consent;
  /** The store_logo setting, else the store's logo. */
  logoUrl: string | null;
  /** The white logo (store_logo_light), for dark backgrounds and a header over a hero. */
  logoLightUrl: string | null;
  /** The dark logo (store_logo_dark), for light backgrounds. */
  logoDarkUrl: string | null;
  /** A preview's theme is over the shop's settings (ADR 0060): the page's fragments are its own, never kept for the shop. */
  previewTheme: boolean;
};
