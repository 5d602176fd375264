import { createContext, type HTMLAttributes, use } from "react";

// The chrome's server HTML, carried once (ADR 0052). The server renders each fragment (footer, USP
// strip, promotions, widgets, overlay, shadow bar, the theme's style) once per document and gives it
// to the document's render through this context (app/entry.server.tsx), not through the root's loader
// data: the HTML carries it, the hydration data does not. In the browser there is no provider: a slot
// renders empty with unchanged props on every render, so React never rewrites what the server filled
// in (suppressHydrationWarning for the first render), and client navigations keep it. A language
// switch loads the document again (root.tsx's clientLoader); a form inside swaps its own part in
// (~/components/forms/server-forms.client.ts).

export type FragmentName = "theme" | "shadowBar" | "promo" | "usps" | "footer" | "widgets" | "overlay";
export type Fragments = Partial<Record<FragmentName, string>>;

export const FragmentsContext = createContext<Fragments | null>(null);

/** The same object every render: React compares the old and new __html and writes nothing. */
const KEEP = { __html: "" };

/** A slot's props: on the server the fragment's HTML, in the browser what is there already. */
export function useFragment(name: FragmentName): HTMLAttributes<HTMLElement> & { "data-fragment": string } {
  const html = use(FragmentsContext)?.[name];
  return { "data-fragment": name, suppressHydrationWarning: true, dangerouslySetInnerHTML: html ? { __html: html } : KEEP };
}
