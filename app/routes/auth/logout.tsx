import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { authLanguage } from "./auth.server";
import { logoutAction } from "./logout.server";

/** Signing out is a POST; a GET (a typed url, a prefetch) changes nothing and goes home. */
export function loader({ context, params }: Route.LoaderArgs) {
  throw redirect(`/${authLanguage(params, context)}`);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return logoutAction(request, context, params);
}
