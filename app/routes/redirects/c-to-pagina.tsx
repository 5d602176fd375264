import { data, redirect } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/c-to-pagina";
import { isShortLinkAlias } from "~/domain/short-links";
import { languageOf } from "~/server/language.server";

/** c/{slug} is the short form of pagina/{slug}; a slug no CMS page can have is the 404 page at once. */
export function loader({ params }: Route.LoaderArgs) {
  const language = languageOf(params);
  if (!isShortLinkAlias(params.slug)) throw data(null, { status: 404 });
  return redirect(href("/:lang/pagina/:slug", { lang: language, slug: params.slug }), 301);
}

// A page route, not a resource route: the :lang loader runs too, so an unknown language is the 404 page.
export default function Redirecting() {
  return null;
}
