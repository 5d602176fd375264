// The hydration's scripts, preloaded at low priority and only where they will run (ADR 0080). React
// Router's <Scripts> preloads every module the page hydrates with (`<link rel="modulepreload">`, which
// React hoists into the head) at the browser's default priority for scripts, High: on a slow line they
// share it with the LCP picture, though none of them is needed before the first paint (module scripts
// run after the document is parsed); and a browser with JavaScript off fetched them all for nothing.
// <Scripts> takes no attribute for them, so the document's head is rewritten once as it leaves the
// renderer: each modulepreload gets `fetchpriority="low"` and `media="(scripting: enabled)"`. Only the
// head is read (it is flushed whole, with the shell); every byte after it passes as it came.
import { joined } from "./spliced-gzip.server";

const HEAD_END = new TextEncoder().encode("</head>");

/**
 * The head's modulepreload links at low priority and for a browser that runs scripts only (a link that
 * names a priority or a media query keeps its own).
 */
export function hydrationPreloads(head: string): string {
  return head.replace(/<link rel="modulepreload"([^>]*?)(\/?)>/g, (_link, attributes: string, close: string) => {
    const priority = /\sfetchpriority=/i.test(attributes) ? "" : ' fetchpriority="low"';
    const media = /\smedia=/i.test(attributes) ? "" : ' media="(scripting: enabled)"';
    return `<link rel="modulepreload"${attributes}${priority}${media}${close}>`;
  });
}

/**
 * The document's bytes with its head rewritten by `hydrationPreloads`: held until `</head>`
 * has come (the shell's first flush holds it), then sent; the rest untouched. A document without a head
 * end is sent as it came, rewritten at its end.
 */
export function withHydrationPreloads(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let held: Uint8Array | null = new Uint8Array(0);
  const release = (bytes: Uint8Array, headEnd: number) =>
    joined([encoder.encode(hydrationPreloads(decoder.decode(bytes.subarray(0, headEnd)))), bytes.subarray(headEnd)]);
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (held === null) return controller.enqueue(chunk);
        // From a few bytes before the new chunk: `</head>` may straddle two chunks.
        const from = Math.max(0, held.length - HEAD_END.length + 1);
        held = joined([held, chunk]);
        const end = indexOf(held, HEAD_END, from);
        if (end === -1) return;
        controller.enqueue(release(held, end + HEAD_END.length));
        held = null;
      },
      flush(controller) {
        if (held !== null && held.length > 0) controller.enqueue(release(held, held.length));
      },
    }),
  );
}

/** Where `needle` starts in `bytes` at or after `from`, or -1. */
function indexOf(bytes: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  for (let i = bytes.indexOf(first!, from); i !== -1 && i <= bytes.length - needle.length; i = bytes.indexOf(first!, i + 1)) {
    let match = true;
    for (let j = 1; j < needle.length && match; j++) match = bytes[i + j] === needle[j];
    if (match) return i;
  }
  return -1;
}
