import { redirect } from "react-router";
import type { Route } from "./+types/c-to-pagina";
import { languageOf } from "~/server/language.server";

/** c/{slug} is the short form of pagina/{slug}. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${languageOf(params)}/pagina/${encodeURIComponent(params.slug)}`, 301);
}

// A page route, not a resource route: the :lang loader runs too, so an unknown language is the 404 page.
export default function Redirecting() {
  return null;
}
