import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../commerce/contract";
import { call, json, TENANT_A, TENANT_B, TENANT_C, TENANT_D, TENANT_E } from "./support";

const SHOPS = [
  [TENANT_A, "Noordzee Mode"],
  [TENANT_B, "Stadsbazaar"],
  [TENANT_C, "Stapvast"],
  [TENANT_D, "Huisraad"],
  [TENANT_E, "Breiwerk"],
] as const;

describe("tenant isolation in the core API", () => {
  it("settings, store and menu are the asked tenant's own", async () => {
    const a = JSON.stringify(await json(await call("/ecommerce/store-configuration", { tenant: TENANT_A })));
    const b = JSON.stringify(await json(await call("/ecommerce/store-configuration", { tenant: TENANT_B })));
    expect(a).toContain("Noordzee Mode");
    expect(a).not.toContain("Stadsbazaar");
    expect(b).toContain("Stadsbazaar");
  });

  it("another tenant's product, campaign and CMS page are not found", async () => {
    const product = await env.DB.prepare(
      "SELECT slug FROM products WHERE tenant_id = ?1 AND slug NOT IN (SELECT slug FROM products WHERE tenant_id = ?2) LIMIT 1",
    )
      .bind(TENANT_B, TENANT_A)
      .first<{ slug: string }>();
    expect((await call(`/ecommerce/products/${product!.slug}`, { tenant: TENANT_A })).status).toBe(404);
    const campaign = await env.DB.prepare("SELECT id FROM campaigns WHERE tenant_id = ?1").bind(TENANT_B).first<{ id: number }>();
    expect((await call(`/campaign/get?campaign_id=${campaign!.id}`, { tenant: TENANT_A })).status).toBe(404);
    await env.DB.prepare("INSERT INTO cms_pages (tenant_id, key, name) VALUES (?1, 'alleen-b', '{\"nl\":\"B\"}')").bind(TENANT_B).run();
    expect((await call("/ecommerce/cms/pages/alleen-b", { tenant: TENANT_A })).status).toBe(404);
    expect((await call("/ecommerce/cms/pages/alleen-b", { tenant: TENANT_B })).status).toBe(200);
  });

  it.each(SHOPS)("every product list holds only the tenant's products (%s)", async (tenant) => {
    const { items } = await json<{ items: { id: number }[] }>(await call("/ecommerce/products?pageSize=96", { tenant }));
    expect(items.length).toBeGreaterThan(0);
    const ids = items.map((p) => p.id);
    const { results } = await env.DB.prepare(`SELECT DISTINCT tenant_id FROM products WHERE id IN (${ids.join(",")})`).all<{
      tenant_id: string;
    }>();
    expect(results.map((r) => r.tenant_id)).toEqual([tenant]);
  });

  it.each(SHOPS)("the store configuration of %s names that shop and no other", async (tenant, name) => {
    const store = JSON.stringify(await json(await call("/ecommerce/store-configuration", { tenant })));
    expect(store).toContain(name);
    for (const [, other] of SHOPS) if (other !== name) expect(store).not.toContain(other);
  });
});

describe("bad input never gets a 500", () => {
  const badRequest = async (response: Response, status = 400) => {
    expect(response.status).toBe(status);
    const body = ApiError.parse(await json(response));
    expect(body.error.message.length).toBeGreaterThan(0);
    return body;
  };

  it("a missing, malformed or unknown tenant header is a 400", async () => {
    await badRequest(await call("/ecommerce/website-settings", { tenant: null }));
    await badRequest(await call("/ecommerce/website-settings", { tenant: "not-a-uuid" }));
    await badRequest(await call("/ecommerce/website-settings", { tenant: "7b1e2c4a-0000-4000-8000-0000000000ff" }));
    await badRequest(await call("/ecommerce/website-settings", { tenant: "' OR 1=1 --" }));
  });

  it.each([
    "/ecommerce/short-links/UPPER",
    `/ecommerce/short-links/${"a".repeat(65)}`,
    "/ecommerce/short-links/a%20b",
    "/ecommerce/cms/pages/..%2F..",
    "/ecommerce/products?page=0",
    "/ecommerce/products?page=-1",
    "/ecommerce/products?page=abc",
    "/ecommerce/products?pageSize=100000",
    "/ecommerce/products/NOT_A_SLUG",
    "/campaign/get",
    "/campaign/get?campaign_id=abc",
    "/campaign/get?campaign_id=-5",
    "/tenanted/ecommerce/website/config/tenant",
    "/tenanted/ecommerce/website/config/tenant?host=%3Cscript%3E",
  ])("%s is a 400 with a clear message", async (path) => {
    const body = await badRequest(await call(path));
    expect(body.error.code).toBe("bad_request");
  });

  it("an unknown call is a 404 and a wrong method a 405", async () => {
    expect((await call("/ecommerce/nope")).status).toBe(404);
    expect((await call("/ecommerce/website-settings", { method: "DELETE" })).status).toBe(405);
  });

  it("a huge body is refused with 413 before it is read", async () => {
    const response = await call("/ecommerce/website-settings", {
      method: "POST",
      body: "x".repeat(70 * 1024),
      headers: { "content-length": String(70 * 1024) },
    });
    expect(response.status).toBe(413);
  });

  it("unknown media is a 404, and a path that climbs out is refused; media are asked for by a shop", async () => {
    expect((await call("/media/noordzee/bestaat-niet.svg")).status).toBe(404);
    expect((await call("/media/..%2F..%2Fsecret")).status).toBe(404);
    expect((await call("/media/noordzee/bestaat-niet.svg", { tenant: null })).status).toBe(400);
  });
});
