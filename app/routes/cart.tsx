import { redirect } from "react-router";
import type { Route } from "./+types/cart";
import { getApp } from "~/server/context";
import { languageOf } from "~/server/language.server";
import { handleCartForm } from "./cart.server";

/** GET /{lang}/cart changes nothing: the cart is shown on the shopping bag page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${languageOf(params)}/shopping-bag`);
}

/** The cart form contract (README.md): every cart change is a POST here with an intent. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return handleCartForm(request, getApp(context), languageOf(params));
}

export default function CartRoute() {
  return null;
}
