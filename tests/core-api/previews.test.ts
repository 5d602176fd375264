import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  ApiError,
  CmsDraftStored,
  CmsPage,
  CmsPreview,
  CmsPreviewLinkCreated,
  OPERATOR_KEY_HEADER,
  PREVIEW_TOKEN_HEADER,
  ThemePreviewCache,
  ThemePreviewCreated,
  themePreviewSettingsList,
} from "../../commerce/contract";
import development from "../../development.vars.json";
import { signPreviewToken } from "../../workers/core-api/auth/preview-token";
import { signShadowLink } from "../../workers/core-api/auth/shadow-link";
import { call, json, TENANT_A, TENANT_B } from "./support";

// Previews for editors (ADR 0060): a page's draft only with a signed preview token for that shop and
// page; a theme preview cache by its id (a list or a map); the operator's calls that put them in.

const KEY = { [OPERATOR_KEY_HEADER]: development.coreApi.OPERATOR_KEY };
const SECRET = development.coreApi.SHADOW_LINK_SECRET;
const HOME_A = 101;
const THEME_A = "5e1c0a7e-7000-4000-8000-0000000000a1";
const THEME_B = "5e1c0a7e-7000-4000-8000-0000000000b1";

function operator(path: string, body: unknown, { method = "POST", tenant = TENANT_A, key = KEY as Record<string, string> } = {}) {
  return call(path, { method, tenant, headers: { ...key, "content-type": "application/json" }, body: JSON.stringify(body) });
}

async function previewLink(page: string | number, tenant = TENANT_A) {
  const response = await operator("/operator/cms-preview-links", { page, staffId: "editor-7", staffName: "Eva Editor" }, { tenant });
  expect(response.status).toBe(201);
  return CmsPreviewLinkCreated.parse(await json(response));
}

const preview = (id: number | string, token: string | null, tenant = TENANT_A) =>
  call(`/ecommerce/cms/previews/${id}`, { tenant, headers: token ? { [PREVIEW_TOKEN_HEADER]: token } : {} });

const texts = (page: { websiteCmsPageBlocks: { text: string | null }[] }) => page.websiteCmsPageBlocks.map((b) => b.text ?? "").join(" ");

describe("GET ecommerce/cms/previews/{id}: a page's draft, for an editor's token only", () => {
  it("shows the page's draft blocks and name to the holder of a preview link for it; the live page stays as published", async () => {
    const link = await previewLink("home");
    expect(link.pageId).toBe(HOME_A);
    expect(link.path).toBe(`/nl/cms-preview/${HOME_A}?previewToken=${link.token}`);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(119 * 60_000);
    const page = CmsPreview.parse(await json(await preview(HOME_A, link.token)));
    expect(page.draft).toBe(true);
    expect(page.name).toBe("Home (voorjaar)");
    expect(page.websiteCmsPageBlocks.map((b) => b.template)).toEqual(["HERO_IMAGE", "TEXT_BLOCK"]);
    expect(page.websiteCmsPageBlocks[0]?.text).toBe("De voorjaarscollectie komt eraan");
    expect(texts(page)).toContain("<h2>Nieuw dit voorjaar</h2>");
    // The live home page never shows the draft.
    const live = CmsPage.parse(await json(await call("/ecommerce/cms/pages/home")));
    expect(texts(live)).not.toContain("voorjaar");
    expect(live.name).toBe("Home");
  });

  it("a page without a draft previews its own blocks, published or not", async () => {
    const link = await previewLink(102);
    const page = CmsPreview.parse(await json(await preview(102, link.token)));
    expect(page.draft).toBe(false);
    expect(page.websiteCmsPageBlocks.length).toBeGreaterThan(0);
    await env.DB.prepare("UPDATE cms_pages SET is_published = 0 WHERE id = 102").run();
    try {
      expect((await preview(102, link.token)).status).toBe(200);
    } finally {
      await env.DB.prepare("UPDATE cms_pages SET is_published = 1 WHERE id = 102").run();
    }
  });

  it("anything but a genuine, unexpired token of this shop for this page is the 404 of an unknown page", async () => {
    const link = await previewLink("home");
    const exp = Math.floor(Date.now() / 1000) + 600;
    const claims = { tenant: TENANT_A, page: HOME_A, staffId: "x", staffName: "X", exp };
    const refusals: [string, Response][] = [
      ["no token", await preview(HOME_A, null)],
      ["garbage", await preview(HOME_A, "not-a-token")],
      ["another page's token", await preview(102, link.token)],
      ["another shop", await preview(HOME_A, link.token, TENANT_B)],
      ["forged (another secret)", await preview(HOME_A, await signPreviewToken("someone-elses-secret", claims))],
      ["expired", await preview(HOME_A, await signPreviewToken(SECRET, { ...claims, exp: Math.floor(Date.now() / 1000) - 1 }))],
      [
        "a shadow link (same secret, another kind)",
        await preview(
          HOME_A,
          await signShadowLink(SECRET, { tenant: TENANT_A, customer: HOME_A, staffId: "x", staffName: "X", exp, jti: crypto.randomUUID() }),
        ),
      ],
      ["unknown page", await preview(999_999, await signPreviewToken(SECRET, { ...claims, page: 999_999 }))],
    ];
    for (const [what, response] of refusals) {
      expect(response.status, what).toBe(404);
      const body = ApiError.parse(await json(response));
      expect(JSON.stringify(body), what).not.toContain("voorjaar");
    }
    expect((await preview("abc", link.token)).status).toBe(400);
  });

  it("another shop's editor previews their own pages only", async () => {
    const link = await previewLink("home", TENANT_B);
    expect(link.pageId).not.toBe(HOME_A);
    expect((await preview(link.pageId, link.token, TENANT_B)).status).toBe(200);
    expect((await preview(HOME_A, link.token, TENANT_B)).status).toBe(404);
    expect((await operator("/operator/cms-preview-links", { page: HOME_A, staffId: "e", staffName: "E" }, { tenant: TENANT_B })).status).toBe(404);
  });
});

