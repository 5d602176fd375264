import type { CmsBlock } from "@commerce/contract/cms";

/** Blocks in display order: by sort index (spec §3: sortIndex or sort_index). */
export function orderedBlocks(blocks: readonly CmsBlock[]): CmsBlock[] {
  return [...blocks].sort((a, b) => a.sortIndex - b.sortIndex);
}

const ALLOWED_TAGS = new Set(["h2", "h3", "h4", "p", "ul", "ol", "li", "strong", "em", "b", "i", "br", "a", "blockquote"]);

/**
 * CMS HTML reduced to a small allowlist of tags (no attributes but a safe href on links), so a text
 * block can never bring script, styles or event handlers into the page.
 */
export function sanitizeCmsHtml(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed|template)[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g, (tag, rawName: string, attributes: string) => {
      const name = rawName.toLowerCase();
      if (!ALLOWED_TAGS.has(name)) return "";
      if (tag.startsWith("</")) return `</${name}>`;
      if (name === "a") {
        const href = /\shref\s*=\s*("([^"]*)"|'([^']*)')/i.exec(attributes);
        const url = (href?.[2] ?? href?.[3] ?? "").trim();
        return /^(https?:|mailto:|tel:|\/(?!\/))/i.test(url) ? `<a href="${url.replace(/"/g, "&quot;")}">` : "<a>";
      }
      return `<${name}>`;
    });
}

/** The description of a page that has none: the first text block's text (spec §9: at most 160). */
export function firstTextBlock(blocks: readonly CmsBlock[]): string | null {
  return orderedBlocks(blocks).find((b) => b.template === "TEXT_BLOCK" && b.text)?.text ?? null;
}
