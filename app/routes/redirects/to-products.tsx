import { redirect } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/to-products";
import { languageOf } from "~/server/language.server";

/** webshop, shop/all, shop/basics and shop/musthaves are old names of the product overview. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(href("/:lang/products", { lang: languageOf(params) }), 301);
}

// A page route, not a resource route: the :lang loader runs too, so an unknown language is the 404 page.
export default function Redirecting() {
  return null;
}
