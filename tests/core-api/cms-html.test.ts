import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CmsPage } from "../../commerce/contract/cms";
import { cleanCmsHtml } from "../../commerce/html/clean-html";
import { XSS_PAYLOADS } from "../support/xss-payloads";
import { call, json, TENANT_A } from "./support";

const ALLOWED = ["h2", "h3", "h4", "p", "ul", "ol", "li", "strong", "em", "b", "i", "br", "a", "blockquote"];

/**
 * Why an answer is not plainly safe, or null when it is. Checked without any HTML parser: the answer
 * must be text without "<", and tags from the allow-list written exactly as the cleaner writes them
 * (no attributes, but an href on a link that leads to a web, mail or phone address or a path of the
 * shop). Whatever a browser does with that, it finds no element or attribute that could run script.
 */
function unsafe(html: string): string | null {
  const tokens = html.match(/<[^>]*>|[^<]+/g) ?? [];
  if (tokens.join("") !== html) return "a '<' that does not open a tag";
  for (const token of tokens) {
    if (!token.startsWith("<")) continue;
    const tag = /^<\/?([a-z0-9]+)>$/.exec(token);
    if (tag && ALLOWED.includes(tag[1]!) && !(token.startsWith("</") && tag[1] === "br")) continue;
    const link = /^<a href="([^"<>]*)">$/.exec(token);
    if (!link) return `tag ${token}`;
    const href = link[1]!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    if (!/^(https?:\/\/|mailto:|tel:|\/(?![/\\]))/i.test(href) || /[\s\u0000-\u001f\u007f\\]/.test(href)) return `link ${token}`;
  }
  return null;
}

describe("the CMS HTML cleaner", () => {
  it.each(XSS_PAYLOADS.map((payload, index) => [index, payload]))("payload %i leaves nothing that runs: %s", async (_, payload) => {
    for (const html of [payload, `<p>voor ${payload} na</p>`, `<h2>Titel</h2>${payload}<p>na</p>`, `${payload}${payload}`]) {
      const cleaned = await cleanCmsHtml(html);
      expect(unsafe(cleaned), `${JSON.stringify(html)} → ${JSON.stringify(cleaned)}`).toBeNull();
    }
    // What came before the payload is kept as it was.
    expect(await cleanCmsHtml(`<h2>Titel</h2>${payload}`)).toMatch(/^<h2>Titel<\/h2>/);
  });

  it("never fails and never leaves anything that runs, whatever pieces of markup a text is made of", async () => {
    const piece = fc.constantFrom(
      "<",
      ">",
      "</",
      "/>",
      "<!--",
      "-->",
      "<!",
      "<?",
      "]]>",
      "=",
      '"',
      "'",
      "`",
      " ",
      "\t",
      "\n",
      "\u0000",
      "&",
      "&#",
      "&#x",
      ";",
      "a",
      "p",
      "br",
      "img",
      "svg",
      "math",
      "script",
      "style",
      "textarea",
      "iframe",
      "noscript",
      "plaintext",
      "template",
      "title",
      "href",
      "src",
      "onerror",
      "onclick",
      "style",
      "javascript:",
      "data:",
      "alert(1)",
      "//",
      "/",
      "\\",
      "x",
      "Tekst",
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 40 }), async (pieces) => {
        const html = pieces.join("");
        const cleaned = await cleanCmsHtml(html);
        expect(unsafe(cleaned), `${JSON.stringify(html)} → ${JSON.stringify(cleaned)}`).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps the allowed elements, without their attributes", async () => {
    expect(await cleanCmsHtml('<h2 class="x">Titel</h2><p onclick="evil()">Tekst</p>')).toBe("<h2>Titel</h2><p>Tekst</p>");
    expect(await cleanCmsHtml("<H3 STYLE='color:red'>A</H3><UL><LI>een<LI>twee</UL>")).toBe("<h3>A</h3><ul><li>een<li>twee</li></li></ul>");
    expect(await cleanCmsHtml("<p>regel<br/>regel<br>regel</p>")).toBe("<p>regel<br>regel<br>regel</p>");
    expect(await cleanCmsHtml("<blockquote><em>x</em> <strong>y</strong> <b>z</b> <i>w</i></blockquote>")).toBe(
      "<blockquote><em>x</em> <strong>y</strong> <b>z</b> <i>w</i></blockquote>",
    );
  });

  it("unwraps other elements (their text stays) and drops code with everything inside", async () => {
    expect(await cleanCmsHtml('<div class="x"><p>blijft <span>staan</span></p></div>')).toBe("<p>blijft staan</p>");
    expect(await cleanCmsHtml("<p>a<script>if (a<b) alert(1)</script>b</p>")).toBe("<p>ab</p>");
    expect(await cleanCmsHtml("<p>a<style>p{}</style><iframe src=x>tekst</iframe>b</p>")).toBe("<p>ab</p>");
    expect(await cleanCmsHtml("<p>a</p><svg><p>in svg</p></svg><p>b</p>")).toBe("<p>a</p><p>b</p>");
    expect(await cleanCmsHtml('<p>a<img src="/media/x.jpg" alt="foto">b</p>')).toBe("<p>ab</p>");
    // An element that is never closed takes the rest with it.
    expect(await cleanCmsHtml("<p>a</p><script>alert(1)<p>b</p>")).toBe("<p>a</p>");
  });

  it("closes what the text leaves open, so nothing spills over the rest of the page", async () => {
    expect(await cleanCmsHtml('<p>Zie <a href="/nl/products"><strong>alles')).toBe('<p>Zie <a href="/nl/products"><strong>alles</strong></a></p>');
    expect(await cleanCmsHtml("<ul><li>een<li>twee")).toBe("<ul><li>een<li>twee</li></li></ul>");
  });

  it("drops unfinished tags, comments and doctypes; escapes a '<' that is text", async () => {
    expect(await cleanCmsHtml("<p>hoi <img src=x onerror=alert(1)")).toBe("<p>hoi </p>");
    expect(await cleanCmsHtml('<p>hoi</p><a href="/nl/home')).toBe("<p>hoi</p>");
    expect(await cleanCmsHtml("<p>a<!-- geheim -->b</p><!-- open")).toBe("<p>ab</p>");
    expect(await cleanCmsHtml("<!DOCTYPE html><p>x</p>")).toBe("<p>x</p>");
    expect(await cleanCmsHtml("1 < 2 > 0")).toBe("1 &lt; 2 &gt; 0");
    expect(await cleanCmsHtml("<p>a &lt;b&gt; &amp; c &euro; 5</p>")).toBe("<p>a &lt;b&gt; &amp; c &euro; 5</p>");
    expect(await cleanCmsHtml("")).toBe("");
  });

  it("keeps a link's href only for web, mail and phone addresses and the shop's own paths", async () => {
    const href = async (value: string) => (await cleanCmsHtml(`<a href="${value}" target="_blank">x</a>`)).replace(/>x<\/a>$/, ">");
    expect(await href("/nl/pagina/over-ons")).toBe('<a href="/nl/pagina/over-ons">');
    expect(await href("https://example.com/a?b=1&amp;c=2")).toBe('<a href="https://example.com/a?b=1&amp;c=2">');
    expect(await href("http://example.com/")).toBe('<a href="http://example.com/">');
    expect(await href("mailto:info@noordzee.test")).toBe('<a href="mailto:info@noordzee.test">');
    expect(await href("tel:+31701234567")).toBe('<a href="tel:+31701234567">');
    expect(await href("/&#x6E;l/home")).toBe('<a href="/nl/home">');
    for (const refused of [
      "javascript:alert(1)",
      "//evil.example/",
      "/\\evil.example/",
      "/&#x2f;evil.example",
      "data:text/html,x",
      "ftp://x/",
      "pagina/x",
      "#top",
      "java&Tab;script:x",
      "https://x/&copy;",
    ]) {
      expect(await href(refused), refused).toBe("<a>");
    }
  });

  it("leaves the shops' own CMS texts as they are", async () => {
    const { results } = await env.DB.prepare("SELECT id, text FROM cms_blocks WHERE template = 'TEXT_BLOCK' AND text IS NOT NULL").all<{
      id: number;
      text: string;
    }>();
    expect(results.length).toBeGreaterThan(5);
    for (const block of results) {
      for (const [language, html] of Object.entries(JSON.parse(block.text) as Record<string, string>)) {
        expect(await cleanCmsHtml(html), `block ${block.id} ${language}`).toBe(html);
      }
    }
  });
});

