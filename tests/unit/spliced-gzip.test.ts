import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatedParts, splicedGzip } from "~/server/spliced-gzip.server";

// A kept page compressed once and answered with a nonce of its own (docs/performance.md §10): the
// answer must be one valid gzip member (node's gunzip checks the trailer's CRC and length).

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);

/** The page cut at its nonce, and the answer for `nonce`, unzipped. */
function answer(page: string, keptNonce: string, nonce: string): string {
  const parts = page.split(keptNonce).map(bytes);
  return gunzipSync(splicedGzip(deflatedParts(parts, bytes(nonce).length), bytes(nonce))).toString("utf8");
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
    expect(splicedGzip(deflatedParts(parts, 1), bytes("x")).byteLength).toBeLessThan(page.length / 20);
  });

  it("is about as small as the page compressed whole: a part refers back to the parts before it", () => {
    // Eight rows of cards with an inline script between each two, as an overview's widgets stand.
    const card = (i: number) =>
      `<li class="card"><a href="/nl/products/linnen-blouse-${i}"><img src="/media/p${i}.webp" alt="Linnen blouse ${i}" width="300" height="400">` +
      `Linnen blouse ${i}</a><span class="price">€ ${i},95</span></li>`;
    const row = (r: number) => `<ul>${Array.from({ length: 12 }, (_, i) => card(r * 12 + i)).join("")}</ul><script nonce="`;
    const nonce = "0123456789abcdefghijklmn";
    const page = Array.from({ length: 8 }, (_, r) => row(r)).join(`${nonce}">x()</script>`);
    const parts = page.split(nonce).map(bytes);
    const spliced = splicedGzip(deflatedParts(parts, nonce.length), bytes(nonce)).byteLength;
    // 1,710 against 1,518 bytes; each part compressed alone (no dictionary) was 2,666.
    expect(spliced).toBeLessThan(gzipSync(page).byteLength * 1.2);
    expect(answer(page, nonce, "zyxwvutsrqponmlkjihgfedc")).toBe(page.replaceAll(nonce, "zyxwvutsrqponmlkjihgfedc"));
  });

  it("never refers into a nonce: the answer holds for any nonce of that length", () => {
    // Parts full of pieces of the kept nonce: compressed against it, they would refer into it.
    const kept = "NONCE123";
    const page = ["<p>ONCE12 NCE12", "3 ONCE123 NCE123 CE123</p>", "E123 NONCE12 ONCE1"].join(kept);
    for (const nonce of ["AAAAAAAA", "NONCE124", "x".repeat(8)]) {
      expect(answer(page, kept, nonce)).toBe(page.replaceAll(kept, nonce));
    }
  });

  it("refuses a page without parts, a token longer than one stored block, and a token of another length", () => {
    expect(() => deflatedParts([], 1)).toThrow();
    expect(() => splicedGzip(deflatedParts(["a", "b"].map(bytes), 70_000), new Uint8Array(70_000))).toThrow();
    expect(() => splicedGzip(deflatedParts(["a", "b"].map(bytes), 3), bytes("four"))).toThrow(/3-byte token/);
  });

  it("checks out with every part and token length (the checksum is combined from the parts')", () => {
    for (const length of [0, 1, 7, 255, 256, 4097, 65_537]) {
      const page = `${"x".repeat(length)}N${"é".repeat(length % 300)}N`;
      expect(answer(page, "N", "0123456789abcdefghijklmn")).toBe(page.replaceAll("N", "0123456789abcdefghijklmn"));
    }
  });
});
