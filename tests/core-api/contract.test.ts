import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  ApiError,
  Branches,
  BuildTenants,
  Campaign,
  CmsPage,
  MenuPages,
  Newsletters,
  ProductDetail,
  ProductList,
  ShortLink,
  StoreConfiguration,
  TenantConfig,
  WebsiteSettings,
} from "../../commerce/contract";
import { call, json, TENANT_A, TENANT_B, TENANT_C, TENANT_D, TENANT_E } from "./support";

// Every call answers what the shared contract says: the storefront parses these same schemas.
describe("core-API contract", () => {
  it("GET ecommerce/website-settings lists key_/value_ pairs of the tenant", async () => {
    const settings = WebsiteSettings.parse(await json(await call("/ecommerce/website-settings")));
    expect(settings.length).toBeGreaterThan(5);
    expect(settings.find((s) => s.key_ === "theme_primary_color")?.value_).toBe("#1d4b54");
  });

  it("GET build-tenants lists every tenant, and only real shops for x-environment: production", async () => {
    const all = BuildTenants.parse(await json(await call("/tenanted/ecommerce/website/config/build-tenants", { tenant: null })));
    expect(all.map((t) => t.tenantUuid).sort()).toEqual([TENANT_A, TENANT_B, TENANT_C, TENANT_D, TENANT_E]);
    const production = BuildTenants.parse(
      await json(
        await call("/tenanted/ecommerce/website/config/build-tenants", {
          tenant: null,
          headers: { "x-environment": "production" },
        }),
      ),
    );
    expect(production.map((t) => t.tenantUuid).sort()).toEqual([TENANT_B, TENANT_C, TENANT_D, TENANT_E]);
  });

  it("GET tenant?host= finds the shop of a host, with its languages", async () => {
    const config = TenantConfig.parse(await json(await call("/tenanted/ecommerce/website/config/tenant?host=stadsbazaar.localhost", { tenant: null })));
    expect(config.tenantUuid).toBe(TENANT_B);
    expect(config.defaultLanguage).toBe("nl");
    expect(config.languages.map((l) => l.code)).toEqual(["nl", "en"]);
    expect((await call("/tenanted/ecommerce/website/config/tenant?host=nobody.test", { tenant: null })).status).toBe(404);
  });

  it("GET tenant/{tenantId} gives one shop by its id, the same answer as by its host (the development panel, ADR 0064)", async () => {
    const byId = TenantConfig.parse(await json(await call(`/tenanted/ecommerce/website/config/tenant/${TENANT_B}`, { tenant: null })));
    const byHost = TenantConfig.parse(await json(await call("/tenanted/ecommerce/website/config/tenant?host=stadsbazaar.localhost", { tenant: null })));
    expect(byId).toEqual(byHost);
    expect((await call("/tenanted/ecommerce/website/config/tenant/7b1e2c4a-0000-4000-8000-0000000000ff", { tenant: null })).status).toBe(404);
    expect((await call("/tenanted/ecommerce/website/config/tenant/not-a-uuid", { tenant: null })).status).toBe(400);
  });

  it("GET tenant?host= names the shop's primary domain, from any of its hosts (ADR 0042), or null when none is marked", async () => {
    const primaryOf = async (host: string) =>
      TenantConfig.parse(await json(await call(`/tenanted/ecommerce/website/config/tenant?host=${host}`, { tenant: null }))).primaryHost;
    for (const host of ["localhost", "127.0.0.1", "noordzee.localhost", "www.noordzeemode.nl"]) expect(await primaryOf(host), host).toBe("localhost");
    expect(await primaryOf("www.stadsbazaar.nl")).toBe("stadsbazaar.localhost");
    await env.DB.prepare("UPDATE tenant_domains SET is_primary = 0 WHERE tenant_id = ?1").bind(TENANT_B).run();
    expect(await primaryOf("www.stadsbazaar.nl")).toBeNull();
  });

  it("GET ecommerce/store-configuration gives the store details", async () => {
    const { store } = StoreConfiguration.parse(await json(await call("/ecommerce/store-configuration")));
    expect(store.store_uuid).toBe(TENANT_A);
    expect(store.storeName).toBe("Noordzee Mode");
  });

  it("GET ecommerce/branches gives each shop its own branches only", async () => {
    const noordzee = Branches.parse(await json(await call("/ecommerce/branches", { tenant: TENANT_A })));
    const stadsbazaar = Branches.parse(await json(await call("/ecommerce/branches", { tenant: TENANT_B })));
    expect(noordzee.map((b) => b.name)).toEqual(["Noordzee Mode Den Haag"]);
    expect(stadsbazaar.length).toBeGreaterThan(1);
    expect(stadsbazaar.every((b) => b.name.startsWith("Stadsbazaar"))).toBe(true);
  });

  it("GET ecommerce/newsletters gives the shop's active newsletters in the asked language", async () => {
    const nl = Newsletters.parse(await json(await call("/ecommerce/newsletters", { tenant: TENANT_A, language: "nl" })));
    const en = Newsletters.parse(await json(await call("/ecommerce/newsletters", { tenant: TENANT_A, language: "en" })));
    expect(nl.map((n) => [n.identifier, n.isDefault])).toEqual([["nieuwsbrief", true]]);
    expect(en[0]?.popupHeader).not.toBe(nl[0]?.popupHeader);
    expect(nl[0]?.htmlContent).toBe("<p>Nieuwe collecties, stijltips en acties, ongeveer twee keer per maand in je inbox.</p>");
  });

  it("GET ecommerce/newsletters cleans the newsletter's HTML (htmlContent) as a CMS text, and an empty one is null", async () => {
    const stored = await env.DB.prepare("SELECT html_content FROM newsletters WHERE tenant_id = ?1 AND identifier = 'nieuwsbrief'")
      .bind(TENANT_A)
      .first<string>("html_content");
    const set = (html: string) =>
      env.DB.prepare("UPDATE newsletters SET html_content = ?1 WHERE tenant_id = ?2 AND identifier = 'nieuwsbrief'").bind(html, TENANT_A).run();
    try {
      const read = async (language: string) =>
        Newsletters.parse(await json(await call("/ecommerce/newsletters", { tenant: TENANT_A, language })))[0]?.htmlContent;
      await set(JSON.stringify({ nl: '<p onclick="steal()">Elke maand <script>alert(1)</script><a href="javascript:x">nieuws</a></p>', en: "<p>Monthly</p>" }));
      const nl = await read("nl");
      expect(nl).toContain("Elke maand");
      expect(nl).not.toMatch(/onclick|<script|javascript:/);
      expect(await read("en")).toBe("<p>Monthly</p>");
      // Nothing left once cleaned: no intro at all.
      await set(JSON.stringify({ nl: "<script>alert(1)</script>", en: "<script>alert(1)</script>" }));
      expect(await read("nl")).toBeNull();
    } finally {
      await set(stored ?? "");
    }
  });

  it("GET ecommerce/website/pages gives the menu in the asked language, children sorted", async () => {
    const nl = MenuPages.parse(await json(await call("/ecommerce/website/pages", { language: "nl" })));
    const en = MenuPages.parse(await json(await call("/ecommerce/website/pages", { language: "en" })));
    expect(nl.length).toBeGreaterThan(2);
    expect(nl.map((p) => p.id)).toEqual(en.map((p) => p.id));
    expect(nl.map((p) => p.title)).not.toEqual(en.map((p) => p.title));
    for (const page of nl) {
      const order = page.children.map((c) => c.mobile_menu_sort_index);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    expect(nl.some((p) => p.children.length > 0)).toBe(true);
  });

  it("GET ecommerce/short-links/{alias} resolves to a key", async () => {
    const row = await env.DB.prepare("SELECT alias, key FROM short_links WHERE tenant_id = ?1 LIMIT 1").bind(TENANT_A).first<{ alias: string; key: string }>();
    expect(ShortLink.parse(await json(await call(`/ecommerce/short-links/${row!.alias}`)))).toEqual({ key: row!.key });
  });

  it("GET ecommerce/cms/pages/{key} gives the home page with blocks in order, per language", async () => {
    const nl = CmsPage.parse(await json(await call("/ecommerce/cms/pages/home", { language: "nl" })));
    const en = CmsPage.parse(await json(await call("/ecommerce/cms/pages/home", { language: "en" })));
    for (const page of [nl, en]) {
      expect(page.key).toBe("home");
      expect(page.websiteCmsPageBlocks.length).toBeGreaterThan(2);
      const order = page.websiteCmsPageBlocks.map((b) => b.sortIndex);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    const termsNl = CmsPage.parse(await json(await call("/ecommerce/cms/pages/algemene-voorwaarden", { language: "nl" })));
    const termsEn = CmsPage.parse(await json(await call("/ecommerce/cms/pages/algemene-voorwaarden", { language: "en" })));
    expect(termsNl.name).not.toBe(termsEn.name);
    expect(termsNl.websiteCmsPageBlocks[0]!.text).not.toBe(termsEn.websiteCmsPageBlocks[0]!.text);
  });

  it.each(["algemene-voorwaarden", "privacy-policy", "returns-policy", "complaints"])("the legal page %s exists for both shops", async (key) => {
    for (const tenant of [TENANT_A, TENANT_B]) {
      const response = await call(`/ecommerce/cms/pages/${key}`, { tenant });
      expect(response.status).toBe(200);
      expect(CmsPage.parse(await json(response)).websiteCmsPageBlocks.length).toBeGreaterThan(0);
    }
  });

  it("GET ecommerce/products pages through the active catalogue with euro prices", async () => {
    const list = ProductList.parse(await json(await call("/ecommerce/products?page=1&pageSize=12")));
    expect(list.items).toHaveLength(12);
    expect(list.total).toBeGreaterThanOrEqual(30);
    const second = ProductList.parse(await json(await call("/ecommerce/products?page=2&pageSize=12")));
    expect(second.items[0]!.id).not.toBe(list.items[0]!.id);
    const product = ProductDetail.parse(await json(await call(`/ecommerce/products/${list.items[0]!.slug}`)));
    expect(product.unitPrice).toBeGreaterThan(0);
  });

  it("GET campaign/get?is_active=1 gives the latest active campaign", async () => {
    const campaign = Campaign.parse(await json(await call("/campaign/get?is_active=1")));
    expect(campaign.isActive).toBe(true);
    expect(Campaign.parse(await json(await call(`/campaign/get?campaign_id=${campaign.id}`))).id).toBe(campaign.id);
  });

  it("errors have the contract's error body", async () => {
    const response = await call("/ecommerce/cms/pages/bestaat-niet");
    expect(response.status).toBe(404);
    expect(ApiError.parse(await json(response)).error.code).toBe("not_found");
  });
});
