import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OPERATOR_KEY_HEADER } from "../../commerce/contract";
import development from "../../development.vars.json";
import { call, TENANT_A, TENANT_B } from "./support";

// GET /media/{key} (issue 19): a shop's media only for that shop (the storefront names the shop of the
// host: x-tenant-id), and a key R2 could never hold is simply not found — R2 is not even asked.

/** A 400 × 200 PNG of one colour (made with Sharp). */
const PNG_400x200 =
  "iVBORw0KGgoAAAANSUhEUgAAAZAAAADICAIAAABJdyC1AAAACXBIWXMAAAPoAAAD6AG1e1JrAAACBklEQVR42u3UMQ0AAAgEsTeCIlb8a0EFA0mTKrjhUj0AL0QCwLAADAswLADDAjAswLAADAvAsADDAjAsAMMCDAvAsAAMCzAsAMMCMCzAsAAMC8CwAMMCMCwAwwIMC8CwAAwLMCwAwwIMSwXAsAAMCzAsAMMCMCzAsAAMC8CwAMMCMCwAwwIMC8CwAAwLMCwAwwIwLMCwAAwLwLAAwwIwLADDAgwLwLAADAswLADDAgxLBcCwAAwLMCwAwwIwLMCwAAwLwLAAwwIwLADDAgwLwLAADAswLADDAjAswLAADAvAsADDAjAsAMMCDAvAsAAMCzAsAMMCDAvAsAAMCzAsAMMCMCzAsAAMC8CwAMMCMCwAwwIMC8CwAAwLMCwAwwIwLMCwAAwLwLAAwwIwLADDAgwLwLAADAswLADDAgwLwLAADAswLADDAjAswLAADAvAsADDAjAsAMMCDAvAsAAMCzAsAMMCMCzAsAAMC8CwAMMCMCwAwwIMC8CwAAwLMCwAwwIMC8CwAAwLMCwAwwIwLMCwAAwLwLAAwwIwLADDAgwLwLAADAswLADDAjAswLAADAvAsADDAjAsAMMCDAvAsAAMCzAsAMMCDAvAsAAMCzAsAMMCMCzAsAAMC8CwAMMCMCwAwwIMC8CwAAwLMCwAwwIwLMCwAAwLwLAAwwIwLADDAgwL4M4CHmaLbGch664AAAAASUVORK5CYII=";
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
const media = (key: string, tenant: string | null = TENANT_A) => call(`/media/${key}`, { tenant });

afterEach(() => vi.restoreAllMocks());

