import { redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { text } from "@commerce/contract/fields";
import type { ShadowStarted } from "@commerce/contract/customers";
import { clearSession, shopSignIn, startSignedInSession } from "~/server/auth.server";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { formFields } from "~/server/forms.server";
import { refusedAttempt } from "~/server/rate-limit.server";
import { authLanguage, refuse } from "./auth.server";

const ShadowForm = z.object({ token: text().min(1).max(2048) });

/** The link only opens a page with a button: a GET never uses up the single-use link (link previews). */
export function shadowLoader(request: Request, context: Readonly<RouterContextProvider>, params: { lang?: string }) {
  const token = new URL(request.url).searchParams.get("token");
  return { language: authLanguage(params, context), token: token && token.length <= 2048 ? token : null };
}

/**
 * Starts a shadow session: the core API checks the link (signature, 15 minutes, this shop, single
 * use) and logs the start; the storefront signs in as the customer with the custom token that names
 * the staff member, and marks the session as shadow. Any refusal gets one clear message.
 */
export async function shadowAction(request: Request, context: Readonly<RouterContextProvider>, params: { lang?: string }) {
  const app = getApp(context);
  const language = authLanguage(params, context);
  const parsed = ShadowForm.safeParse(await formFields(request));
  if (!parsed.success) return refuse(400, { form: "auth.errors.shadowInvalid" });
  const limited = await refusedAttempt(app, request, "shadow");
  if (limited) return refuse(429, { form: limited });
  let started: ShadowStarted;
  try {
    // Whoever is signed in on this browser does not speak for the link: it signs in someone else.
    started = await app.shadow.consume({ idToken: null, body: { token: parsed.data.token } });
  } catch (error) {
    if (error instanceof CoreApiError && error.status < 500) {
      app.log.warn("shadow.refused", { status: error.status });
      return refuse(error.status === 400 ? 404 : error.status, { form: "auth.errors.shadowInvalid" });
    }
    throw error;
  }
  // Whoever was signed in on this browser is signed out first (their session ends): a shadow session stands alone.
  await clearSession(app);
  const tokens = await shopSignIn(app).signInWithCustomToken(started.customToken);
  if (tokens.verified.impersonatedBy !== started.staff.id) return refuse(403, { form: "auth.errors.shadowInvalid" });
  const shadow = { sessionId: started.sessionId, staffId: started.staff.id, staffName: started.staff.name };
  const customer = await startSignedInSession(app, tokens, shadow);
  if (!customer) return refuse(404, { form: "auth.errors.shadowInvalid" });
  app.log.info("shadow.start", { staffId: shadow.staffId, customer: customer.id, sessionId: shadow.sessionId, at: new Date().toISOString() });
  throw redirect(`/${language}/home`, 303);
}
