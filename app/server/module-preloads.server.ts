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

const PRELOAD = new TextEncoder().encode('<link rel="modulepreload"');
const TAG_END = ">".charCodeAt(0);

/**
 * The document's bytes with its head rewritten by `hydrationPreloads`: held until `</head>`
 * has come (the shell's first flush holds it), then sent; the rest untouched. A document without a head
 * end is sent as it came, rewritten at its end. The shell comes as one chunk (React's flush, encoded once:
 * ADR 0086), but any split is handled: held chunks are joined once. The head is mostly inline stylesheets:
 * only the stretch from the first modulepreload to the end of the last is decoded and rewritten
 * (docs/performance.md §20).
 */
export function withHydrationPreloads(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let held: Uint8Array[] | null = [];
  let heldLength = 0;
  /** The held bytes' last few: `</head>` may straddle two chunks. */
  let tail = new Uint8Array(0);
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (held === null) return controller.enqueue(chunk);
        // The shell usually comes whole (ADR 0086): then nothing is copied to find its head's end.
        const probe = tail.length === 0 ? chunk : joined([tail, chunk]);
        const at = indexOf(probe, HEAD_END, 0);
        if (at === -1) {
          held.push(chunk);
          heldLength += chunk.length;
          tail = probe.slice(Math.max(0, probe.length - HEAD_END.length + 1));
          return;
        }
        const headEnd = heldLength - tail.length + at + HEAD_END.length;
        controller.enqueue(withHeadRewritten(held.length === 0 ? chunk : joined([...held, chunk]), headEnd));
        held = null;
      },
      flush(controller) {
        if (held !== null && heldLength > 0) controller.enqueue(withHeadRewritten(joined(held), heldLength));
      },
    }),
  );
}

/** `bytes` with the modulepreloads before `headEnd` rewritten: only their stretch is decoded. */
function withHeadRewritten(bytes: Uint8Array, headEnd: number): Uint8Array {
  const head = bytes.subarray(0, headEnd);
  const first = indexOf(head, PRELOAD, 0);
  if (first === -1) return bytes;
  let last = first;
  for (let next = indexOf(head, PRELOAD, last + 1); next !== -1; next = indexOf(head, PRELOAD, last + 1)) last = next;
  const close = head.indexOf(TAG_END, last);
  const stretchEnd = close === -1 ? headEnd : close + 1;
  const rewritten = new TextEncoder().encode(hydrationPreloads(new TextDecoder().decode(head.subarray(first, stretchEnd))));
  return joined([bytes.subarray(0, first), rewritten, bytes.subarray(stretchEnd)]);
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
