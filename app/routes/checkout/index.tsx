import { redirect } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/index";
import { FIRST_CHECKOUT_STEP } from "@commerce/rules/checkout-steps";
import { languageOf } from "~/server/language.server";

/** checkout (empty step) leads to checkout/gegevens. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(href("/:lang/checkout/:step", { lang: languageOf(params), step: FIRST_CHECKOUT_STEP }));
}

// A page route, not a resource route: the :lang loader runs too, so an unknown language is the 404 page.
export default function Redirecting() {
  return null;
}
