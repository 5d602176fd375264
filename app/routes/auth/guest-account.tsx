import { redirect } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/guest-account";
import { ORDER_TOKEN_HEADER } from "@commerce/contract/checkout";
import type { FieldErrors } from "~/forms/form";
import { GuestAccountForm, newPasswordErrors } from "~/forms/auth";
import { shopSignIn, startSignedInSession } from "~/server/auth.server";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { type SignedInTokens, SignInServiceError } from "~/server/firebase.server";
import { answerForm, isFetcherRequest } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { refusedAttempt } from "~/server/rate-limit.server";
import { accountHome, authLanguage } from "./auth.server";

/** The form's name (the order confirmation's GuestAccountForm asks for its answer by it). */
const GUEST_ACCOUNT_FORM = "guest-account";

/** A form target only (POST from the order confirmation); a GET goes to the shop. */
export function loader({ context, params }: Route.LoaderArgs) {
  throw redirect(href("/:lang/home", { lang: authLanguage(params, context) }));
}

/**
 * A guest makes an account from the order confirmation: a password is all it takes, the e-mail is
 * the order's. Only the browser that placed the order can (it holds the order's access token).
 * Answers like every small form: data for a fetcher, flash + 303 without JavaScript.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const app = getApp(context);
  const language = authLanguage(params, context);
  const values = await formFields(request);
  const back = { redirectTo: values.redirectTo, fallback: href("/:lang/home", { lang: language }) };
  const refuse = (status: number, key: string, errors: FieldErrors = {}) =>
    answerForm(request, app, { ok: false, form: GUEST_ACCOUNT_FORM, message: { kind: "error", key }, errors }, { status, ...back });

  const parsed = GuestAccountForm.safeParse(values);
  if (!parsed.success) {
    const { errors } = newPasswordErrors(parsed.error);
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

  // The core API makes the account (the shop's tenant allows no sign-up, ADR 0050), then the guest signs in.
  let tokens: SignedInTokens;
  try {
    await app.account.guestSignInAccount({ headers: orderHeaders, body: { orderId, password } });
    tokens = await shopSignIn(app).signInWithPassword(order.email, password);
  } catch (error) {
    if (error instanceof CoreApiError) {
      if (error.status === 400) return refuse(400, "auth.errors.newPassword", { password: { key: "auth.errors.newPassword" } });
      if (error.notFound) return refuse(404, "auth.errors.guestAccountUnavailable");
      if (error.status === 409) return refuse(409, "auth.errors.accountExists");
      if (error.status === 503 || error.timedOut) return refuse(503, "auth.unavailable");
      throw error;
    }
    if (!(error instanceof SignInServiceError)) throw error;
    if (error.unavailable) return refuse(503, "auth.unavailable");
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
    { ok: true, form: GUEST_ACCOUNT_FORM, message: welcome },
    { status: 200, redirectTo: accountHome(language), fallback: accountHome(language) },
  );
}
