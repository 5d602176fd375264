import type { MetaDescriptor } from "react-router";
import { documentTitle } from "~/domain/seo";
import type { ShellData } from "~/chrome/shell";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/**
 * "<page title> | <shop name>" (the name once: documentTitle), plus a description when the page has
 * one. A public page's loader gives its Open Graph tags and structured data (`seo`, built on the server:
 * app/chrome/seo/rules/open-graph.ts); any other page gets the plain og:title and og:description.
 */
export function pageMeta(
  matches: readonly MatchLike[],
  title: string | undefined,
  description?: string | null,
  seo?: readonly MetaDescriptor[],
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.loaderData as ShellData | undefined;
  const store = root?.store.storeName;
  const full = documentTitle(title, store);
  const tags: MetaDescriptor[] = [{ title: full }, ...(seo ?? [{ property: "og:title", content: title ?? full }])];
  if (description) tags.push({ name: "description", content: description });
  if (description && !seo) tags.push({ property: "og:description", content: description });
  if (store) tags.push({ property: "og:site_name", content: store });
  return tags;
}
