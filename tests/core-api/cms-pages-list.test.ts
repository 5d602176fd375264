import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CmsPageList } from "../../commerce/contract/cms";
import { call, json, TENANT_A, TENANT_B } from "./support";

describe("GET ecommerce/cms/pages (the sitemap's list of CMS pages)", () => {
  it("lists the shop's published pages by key with when each changed, and no other shop's or unpublished page", async () => {
    await env.DB.prepare(
      `INSERT INTO cms_pages (tenant_id, key, name, is_published, updated_at) VALUES
         (?1, 'concept-seo', '{"nl":"Concept"}', 0, '2026-01-01T00:00:00.000Z'),
         (?2, 'alleen-b-seo', '{"nl":"Alleen B"}', 1, '2026-01-02T00:00:00.000Z')`,
    )
      .bind(TENANT_A, TENANT_B)
      .run();
    const response = await call("/ecommerce/cms/pages", { tenant: TENANT_A });
    expect(response.status).toBe(200);
    const { items } = CmsPageList.parse(await json(response));
    const keys = items.map((item) => item.key);
    expect(keys).toContain("home");
    expect(keys).toContain("algemene-voorwaarden");
    expect(keys).not.toContain("concept-seo");
    expect(keys).not.toContain("alleen-b-seo");
    expect(keys).toEqual([...keys].sort());
    for (const item of items) expect(Number.isNaN(Date.parse(item.updatedAt))).toBe(false);
  });

  it("needs the shop: without the tenant header it is refused", async () => {
    const response = await call("/ecommerce/cms/pages", { tenant: null });
    expect(response.status).toBe(400);
  });
});
