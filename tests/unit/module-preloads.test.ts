import { describe, expect, it } from "vitest";
import { hydrationPreloads, withHydrationPreloads } from "~/server/module-preloads.server";

// The page's modules preloaded at low priority, for a browser that runs scripts only (ADR 0080).

const HEAD =
  '<!DOCTYPE html><html lang="nl"><head><link rel="preload" as="image" href="/media/hero.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N"/><link rel="modulepreload" href="/assets/framework-B.js" nonce="N"/>' +
  "<title>Één — Noordzee</title></head>";
const BODY = '<body><main><h1>Linnen blouse</h1><link rel="modulepreload" href="/assets/in-body.js"/></main></body></html>';

describe("the head's modulepreloads", () => {
  it("each gets fetchpriority=low and media=(scripting: enabled); other links stay as they are, a link's own priority or media too", () => {
    expect(hydrationPreloads(HEAD)).toBe(
      '<!DOCTYPE html><html lang="nl"><head><link rel="preload" as="image" href="/media/hero.svg" fetchPriority="high"/>' +
        '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N" fetchpriority="low" media="(scripting: enabled)"/>' +
        '<link rel="modulepreload" href="/assets/framework-B.js" nonce="N" fetchpriority="low" media="(scripting: enabled)"/>' +
        "<title>Één — Noordzee</title></head>",
    );
    const named = '<link rel="modulepreload" href="/a.js" fetchPriority="high" media="all"/>';
    expect(hydrationPreloads(named)).toBe(named);
    expect(hydrationPreloads('<link rel="modulepreload" href="/a.js" media="print">')).toBe(
      '<link rel="modulepreload" href="/a.js" media="print" fetchpriority="low">',
    );
    expect(hydrationPreloads('<link rel="modulepreload" href="/a.js">')).toBe(
      '<link rel="modulepreload" href="/a.js" fetchpriority="low" media="(scripting: enabled)">',
    );
  });
});

describe("the document as it streams", () => {
  const encoder = new TextEncoder();
  async function through(chunks: Uint8Array[]): Promise<{ text: string; chunks: number }> {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const out: Uint8Array[] = [];
    const reader = withHydrationPreloads(body).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) out.push(read.value);
    return { text: new TextDecoder().decode(Buffer.concat(out)), chunks: out.length };
  }
  const expected = hydrationPreloads(HEAD) + BODY;

  it("rewrites the head whether it comes in one chunk or cut anywhere (inside '</head>', inside a character)", async () => {
    const bytes = encoder.encode(HEAD + BODY);
    expect((await through([bytes])).text).toBe(expected);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect((await through([bytes.subarray(0, cut), bytes.subarray(cut)])).text, `cut at ${cut}`).toBe(expected);
    }
    // Byte by byte: '</head>' over seven chunks, 'É' over two.
    expect((await through([...bytes].map((byte) => Uint8Array.of(byte)))).text).toBe(expected);
  });

  it("rewrites a head of many small chunks with its preloads among stylesheets, as React writes it", async () => {
    const style = (i: number) => `<style nonce="N">.r${i}{color:#1d4b54;content:"€"}</style>`;
    const preload = (i: number) => `<link rel="modulepreload" href="/assets/m${i}.js" nonce="N"/>`;
    const head = `<!DOCTYPE html><html><head>${style(0)}${preload(1)}${style(2).repeat(300)}${preload(3)}${style(4).repeat(300)}<title>Ë</title></head>`;
    const bytes = encoder.encode(head + BODY);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 2048) }, (_, i) => bytes.subarray(i * 2048, (i + 1) * 2048));
    expect(chunks.length).toBeGreaterThan(10);
    expect((await through(chunks)).text).toBe(hydrationPreloads(head) + BODY);
    expect(hydrationPreloads(head)).toContain('href="/assets/m3.js" nonce="N" fetchpriority="low"');
  });

  it("leaves everything after the head as it came: a modulepreload in the body is not the head's", async () => {
    const { text } = await through([encoder.encode(HEAD), encoder.encode(BODY)]);
    expect(text.endsWith(BODY)).toBe(true);
    expect(text).toContain('<link rel="modulepreload" href="/assets/in-body.js"/>');
  });

  it("sends the chunks after the head as they come, and a document without a head end whole at its end", async () => {
    const after = await through([encoder.encode(HEAD), encoder.encode("<body>"), encoder.encode("</body></html>")]);
    expect(after.chunks).toBe(3);
    const headless = '<p>Verzoek niet verwerkt</p><link rel="modulepreload" href="/x.js"/>';
    expect((await through([encoder.encode(headless)])).text).toBe(
      '<p>Verzoek niet verwerkt</p><link rel="modulepreload" href="/x.js" fetchpriority="low" media="(scripting: enabled)"/>',
    );
    expect((await through([])).text).toBe("");
  });
});
