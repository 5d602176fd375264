import { redirect } from "react-router";
import type { Route } from "./+types/short-link";
import { getApp } from "~/server/context";
import { resolveShortLink } from "~/server/short-links.server";
import { languageOf } from "~/server/language.server";

/** /{lang}/{alias}: a short link to a CMS page in this language. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return redirect(await resolveShortLink(getApp(context), languageOf(params), params.alias));
}

// A page route, not a resource route: the :lang loader runs too, so an unknown language is the 404 page.
export default function Redirecting() {
  return null;
}