describe("GET ecommerce/cms/pages/{key}", () => {
  it("answers every block's text cleaned", async () => {
    const text = JSON.stringify({
      nl: '<h2 onclick="alert(1)">Nieuw</h2><p>Tekst<script>alert(1)</script></p><img src=x onerror=alert(1)',
      en: '<p><a href="javascript:alert(1)">New</a></p>',
    });
    await env.DB.prepare("INSERT INTO cms_blocks (tenant_id, page_id, template, text, sort_index) VALUES (?1, 101, ?2, ?3, 99)")
      .bind(TENANT_A, "TEXT_BLOCK", text)
      .run();
    await env.DB.prepare("INSERT INTO cms_blocks (tenant_id, page_id, template, text, sort_index) VALUES (?1, 101, ?2, ?3, 98)")
      .bind(TENANT_A, "HERO_IMAGE", JSON.stringify({ nl: "<b>Zomer</b><script>alert(1)</script>" }))
      .run();
    const nl = CmsPage.parse(await json(await call("/ecommerce/cms/pages/home", { language: "nl" })));
    const en = CmsPage.parse(await json(await call("/ecommerce/cms/pages/home", { language: "en" })));
    expect(nl.websiteCmsPageBlocks.find((b) => b.sortIndex === 99)?.text).toBe("<h2>Nieuw</h2><p>Tekst</p>");
    expect(nl.websiteCmsPageBlocks.find((b) => b.sortIndex === 98)?.text).toBe("<b>Zomer</b>");
    expect(en.websiteCmsPageBlocks.find((b) => b.sortIndex === 99)?.text).toBe("<p><a>New</a></p>");
  });
});
