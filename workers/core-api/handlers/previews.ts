// Previews for editors (ADR 0060): a CMS page as its draft shows it, for the holder of a signed preview
// token for that page; a theme preview cache by its id.
import { type CmsPreview, PREVIEW_TOKEN_HEADER } from "@commerce/contract/previews";
import { readPreviewToken } from "../auth/preview-token";
import { shadowLinkSecret } from "../auth/secrets";
import { HttpError, json } from "../http";
import type { Handler } from "../router";
import { type BlockRow, cmsPageBody, type PageRow } from "./cms";
import { localized } from "../localized";

/**
 * GET ecommerce/cms/previews/{id} (x-preview-token) — the page's draft blocks (and name) where it has a
 * draft, else its own blocks, published or not. Anything but a genuine, unexpired token of this shop for
 * this page is the same 404 as an unknown page: a visitor who guesses ids learns nothing.
 */
export const cmsPreview: Handler<"cms.preview"> = async (ctx) => {
  const given = ctx.request.headers.get(PREVIEW_TOKEN_HEADER);
  const token = given ? await readPreviewToken(shadowLinkSecret(ctx.env), given) : null;
  const { id } = (await ctx.input()).params;
  if (!token || token.tenant !== ctx.tenantId || token.page !== id) throw new HttpError("not_found", `No preview of page ${id} here.`);
  const db = ctx.env.DB;
  const [page, draft] = await Promise.all([
    db.prepare("SELECT * FROM cms_pages WHERE tenant_id = ?1 AND id = ?2").bind(ctx.tenantId, id).first<PageRow>(),
    db.prepare("SELECT name FROM cms_page_drafts WHERE tenant_id = ?1 AND page_id = ?2").bind(ctx.tenantId, id).first<{ name: string | null }>(),
  ]);
  if (!page) throw new HttpError("not_found", `No preview of page ${id} here.`);
  const table = draft ? "cms_draft_blocks" : "cms_blocks";
  const { results: blocks } = await db
    .prepare(`SELECT * FROM ${table} WHERE tenant_id = ?1 AND page_id = ?2 ORDER BY sort_index, id`)
    .bind(ctx.tenantId, id)
    .all<BlockRow>();
  const body = await cmsPageBody(page, blocks, ctx.lang);
  console.log(
    JSON.stringify({ level: "info", worker: "core-api", event: "cms.preview", tenant: ctx.tenantId, page: id, staffId: token.staffId, draft: !!draft }),
  );
  const preview: CmsPreview = { ...body, name: (draft?.name ? localized(draft.name, ctx.lang) : null) ?? body.name, draft: !!draft };
  return json(preview);
};

/**
 * GET ecommerce/theme-preview-caches/{id} — the theme settings kept under that id for this shop, as the
 * editor gave them (a list or a map); 404 when the id is unknown, another shop's or expired.
 */
export const themePreview: Handler<"theme.preview"> = async (ctx) => {
  const { id } = (await ctx.input()).params;
  const row = await ctx.env.DB.prepare(
    "SELECT settings FROM theme_preview_caches WHERE tenant_id = ?1 AND id = ?2 AND expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
  )
    .bind(ctx.tenantId, id)
    .first<{ settings: string }>();
  if (!row) throw new HttpError("not_found", `No theme preview ${id}.`);
  return json(JSON.parse(row.settings) as unknown);
};
