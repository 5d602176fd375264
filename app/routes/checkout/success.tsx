import { Link } from "react-router";
import { CONTINUE_SHOPPING_QUERY } from "~/domain/navigation";
import { href } from "~/domain/paths";
import type { Route } from "./+types/success";
import { GuestAccountForm } from "~/components/account/GuestAccountForm";
import * as layout from "~/components/layout/layout.css";
import { PageFrame } from "~/components/layout/PageFrame";
import * as css from "~/components/checkout/checkout.css";
import { formatPrice } from "~/domain/money";
import { useLanguage, useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { authLanguage } from "../auth/auth.server";
import { getApp } from "~/server/context";
import { serverT } from "~/server/t.server";
import { askOrder, isOrderId, orderNotFound, sessionOrders } from "./orders.server";

/** checkout/success?order=…: the order number and what happens next — for the order's owner only (else the 404 page). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  authLanguage(params, context);
  const app = getApp(context);
  const orderId = new URL(request.url).searchParams.get("order");
  if (!isOrderId(orderId)) throw orderNotFound();
  const order = await askOrder(app, orderId, (access) => app.orders.get({ params: { publicId: orderId }, ...access }));
  // A guest (nobody signed in, the order not a customer's) may keep their details as an account.
  const guest = !app.customer && sessionOrders(app).some((placed) => placed.id === order.id);
  return { title: serverT(context)("checkout.successTitle"), order, offerAccount: guest };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { order } = loaderData;
  return (
    <PageFrame title={loaderData.title} intro={t("checkout.successText")}>
      <div className={css.review}>
        <p className={css.plain}>
          <strong>{t("checkout.success.number", { number: order.number })}</strong>
        </p>
        <p className={css.plain}>
          {t("orders.total")}: {formatPrice(order.totalInclVat, language)}
        </p>
        <section className={css.reviewBlock} aria-labelledby="success-next">
          <h2 id="success-next" className={css.reviewTitle}>
            {t("checkout.success.next")}
          </h2>
          <ul>
            <li>{t("checkout.success.mail", { email: order.email })}</li>
            {order.paymentStatus === "invoice" ? <li>{t("checkout.success.invoice")}</li> : null}
            <li>{t("checkout.success.ship")}</li>
          </ul>
        </section>
        <p className={css.actions}>
          <Link className={layout.button} to={href("/:lang/orders/:id", { lang: language, id: order.id })}>
            {t("checkout.success.view")}
          </Link>
          <Link className={layout.buttonSecondary} to={`${href("/:lang/products", { lang: language })}?${CONTINUE_SHOPPING_QUERY}`}>
            {t("checkout.success.shop")}
          </Link>
        </p>
      </div>
      {loaderData.offerAccount ? <GuestAccountForm orderId={order.id} email={order.email} /> : null}
    </PageFrame>
  );
}