describe("PUT /operator/cms-drafts: a page's draft, replaced whole", () => {
  const count = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM cms_draft_blocks WHERE page_id = 103").first<{ n: number }>())?.n;

  it("stores a draft, replaces it whole on the next import, and refuses a bad one with every problem (nothing stored)", async () => {
    const draft = {
      page: "privacy-policy",
      staffId: "editor-7",
      name: { nl: "Privacy (nieuw)", en: "Privacy (new)" },
      blocks: [
        { template: "TEXT_BLOCK", text: { nl: "<p>Nieuwe tekst<script>alert(1)</script></p>", en: "<p>New text</p>" }, sortIndex: 0 },
        { template: "HERO_IMAGE", text: { nl: "Beeld" }, medias: [{ url: "/media/noordzee/scenes/hero.svg", alt: "Zee" }], showOnMobile: false, sortIndex: 1 },
      ],
    };
    const stored = CmsDraftStored.parse(await json(await operator("/operator/cms-drafts", draft, { method: "PUT" })));
    expect(stored).toMatchObject({ pageId: 103, key: "privacy-policy", blocks: 2 });
    const link = await previewLink(103);
    const page = CmsPreview.parse(await json(await preview(103, link.token)));
    expect(page).toMatchObject({ draft: true, name: "Privacy (nieuw)" });
    // The draft's HTML is cleaned on the way out, as the live blocks'.
    expect(page.websiteCmsPageBlocks[0]?.text).toBe("<p>Nieuwe tekst</p>");
    expect(page.websiteCmsPageBlocks[1]).toMatchObject({
      showOnDesktop: true,
      showOnMobile: false,
      medias: [{ url: "/media/noordzee/scenes/hero.svg", alt: "Zee" }],
    });

    const bad = {
      ...draft,
      blocks: [
        { template: "CAROUSEL", sortIndex: 0 },
        { template: "HERO_IMAGE", medias: [{ url: "http://evil.example/x.png" }], sortIndex: 1 },
      ],
    };
    const refused = await operator("/operator/cms-drafts", bad, { method: "PUT" });
    expect(refused.status).toBe(400);
    const issues = ApiError.parse(await json(refused)).error.issues?.map((i) => i.path) ?? [];
    expect(issues).toEqual(expect.arrayContaining(["blocks.0.template", "blocks.1.medias.0.url"]));
    expect(await count()).toBe(2);

    await operator("/operator/cms-drafts", { page: 103, staffId: "editor-7", blocks: [] }, { method: "PUT" });
    expect(await count()).toBe(0);
    expect(CmsPreview.parse(await json(await preview(103, link.token)))).toMatchObject({ draft: true, name: "Privacybeleid", websiteCmsPageBlocks: [] });
  });

  it("needs the operator key and one of the shop's pages", async () => {
    const body = { page: "home", staffId: "x", blocks: [] };
    expect((await operator("/operator/cms-drafts", body, { method: "PUT", key: {} })).status).toBe(401);
    expect((await operator("/operator/cms-preview-links", { page: "home", staffId: "x", staffName: "X" }, { key: {} })).status).toBe(401);
    expect((await operator("/operator/cms-drafts", { ...body, page: "bestaat-niet" }, { method: "PUT" })).status).toBe(404);
    expect((await operator("/operator/cms-drafts", { ...body, page: 202 }, { method: "PUT" })).status).toBe(404);
  });
});

