import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PAGE_CACHE_SECONDS, type RememberedPage } from "~/domain/page-cache";
import { cacheEntry, rememberedFromCache } from "~/server/page-cache.server";
import { deflatedParts, packedParts, plainAnswer, splicedGzip, unpackedParts } from "~/server/spliced-gzip.server";

// A kept page travels to the location's other isolates through the Cache API as its compressed parts
// and their index (docs/performance.md §20): read back, nothing is compressed again, and every answer
// made from it is the page with a nonce of its own.

const encoder = new TextEncoder();
const KEPT = "0123456789abcdefghijklmn";
const FRESH = "zyxwvutsrqponmlkjihgfedc";
const HTML = `<!DOCTYPE html><html><head><script nonce="${KEPT}">a()</script></head><body>${"<p>Linnen blouse € 59,95</p>".repeat(300)}<script nonce="${KEPT}">b()</script></body></html>`;

function rememberedPage(keptAt: number): RememberedPage {
  return {
    status: 200,
    headers: [
      ["content-type", "text/html; charset=utf-8"],
      ["content-security-policy", `script-src 'nonce-${KEPT}'`],
    ],
    deflated: deflatedParts(
      HTML.split(KEPT).map((part) => encoder.encode(part)),
      KEPT.length,
    ),
    nonce: KEPT,
    expiresAt: keptAt + PAGE_CACHE_SECONDS * 1000,
  };
}

describe("a kept page in the Cache API", () => {
  it("is read back as the same compressed parts, and answers the page with a nonce of its own", async () => {
    const page = rememberedPage(1_000);
    const entry = cacheEntry(page, 1_000);
    expect(entry.headers.get("content-encoding")).toBeNull();
    const read = await rememberedFromCache(entry);
    expect(read).not.toBeNull();
    const bytesOf = (segments: readonly Uint8Array[]) => segments.map((segment) => [...segment]);
    expect(bytesOf(read!.deflated.segments)).toEqual(bytesOf(page.deflated.segments));
    expect(read!.deflated.checksums).toEqual(page.deflated.checksums);
    expect(read!.deflated.shifts).toEqual(page.deflated.shifts);
    expect(read!.deflated.lengths).toEqual(page.deflated.lengths);
    expect(read!.expiresAt).toBe(page.expiresAt);
    expect(read!.nonce).toBe(KEPT);
    // The cache's own headers stay behind; the page's own come along.
    expect(Object.fromEntries(read!.headers)).toEqual({ "content-type": "text/html; charset=utf-8", "content-security-policy": `script-src 'nonce-${KEPT}'` });
    expect(gunzipSync(splicedGzip(read!.deflated, encoder.encode(FRESH))).toString("utf8")).toBe(HTML.replaceAll(KEPT, FRESH));
  });

  it("is no page when its index or headers do not agree with its bytes", async () => {
    const page = rememberedPage(1_000);
    const { bytes, index } = packedParts(page.deflated);
    expect(unpackedParts(bytes, index, KEPT.length)).not.toBeNull();
    expect(unpackedParts(bytes.subarray(1), index, KEPT.length)).toBeNull();
    expect(unpackedParts(bytes, null, KEPT.length)).toBeNull();
    expect(unpackedParts(bytes, index.replace(/^\d+/, "x"), KEPT.length)).toBeNull();
    expect(unpackedParts(bytes, `${index},1`, KEPT.length)).toBeNull();
    const entry = cacheEntry(page, 1_000);
    const without = (name: string) => {
      const headers = new Headers(entry.headers);
      headers.delete(name);
      return new Response(bytes, { headers });
    };
    for (const name of ["x-etalage-kept-nonce", "x-etalage-kept-at", "x-etalage-kept-parts"]) expect(await rememberedFromCache(without(name)), name).toBeNull();
  });

  it("answers a client that takes no gzip with the page unzipped, any nonce in the kept one's place", () => {
    const page = rememberedPage(1_000);
    expect(new TextDecoder().decode(plainAnswer(page.deflated, KEPT, FRESH))).toBe(HTML.replaceAll(KEPT, FRESH));
    expect(new TextDecoder().decode(plainAnswer(page.deflated, KEPT, "short"))).toBe(HTML.replaceAll(KEPT, "short"));
  });
});
