import { redirect } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/index";
import { ACCOUNT_HOME } from "~/domain/routing";
import { languageOf } from "~/server/language.server";

/** account leads to account/gegevens. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(href(`/:lang/account/${ACCOUNT_HOME}`, { lang: languageOf(params) }));
}

// A page route, not a resource route: the :lang loader runs too, so an unknown language is the 404 page.
export default function Redirecting() {
  return null;
}
