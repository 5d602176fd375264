import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatedParts, splicedGzip } from "~/server/spliced-gzip.server";

// A kept page compressed once and answered with a nonce of its own (docs/performance.md §10): the
// answer must be one valid gzip member (node's gunzip checks the trailer's CRC and length).

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);

/** The page cut at its nonce, and the answer for `nonce`, unzipped. */
function answer(page: string, keptNonce: string, nonce: string): string {
  const parts = page.split(keptNonce).map(bytes);
  return gunzipSync(splicedGzip(deflatedParts(parts), bytes(nonce))).toString("utf8");
}

describe("a kept page's gzip answer with a nonce of its own", () => {
  it("unzips to the page with the new nonce wherever the kept one stood", () => {
    const page = `<!doctype html><script nonce="K1">a()</script>${"<li>linnen blouse € 49,95</li>".repeat(400)}<script nonce="K1">b()</script>`;
    expect(answer(page, "K1", "fresh-nonce-123")).toBe(page.replaceAll("K1", "fresh-nonce-123"));
  });

  it("holds with the nonce first, last, twice in a row, and nowhere", () => {
    for (const page of ["N<p>x</p>", "<p>x</p>N", "<p>NN</p>", "NNN", "<p>zonder</p>", ""]) {
      expect(answer(page, "N", "abc")).toBe(page.replaceAll("N", "abc"));
    }
  });

  it("carries text outside ASCII and a page larger than one deflate window", () => {
    const page = Array.from({ length: 3000 }, (_, i) => `<p data-i="${i}">ëüø €${i * 7919}</p>`).join("NONCE");
    expect(answer(page, "NONCE", "n0nce")).toBe(page.replaceAll("NONCE", "n0nce"));
  });

  it("stays smaller than the page: each part is compressed", () => {
    const page = `${"<div class=card>product</div>".repeat(1000)}N${"<footer>winkel</footer>".repeat(500)}`;
    const parts = page.split("N").map(bytes);
    expect(splicedGzip(deflatedParts(parts), bytes("x")).byteLength).toBeLessThan(page.length / 20);
  });

  it("refuses a page without parts and a token longer than one stored block", () => {
    expect(() => deflatedParts([])).toThrow();
    expect(() => splicedGzip(deflatedParts(["a", "b"].map(bytes)), new Uint8Array(70_000))).toThrow();
  });

  it("checks out with every part and token length (the checksum is combined from the parts')", () => {
    for (const length of [0, 1, 7, 255, 256, 4097, 65_537]) {
      const page = `${"x".repeat(length)}N${"é".repeat(length % 300)}N`;
      expect(answer(page, "N", "0123456789abcdefghijklmn")).toBe(page.replaceAll("N", "0123456789abcdefghijklmn"));
    }
  });
});
