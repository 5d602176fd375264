// The operator's side of previews (ADR 0060): a page's draft in, a signed link to its preview out, and
// a theme preview cache. Drafts and theme previews are never in the storefront's public cache, so none
// of these raises the shop's data version.
import {
  CMS_PREVIEW_TOKEN_TTL_SECONDS,
  type CmsDraftRequest,
  THEME_PREVIEW_TTL_SECONDS,
  THEME_SETTING_KEYS,
  themePreviewSettingsList,
} from "@commerce/contract/previews";
import { settingIssues } from "@commerce/contract/settings";
import { signPreviewToken } from "../auth/preview-token";
import { shadowLinkSecret } from "../auth/secrets";
import { HttpError, json } from "../http";
import type { Handler } from "../router";
import type { Issue } from "./catalogue-rules";
import { operatorInput, refuseWith, storedTexts } from "./shared";

/** The shop's page named by key or id; 404 for any other shop's or none. */
async function pageOf(db: D1Database, tenantId: string, page: string | number): Promise<{ id: number; key: string }> {
  const row = await db
    .prepare(`SELECT id, key FROM cms_pages WHERE tenant_id = ?1 AND ${typeof page === "number" ? "id" : "key"} = ?2`)
    .bind(tenantId, page)
    .first<{ id: number; key: string }>();
  if (!row) throw new HttpError("not_found", `The shop has no CMS page ${page}.`);
  return row;
}

/** A draft block's medias as the live blocks keep them: [{url, alt?, href?}], alt a text or a language map. */
function storedMedias(medias: CmsDraftRequest["blocks"][number]["medias"]): string {
  return JSON.stringify(medias.map(({ url, alt, href }) => ({ url, ...(alt === undefined ? {} : { alt }), ...(href === undefined ? {} : { href }) })));
}

/** PUT /operator/cms-drafts — the page's draft, replaced whole in one batch. */
export const putCmsDraft: Handler<"operator.cmsDraft"> = async (ctx) => {
  const { body } = await operatorInput(ctx);
  const db = ctx.env.DB;
  const page = await pageOf(db, ctx.tenantId, body.page);
  const updatedAt = new Date().toISOString();
  await db.batch([
    db.prepare("DELETE FROM cms_draft_blocks WHERE tenant_id = ?1 AND page_id = ?2").bind(ctx.tenantId, page.id),
    db
      .prepare(
        `INSERT INTO cms_page_drafts (tenant_id, page_id, name, updated_by, updated_at) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (tenant_id, page_id) DO UPDATE SET name = excluded.name, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
      )
      .bind(ctx.tenantId, page.id, storedTexts(body.name), body.staffId, updatedAt),
    ...body.blocks.map((block) =>
      db
        .prepare(
          `INSERT INTO cms_draft_blocks (tenant_id, page_id, template, text, subtitle, medias, show_on_desktop, show_on_mobile, sort_index)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
        )
        .bind(
          ctx.tenantId,
          page.id,
          block.template,
          storedTexts(block.text),
          storedTexts(block.subtitle),
          storedMedias(block.medias),
          block.showOnDesktop ? 1 : 0,
          block.showOnMobile ? 1 : 0,
          block.sortIndex,
        ),
    ),
  ]);
  console.log(
    JSON.stringify({
      level: "info",
      worker: "core-api",
      event: "cms.draft",
      tenant: ctx.tenantId,
      page: page.id,
      staffId: body.staffId,
      blocks: body.blocks.length,
    }),
  );
  return json({ pageId: page.id, key: page.key, blocks: body.blocks.length, updatedAt });
};

/** POST /operator/cms-preview-links — a signed link (2 hours) to the page's preview, for one staff member. */
export const createCmsPreviewLink: Handler<"operator.cmsPreviewLink"> = async (ctx) => {
  const { body } = await operatorInput(ctx);
  const page = await pageOf(ctx.env.DB, ctx.tenantId, body.page);
  const exp = Math.floor(Date.now() / 1000) + CMS_PREVIEW_TOKEN_TTL_SECONDS;
  const token = await signPreviewToken(shadowLinkSecret(ctx.env), {
    tenant: ctx.tenantId,
    page: page.id,
    staffId: body.staffId,
    staffName: body.staffName,
    exp,
  });
  const expiresAt = new Date(exp * 1000).toISOString();
  console.log(
    JSON.stringify({ level: "info", worker: "core-api", event: "cms.preview-link", tenant: ctx.tenantId, page: page.id, staffId: body.staffId, expiresAt }),
  );
  return json({ pageId: page.id, token, path: `/${body.language}/cms-preview/${page.id}?previewToken=${token}`, expiresAt }, { status: 201 });
};

/**
 * POST /operator/theme-previews — keeps a theme's settings (a list or a map) for 24 hours under a new
 * random id. Each key must be a theme setting and each value fit that setting's schema, as `settings set`
 * checks it; every problem is reported and nothing is stored.
 */
export const createThemePreview: Handler<"operator.themePreview"> = async (ctx) => {
  const { body } = await operatorInput(ctx);
  const list = themePreviewSettingsList(body.settings);
  const themeKeys: readonly string[] = THEME_SETTING_KEYS;
  const issues: Issue[] = list.flatMap(({ key_, value_ }) =>
    themeKeys.includes(key_)
      ? settingIssues(key_, value_)
      : [{ path: key_, message: `is not a theme setting (theme settings: ${THEME_SETTING_KEYS.join(", ")})` }],
  );
  if (list.length === 0) issues.push({ path: "settings", message: "needs at least one theme setting" });
  if (issues.length > 0) refuseWith("The theme preview's settings do not fit.", issues);
  const id = crypto.randomUUID();
  const expiresAt = new Date(Date.now() + THEME_PREVIEW_TTL_SECONDS * 1000).toISOString();
  await ctx.env.DB.prepare("INSERT INTO theme_preview_caches (id, tenant_id, settings, created_by, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)")
    .bind(id, ctx.tenantId, JSON.stringify(body.settings), body.staffId, expiresAt)
    .run();
  return json({ id, keys: list.map((s) => s.key_), expiresAt }, { status: 201 });
};
