import { z } from "zod";
import { bodyWithin } from "@commerce/contract/body-limit";
import { MenuPages } from "@commerce/contract/menu";
import { WebsiteSettings } from "@commerce/contract/settings";
import { StoreConfiguration } from "@commerce/contract/store";
import { isOwnMedia, LogoSize, logoSizeOf, MAX_LOGO_BYTES } from "~/chrome/header/rules/logo-size";
import type { Language } from "~/domain/languages";
import { firstSetting, settingsMap } from "~/domain/settings";
import type { AppContext } from "./context";
import { CONFIG_CACHE, cachedPublic } from "./public-cache.server";

/**
 * What the cache keeps of the shop frame: three answers of the contract together, and the width and
 * height of each logo the shop keeps in its own media, by url (the header's `<img>` keeps its room).
 */
const ShopFrame = z.object({ settings: WebsiteSettings, configuration: StoreConfiguration, menu: MenuPages, logoSizes: z.record(z.string(), LogoSize) });
export type ShopFrame = z.infer<typeof ShopFrame>;

/**
 * What every page of a shop needs (settings, store details, navigation), fetched from the core API
 * in parallel and cached per tenant and language. When that fails the page still renders with the
 * shop's name, the default theme and no menu: startup errors are logged and startup continues (spec §1).
 */
export function loadShopFrame(app: AppContext, language: Language): Promise<ShopFrame> {
  // One load per request and language (the root, the page and the fragments share it): one log line when it fails.
  const loads = framesOfRequest.get(app) ?? new Map<Language, Promise<ShopFrame>>();
  framesOfRequest.set(app, loads);
  let frame = loads.get(language);
  if (!frame) {
    frame = readShopFrame(app, language);
    loads.set(language, frame);
  }
  return frame;
}

const framesOfRequest = new WeakMap<AppContext, Map<Language, Promise<ShopFrame>>>();
/** The frames made up when the core API failed: what is rendered from them is never kept for others. */
const fallbackFrames = new WeakSet<ShopFrame>();

/** Whether this frame is the made-up one of a failed load (not the shop's own). */
export function isFallbackFrame(frame: ShopFrame): boolean {
  return fallbackFrames.has(frame);
}

async function readShopFrame(app: AppContext, language: Language): Promise<ShopFrame> {
  try {
    return await cachedPublic(app, language, "shop-frame", CONFIG_CACHE, ShopFrame, async () => {
      const [settings, configuration, menu] = await Promise.all([app.shop.settings(), app.shop.store(), app.shop.menu()]);
      return { settings, configuration, menu, logoSizes: await readLogoSizes(app, settings, configuration) };
    });
  } catch (error) {
    app.log.error("shop-frame.failed", { error: String(error) });
    const fallback = fallbackFrame(app);
    fallbackFrames.add(fallback);
    return fallback;
  }
}

/**
 * The size of each logo the settings or the store configuration name, when it is one of the shop's own
 * media files: read once per frame (a file never changes under its key). A logo that cannot be read has
 * no size, and the header gives it its default proportions; it never fails the frame.
 */
async function readLogoSizes(app: AppContext, settings: ShopFrame["settings"], configuration: ShopFrame["configuration"]): Promise<ShopFrame["logoSizes"]> {
  const map = settingsMap(settings);
  const urls = new Set(
    [firstSetting(map, "store_logo"), firstSetting(map, "store_logo_light"), firstSetting(map, "store_logo_dark"), configuration.store.store_logo].filter(
      isOwnMedia,
    ),
  );
  const sizes = await Promise.all([...urls].map(async (url) => [url, await readLogoSize(app, url)] as const));
  return Object.fromEntries(sizes.filter((entry): entry is [string, LogoSize] => entry[1] !== null));
}

/** One logo's size from its file (at most MAX_LOGO_BYTES of it), or null. */
async function readLogoSize(app: AppContext, url: string): Promise<LogoSize | null> {
  try {
    const response = await app.media(url);
    const bytes = response.ok ? await bodyWithin(response, MAX_LOGO_BYTES) : null;
    if (!bytes) await response.body?.cancel().catch(() => {});
    return bytes ? logoSizeOf(new Uint8Array(bytes)) : null;
  } catch (error) {
    app.log.warn("shop-frame.logo-size-failed", { url, error: String(error) });
    return null;
  }
}

function fallbackFrame(app: AppContext): ShopFrame {
  return {
    settings: [],
    menu: [],
    logoSizes: {},
    configuration: {
      store: {
        store_uuid: app.tenant.tenantUuid,
        storeName: app.tenant.tenantName,
        slogan: null,
        storeStreet: null,
        storeHouseNr: null,
        storePostalCode: null,
        storeCity: null,
        storeCountryCode: "NL",
        storeTelephoneNumber: null,
        storeEmailAddress: null,
        chamberOfCommerceNumber: null,
        vatIdentifier: null,
        facebookLink: null,
        instagramLink: null,
        tiktokLink: null,
        store_logo: null,
        currency: "EUR",
      },
    },
  };
}
