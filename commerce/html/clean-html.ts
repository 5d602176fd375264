// CMS HTML (the CMS blocks in the core API, the sticky help popup in the storefront) cleaned with a real HTML parser (the Workers HTMLRewriter, lol-html: it costs the Worker no
// bytes) and an allow-list. The parser only reads: the answer is built anew from what it reports, so
// whatever it passes by without a report — an unfinished tag at the end, a stray end tag with
// attributes, a doctype — never reaches the page. What is built holds nothing but
//   - the allowed elements, by our own spelling of their names, without attributes, except a link's
//     href when it is a web, mail or phone address or a path of the shop itself;
//   - text, with every "<" and ">" escaped, so no text can ever be read as a tag.
// Elements outside the allow-list are unwrapped (their text stays), except those whose content is
// code, raw text or another document (script, style, iframe, svg, …): they go with everything inside.

const ALLOWED = new Set(["h2", "h3", "h4", "p", "ul", "ol", "li", "strong", "em", "b", "i", "br", "a", "blockquote"]);
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "template",
  "iframe",
  "frame",
  "frameset",
  "object",
  "applet",
  "embed",
  "noscript",
  "noembed",
  "noframes",
  "textarea",
  "title",
  "xmp",
  "plaintext",
  "svg",
  "math",
  "head",
  "select",
]);
const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

/** The allowed subset of a CMS text's HTML; an empty text stays empty. */
export async function cleanCmsHtml(html: string): Promise<string> {
  let out = "";
  /** How many dropped elements we are inside (their content is left out, nested elements too). */
  let dropping = 0;
  /**
   * The allowed elements opened and not yet closed: what the text leaves open is closed at its end,
   * so an unclosed link or <strong> cannot spill over the rest of the page.
   */
  const unclosed: { name: string }[] = [];
  const close = (opened: { name: string }) => {
    out += `</${opened.name}>`;
    unclosed.splice(unclosed.lastIndexOf(opened), 1);
  };
  const rewriter = new HTMLRewriter()
    .on("*", {
      element(element) {
        if (dropping > 0) return;
        const name = element.tagName.toLowerCase();
        if (element.namespaceURI !== HTML_NAMESPACE || DROPPED_WITH_CONTENT.has(name)) {
          // An element that is never closed drops everything after it: the safe way round.
          if (onEndTag(element, () => dropping--)) dropping++;
          return;
        }
        if (!ALLOWED.has(name)) return;
        out += name === "a" ? openLink(element.getAttribute("href")) : `<${name}>`;
        const opened = { name };
        if (onEndTag(element, () => close(opened))) unclosed.push(opened);
      },
    })
    .onDocument({
      text(chunk) {
        if (dropping === 0) out += chunk.text.replace(/</g, "&lt;").replace(/>/g, "&gt;");
      },
    });
  try {
    // Only to drive the parser: its own output is not used.
    await rewriter.transform(new Response(html)).arrayBuffer();
    while (unclosed.length > 0) close(unclosed.at(-1)!);
    return out;
  } catch (error) {
    // Never seen with the texts we know; should the parser give up, the shopper reads the text as
    // text (every character escaped) rather than the page failing.
    console.warn(JSON.stringify({ level: "warn", event: "cms.clean-failed", error: String(error) }));
    return html.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  }
}

/** Calls `handler` at the element's end tag; false for a void element (br, img, embed …): it has none. */
function onEndTag(element: Element, handler: () => void): boolean {
  try {
    element.onEndTag(handler);
    return true;
  } catch {
    return false;
  }
}

function openLink(rawHref: string | null): string {
  const href = rawHref === null ? null : safeHref(rawHref);
  return href === null ? "<a>" : `<a href="${escapeAttribute(href)}">`;
}

/**
 * A link target the page may carry: http(s), mailto and tel addresses and paths of the shop itself
 * ("/nl/…", never "//other.site"). The parser hands the attribute over as written, so character
 * references are decoded first (as a browser would); one we do not decode refuses the link.
 */
export function safeHref(raw: string): string | null {
  const href = decodeReferences(raw)?.trim();
  if (!href || /[\u0000-\u001f\u007f\\]/.test(href)) return null;
  if (href.startsWith("/")) return href.startsWith("//") ? null : href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  return ["https:", "http:", "mailto:", "tel:"].includes(url.protocol) ? href : null;
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * Character references decoded in one pass, as a browser reads an attribute: numeric ones and the five
 * basic named ones. Null when another named reference (&colon;, &Tab;, …) is written: we refuse the
 * link rather than carry the table of them all.
 */
function decodeReferences(text: string): string | null {
  for (const [, name] of text.matchAll(/&([a-z][a-z0-9]*);/gi)) if (!Object.hasOwn(NAMED, name!.toLowerCase())) return null;
  return text.replace(/&(?:#x([0-9a-f]+);?|#([0-9]+);?|(amp|lt|gt|quot|apos);)/gi, (_, hex?: string, decimal?: string, name?: string) =>
    name ? NAMED[name.toLowerCase()]! : codePoint(hex ? Number.parseInt(hex, 16) : Number.parseInt(decimal!, 10)),
  );
}

function codePoint(value: number): string {
  // Out of range or a surrogate: what a browser reads as U+FFFD (and no url we allow contains it).
  return value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff) ? String.fromCodePoint(value) : "\ufffd";
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
