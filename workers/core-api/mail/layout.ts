// Every mail's frame: the shop's logo (or name) linking to its primary domain, the blocks of the mail,
// and a footer with the shop's name and domain — as HTML and as plain text from the same blocks. The
// blocks hold text only; this file alone writes HTML, and it escapes every text and url it puts in
// (escaped by construction: a template cannot put markup in a mail). Pure.
import type { Language } from "@commerce/contract/common";
import { escapeHtml } from "@commerce/html/escape-html";
import type { MailShop } from "./shop";

/** A paragraph (its lines kept apart), or a button: a link the text part shows as its url. */
export type MailBlock = { lines: readonly string[] } | { button: string; href: string };

export type MailBody = { html: string; text: string };

const STYLE = {
  body: "margin:0;padding:24px;background:#f5f5f4;font-family:Helvetica,Arial,sans-serif;color:#1c1917;line-height:1.5",
  card: "max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px",
  button: "display:inline-block;padding:12px 20px;background:#1c1917;color:#ffffff;text-decoration:none;border-radius:6px",
  footer: "max-width:560px;margin:16px auto 0;font-size:13px;color:#57534e;text-align:center",
};

function blockHtml(block: MailBlock): string {
  if ("button" in block) {
    return `<p><a href="${escapeHtml(block.href)}" style="${STYLE.button}">${escapeHtml(block.button)}</a></p>`;
  }
  return `<p>${block.lines.map(escapeHtml).join("<br>")}</p>`;
}

function blockText(block: MailBlock): string {
  return "button" in block ? `${block.button}:\n${block.href}` : block.lines.join("\n");
}

/** The whole mail in both parts. `home` is the shop's page in the mail's language (absolute). */
export function mailBody(shop: MailShop, lang: Language, blocks: readonly MailBlock[]): MailBody {
  const home = `${shop.origin}/${lang}`;
  const domain = new URL(shop.origin).host;
  const masthead = shop.logoUrl
    ? `<img src="${escapeHtml(shop.logoUrl)}" alt="${escapeHtml(shop.name)}" style="max-height:48px;max-width:200px;border:0">`
    : `<strong style="font-size:20px">${escapeHtml(shop.name)}</strong>`;
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(shop.name)}</title></head>` +
    `<body style="${STYLE.body}"><div style="${STYLE.card}">` +
    `<p><a href="${escapeHtml(home)}" style="color:inherit;text-decoration:none">${masthead}</a></p>` +
    blocks.map(blockHtml).join("") +
    `</div><p style="${STYLE.footer}">${escapeHtml(shop.name)} · <a href="${escapeHtml(home)}" style="color:inherit">${escapeHtml(domain)}</a></p>` +
    "</body></html>";
  const text = `${shop.name}\n\n${blocks.map(blockText).join("\n\n")}\n\n-- \n${shop.name} · ${home}\n`;
  return { html, text };
}
