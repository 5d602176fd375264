import { type ReactNode, useRef } from "react";
import {
  isRouteErrorResponse,
  Meta,
  Outlet,
  redirectDocument,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useParams,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { FlashMessage } from "~/components/layout/FlashMessage";
import * as footerCss from "~/chrome/footer/footer.css";
import { Header } from "~/chrome/header/Header";
import { Stylesheets } from "~/components/layout/Stylesheets";
import { HelpWidgets } from "~/chrome/widgets/HelpWidgets";
import { Promotions } from "~/chrome/promo/Promotions";
import { useServerForms } from "~/components/forms/server-forms";
import { UspStrip } from "~/chrome/widgets/UspStrip";
import { ErrorPage, NotFoundPage, RefusedPage, refusedPageTexts } from "~/components/layout/StatusPages";
import { DEFAULT_LANGUAGE, isLanguage, languageOfParams } from "~/domain/languages";
import { documentTitle } from "~/domain/seo";
import { LanguageLinks } from "~/chrome/seo/LanguageLinks";
import { ensureMessages, I18nProvider, textsFor, translate, useT } from "~/i18n";
import { getApp } from "~/server/context";
import { languageMiddleware } from "~/server/i18n.server";
import { responseMiddleware } from "~/server/response-middleware.server";
import { loadRoot } from "~/server/root.server";
import type { ShellData } from "~/chrome/shell";
import type { FormAnswer } from "~/forms/form";
import * as layout from "~/components/layout/layout.css";
import "~/styles/global.css";
import { useFragment, useFragmentsForPage } from "~/chrome/fragments";
// The styles of the chrome's server fragments (cookie banner, newsletter popup and signup:
// app/chrome/overlays/render.server.tsx; promo bar and banners: promo/render.server.tsx; the shadow
// bar; the open-order strip) — their stylesheets, without their code (ADR 0052).
import "~/chrome/fragments.css";
import "~/chrome/overlays/overlays.css";
import "~/chrome/promo/promo.css";
import "~/chrome/open-order/open-order.css";
import "~/chrome/overlays/shadow-bar.css";

/**
 * Cookies, security and cache headers on every answer of the router (first, so it sees them all); the
 * route for the access log; then the language (core-API answers come in it).
 */
export const middleware: Route.MiddlewareFunction[] = [
  responseMiddleware,
  async ({ context, pattern }, next) => {
    getApp(context).info.routePattern = pattern;
    return next();
  },
  languageMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRoot(request, context);
}

/**
 * Before a client navigation renders (a language switch), its language's texts are fetched; if they
 * cannot be, the page is loaded as a document instead (the server renders the texts).
 */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  // The page as the browser asked for it (this origin's: a document redirect and the fragments' fetch take it whole).
  const page = request.url;
  if (!(await ensureMessages(data.language, data.messagesUrl))) throw redirectDocument(page);
  // The chrome's fragments are the document's, in its language (ADR 0052): another language fills them anew.
  if (data.language !== document.documentElement.lang) {
    const filled = await import("~/chrome/fragments.client").then((m) => m.refillFragments(page)).catch(() => false);
    if (!filled) throw redirectDocument(page);
  }
  return data;
}

/**
 * The chrome changes only with the language, after a change of state (a form post), or in an editor's
 * preview that takes its theme again (previewThemeCache: ~/chrome/preview/theme-preview.client.ts, ADR
 * 0060; a search that holds the word revalidates too, harmlessly), and when revalidated where it stands
 * (another tab's change: ~/chrome/sync/tabs.client.ts, ADR 0066). Written as one expression: the
 * shell's every byte counts (tests/budget).
 */
