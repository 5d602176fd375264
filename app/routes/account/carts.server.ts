import { CartId } from "@commerce/contract/cart";
import type { AccountFormAnswer } from "~/domain/account-forms";
import type { FlashMessage } from "~/domain/flash";
import type { Language } from "~/domain/languages";
import type { AppContext } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { answerForm } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { accountFailure, accountPath, askAccount } from "./account.server";

/** The customer's carts (newest change first) and which one the session shops with now. */
export async function loadCarts(app: AppContext, request: Request, language: Language) {
  const carts = await askAccount(app, request, language, () => app.account.carts());
  return { carts, currentCartId: app.session.get("cartId") ?? null };
}

/**
 * POST /{lang}/account/carts { intent: resume, cartId }: that cart becomes the session's cart, so the
 * shopper carries on with it (the mini cart shows it at once). 303 back with a flash, or data.
 */
export async function handleCartsForm(app: AppContext, request: Request, language: Language) {
  const fields = await formFields(request);
  const cartId = CartId.safeParse(fields.cartId);
  const answer = (ok: boolean, message: FlashMessage, status: number) =>
    answerForm<AccountFormAnswer>(request, app, { ok, form: "resume", target: cartId.data ?? null, message }, {
      status,
      redirectTo: accountPath(language, "carts"),
      fallback: accountPath(language, "carts"),
    });
  if (fields.intent !== "resume" || !cartId.success) return answer(false, { kind: "error", key: "account.errors.invalid" }, 400);
  try {
    const resumed = await app.account.resumeCart({ params: { cartId: cartId.data } });
    app.session.set("cartId", resumed.cartId);
    // Another cart: its prices are checked again before the shopper sees them.
    app.session.unset("cartPriceValidatedAt");
    return answer(true, { kind: "success", key: "account.carts.resumed" }, 200);
  } catch (error) {
    if (!(error instanceof CoreApiError) || error.status === 401) throw accountFailure(app, request, language, error);
    if (error.notFound) return answer(false, { kind: "error", key: "account.carts.notFound" }, 404);
    if (error.status >= 500) return answer(false, { kind: "error", key: "account.errors.unavailable" }, 502);
    return answer(false, { kind: "error", key: "account.carts.cannotResume" }, error.status);
  }
}
