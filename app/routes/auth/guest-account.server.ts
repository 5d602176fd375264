import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { text } from "@commerce/contract/fields";
import { ORDER_TOKEN_HEADER } from "@commerce/contract/checkout";
import { fieldErrors } from "~/forms/form";
import { shopSignIn, startSignedInSession } from "~/server/auth.server";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { type SignedInTokens, SignInServiceError } from "~/server/firebase.server";
import { answerForm, isFetcherRequest } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { refusedAttempt } from "~/server/rate-limit.server";
import { accountHome, authLanguage } from "./auth.server";
import { NewPassword } from "./reset.server";

export const GuestAccountForm = z.object({ orderId: text().min(1).max(64) }).and(NewPassword);

/**
 * A guest makes an account from the order confirmation: a password is all it takes, the e-mail is
 * the order's. Only the browser that placed the order can (it holds the order's access token).
 * Answers like every small form: data for a fetcher, flash + 303 without JavaScript.
 */
export async function guestAccountAction(request: Request, context: Readonly<RouterContextProvider>, params: { lang?: string }) {
  const app = getApp(context);
  const language = authLanguage(params, context);
  const values = await formFields(request);
  const back = { redirectTo: values.redirectTo, fallback: `/${language}/home` };
  const refuse = (status: number, key: string, errors: Record<string, { key: string }> = {}) =>
    answerForm(request, app, { ok: false, form: "guest-account", message: { kind: "error", key }, errors }, { status, ...back });

  const parsed = GuestAccountForm.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, { password: "auth.errors.newPassword", confirm: "auth.errors.confirm" });
    return refuse(400, errors.password?.key ?? errors.confirm?.key ?? "auth.errors.invalid", errors);
  }
  const { orderId, password } = parsed.data;
  const placed = (app.session.get("orders") ?? []).find((order) => order.id === orderId);
  if (!placed || app.customer) return refuse(404, "auth.errors.guestAccountUnavailable");
  const orderHeaders = { [ORDER_TOKEN_HEADER]: placed.token };
  const order = await app.orders.get({ params: { publicId: orderId }, headers: orderHeaders }).catch(() => null);
  if (!order) return refuse(404, "auth.errors.guestAccountUnavailable");
  const limited = await refusedAttempt(app, request, "invite", order.email);
  if (limited) return refuse(429, limited);

  let tokens: SignedInTokens;
  try {
    tokens = await shopSignIn(app).signUp(order.email, password);
  } catch (error) {
    if (!(error instanceof SignInServiceError)) throw error;
    if (error.unavailable) return refuse(503, "auth.unavailable");
    if (error.code === "WEAK_PASSWORD") return refuse(400, "auth.errors.newPassword", { password: { key: "auth.errors.newPassword" } });
    return refuse(409, "auth.errors.accountExists");
  }
  try {
    await app.account.fromGuestOrder({ headers: orderHeaders, idToken: tokens.idToken, body: { orderId } });
  } catch (error) {
    if (error instanceof CoreApiError && error.status < 500) return refuse(409, "auth.errors.accountExists");
    throw error;
  }
  const customer = await startSignedInSession(app, tokens);
  if (!customer) return refuse(409, "auth.errors.accountExists");
  app.log.info("auth.guest-account", { customer: customer.id });
  // The confirmation page no longer offers the form once signed in: the welcome comes as a flash,
  // with and without JavaScript (the fetcher's revalidation shows it).
  const welcome = { kind: "success" as const, key: "auth.guestAccountCreated", values: { name: customer.firstName } };
  if (isFetcherRequest(request)) app.flash.set(welcome);
  return answerForm(
    request,
    app,
    { ok: true, form: "guest-account", message: welcome },
    { status: 200, redirectTo: accountHome(language), fallback: accountHome(language) },
  );
}
