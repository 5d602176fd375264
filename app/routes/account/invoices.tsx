import { Link } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/invoices";
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

/** account/invoices: the customer's invoices, newest first; each opens as a printable document. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const invoices = await askAccount(app, request, language, () => app.account.invoices());
  return { title: serverT(context)("account.pages.invoices"), invoices };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function InvoicesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { invoices } = loaderData;
  return (
    <PageFrame title={loaderData.title}>
      {invoices.length === 0 ? (
        <p className={css.muted}>{t("account.invoices.empty")}</p>
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.caption}>{t("account.invoices.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("account.invoices.number")}</th>
                <th scope="col">{t("account.invoices.date")}</th>
                <th scope="col">{t("account.invoices.due")}</th>
                <th scope="col">{t("account.invoices.order")}</th>
                <th scope="col">{t("account.invoices.status")}</th>
                <th scope="col" className={css.amount}>
                  {t("account.invoices.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row">
                    <Link
                      to={href("/:lang/account/invoices/:id", { lang: language, id: String(invoice.id) })}
                      aria-label={t("account.invoices.view", { number: invoice.number })}
                    >
                      {invoice.number}
                    </Link>
                  </th>
                  <td>{formatDate(invoice.issuedAt, language)}</td>
                  <td>{formatDate(invoice.dueAt, language)}</td>
                  <td>
                    {invoice.orderId && invoice.orderNumber ? (
                      <Link to={href("/:lang/orders/:id", { lang: language, id: invoice.orderId })}>{invoice.orderNumber}</Link>
                    ) : (
                      (invoice.orderNumber ?? t("account.none"))
                    )}
                  </td>
                  <td>
                    <StatusBadge tone={statusTone(invoice.status)}>{t(`account.invoices.statuses.${invoice.status}`)}</StatusBadge>
                  </td>
                  <td className={css.amount}>{formatPrice(invoice.totalInclVat, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PageFrame>
  );
}
