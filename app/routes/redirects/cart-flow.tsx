import { redirect } from "react-router";
import { CART_FLOW_PAGES } from "~/domain/navigation";
import type { Route } from "./+types/cart-flow";
import { languageOf } from "~/server/language.server";

/** /cart-summary, /cart-do-payment, … (the chrome spec's names of the checkout flow) lead to our own step, query kept. */
export function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const name =
    url.pathname
      .split("/")
      .filter(Boolean)[1]
      ?.replace(/\.data$/, "") ?? "";
  const target = CART_FLOW_PAGES[name] ?? "checkout";
  return redirect(`/${languageOf(params)}/${target}${url.search}`, 301);
}

// A page route, not a resource route: the :lang loader runs too, so an unknown language is the 404 page.
export default function Redirecting() {
  return null;
}