describe("GET ecommerce/theme-preview-caches/{id}: a theme before it goes live", () => {
  it("answers the settings as the editor kept them: a map (Noordzee's demo) or a list (Stadsbazaar's); both read as a list", async () => {
    const map = ThemePreviewCache.parse(await json(await call(`/ecommerce/theme-preview-caches/${THEME_A}`)));
    expect(Array.isArray(map)).toBe(false);
    expect(themePreviewSettingsList(map)).toContainEqual({ key_: "theme", value_: "modern-cool" });
    const list = ThemePreviewCache.parse(await json(await call(`/ecommerce/theme-preview-caches/${THEME_B}`, { tenant: TENANT_B })));
    expect(Array.isArray(list)).toBe(true);
    expect(themePreviewSettingsList(list)).toContainEqual({ key_: "ecommerce_theme_primary_color", value_: "#2f5d3a" });
  });

  it("another shop's, an unknown or an expired id is a 404; a malformed one a 400", async () => {
    expect((await call(`/ecommerce/theme-preview-caches/${THEME_A}`, { tenant: TENANT_B })).status).toBe(404);
    expect((await call(`/ecommerce/theme-preview-caches/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await call("/ecommerce/theme-preview-caches/1")).status).toBe(400);
    const created = ThemePreviewCreated.parse(await json(await operator("/operator/theme-previews", { staffId: "e", settings: { theme: "simple" } })));
    await env.DB.prepare("UPDATE theme_preview_caches SET expires_at = '2020-01-01T00:00:00.000Z' WHERE id = ?1").bind(created.id).run();
    expect((await call(`/ecommerce/theme-preview-caches/${created.id}`)).status).toBe(404);
  });

  it("POST /operator/theme-previews keeps theme settings (list or map) under a new id for 24 hours, and refuses other keys and bad values", async () => {
    const created = ThemePreviewCreated.parse(
      await json(
        await operator("/operator/theme-previews", {
          staffId: "editor-7",
          settings: [
            { key_: "theme", value_: "fancy" },
            { key_: "store_logo", value_: "/media/noordzee/logo/logo-dark.svg" },
          ],
        }),
      ),
    );
    expect(created.keys).toEqual(["theme", "store_logo"]);
    expect(Date.parse(created.expiresAt) - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(ThemePreviewCache.parse(await json(await call(`/ecommerce/theme-preview-caches/${created.id}`)))).toEqual([
      { key_: "theme", value_: "fancy" },
      { key_: "store_logo", value_: "/media/noordzee/logo/logo-dark.svg" },
    ]);
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM theme_preview_caches").first<{ n: number }>();
    const refused = await operator("/operator/theme-previews", {
      staffId: "e",
      settings: { theme: "purple", ecommerce_theme_primary_color: "red", algolia_app_id: "X", payment_provider: "mollie" },
    });
    expect(refused.status).toBe(400);
    const paths = ApiError.parse(await json(refused)).error.issues?.map((i) => i.path) ?? [];
    expect(paths).toEqual(["theme", "ecommerce_theme_primary_color", "algolia_app_id", "payment_provider"]);
    expect((await operator("/operator/theme-previews", { staffId: "e", settings: {} })).status).toBe(400);
    expect((await operator("/operator/theme-previews", { staffId: "e", settings: { theme: "simple" } }, { key: {} })).status).toBe(401);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM theme_preview_caches").first<{ n: number }>()).toEqual(before);
  });
});
