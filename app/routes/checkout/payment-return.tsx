import { Link, redirect } from "react-router";
import type { Route } from "./+types/payment-return";
import * as css from "~/components/checkout/checkout.css";
import { PayAgainForm } from "~/components/checkout/PayAgainForm";
import { PageFrame } from "~/components/layout/PageFrame";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { serverT } from "~/server/t.server";
import { authLanguage } from "../auth/auth.server";
import { askOrder, isOrderId, orderNotFound, sessionOrders } from "./orders.server";
import { checkoutPath, paymentReturnPath, successPath } from "./checkout.server";
import { waitForPayment } from "./payment-wait.server";
import { PAYMENT_RECHECK_SECONDS } from "@commerce/rules/checkout-steps";

/**
 * checkout/payment/return (with and without a language prefix): where the payment provider sends the
 * payer back. Its query string is trusted for nothing but the order id (without one: the newest order
 * this browser placed); the payment's state comes from the core API, which asks the provider. Paid or
 * on invoice → success; failed, cancelled or expired → betaling, to pay again; still open → this page,
 * which checks again every few seconds (a meta refresh: no JavaScript needed).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = authLanguage(params, context);
  const app = getApp(context);
  const orderId = new URL(request.url).searchParams.get("order") ?? sessionOrders(app)[0]?.id ?? null;
  if (!isOrderId(orderId)) throw orderNotFound();
  const payment = await waitForPayment(app, request.signal, () =>
    askOrder(app, orderId, (access) => app.orders.payment({ params: { publicId: orderId }, ...access })),
  );
  switch (payment.paymentStatus) {
    case "paid":
    case "invoice":
      throw redirect(successPath(language, orderId));
    case "failed":
    case "cancelled":
    case "expired":
      throw redirect(`${checkoutPath(language, "betaling")}?order=${encodeURIComponent(orderId)}`);
    case "open":
      return { title: serverT(context)("checkout.waiting.title"), payment, recheck: paymentReturnPath(language, orderId) };
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, loaderData?.title),
  { name: "robots", content: "noindex" },
  ...(loaderData ? [{ httpEquiv: "refresh", content: `${PAYMENT_RECHECK_SECONDS}; url=${loaderData.recheck}` } as const] : []),
];

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <PageFrame title={loaderData.title} intro={t("checkout.waiting.text")}>
      <p className={css.spinner} role="status">
        {t("checkout.waiting.stillProcessing")}
      </p>
      <p>
        <Link to={loaderData.recheck} reloadDocument>
          {t("checkout.waiting.check")}
        </Link>
      </p>
      {/* Closed the payment page, or it got stuck: start a new payment for the same order. */}
      {loaderData.payment.canRetry ? <PayAgainForm orderId={loaderData.payment.orderId} /> : null}
    </PageFrame>
  );
}
