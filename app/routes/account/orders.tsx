import { Link } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/orders";
import * as css from "~/components/account/account.css";
import { StatusBadge } from "~/components/account/StatusBadge";
import { PageFrame } from "~/components/layout/PageFrame";
import { formatDate, statusTone } from "~/domain/account";
import { formatPrice } from "~/domain/money";
import { useLanguage, useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";
import { askAccount } from "./account.server";

/** account/orders: every order of the customer, newest first; each opens its detail page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const orders = await askAccount(app, request, language, () => app.account.orders());
  return { title: serverT(context)("account.pages.orders"), orders };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { orders } = loaderData;
  return (
    <PageFrame title={loaderData.title}>
      {orders.length === 0 ? (
        <div className={css.section}>
          <p className={css.muted}>{t("account.orders.empty")}</p>
          <p>
            <Link className={css.button} to={href("/:lang/products", { lang: language })}>
              {t("account.orders.startShopping")}
            </Link>
          </p>
        </div>
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.caption}>{t("account.orders.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("account.orders.number")}</th>
                <th scope="col">{t("account.orders.date")}</th>
                <th scope="col">{t("account.orders.status")}</th>
                <th scope="col">{t("account.orders.payment")}</th>
                <th scope="col" className={css.amount}>
                  {t("account.orders.items")}
                </th>
                <th scope="col" className={css.amount}>
                  {t("account.orders.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row">
                    <Link to={href("/:lang/orders/:id", { lang: language, id: order.id })} aria-label={t("account.orders.view", { number: order.number })}>
                      {order.number}
                    </Link>
                  </th>
                  <td>{formatDate(order.placedAt, language)}</td>
                  <td>
                    <StatusBadge tone={statusTone(order.status)}>{t(`orders.status.${order.status}`)}</StatusBadge>
                  </td>
                  <td>
                    <StatusBadge tone={statusTone(order.paymentStatus)}>{t(`orders.paymentStatus.${order.paymentStatus}`)}</StatusBadge>
                  </td>
                  <td className={css.amount}>{order.itemCount}</td>
                  <td className={css.amount}>{formatPrice(order.totalInclVat, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PageFrame>
  );
}
