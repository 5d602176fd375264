import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { h1, TENANT_A, visit } from "./support";

describe("a CMS page with hostile HTML in its text", () => {
  it("shows the text and the allowed markup, and nothing that runs", async () => {
    const page = await env.CORE_API_DB.prepare(
      `INSERT INTO cms_pages (tenant_id, key, name) VALUES (?1, 'proef', '{"nl":"Proefpagina","en":"Test page"}') RETURNING id`,
    )
      .bind(TENANT_A)
      .first<{ id: number }>();
    const text = [
      '<h2 onclick="alert(1)">Zomer</h2>',
      "<p>Lichte <strong>stoffen</strong><script>alert(1)</script></p>",
      '<p><a href="javascript:alert(1)">klik</a> <a href="/nl/products">alles</a></p>',
      "<svg onload=alert(1)><p>weg</p></svg>",
      "<p>einde <img src=x onerror=alert(1)",
    ].join("");
    await env.CORE_API_DB.prepare("INSERT INTO cms_blocks (tenant_id, page_id, template, text) VALUES (?1, ?2, 'TEXT_BLOCK', ?3)")
      .bind(TENANT_A, page!.id, JSON.stringify({ nl: text, en: text }))
      .run();
    const html = await (await visit("/nl/pagina/proef")).text();
    expect(h1(html)).toBe("Proefpagina");
    expect(html).toContain('<h2>Zomer</h2><p>Lichte <strong>stoffen</strong></p><p><a>klik</a> <a href="/nl/products">alles</a></p><p>einde </p></div>');
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("weg");
  });
});

describe("the picture at the top of a page is asked for first (Lighthouse's LCP)", () => {
  // React writes the attribute as fetchPriority; HTML attribute names are case-insensitive.
  const imgs = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0].toLowerCase());

  it("home: the hero's picture has fetchpriority high and is not lazy; the pictures below it are", async () => {
    const html = await (await visit("/nl/home")).text();
    const hero = imgs(html).find((img) => img.includes("hero-kust.svg"));
    expect(hero).toContain('fetchpriority="high"');
    expect(hero).not.toContain('loading="lazy"');
    const prioritised = imgs(html).filter((img) => img.includes('fetchpriority="high"'));
    expect(prioritised.length).toBeLessThanOrEqual(2);
    expect(imgs(html).some((img) => img.includes('loading="lazy"'))).toBe(true);
  });

  it("a product: its first picture has fetchpriority high, the rest load lazily", async () => {
    const html = await (await visit("/nl/products/linnen-blouse")).text();
    const gallery = imgs(html).filter((img) => img.includes('width="800"'));
    expect(gallery[0]).toContain('fetchpriority="high"');
    for (const img of gallery.slice(1)) expect(img).not.toContain("fetchpriority");
  });

  it("the page's scripts and texts come after it: every modulepreload (only with scripting) and the texts' preload at low priority, rendered and kept (ADR 0080)", async () => {
    for (const [path, init] of [
      ["/nl/home", {}],
      ["/nl/products/linnen-blouse", { headers: { cookie: "__etalage=x" } }],
      ["/nl/shopping-bag", {}],
      ["/en/products", {}],
    ] as const) {
      const html = await (await visit(path, init)).text();
      const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
      expect(preloads.length, path).toBeGreaterThan(3);
      for (const link of preloads) {
        expect(link, path).toContain('fetchpriority="low"');
        // A browser with JavaScript off asks for none of them.
        expect(link, path).toContain('media="(scripting: enabled)"');
      }
      // The texts only the hydration reads, too.
      const texts = /<link\b[^>]*rel="preload"[^>]*as="fetch"[^>]*>/.exec(html)?.[0];
      expect(texts?.toLowerCase(), path).toContain('fetchpriority="low"');
      // The head is rewritten, nothing else: the page is whole.
      expect(html.endsWith("</html>"), path).toBe(true);
    }
    // The kept copy is the page as rewritten.
    let kept: Response | null = null;
    for (let tries = 0; tries < 80 && !kept; tries++) {
      const again = await visit("/nl/home");
      if (again.headers.get("x-etalage-page-cache") === "hit") kept = again;
      else await again.body?.cancel().then(() => new Promise((done) => setTimeout(done, 100)));
    }
    const keptHtml = await kept!.text();
    expect(keptHtml.match(/rel="modulepreload"[^>]*fetchpriority="low" media="\(scripting: enabled\)"/g)?.length).toBeGreaterThan(3);
  });
});
