/** A description for search engines is at most this long (spec §9). */
export const SEO_DESCRIPTION_MAX = 160;

/** Plain text of an HTML snippet, cut at the last whole word within the limit. */
export function seoDescription(html: string, max = SEO_DESCRIPTION_MAX): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * What may stand between a page's title and the shop's name when a title already carries it: a bar or
 * a colon, or a dash or dot with spaces around it (so "Noordzee Mode-collectie" keeps its name).
 */
const SEPARATOR = String.raw`(?:\s*[|:]\s*|\s+[–—·•-]\s+)`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The page's own part of a title: without the shop's name where a title from the CMS or the catalogue
 * already put it at the start or the end ("Algemene voorwaarden | Noordzee Mode" → "Algemene
 * voorwaarden"). Empty when the title was only the shop's name.
 */
export function pageTitlePart(page: string | null | undefined, shop: string | null | undefined): string {
  let title = (page ?? "").trim();
  const name = (shop ?? "").trim();
  if (!name) return title;
  const quoted = escapeRegExp(name);
  const leading = new RegExp(`^${quoted}(?:${SEPARATOR}|$)`, "i");
  const trailing = new RegExp(`(?:^|${SEPARATOR})${quoted}$`, "i");
  for (let previous = ""; previous !== title; ) {
    previous = title;
    title = title.replace(leading, "").replace(trailing, "").trim();
  }
  return title;
}

/** Whether a title names the shop as words of its own ("Over Noordzee Mode", not "Stadsbazaars"). */
function namesShop(title: string, name: string): boolean {
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(name)}(?:$|[^\\p{L}\\p{N}])`, "iu").test(title);
}

/**
 * Every document title: "{page} | {shop}", with the shop's name exactly once — never "Algemene
 * voorwaarden | Noordzee Mode | Noordzee Mode" when the page's own title carried it already. A page
 * without a title of its own is titled with the shop's name alone; a page title that names the shop
 * in the middle ("Over Noordzee Mode") is not given the name a second time.
 */
export function documentTitle(page: string | null | undefined, shop: string | null | undefined): string {
  const name = (shop ?? "").trim();
  const own = pageTitlePart(page, name);
  if (!name) return own;
  if (!own) return name;
  if (namesShop(own, name)) return own;
  return `${own} | ${name}`;
}