export function shouldRevalidate({ currentParams, nextParams, currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (
    currentParams.lang !== nextParams.lang ||
    nextUrl.search.includes("Theme") ||
    ((currentUrl.href === nextUrl.href || (!!formMethod && formMethod !== "GET")) && defaultShouldRevalidate)
  );
}

/**
 * The title of error pages (404 and others), and of any page that sets none. Error titles are there even
 * when the root loader could not run (the server's compiled-in texts, status-texts.server.ts).
 */
export const meta: Route.MetaFunction = ({ error, loaderData, params }) => {
  const shop = loaderData?.store.storeName;
  const status = isRouteErrorResponse(error) ? error.status : error ? 500 : null;
  if (status === null) return [{ title: documentTitle(undefined, shop) }];
  const language = loaderData?.language ?? languageOfParams(params);
  const refused = isRouteErrorResponse(error) ? refusedPageTexts(error.status, null) : null;
  const key = status === 404 ? "notFound.title" : (refused?.title ?? "error.title");
  return [{ title: documentTitle(translate(language, textsFor(language), key), shop) }, { name: "robots", content: "noindex" }];
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<ShellData>("root");
  // Without the root loader's data (it failed: the error page) the url still says which language.
  const params = useParams();
  const language = data?.language ?? languageOfParams(params);
  // The forms in the server's HTML (cookie banner, newsletter popup and signups, promotions) post as fetchers.
  const postServerForm = useServerForms();
  const nonce = useDocumentNonce(data?.nonce);
  return (
    <html lang={language} data-messages={data?.messagesUrl}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The browser's bar colour (the store's theme_color) and the shop's web app manifest (ADR 0065): from the server only, like the preloads below. */}
        {import.meta.env.SSR && data ? (
          <>
            <meta name="theme-color" content={data.themeColor} />
            <link rel="manifest" href={`/${data.language}/manifest.webmanifest`} />
          </>
        ) : null}
        {/* The first answer's preload of the texts, from the server only: React hoists it and never
            matches it in hydration, and later the browser asks for what it needs itself. Only the
            hydration reads them: at low priority, like its scripts (ADR 0080). */}
        {import.meta.env.SSR && data ? <link rel="preload" href={data.messagesUrl} as="fetch" crossOrigin="anonymous" fetchPriority="low" /> : null}
        {/* No frame before the rows above the content are parsed (Chromium; ADR 0078): on a home with a
            hero the selling points, a message and the open-order strip stand above the header, but come
            after it in the page, so a frame painted before them showed the header higher up. From the
            server only: it means something while the document is parsed. */}
        {import.meta.env.SSR && data ? <link rel="expect" href={`#${ABOVE_MAIN_ID}`} blocking="render" /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* From the server only: after a client navigation the header's browser code sets them for the new page (ADR 0072). */}
        {import.meta.env.SSR ? <LanguageLinks /> : null}
        {data ? <ThemeStyle nonce={nonce} /> : null}
        <Stylesheets nonce={nonce} />
      </head>
      <body onSubmit={postServerForm}>
        <I18nProvider language={isLanguage(language) ? language : DEFAULT_LANGUAGE}>{data ? <Chrome data={data}>{children}</Chrome> : children}</I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The last of the rows above `<main>` (the open-order strip's slot): the first frame waits for it. */
const ABOVE_MAIN_ID = "above-main";

function Chrome({ data, children }: { data: ShellData; children: ReactNode }) {
  const t = useT();
  useFragmentsForPage();
  return (
    <>
      <a className={layout.skipLink} href="#main">
        {t("common.skipToContent")}
      </a>
      {/* The chrome's server fragments fill their slots once, in the HTML only (~/chrome/fragments.tsx, ADR 0052). */}
      {/* The shadow bar: Stop is a plain form, the same with and without JavaScript. */}
      <div {...useFragment("shadowBar")} />
      <Promotions />
      <Header data={data} />
      <UspStrip />
      {data.flash ? <FlashMessage message={data.flash} /> : null}
      <div id={ABOVE_MAIN_ID} {...useFragment("openOrder")} />
      <main id="main" className={layout.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={footerCss.footer} {...useFragment("footer")} />
      <HelpWidgets />
      {/*
       * One overlay at a time, the server's overlay fragment (app/chrome/overlays/render.server.tsx: plain
       * forms, no code in the shell): the cookie banner until the shopper chose, then the newsletter popup —
       * which the server leaves out on the pages it never covers, and which is hidden after a client
       * navigation to one (its data-hide, useFragmentsForPage). With JavaScript their forms post as fetchers
       * (Layout's onSubmit) and answer with the overlay as it is then (~/components/forms/server-forms.client.ts).
       */}
      <div {...useFragment("overlay")} />
    </>
  );
}

/**
 * The nonce of the answer that made this document: its Content-Security-Policy knows that one only. Every
 * revalidation of the root loader (after a form post) answers with a fresh nonce; given to the theme's
 * <style>, the browser drops the shop's styles as a CSP violation (issue 19). So the first one stays.
 */
function useDocumentNonce(nonce: string | undefined): string | undefined {
  const kept = useRef(nonce);
  kept.current ??= nonce;
  return kept.current;
}

/** The tenant's colours as the theme's custom properties: the server's theme fragment (checked values, ~/chrome/css.ts). */
function ThemeStyle({ nonce }: { nonce: string | undefined }) {
  return <style nonce={nonce} {...useFragment("theme")} />;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const refused = isRouteErrorResponse(error) ? refusedPageTexts(error.status, (error.data as Partial<FormAnswer> | null)?.message?.key) : null;
  if (refused) return <RefusedPage {...refused} />;
  return <ErrorPage />;
}
