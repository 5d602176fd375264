import { CmsPage } from "@commerce/contract/cms";
import { cleanCmsHtml } from "@commerce/html/clean-html";
import type { Language } from "~/domain/languages";
import type { AppContext } from "./context";
import { CoreApiError } from "./core-api.server";
import { CONFIG_CACHE, cachedPublic } from "./public-cache.server";

/**
 * A published CMS page by key (cached per tenant and language), or null when there is none. Its text
 * blocks' HTML goes through the shared allow-list cleaner here too (commerce/html/clean-html.ts): the
 * core API cleans it, but a remote core API (CORE_API_URL) is another deployment; once per cache fill.
 */
export async function loadCmsPage(app: AppContext, language: Language, key: string): Promise<CmsPage | null> {
  try {
    return await cachedPublic(app, language, `cms:${key}`, CONFIG_CACHE, CmsPage, async () => cleanTextBlocks(await app.cms.page({ params: { key } })));
  } catch (error) {
    if (error instanceof CoreApiError && (error.notFound || error.status === 400)) return null;
    throw error;
  }
}

/** A page with every text block's HTML cleaned to the allow-list. */
async function cleanTextBlocks(page: CmsPage): Promise<CmsPage> {
  const blocks = await Promise.all(
    page.websiteCmsPageBlocks.map(async (block) =>
      block.template === "TEXT_BLOCK" && block.text ? { ...block, text: await cleanCmsHtml(block.text) } : block,
    ),
  );
  return { ...page, websiteCmsPageBlocks: blocks };
}
