import type { Language } from "@commerce/contract/common";
import type { CmsBlock, CmsPage, CmsPageList } from "@commerce/contract/cms";
import { cleanCmsHtml } from "@commerce/html/clean-html";
import { HttpError, json } from "../http";
import { localized } from "../localized";
import type { Handler } from "../router";

export type PageRow = {
  id: number;
  key: string;
  name: string;
  meta_title: string | null;
  meta_description: string | null;
  og_title: string | null;
  og_description: string | null;
  og_image: string | null;
  og_type: string | null;
  json_ld_schema: string | null;
};
export type BlockRow = {
  id: number;
  template: CmsBlock["template"];
  text: string | null;
  subtitle: string | null;
  medias: string;
  show_on_desktop: number;
  show_on_mobile: number;
  sort_index: number;
};
type StoredMedia = { url?: unknown; alt?: unknown; href?: unknown };

/** GET ecommerce/cms/pages: the keys of the shop's published pages and when each changed (the sitemap's). */
export const cmsPages: Handler<"cms.pages"> = async ({ env, tenantId }) => {
  const { results } = await env.DB.prepare("SELECT key, updated_at FROM cms_pages WHERE tenant_id = ?1 AND is_published = 1 ORDER BY key")
    .bind(tenantId)
    .all<{ key: string; updated_at: string }>();
  const body: CmsPageList = { items: results.map((row) => ({ key: row.key, updatedAt: row.updated_at })) };
  return json(body);
};

/** GET ecommerce/cms/pages/{key}: a published page with its blocks in sort order. */
export const cmsPage: Handler<"cms.page"> = async ({ env, tenantId, input, lang }) => {
  const { key } = (await input()).params;
  const page = await env.DB.prepare("SELECT * FROM cms_pages WHERE tenant_id = ?1 AND key = ?2 AND is_published = 1").bind(tenantId, key).first<PageRow>();
  if (!page) throw new HttpError("not_found", `No CMS page ${key}.`);
  const { results: blocks } = await env.DB.prepare("SELECT * FROM cms_blocks WHERE tenant_id = ?1 AND page_id = ?2 ORDER BY sort_index, id")
    .bind(tenantId, page.id)
    .all<BlockRow>();
  return json(await cmsPageBody(page, blocks, lang));
};

/** A page and its blocks as the contract answers them (the live page and a preview of its draft alike). */
export async function cmsPageBody(page: PageRow, blocks: readonly BlockRow[], lang: Language): Promise<CmsPage> {
  return {
    id: page.id,
    key: page.key,
    name: localized(page.name, lang) ?? page.key,
    metaTitle: localized(page.meta_title, lang),
    metaDescription: localized(page.meta_description, lang),
    ogTitle: localized(page.og_title, lang),
    ogDescription: localized(page.og_description, lang),
    ogImage: page.og_image,
    ogType: page.og_type,
    jsonLdSchema: page.json_ld_schema,
    websiteCmsPageBlocks: await Promise.all(
      blocks.map(async (block) => ({
        id: block.id,
        template: block.template,
        text: await cleanText(localized(block.text, lang)),
        subtitle: localized(block.subtitle, lang),
        medias: parseMedias(block.medias, lang),
        showOnDesktop: block.show_on_desktop === 1,
        showOnMobile: block.show_on_mobile === 1,
        sortIndex: block.sort_index,
      })),
    ),
  };
}

/** A block's text is HTML written in the CMS: it leaves the core API cleaned (commerce/html/clean-html.ts). */
function cleanText(html: string | null): Promise<string | null> {
  return html === null ? Promise.resolve(null) : cleanCmsHtml(html);
}

function parseMedias(raw: string, lang: Language) {
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((m): m is StoredMedia => !!m && typeof m === "object" && typeof (m as StoredMedia).url === "string")
    .map((m) => ({
      url: m.url as string,
      alt: typeof m.alt === "string" ? m.alt : m.alt ? localized(JSON.stringify(m.alt), lang) : null,
      href: typeof m.href === "string" ? m.href : null,
    }));
}
