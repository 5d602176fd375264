import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, TENANT_A, TENANT_B } from "./support";

// GET /media/{key} (issue 19): a shop's media only for that shop (the storefront names the shop of the
// host: x-tenant-id), and a key R2 could never hold is simply not found — R2 is not even asked.

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
});
