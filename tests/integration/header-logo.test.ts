import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { HOST_B, HOST_C, HOST_D, HOST_E, TENANT_B, TENANT_C, TENANT_D, TENANT_E, visit } from "./support";
import { pngHeader } from "../support/picture-bytes";

// The header's logo keeps its own proportions (ADR 0085): its <img> carries the width and height the
// shop frame read from the shop's own media file, so nothing beside it moves when the picture arrives;
// an https logo elsewhere, or a file that is not a picture, keeps the default 160 × 50.

const LOGO_KEYS = ["store_logo", "store_logo_light", "store_logo_dark"] as const;
let versions = Date.now();

/**
 * Every logo setting of the shop set to `url` (its header shows that logo on any background), under a
 * data version no other test file of this shared runtime has used (each file starts the database anew,
 * but the public cache stays): what an operator's change does.
 */
async function setLogos(tenant: string, url: string, urls: Partial<Record<(typeof LOGO_KEYS)[number], string>> = {}) {
  const db = env.CORE_API_DB;
  await db.batch([
    db.prepare("DELETE FROM settings WHERE tenant_id = ?1 AND key IN ('store_logo', 'store_logo_light', 'store_logo_dark')").bind(tenant),
    ...LOGO_KEYS.map((key) => db.prepare("INSERT INTO settings (tenant_id, key, value) VALUES (?1, ?2, ?3)").bind(tenant, key, urls[key] ?? url)),
    db.prepare("UPDATE tenants SET data_version = ?2 WHERE id = ?1").bind(tenant, ++versions),
  ]);
}

async function prefixOf(tenant: string): Promise<string> {
  const row = await env.CORE_API_DB.prepare("SELECT media_prefix FROM tenants WHERE id = ?1").bind(tenant).first<{ media_prefix: string }>();
  return row!.media_prefix;
}

/** The home page's header (a session cookie that holds nothing: rendered now). */
async function homeHeader(host: string): Promise<string> {
  const html = await (await visit("/nl/home", { host, headers: { cookie: "__etalage=x" } })).text();
  return /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
}

/** The header logo's <img> on the home page. */
async function headerLogo(host: string): Promise<string> {
  return /<div data-i="logo"[\s\S]*?(<img\b[^>]*>)/.exec(await homeHeader(host))?.[1] ?? "";
}

/**
 * The logo's <img> once the shop shows `url`: the storefront learns a new data version within its host
 * lookup's 5 s (TENANT_CACHE_MS), so a shop visited before the change may show the old logo until then.
 */
async function logoOnceShown(host: string, url: string): Promise<string> {
  await expect.poll(async () => (await headerLogo(host)).includes(`src="${url}"`), { timeout: 8_000, interval: 250 }).toBe(true);
  return headerLogo(host);
}

describe("the header's logo with its own proportions", () => {
  beforeAll(async () => {
    const huisraad = await prefixOf(TENANT_D);
    await env.CORE_API_MEDIA.put(`${huisraad}/test/logo-vierkant.png`, pngHeader(64, 64), { httpMetadata: { contentType: "image/png" } });
    const stadsbazaar = await prefixOf(TENANT_B);
    await env.CORE_API_MEDIA.put(`${stadsbazaar}/test/logo-breed.png`, pngHeader(300, 100), { httpMetadata: { contentType: "image/png" } });
    await env.CORE_API_MEDIA.put(`${stadsbazaar}/test/embleem-wit.png`, pngHeader(64, 64), { httpMetadata: { contentType: "image/png" } });
  });

  it("a square logo of the shop's own media: width 64, height 64 (not the default 160 × 50)", async () => {
    const url = `/media/${await prefixOf(TENANT_D)}/test/logo-vierkant.png`;
    await setLogos(TENANT_D, url);
    const img = await logoOnceShown(HOST_D, url);
    expect(img).toContain('width="64"');
    expect(img).toContain('height="64"');
  });

  it("an https logo elsewhere, a missing file, a file that is no picture: the default 160 × 50, and the page is there", async () => {
    const breiwerk = await prefixOf(TENANT_E);
    const stadsbazaar = await prefixOf(TENANT_B);
    await env.CORE_API_MEDIA.put(`${stadsbazaar}/test/geen-plaatje.png`, new TextEncoder().encode("geen plaatje"), {
      httpMetadata: { contentType: "image/png" },
    });
    const cases = [
      { tenant: TENANT_C, host: HOST_C, url: "https://cdn.example.com/logo.png" },
      { tenant: TENANT_E, host: HOST_E, url: `/media/${breiwerk}/test/bestaat-niet.png` },
      { tenant: TENANT_B, host: HOST_B, url: `/media/${stadsbazaar}/test/geen-plaatje.png` },
    ];
    for (const { tenant, url } of cases) await setLogos(tenant, url);
    for (const { host, url } of cases) {
      const img = await logoOnceShown(host, url);
      expect(img, url).toContain('width="160"');
      expect(img, url).toContain('height="50"');
    }
  });

  it("over the home's hero, the light logo takes its own proportions in the first frame (hero-start.ts)", async () => {
    // Stadsbazaar's home lays the header over its hero with white items, so the light logo is shown there.
    const prefix = await prefixOf(TENANT_B);
    const [logo, light] = [`/media/${prefix}/test/logo-breed.png`, `/media/${prefix}/test/embleem-wit.png`];
    await setLogos(TENANT_B, logo, { store_logo_light: light });
    await expect.poll(async () => (await homeHeader(HOST_B)).includes(JSON.stringify(light)), { timeout: 8_000, interval: 250 }).toBe(true);
    const header = await homeHeader(HOST_B);
    // The hero's script gives the light logo its file's 64 × 64 before it asks for it (not the header's logo's size).
    expect(header).toContain(`${JSON.stringify(light)},[64,64]`);
  });
});
