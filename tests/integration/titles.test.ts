import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO_SHOPS, previewPath, visit } from "./support";

// Every document title is "{page} | {shop}" with the shop's name exactly once (app/domain/seo.ts
// documentTitle) — also where the CMS's own meta title carries the name already.

const SHOPS = DEMO_SHOPS;

const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
const times = (text: string, part: string) => text.split(part).length - 1;

/** The id of the shop's CMS home page (the preview route takes a page id). */
async function homePageId(tenant: string) {
  const row = await env.CORE_API_DB.prepare("SELECT id FROM cms_pages WHERE tenant_id = ?1 AND key = 'home'").bind(tenant).first<{ id: number }>();
  return row!.id;
}

async function firstProductSlug(tenant: string) {
  const row = await env.CORE_API_DB.prepare(
    "SELECT slug FROM products WHERE tenant_id = ?1 AND is_active = 1 AND json_extract(name, '$.nl') NOT LIKE '%Stadsbazaar%' ORDER BY sort_index, id LIMIT 1",
  )
    .bind(tenant)
    .first<{ slug: string }>();
  return row!.slug;
}

describe("document titles on real pages", () => {
  it("a CMS page whose meta title names the shop is 'Algemene voorwaarden | {shop}', not the name twice", async () => {
    for (const shop of SHOPS) {
      const html = await (await visit("/nl/pagina/algemene-voorwaarden", { host: shop.host })).text();
      expect(titleOf(html)).toBe(`Algemene voorwaarden | ${shop.name}`);
      const en = await (await visit("/en/pagina/algemene-voorwaarden", { host: shop.host })).text();
      expect(titleOf(en)).toBe(`Terms and conditions | ${shop.name}`);
    }
  });

  it.each([
    "/nl/home",
    "/en/home",
    "/nl/products",
    "/nl/products?q=jurk",
    "/nl/contact",
    "/nl/shopping-bag",
    "/nl/auth/login",
    "/nl/404",
    "/nl/pagina/privacy-policy",
    "/en/pagina/over-ons",
    "/nl/cms-preview/101",
  ])("%s names the shop exactly once, at the end", async (path) => {
    for (const shop of SHOPS) {
      const target = path === "/nl/cms-preview/101" ? await previewPath(await homePageId(shop.tenant), shop.tenant) : path;
      const title = titleOf(await (await visit(target, { host: shop.host })).text());
      expect(times(title, shop.name), `${shop.host}${target}: ${title}`).toBe(1);
      expect(title.endsWith(shop.name), title).toBe(true);
    }
  });

  it("a product page and a filtered overview are '{page} | {shop}'", async () => {
    for (const shop of SHOPS) {
      const slug = await firstProductSlug(shop.tenant);
      const product = titleOf(await (await visit(`/nl/products/${slug}`, { host: shop.host })).text());
      expect(product).toMatch(new RegExp(`^[^|]+ \\| ${shop.name}$`));
    }
    expect(titleOf(await (await visit("/nl/products/material/linnen")).text())).toBe("Producten: linnen | Noordzee Mode");
  });
});
