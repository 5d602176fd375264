import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { HOST_B, visit } from "./support";

// The first document carries its route stylesheets inline (ADR 0069): each as a <style> with the
// page's nonce (the policy allows no other) and the file's exact text, beside a disabled <link> of the
// same file that nothing fetches, and no stylesheet <link> that would hold the first paint up.

const headOf = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";

/** The inline route stylesheets of a head: href, nonce and text. */
function inlineStylesheets(head: string) {
  return [...head.matchAll(/<style nonce="([^"]*)" data-href="([^"]+)">([\s\S]*?)<\/style>/g)].map(([, nonce = "", href = "", css = ""]) => ({
    nonce,
    href,
    css,
  }));
}

async function assetText(href: string) {
  return (await env.ASSETS.fetch(new Request(new URL(href, "http://localhost")))).text();
}

describe("the route stylesheets in the document", () => {
  for (const [host, path] of [
    ["localhost", "/nl/home"],
    ["localhost", "/nl/products/linnen-blouse"],
    [HOST_B, "/nl/shopping-bag"],
    [HOST_B, "/en/auth/login"],
  ] as const) {
    it(`${host}${path}: each one inline with the page's nonce and the file's text, none as a stylesheet link`, async () => {
      const response = await visit(path, { host });
      expect(response.status).toBe(200);
      const head = headOf(await response.text());
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      const styles = inlineStylesheets(head);
      // The framework's own stylesheet is on every page, and the route's own after it.
      expect(styles[0]?.href).toMatch(/^\/assets\/framework-[\w-]+\.css$/);
      for (const style of styles) {
        expect(style.nonce, style.href).toBe(nonce);
        expect(style.css, style.href).toBe(await assetText(style.href));
      }
      const links = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
      // Every stylesheet link is a disabled marker of an inline one (never fetched, never blocking).
      for (const link of links) expect(link, link).toMatch(/ disabled=""/);
      const marked = new Set(links.map((link) => /href="([^"]+)"/.exec(link)?.[1]));
      for (const style of styles) expect(marked.has(style.href) && marked.has(style.href.replace(/#$/, "")), style.href).toBe(true);
      expect(head).not.toMatch(/<link rel="preload" as="style"/);
    });
  }
});
