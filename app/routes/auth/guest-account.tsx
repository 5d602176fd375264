import { redirect } from "react-router";
import type { Route } from "./+types/guest-account";
import { authLanguage } from "./auth.server";
import { guestAccountAction } from "./guest-account.server";

/** A form target only (POST from the order confirmation); a GET goes to the shop. */
export function loader({ context, params }: Route.LoaderArgs) {
  throw redirect(`/${authLanguage(params, context)}/home`);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return guestAccountAction(request, context, params);
}
