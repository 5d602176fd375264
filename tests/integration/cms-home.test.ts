import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { h1, HOST_B, HOST_C, HOST_D, HOST_E, TENANT_A, TENANT_D, TENANT_E, visit } from "./support";

// The CMS home and pages through the storefront in workerd (issue 22): the generic home when the home's
// CMS page is missing or its load fails (spec §8: a 200 page, never the error page), the blocks of every
// template with their visibility, and the transparent header's decision (spec §4).

const realCoreApi = env.CORE_API;
afterEach(() => {
  (env as unknown as Record<string, unknown>).CORE_API = realCoreApi;
});

/** The core API with its CMS pages failing (a 500, or no answer at all); every other call as usual. */
function cmsDown(how: "500" | "network") {
  (env as unknown as Record<string, unknown>).CORE_API = {
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.startsWith("/ecommerce/cms/pages/")) {
        if (how === "network") throw new Error("connection reset");
        return Response.json({ error: { code: "internal", message: "down" } }, { status: 500 });
      }
      return realCoreApi.fetch(request);
    }) as typeof realCoreApi.fetch,
  };
}

// Each shop's home is asked for here first by the test that changes it (a failed or missing page is never
// kept; a kept one would hide the change): Noordzee's fails, Breiwerk's is missing, Huisraad has no name.
const title = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? null;
const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? null;
const main = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";

describe("the generic home (spec §8)", () => {
  for (const how of ["500", "network"] as const) {
    it(`when the CMS page fails to load (${how}): 200, 'Home' and the welcome with the shop's name`, async () => {
      cmsDown(how);
      const response = await visit("/nl/home");
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(h1(html)).toBe("Home");
      expect(title(html)).toMatch(/^Home\b/);
      expect(main(html)).toContain("Welkom op de website van Noordzee Mode.");
      expect(description(html)).toBe("Welkom op de website van Noordzee Mode.");
      expect(main(html)).toContain('href="/nl/products"');
      const en = await (await visit("/en/home")).text();
      expect(h1(en)).toBe("Home");
      expect(main(en)).toContain("Welcome to the website of Noordzee Mode.");
    });
  }

  it("when the shop has no published home page: the same generic home, 200", async () => {
    await env.CORE_API_DB.prepare("UPDATE cms_pages SET is_published = 0 WHERE tenant_id = ?1 AND key = 'home'").bind(TENANT_E).run();
    try {
      const response = await visit("/nl/home", { host: HOST_E });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(h1(html)).toBe("Home");
      expect(main(html)).toContain("Welkom op de website van Breiwerk.");
    } finally {
      await env.CORE_API_DB.prepare("UPDATE cms_pages SET is_published = 1 WHERE tenant_id = ?1 AND key = 'home'").bind(TENANT_E).run();
    }
  });

  it("a shop without a name: 'Welkom op onze website.' ('Welcome to our website.')", async () => {
    const db = env.CORE_API_DB;
    const { value } = (await db.prepare("SELECT value FROM settings WHERE tenant_id = ?1 AND key = 'store_name'").bind(TENANT_D).first<{ value: string }>())!;
    await db.batch([
      db.prepare("UPDATE settings SET value = '' WHERE tenant_id = ?1 AND key = 'store_name'").bind(TENANT_D),
      db.prepare("UPDATE store_details SET store_name = '' WHERE tenant_id = ?1").bind(TENANT_D),
      db.prepare("UPDATE cms_pages SET is_published = 0 WHERE tenant_id = ?1 AND key = 'home'").bind(TENANT_D),
    ]);
    try {
      const response = await visit("/nl/home", { host: HOST_D });
      expect(response.status).toBe(200);
      expect(main(await response.text())).toContain("Welkom op onze website.");
      expect(main(await (await visit("/en/home", { host: HOST_D })).text())).toContain("Welcome to our website.");
    } finally {
      await db.batch([
        db.prepare("UPDATE settings SET value = ?2 WHERE tenant_id = ?1 AND key = 'store_name'").bind(TENANT_D, value),
        db.prepare("UPDATE store_details SET store_name = ?2 WHERE tenant_id = ?1").bind(TENANT_D, value),
        db.prepare("UPDATE cms_pages SET is_published = 1 WHERE tenant_id = ?1 AND key = 'home'").bind(TENANT_D),
      ]);
    }
  });
});

/** A CMS page of Noordzee's with one block of each template, in a scrambled order of insertion. */
async function blocksPage(key: string) {
  const db = env.CORE_API_DB;
  const page = await db
    .prepare(`INSERT INTO cms_pages (tenant_id, key, name) VALUES (?1, ?2, '{"nl":"Blokken","en":"Blocks"}') RETURNING id`)
    .bind(TENANT_A, key)
    .first<{ id: number }>();
  const nl = (text: string) => JSON.stringify({ nl: text, en: text });
  const media = (list: object[]) => JSON.stringify(list);
  const block = (template: string, sort: number, fields: { text?: string; subtitle?: string; medias?: object[]; desktop?: number; mobile?: number }) =>
    db
      .prepare(
        "INSERT INTO cms_blocks (tenant_id, page_id, template, text, subtitle, medias, show_on_desktop, show_on_mobile, sort_index) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
      )
      .bind(
        TENANT_A,
        page!.id,
        template,
        fields.text ? nl(fields.text) : null,
        fields.subtitle ? nl(fields.subtitle) : null,
        media(fields.medias ?? []),
        fields.desktop ?? 1,
        fields.mobile ?? 1,
        sort,
      );
  await db.batch([
    block("TEXT_BLOCK", 6, { text: "<p>Tekst <strong>vet</strong><script>alert(1)</script></p>" }),
    block("GRID", 4, { text: "Raster", medias: [{ url: "/media/noordzee/a.svg", alt: "Tegel een", href: "products" }] }),
    block("BANNERS", 2, {
      text: "Draaiende banners",
      subtitle: "Drie tegelijk",
      medias: [
        { url: "/media/noordzee/b1.svg", alt: "Eerste", href: "products" },
        { url: "/media/noordzee/b2.svg", alt: "Tweede", href: "pagina/over-ons" },
        { url: "/media/noordzee/b3.svg", alt: "Derde" },
      ],
    }),
    block("HERO_IMAGE", 1, { text: "Held", subtitle: "Ondertitel", medias: [{ url: "/media/noordzee/hero.svg", alt: "Een held", href: "products" }] }),
    block("HERO_VIDEO", 3, { text: "Film", medias: [{ url: "/media/noordzee/zee.mp4", alt: "Golven" }, { url: "/media/noordzee/zee-poster.svg" }] }),
    block("BANNERS", 5, { text: "Eén banner", medias: [{ url: "/media/noordzee/single.svg", alt: "Los", href: "products" }], mobile: 0 }),
    block("GRID", 7, { text: "Alleen telefoon", medias: [{ url: "/media/noordzee/m.svg", alt: "Mobiel" }], desktop: 0 }),
    block("HERO_IMAGE", 0, { text: "Nergens", medias: [{ url: "/media/noordzee/never.svg" }], desktop: 0, mobile: 0 }),
  ]);
}

