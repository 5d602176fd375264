import { type ReactNode, useRef } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirectDocument,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useParams,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { FlashMessage } from "~/components/layout/FlashMessage";
import * as footerCss from "~/chrome/footer/footer.css";
import { Header } from "~/chrome/header/Header";
import { OpenOrderNotice } from "~/components/layout/OpenOrderNotice";
import { HelpWidgets } from "~/chrome/widgets/HelpWidgets";
import { Promotions } from "~/chrome/promo/Promotions";
import { useServerForms } from "~/components/forms/server-forms";
import { UspStrip } from "~/chrome/widgets/UspStrip";
import { isCheckoutFlow } from "~/domain/navigation";
import { ErrorPage, NotFoundPage, RefusedPage, refusedPageTexts } from "~/components/layout/StatusPages";
import { DEFAULT_LANGUAGE, isLanguage, languageOfParams } from "~/domain/languages";
import { documentTitle, languageLinks } from "~/domain/seo";
import { ensureMessages, I18nProvider, textsFor, translate, useT } from "~/i18n";
import { getApp } from "~/server/context";
import { languageMiddleware } from "~/server/i18n.server";
import { responseMiddleware } from "~/server/response-middleware.server";
import { loadRoot } from "~/server/root.server";
import type { ShellData } from "~/chrome/shell";
import type { FormAnswer } from "~/forms/form";
import * as layout from "~/components/layout/layout.css";
import "~/styles/global.css";
// The styles of the HTML the root loader renders (cookie banner, newsletter popup and signup:
// app/chrome/overlays/render.server.tsx; promo bar and banners: promo/render.server.tsx) — their stylesheets, without their code.
import "~/chrome/overlays/overlays.css";
import "~/chrome/promo/promo.css";
// The shadow bar's (rendered by the root loader too: overlays/render.server.tsx).
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
  if (!(await ensureMessages(data.language, data.messagesUrl))) {
    const url = new URL(request.url);
    throw redirectDocument(`${url.pathname}${url.search}`);
  }
  return data;
}

/** The chrome changes only with the language or after a change of state (a form post). */
export function shouldRevalidate({ currentParams, nextParams, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentParams.lang !== nextParams.lang) return true;
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return false;
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
        {data ? <link rel="preload" href={data.messagesUrl} as="fetch" crossOrigin="anonymous" /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {data ? <LanguageLinks data={data} /> : null}
        {data ? <ThemeStyle css={data.themeCss} nonce={nonce} /> : null}
        <Links />
      </head>
      <body onSubmit={postServerForm}>
        <I18nProvider language={isLanguage(language) ? language : DEFAULT_LANGUAGE}>{data ? <Chrome data={data}>{children}</Chrome> : children}</I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Chrome({ data, children }: { data: ShellData; children: ReactNode }) {
  return (
    <>
      <a className={layout.skipLink} href="#main">
        <SkipText />
      </a>
      {/* Not lazy: a streamed Suspense boundary needs JavaScript to show, and the bar must show without. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the shadow bar as the root loader rendered it (React on the server, ADR 0025). */}
      {data.shadowBar ? <div dangerouslySetInnerHTML={{ __html: data.shadowBar }} /> : null}
      {data.promotions ? <Promotions promo={data.promotions} /> : null}
      <Header data={data} />
      {data.usps ? <UspStrip html={data.usps} /> : null}
      {data.flash ? <FlashMessage message={data.flash} /> : null}
      <OpenOrder order={data.openOrder} />
      <main id="main" className={layout.main} tabIndex={-1}>
        {children}
      </main>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the footer as the root loader rendered it (React on the server, ADR 0025). */}
      <footer className={footerCss.footer} dangerouslySetInnerHTML={{ __html: data.overlays.footer }} />
      <HelpWidgets sticky={data.stickyHelp} launcher={data.partnerLauncher} />
      <Overlays data={data} />
    </>
  );
}

function SkipText() {
  return <>{useT()("common.skipToContent")}</>;
}

/** Canonical and alternate-language links, recomputed on every navigation. */
function LanguageLinks({ data }: { data: ShellData }) {
  const { pathname } = useLocation();
  const current = isLanguage(data.language) ? data.language : DEFAULT_LANGUAGE;
  const { canonical, alternates } = languageLinks(data.origin, pathname, data.languages, current, data.defaultLanguage);
  return (
    <>
      <link rel="canonical" href={canonical} />
      {alternates.map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
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

/** The tenant's colours as the theme's custom properties (built by the root loader). */
function ThemeStyle({ css, nonce }: { css: string; nonce: string | undefined }) {
  return <style nonce={nonce}>{css}</style>;
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

/** The open-order notice, except in the checkout flow (where the shopper is paying already). */
function OpenOrder({ order }: { order: ShellData["openOrder"] }) {
  const { pathname } = useLocation();
  if (!order || isCheckoutFlow(pathname)) return null;
  return <OpenOrderNotice order={order} />;
}

/**
 * One overlay at a time, as HTML from the root loader (app/chrome/overlays/render.server.tsx: plain forms, no
 * code in the shell): the cookie banner until the shopper chose, then the newsletter popup — which the
 * loader leaves out on the pages it never covers, and which goes away here when a client navigation
 * enters the checkout flow. With JavaScript their forms post as fetchers (Layout's onSubmit).
 */
function Overlays({ data }: { data: ShellData }) {
  const { pathname } = useLocation();
  const { consentBanner, newsletterPopup } = data.overlays;
  const html = consentBanner ?? (isCheckoutFlow(pathname) ? null : newsletterPopup);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, rendered by React on the server (overlays/render.server.tsx).
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
