import { redirect } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/root-redirect";
import { getApp } from "~/server/context";

/** The root path leads to the shop's default language (nl). */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(href("/:lang", { lang: getApp(context).tenant.defaultLanguage }));
}

// A page route, not a resource route: the :lang loader runs too, so an unknown language is the 404 page.
export default function Redirecting() {
  return null;
}
