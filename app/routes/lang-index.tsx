import { redirect } from "react-router";
import type { Route } from "./+types/lang-index";
import { languageOf } from "~/server/language.server";

/** /{lang} leads to the home page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${languageOf(params)}/home`);
}

// A page route, not a resource route: the :lang loader runs too, so an unknown language is the 404 page.
export default function Redirecting() {
  return null;
}
