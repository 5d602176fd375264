import { z } from "zod";
import { MenuPages } from "@commerce/contract/menu";
import { WebsiteSettings } from "@commerce/contract/settings";
import { StoreConfiguration } from "@commerce/contract/store";
import type { Language } from "~/domain/languages";
import type { AppContext } from "./context";
import { CONFIG_CACHE, cachedPublic } from "./public-cache.server";

/** What the cache keeps of the shop frame: three answers of the contract together. */
const ShopFrame = z.object({ settings: WebsiteSettings, configuration: StoreConfiguration, menu: MenuPages });
export type ShopFrame = z.infer<typeof ShopFrame>;

/**
 * What every page of a shop needs (settings, store details, navigation), fetched from the core API
 * in parallel and cached per tenant and language. When that fails the page still renders with the
 * shop's name, the default theme and no menu: startup errors are logged and startup continues (spec §1).
 */
export async function loadShopFrame(app: AppContext, language: Language): Promise<ShopFrame> {
  try {
    return await cachedPublic(app, language, "shop-frame", CONFIG_CACHE, ShopFrame, async () => {
      const [settings, configuration, menu] = await Promise.all([app.shop.settings(), app.shop.store(), app.shop.menu()]);
      return { settings, configuration, menu };
    });
  } catch (error) {
    app.log.error("shop-frame.failed", { error: String(error) });
    return fallbackFrame(app);
  }
}

function fallbackFrame(app: AppContext): ShopFrame {
  return {
    settings: [],
    menu: [],
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