describe("the blocks of a CMS page", () => {
  it("renders each template in sort-index order, and none that shows on no screen", async () => {
    await blocksPage("blokken");
    const html = main(await (await visit("/nl/pagina/blokken")).text());
    const order = [...html.matchAll(/data-block="([a-z_]+)"/g)].map((m) => m[1]);
    expect(order).toEqual(["hero_image", "banners", "hero_video", "grid", "banners", "text_block", "grid"]);
    expect(html).not.toContain("Nergens");

    // HERO_IMAGE: its picture, title, subtitle and a link to where it leads.
    expect(html).toContain('src="/media/noordzee/hero.svg"');
    expect(html).toMatch(/<h2[^>]*>Held<\/h2>/);
    expect(html).toContain("Ondertitel");
    expect(html).toMatch(/<a[^>]*href="\/nl\/products"[^>]*>Ontdek meer<\/a>/);

    // BANNERS with several pictures: a carousel with a slide and a link per picture, usable without JavaScript.
    expect(html).toMatch(/<section[^>]*aria-roledescription="carrousel"[^>]*aria-label="Draaiende banners"/);
    expect([...html.matchAll(/href="#banner-\d+-[123]"/g)]).toHaveLength(3);
    expect([...html.matchAll(/aria-roledescription="dia"/g)]).toHaveLength(3);
    expect(html).toContain("Banner 2 van 3");
    expect(html).toContain('href="/nl/pagina/over-ons"');

    // HERO_VIDEO: muted, inline, looping, with its poster and the player's controls.
    const video = /<video[^>]*>/.exec(html)?.[0] ?? "";
    expect(video).toContain('src="/media/noordzee/zee.mp4"');
    expect(video).toContain('poster="/media/noordzee/zee-poster.svg"');
    expect(video).toMatch(/playsInline=""|playsinline=""/i);
    expect(video).toContain('loop=""');
    expect(video).toContain('controls=""');
    expect(video).not.toMatch(/\sautoplay/);

    // TEXT_BLOCK: the allowed markup, nothing that runs.
    expect(html).toContain("<p>Tekst <strong>vet</strong></p>");
    expect(html).not.toContain("alert(1)");
  });

  it("a block for one screen only carries the class that hides it on the other; a block for both none", async () => {
    const html = main(await (await visit("/nl/pagina/blokken")).text());
    const classed = [...html.matchAll(/<section class="([^"]+)" data-block="([a-z_]+)"/g)].map((m) => [m[2], m[1]]);
    // The desktop-only banner and the phone-only grid, each with its own class.
    expect(classed.map(([template]) => template)).toEqual(["banners", "grid"]);
    expect(classed[0]![1]).not.toBe(classed[1]![1]);
    expect([...html.matchAll(/<section data-block="/g)]).toHaveLength(5);
  });
});

describe("the transparent header on home (spec §4)", () => {
  const heroes = async (host: string) => {
    const html = await (await visit("/nl/home", { host })).text();
    return { desktop: /data-hero-desktop="([^"]*)"/.exec(html)?.[1] ?? null, mobile: /data-hero-mobile="([^"]*)"/.exec(html)?.[1] ?? null };
  };

  it("is decided over a hero image (Stapvast) and banners (Stadsbazaar), with the picture to read", async () => {
    expect((await heroes(HOST_C)).desktop).toMatch(/^\/media\/stapvast\//);
    expect((await heroes(HOST_B)).mobile).toMatch(/^\/media\/stadsbazaar\//);
  });

  it("is off where the setting is off (Noordzee), whatever its first block", async () => {
    expect(await heroes("localhost")).toEqual({ desktop: null, mobile: null });
  });
});

describe("the store's theme colour, loyalty colour and typography (issue 22)", () => {
  it("reach the page: the browser's bar colour, the loyalty colour and the shop's heading font as checked CSS", async () => {
    const html = await (await visit("/nl/home", { host: HOST_D })).text();
    expect(html).toContain('<meta name="theme-color" content="#2f5d9b"/>');
    const theme = /<style[^>]*data-fragment="theme">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(theme).toContain("--etalage-loyalty:#2f5d9b;--etalage-on-loyalty:#ffffff");
    expect(theme).toContain("--etalage-font-headings:Georgia, 'Times New Roman', serif");
    expect(theme).not.toContain("--etalage-font-body");
  });
});
