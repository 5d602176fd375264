import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { HOST_B, TENANT_A, visit } from "./support";

// ADR 0057: a shop's bitmap is offered at narrower widths (srcset + sizes), each a WebP copy the core
// API makes once, served under the shop's own /media/ path; the seed's SVGs are sharp at any width and keep their src only.

/** A 400 × 200 PNG of one colour (made with Sharp). */
const PNG_400x200 =
  "iVBORw0KGgoAAAANSUhEUgAAAZAAAADICAIAAABJdyC1AAAACXBIWXMAAAPoAAAD6AG1e1JrAAACBklEQVR42u3UMQ0AAAgEsTeCIlb8a0EFA0mTKrjhUj0AL0QCwLAADAswLADDAjAswLAADAvAsADDAjAsAMMCDAvAsAAMCzAsAMMCMCzAsAAMC8CwAMMCMCwAwwIMC8CwAAwLMCwAwwIMSwXAsAAMCzAsAMMCMCzAsAAMC8CwAMMCMCwAwwIMC8CwAAwLMCwAwwIwLMCwAAwLwLAAwwIwLADDAgwLwLAADAswLADDAgxLBcCwAAwLMCwAwwIwLMCwAAwLwLAAwwIwLADDAgwLwLAADAswLADDAjAswLAADAvAsADDAjAsAMMCDAvAsAAMCzAsAMMCDAvAsAAMCzAsAMMCMCzAsAAMC8CwAMMCMCwAwwIMC8CwAAwLMCwAwwIwLMCwAAwLwLAAwwIwLADDAgwLwLAADAswLADDAgwLwLAADAswLADDAjAswLAADAvAsADDAjAsAMMCDAvAsAAMCzAsAMMCMCzAsAAMC8CwAMMCMCwAwwIMC8CwAAwLMCwAwwIMC8CwAAwLMCwAwwIwLMCwAAwLwLAAwwIwLADDAgwLwLAADAswLADDAjAswLAADAvAsADDAjAsAMMCDAvAsAAMCzAsAMMCDAvAsAAMCzAsAMMCMCzAsAAMC8CwAMMCMCwAwwIMC8CwAAwLMCwAwwIwLMCwAAwLwLAAwwIwLADDAgwL4M4CHmaLbGch664AAAAASUVORK5CYII=";
// HTML attribute names are case-insensitive (React writes srcSet and fetchPriority).
const imgs = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0].replace(/ ([a-zA-Z]+)=/g, (_, name: string) => ` ${name.toLowerCase()}=`));

describe("pictures at the width a screen needs", () => {
  it("a product with a photo: its gallery picture has srcset and sizes, and each width is a WebP under the shop's host", async () => {
    const png = Uint8Array.from(atob(PNG_400x200), (c) => c.charCodeAt(0));
    await env.CORE_API_MEDIA.put("noordzee/test/foto-breed.png", png, { httpMetadata: { contentType: "image/png" } });
    const product = await env.CORE_API_DB.prepare("SELECT id, slug FROM products WHERE tenant_id = ?1 AND slug = 'linnen-blouse'")
      .bind(TENANT_A)
      .first<{ id: number; slug: string }>();
    await env.CORE_API_DB.prepare(
      "INSERT INTO product_media (tenant_id, product_id, url, sort_index) VALUES (?1, ?2, '/media/noordzee/test/foto-breed.png', 0)",
    )
      .bind(TENANT_A, product!.id)
      .run();
    // A session cookie that holds nothing: the page rendered now, not one kept before the photo was added.
    const html = await (await visit("/nl/products/linnen-blouse", { headers: { cookie: "__etalage=x" } })).text();
    const photo = imgs(html).find((img) => img.includes('src="/media/noordzee/test/foto-breed.png"'));
    expect(photo).toContain('srcset="/media/noordzee/test/foto-breed.png?w=320 320w,');
    expect(photo).toContain("/media/noordzee/test/foto-breed.png?w=1280 1280w");
    expect(photo).not.toContain("?w=1600");
    expect(photo).toContain('sizes="(min-width: 1280px) 616px');
    expect(photo).toContain('width="800" height="800"');
    const copy = await visit("/media/noordzee/test/foto-breed.png?w=320");
    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-type")).toBe("image/webp");
    expect(copy.headers.get("cache-control")).toContain("immutable");
    // A width that is not offered is no picture; another shop's host has none of it.
    expect((await visit("/media/noordzee/test/foto-breed.png?w=333")).status).toBe(404);
    expect((await visit("/media/noordzee/test/foto-breed.png?w=320", { host: HOST_B })).status).toBe(404);
    // The seed's SVGs (the rest of the gallery) keep their src only.
    for (const img of imgs(html).filter((i) => i.includes(".svg"))) expect(img).not.toContain("srcset");
  });
});
