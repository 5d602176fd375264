import { Link } from "react-router";
import type { Route } from "./+types/payment-return";
import * as css from "~/components/checkout/checkout.css";
import { PayAgainForm } from "~/components/checkout/PayAgainForm";
import { PageFrame } from "~/components/layout/PageFrame";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { serverT } from "~/server/t.server";
import { authLanguage } from "../auth/auth.server";
import { loadPaymentReturn } from "./payment-return.server";
import { PAYMENT_RECHECK_SECONDS } from "@commerce/rules/checkout-steps";

/**
 * checkout/payment/return (with and without a language prefix): the core API says how the payment
 * went — never the query string. Paid → success; failed, cancelled, expired → betaling to pay again;
 * still open → this page, which checks again every few seconds (a meta refresh: no JavaScript needed).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = authLanguage(params, context);
  const waiting = await loadPaymentReturn(getApp(context), request, language);
  return { title: serverT(context)("checkout.waiting.title"), ...waiting };
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
        {t("checkout.paymentReturnText")}
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
