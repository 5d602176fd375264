import { createContext, type HTMLAttributes, use, useLayoutEffect } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { productIdFromPath, shownOnPage } from "./promo/promo";

// The chrome's server HTML, carried once (ADR 0052). The server renders each fragment (footer, USP
// strip, promotions, widgets, overlay, shadow bar, the theme's style) once per document and gives it
// to the document's render through this context (app/entry.server.tsx), not through the root's loader
// data: the HTML carries it, the hydration data does not. In the browser there is no provider: a slot
// renders empty with unchanged props on every render, so React never rewrites what the server filled
// in (suppressHydrationWarning for the first render), and client navigations keep it. A language
// switch loads the document again (root.tsx's clientLoader); a form inside swaps its own part in
// (~/components/forms/server-forms.client.ts).

export type FragmentName = "theme" | "shadowBar" | "promo" | "header" | "openOrder" | "usps" | "footer" | "widgets" | "overlay";
export type Fragments = Partial<Record<FragmentName, string>>;

export const FragmentsContext = createContext<Fragments | null>(null);

/** The same object every render: React compares the old and new __html and writes nothing. */
const KEEP = { __html: "" };

/** A slot's props: on the server the fragment's HTML, in the browser what is there already. */
export function useFragment(name: FragmentName): HTMLAttributes<HTMLElement> & { "data-fragment": string } {
  const html = use(FragmentsContext)?.[name];
  return { "data-fragment": name, suppressHydrationWarning: true, dangerouslySetInnerHTML: html ? { __html: html } : KEEP };
}

/**
 * After a client navigation (the root loader does not run again), each part of a fragment that shows
 * on some pages only — a widget, the popup (data-hide: a regular expression over the path), a promo
 * candidate (data-products, data-variant: promo.ts) — is shown or hidden for the new page, before paint.
 * The server rendered the first page's the same way.
 */
export function useFragmentsForPage() {
  const { pathname, search } = useLocation();
  // Product urls here are /products/{slug} (no id): then the product page's own data names the product.
  const detail = useRouteLoaderData("routes/products/detail") as { product?: { id: number } } | undefined;
  const productId = productIdFromPath(pathname) ?? detail?.product?.id ?? null;
  useLayoutEffect(() => {
    for (const part of document.querySelectorAll<HTMLElement>("[data-hide],[data-products],[data-variant]")) {
      const { hide } = part.dataset;
      part.hidden = hide ? new RegExp(hide).test(pathname) : !shownOnPage(part.dataset, productId, pathname + search);
    }
  }, [pathname, search, productId]);
}
