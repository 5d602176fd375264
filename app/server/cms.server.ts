import { CmsPage } from "@commerce/contract/cms";
import type { Language } from "~/domain/languages";
import type { AppContext } from "./context";
import { CoreApiError } from "./core-api.server";
import { CONFIG_CACHE, cachedPublic } from "./public-cache.server";

/** A published CMS page by key (cached per tenant and language), or null when there is none. */
export async function loadCmsPage(app: AppContext, language: Language, key: string): Promise<CmsPage | null> {
  try {
    return await cachedPublic(app, language, `cms:${key}`, CONFIG_CACHE, CmsPage, () => app.cms.page({ params: { key } }));
  } catch (error) {
    if (error instanceof CoreApiError && (error.notFound || error.status === 400)) return null;
    throw error;
  }
}
