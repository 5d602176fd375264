import { redirect } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/lang-index";
import { languageOf } from "~/server/language.server";

/** /{lang} leads to the home page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(href("/:lang/home", { lang: languageOf(params) }));
}

// A page route, not a resource route: the :lang loader runs too, so an unknown language is the 404 page.
export default function Redirecting() {
  return null;
}
