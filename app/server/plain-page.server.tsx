import { DEFAULT_LANGUAGE, type Language } from "~/domain/languages";
import { statusText, type StatusTextKey } from "./status-texts.server";
import { renderFragment } from "~/chrome/fragment.server";

type PlainPageKind = "shopNotFound" | "security" | "tooLarge" | "methodNotAllowed" | "badForm" | "notAForm" | "paymentNotFound" | "error" | "unavailable";

const TEXTS: Record<PlainPageKind, { title: StatusTextKey; text: StatusTextKey }> = {
  shopNotFound: { title: "shopNotFound.title", text: "shopNotFound.text" },
  security: { title: "security.crossSiteTitle", text: "security.crossSite" },
  tooLarge: { title: "security.tooLargeTitle", text: "security.tooLarge" },
  methodNotAllowed: { title: "refusals.methodNotAllowedTitle", text: "refusals.methodNotAllowed" },
  badForm: { title: "refusals.title", text: "refusals.badForm" },
  notAForm: { title: "refusals.title", text: "refusals.notAForm" },
  paymentNotFound: { title: "refusals.paymentNotFoundTitle", text: "refusals.paymentNotFound" },
  error: { title: "error.title", text: "error.text" },
  unavailable: { title: "error.unavailableTitle", text: "error.unavailable" },
};

/**
 * A small self-contained page for answers outside any shop (unknown host) or before the router
 * (refused cross-site POST, a method no page serves, a failure in the pipeline): never another
 * tenant's chrome. In the shop's language when the shop is known, else the default language. Its texts
 * come with the code (status-texts.server.ts): this page shows when nothing else can, the translation
 * files included.
 */
export async function plainPage(kind: PlainPageKind, status: number, language: Language = DEFAULT_LANGUAGE): Promise<Response> {
  const title = statusText(language, TEXTS[kind].title);
  const text = statusText(language, TEXTS[kind].text);
  const html = `<!doctype html>${renderFragment(<PlainPage language={language} title={title} text={text} />)}`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
    },
  });
}

const STYLE = "body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1d1d1d;line-height:1.5}h1{font-size:1.75rem}";

/** The page itself: rendered by the one helper for server HTML (ADR 0052), every text escaped by React. */
function PlainPage({ language, title, text }: { language: Language; title: string; text: string }) {
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          <p>{text}</p>
        </main>
      </body>
    </html>
  );
}
