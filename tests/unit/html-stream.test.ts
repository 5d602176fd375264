import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createElement as h, Suspense, use } from "react";
import { renderToReadableStream, renderToString } from "react-dom/server.edge";
import { describe, expect, it } from "vitest";

// The Worker renders pages with React's edge build (the `workerd` condition of "react-dom/server"). That
// build encoded every string it wrote with its own TextEncoder call, thousands per page and slow in workerd;
// the project's patch (patches/react-dom+*.patch, ADR 0086) joins a flush's text and encodes it once.
// Tests get React's development build (NODE_ENV=test), which carries the same change as the production one
// the Worker runs; the production build cannot run beside the development React, so its text is checked.

const builds = path.join(path.dirname(createRequire(import.meta.url).resolve("react-dom/package.json")), "cjs");

/** The stream's chunks as they came, and their text. */
async function chunksOf(stream: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  return { chunks, text };
}

/** A product list of ~30 KB of markup, with text that is not ASCII. */
function ProductList({ count }: { count: number }) {
  return h(
    "ul",
    { className: "products" },
    Array.from({ length: count }, (_, i) =>
      h(
        "li",
        { key: i, "data-id": `p${i}` },
        h("a", { href: `/nl/products/plisse-rok-${i}`, "aria-label": `Plissé rok ${i}` }, "Plissé rok — ", i),
        h("span", { className: "price" }, "€ 39,95 🧥"),
      ),
    ),
  );
}

function later<T>(value: T) {
  let resolve!: () => void;
  const promise = new Promise<T>((done) => {
    resolve = () => done(value);
  });
  return { promise, resolve };
}

function Later({ promise }: { promise: Promise<string> }) {
  return h("p", null, use(promise));
}

describe("React's HTML stream in the Worker", () => {
  it("is patched in both builds: a string is written as it is, a flush encoded once", () => {
    for (const mode of ["production", "development"]) {
      const build = readFileSync(path.join(builds, `react-dom-server.edge.${mode}.js`), "utf8");
      expect(build, mode).toMatch(/function stringToChunk\(content\) \{\s+return content;/);
      expect(build, mode).toMatch(/destination\.enqueue\(textEncoder\.encode\(pendingText\)\)/);
    }
  });

  it("sends a flush's markup as one chunk, byte for byte what React renders", async () => {
    const { chunks, text } = await chunksOf(await renderToReadableStream(h(ProductList, { count: 200 })));
    expect(text.length).toBeGreaterThan(20_000);
    // React's own edge build sends 4 KB views: more than five chunks for this page.
    expect(chunks).toHaveLength(1);
    expect(text).toBe(renderToString(h(ProductList, { count: 200 })));
    expect(text).toContain('aria-label="Plissé rok 199"');
    expect(text).toContain("€ 39,95 🧥");
  });

  it("streams a suspended part later, in its own chunk", async () => {
    const part = later("Nog 3 op voorraad");
    const stream = await renderToReadableStream(
      h("main", null, h("h1", null, "Linnen blouse"), h(Suspense, { fallback: h("p", null, "Laden…") }, h(Later, { promise: part.promise }))),
    );
    const reading = chunksOf(stream);
    await new Promise((done) => setTimeout(done, 10));
    part.resolve();
    const { chunks, text } = await reading;
    expect(chunks.length).toBe(2);
    expect(new TextDecoder().decode(chunks[0])).toContain("Laden…");
    expect(new TextDecoder().decode(chunks[0])).not.toContain("Nog 3 op voorraad");
    expect(new TextDecoder().decode(chunks[1])).toContain("<p>Nog 3 op voorraad</p>");
    expect(text).toContain("<h1>Linnen blouse</h1>");
  });

  it("keeps two renders' text apart while both are streaming", async () => {
    const first = later("alleen voor de eerste");
    const second = later("alleen voor de tweede");
    const page = (title: string, promise: Promise<string>) =>
      h("main", null, h("h1", null, title), h(Suspense, { fallback: h("p", null, "…") }, h(Later, { promise })));
    const [a, b] = await Promise.all([renderToReadableStream(page("Eerste", first.promise)), renderToReadableStream(page("Tweede", second.promise))]);
    const readingA = chunksOf(a);
    const readingB = chunksOf(b);
    await new Promise((done) => setTimeout(done, 10));
    second.resolve();
    await new Promise((done) => setTimeout(done, 10));
    first.resolve();
    const [textA, textB] = [(await readingA).text, (await readingB).text];
    expect(textA).toContain("Eerste");
    expect(textA).toContain("alleen voor de eerste");
    expect(textA).not.toMatch(/Tweede|tweede/);
    expect(textB).toContain("Tweede");
    expect(textB).toContain("alleen voor de tweede");
    expect(textB).not.toMatch(/Eerste|eerste/);
  });
});
