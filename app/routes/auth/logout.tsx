import { redirect } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/logout";
import { clearSession } from "~/server/auth.server";
import { getApp } from "~/server/context";
import { backTo } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { authLanguage } from "./auth.server";

/** Signing out is a POST; a GET (a typed url, a prefetch) changes nothing and goes home. */
export function loader({ context, params }: Route.LoaderArgs) {
  throw redirect(href("/:lang", { lang: authLanguage(params, context) }));
}

/**
 * Sign-out (POST only): a clean, empty session, and the sign-in session ends in the core API — a copy
 * of the cookie taken before opens nothing afterwards (ADR 0009). Stopping a shadow session also ends
 * it at the core API (which logs who stopped when) and reloads the page the staff member was on.
 * Nothing to refuse, so no answer: always a 303 with the message in the flash.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const app = getApp(context);
  const home = href("/:lang/home", { lang: authLanguage(params, context) });
  const fields = await formFields(request);
  const shadow = app.session.get("shadow");
  const customer = app.customer;
  if (shadow && customer) {
    await app.shadow.stop({ params: { id: shadow.sessionId } }).catch((error: unknown) => app.log.warn("shadow.stop-failed", { error: String(error) }));
    app.log.info("shadow.stop", { staffId: shadow.staffId, customer: customer.id, sessionId: shadow.sessionId, at: new Date().toISOString() });
  }
  await clearSession(app);
  app.flash.set({ kind: "info", key: shadow ? "shadow.stopped" : "auth.signedOut" });
  throw redirect(shadow ? backTo(request, fields.redirectTo, home) : home, 303);
}