describe("GET media", () => {
  it("serves a shop's own media, and another shop's as not found", async () => {
    await env.MEDIA.put("noordzee/test/eigen.svg", SVG, { httpMetadata: { contentType: "image/svg+xml" } });
    await env.MEDIA.put("stadsbazaar/test/ander.svg", SVG, { httpMetadata: { contentType: "image/svg+xml" } });
    const own = await media("noordzee/test/eigen.svg");
    expect(own.status).toBe(200);
    expect(await own.text()).toBe(SVG);
    expect((await media("stadsbazaar/test/ander.svg")).status).toBe(404);
    expect((await media("stadsbazaar/test/ander.svg", TENANT_B)).status).toBe(200);
    expect((await media("noordzee/test/eigen.svg", TENANT_B)).status).toBe(404);
    // Not about any shop: refused, never served.
    expect((await media("noordzee/test/eigen.svg", null)).status).toBe(400);
  });

  it("a key longer than R2 allows (1,024 bytes) is not found, without asking R2 and without an error", async () => {
    const errors = vi.spyOn(console, "error");
    const get = vi.spyOn(env.MEDIA, "get");
    const longest = `noordzee/${"a".repeat(1024 - "noordzee/".length - ".svg".length)}.svg`;
    expect(new TextEncoder().encode(longest).length).toBe(1024);
    expect((await media(longest)).status).toBe(404);
    for (const key of [`noordzee/${"a".repeat(1100)}.svg`, `noordzee/${"b/".repeat(600)}x.svg`]) {
      const response = await media(key);
      expect(response.status, key.slice(0, 20)).toBe(404);
    }
    expect(errors).not.toHaveBeenCalled();
    // Only the key R2 can hold was asked for.
    expect(get.mock.calls.map(([key]) => key)).toEqual([longest]);
  });

  // ADR 0057: a bitmap at the width a screen needs, made once (Images binding: Sharp under Miniflare) and kept.
  it("serves a bitmap's copy at an offered width as WebP, made once and kept in R2; an SVG and a copy come as stored", async () => {
    const png = Uint8Array.from(atob(PNG_400x200), (c) => c.charCodeAt(0));
    await env.MEDIA.put("noordzee/test/foto.png", png, { httpMetadata: { contentType: "image/png" } });
    const copy = await media("noordzee/test/foto.png?w=320");
    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-type")).toBe("image/webp");
    expect(copy.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const info = await env.IMAGES.info(new Blob([await copy.arrayBuffer()]).stream());
    expect(info).toMatchObject({ format: "image/webp", width: 320, height: 160 });
    // Kept beside the picture: the next ask reads it from R2 and makes nothing.
    expect(await env.MEDIA.head("noordzee/test/foto.png.w320.webp")).not.toBeNull();
    const input = vi.spyOn(env.IMAGES, "input");
    expect((await media("noordzee/test/foto.png?w=320")).headers.get("content-type")).toBe("image/webp");
    expect(input).not.toHaveBeenCalled();
    // Never wider than the picture (400 px): the 640 copy is the picture's own width.
    const wide = await media("noordzee/test/foto.png?w=640");
    expect(await env.IMAGES.info(new Blob([await wide.arrayBuffer()]).stream())).toMatchObject({ width: 400 });
    // Without w: the picture as stored.
    expect((await media("noordzee/test/foto.png")).headers.get("content-type")).toBe("image/png");
    // An SVG is sharp at every width: as stored; a copy has no copies of its own.
    await env.MEDIA.put("noordzee/test/vector.svg", SVG, { httpMetadata: { contentType: "image/svg+xml" } });
    const svg = await media("noordzee/test/vector.svg?w=320");
    expect(await svg.text()).toBe(SVG);
    await media("noordzee/test/foto.png.w320.webp?w=320");
    expect(await env.MEDIA.head("noordzee/test/foto.png.w320.webp.w320.webp")).toBeNull();
  });

  it("refuses a width that is not offered (nothing made), and keeps another shop's picture its own", async () => {
    const png = Uint8Array.from(atob(PNG_400x200), (c) => c.charCodeAt(0));
    await env.MEDIA.put("noordzee/test/maat.png", png, { httpMetadata: { contentType: "image/png" } });
    for (const w of ["321", "0", "-320", "320.0", "0x140", "abc"]) {
      expect((await media(`noordzee/test/maat.png?w=${w}`)).status, w).toBe(400);
    }
    expect((await env.MEDIA.list({ prefix: "noordzee/test/maat.png." })).objects).toEqual([]);
    expect((await media("noordzee/test/maat.png?w=320", TENANT_B)).status).toBe(404);
    expect((await env.MEDIA.list({ prefix: "noordzee/test/maat.png." })).objects).toEqual([]);
  });

  it("a broken bitmap is served as stored (a wider picture beats none), the failure logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await env.MEDIA.put("noordzee/test/kapot.jpg", "not a jpeg", { httpMetadata: { contentType: "image/jpeg" } });
    const answer = await media("noordzee/test/kapot.jpg?w=320");
    expect(answer.status).toBe(200);
    expect(new TextDecoder().decode(await answer.arrayBuffer())).toBe("not a jpeg");
    expect(warn.mock.calls.flat().join(" ")).toContain("media.width-copy-failed");
  });

  it("new bytes under a known key drop its copies, so the next ask makes them from the new picture", async () => {
    const png = Uint8Array.from(atob(PNG_400x200), (c) => c.charCodeAt(0));
    const put = (body: Uint8Array) =>
      call("/operator/media/noordzee/test/nieuw.png", {
        method: "PUT",
        tenant: TENANT_A,
        headers: { [OPERATOR_KEY_HEADER]: development.coreApi.OPERATOR_KEY, "content-type": "image/png" },
        body,
      });
    expect((await put(png)).status).toBe(201);
    await media("noordzee/test/nieuw.png?w=320");
    expect(await env.MEDIA.head("noordzee/test/nieuw.png.w320.webp")).not.toBeNull();
    expect((await put(png)).status).toBe(200); // the same bytes: stored once, the copy stays
    expect(await env.MEDIA.head("noordzee/test/nieuw.png.w320.webp")).not.toBeNull();
    const other = png.slice();
    other.set([other.at(-13)! ^ 1], other.length - 13); // another picture under the same key (one byte of its last CRC: still a PNG to R2)
    expect((await put(other)).status).toBe(201);
    expect(await env.MEDIA.head("noordzee/test/nieuw.png.w320.webp")).toBeNull();
  });
});
