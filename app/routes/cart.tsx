import { redirect } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/cart";
import { type CartAnswer, parseCartForm } from "~/forms/cart";
import { cartMessage, cartStatus, changeCart } from "~/server/cart.server";
import { forgetShownProduct } from "~/server/catalogue.server";
import { getApp } from "~/server/context";
import { answerForm, backTo, isFetcherRequest } from "~/server/form-answer.server";
import { promoBannerPart } from "~/chrome/promo/load.server";
import { serverT } from "~/server/t.server";
import { formFieldsWithLists } from "~/server/forms.server";
import { languageOf } from "~/server/language.server";

// The cart form contract (README.md): every cart change is a POST here with an intent; the form's
// schema is app/forms/cart.ts, and every page posts it with the one CartForm (components/cart).

/** GET /{lang}/cart changes nothing: the cart is shown on the shopping bag page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(href("/:lang/shopping-bag", { lang: languageOf(params) }));
}

/**
 * POST /{lang}/cart. With JavaScript (a fetcher) it answers data: the new cart and the message.
 * Without it, 303 back to redirectTo or the page the form was on, the message in a flash.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const { fields, lists } = await formFieldsWithLists(request, ["variantIds"]);
  const { action, redirectTo } = parseCartForm(fields, lists.variantIds);
  const change = action ? await changeCart(app, action) : null;
  if (change && !change.ok && change.error.body?.error.code === "insufficient_stock") {
    // The page offered what is gone: it must not keep offering it to the next shopper.
    await forgetShownProduct(app, backTo(request, redirectTo, ""));
  }
  const answer: CartAnswer = { ok: change?.ok ?? false, form: "cart", cart: change?.ok ? change.cart : null, message: cartMessage(action, change) };
  // A promo banner's form (ADD_PROMOCODE, its remove): the banner again, with the cart's code as it is now.
  const bannerId = Number(fields.banner);
  const withBanner =
    Number.isSafeInteger(bannerId) && bannerId > 0 && isFetcherRequest(request)
      ? { ...answer, part: await promoBannerPart(app, request, { language, t: serverT(context), bannerId, url: backTo(request, redirectTo, "") }, answer) }
      : answer;
  return answerForm(request, app, withBanner, {
    status: cartStatus(change),
    redirectTo,
    fallback: href("/:lang/shopping-bag", { lang: language }),
  });
}

/**
 * With JavaScript, offline (ADR 0065): the post never left, and the form that was used says that a change
 * of the bag needs a connection — nothing changed, nothing is lost, no error page. The 503 keeps the page's
 * data from being fetched again (React Router revalidates after a 4xx/5xx answer only when a route asks);
 * a Response rather than data(): that helper would be one more name every page's framework file exports.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (navigator.onLine && !(error instanceof TypeError)) throw error;
    const answer: CartAnswer = { ok: false, form: "cart", cart: null, message: { kind: "error", key: "offline.cartNeedsConnection" } };
    return new Response(JSON.stringify(answer), { status: 503, headers: { "content-type": "application/json" } });
  }
}

export default function CartRoute() {
  return null;
}
