import { redirect } from "react-router";
import type { Route } from "./+types/step";
import { checkoutStep } from "@commerce/rules/checkout-steps";
import { languageOf } from "~/server/language.server";
import { checkoutPath } from "./checkout.server";

/**
 * checkout/{anything else}: the five steps are routes of their own (steps/*.tsx); an unknown step is
 * step one (spec §4), so its url sends the shopper there — a post with 303, so the browser asks again.
 */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(checkoutPath(languageOf(params), checkoutStep(params.step)));
}

export function action({ params }: Route.ActionArgs) {
  throw redirect(checkoutPath(languageOf(params), checkoutStep(params.step)), 303);
}
