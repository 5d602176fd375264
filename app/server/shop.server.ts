import { MenuPages } from "@contract/menu";
import { WebsiteSettings } from "@contract/settings";
import { StoreConfiguration } from "@contract/store";
import type { Language } from "~/domain/languages";
import type { AppContext } from "./context";
import { CONFIG_CACHE, cachedPublic } from "./public-cache.server";

/**
 * What every page of a shop needs (settings, store details, navigation), fetched from the core API
 * in parallel and cached per tenant and language.
 */
export function loadShopFrame(app: AppContext, language: Language) {
  const { coreApi } = app;
  return cachedPublic(app, language, "shop-frame", CONFIG_CACHE, async () => {
    const [settings, configuration, menu] = await Promise.all([
      coreApi.get(WebsiteSettings, "/ecommerce/website-settings"),
      coreApi.get(StoreConfiguration, "/ecommerce/store-configuration"),
      coreApi.get(MenuPages, "/ecommerce/website/pages"),
    ]);
    return { settings, configuration, menu };
  });
}
