import { Link } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/invoice";
import * as css from "~/components/account/account.css";
import { PrintButton } from "~/components/account/PrintButton";
import { StatusBadge } from "~/components/account/StatusBadge";
import { formatDate, formatVatRate, statusTone } from "~/domain/account";
import { formatPrice } from "~/domain/money";
import { useLanguage, useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";
import { accountRecordId, askAccount } from "./account.server";

/**
 * account/invoices/{id}: one invoice of the customer as a document — seller, buyer, lines, VAT per
 * rate, totals, due date, status — that prints cleanly. Someone else's invoice is the 404 page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const id = accountRecordId(params.id);
  const app = getApp(context);
  const invoice = await askAccount(app, request, language, () => app.account.invoice({ params: { id } }));
  return { title: serverT(context)("account.invoice.title", { number: invoice.number }), invoice };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { invoice } = loaderData;
  const { seller, buyer } = invoice;
  const price = (amount: number) => formatPrice(amount, language);
  return (
    <div className={css.stack}>
      <p className={css.screenOnly}>
        <Link to={href("/:lang/account/invoices", { lang: language })}>{t("account.invoice.back")}</Link>
      </p>
      <article className={css.invoice} aria-labelledby="invoice-title">
        <header className={css.documentHead}>
          <h1 id="invoice-title" className={css.invoiceTitle}>
            {loaderData.title}
          </h1>
          <StatusBadge tone={statusTone(invoice.status)}>{t(`account.invoices.statuses.${invoice.status}`)}</StatusBadge>
        </header>
        <div className={css.twoColumns}>
          <section aria-labelledby="invoice-seller">
            <h2 id="invoice-seller" className={css.sectionTitle}>
              {t("account.invoice.seller")}
            </h2>
            <address className={css.address}>
              <strong>{seller.name}</strong>
              {seller.address ? (
                <>
                  <br />
                  {seller.address}
                </>
              ) : null}
              {seller.vatNumber ? (
                <>
                  <br />
                  {t("account.invoice.vatNumber", { value: seller.vatNumber })}
                </>
              ) : null}
              {seller.cocNumber ? (
                <>
                  <br />
                  {t("account.invoice.cocNumber", { value: seller.cocNumber })}
                </>
              ) : null}
              {seller.iban ? (
                <>
                  <br />
                  {t("account.invoice.iban", { value: seller.iban })}
                </>
              ) : null}
            </address>
          </section>
          <section aria-labelledby="invoice-buyer">
            <h2 id="invoice-buyer" className={css.sectionTitle}>
              {t("account.invoice.buyer")}
            </h2>
            <address className={css.address}>
              {buyer.companyName ? (
                <>
                  <strong>{buyer.companyName}</strong>
                  <br />
                  {t("account.invoice.attention", { name: buyer.name })}
                </>
              ) : (
                <strong>{buyer.name}</strong>
              )}
              {buyer.address ? (
                <>
                  <br />
                  {buyer.address}
                </>
              ) : null}
            </address>
          </section>
        </div>
        <dl className={css.facts}>
          <dt className={css.factTerm}>{t("account.invoice.number")}</dt>
          <dd className={css.factValue}>{invoice.number}</dd>
          <dt className={css.factTerm}>{t("account.invoice.issued")}</dt>
          <dd className={css.factValue}>{formatDate(invoice.issuedAt, language)}</dd>
          <dt className={css.factTerm}>{t("account.invoice.due")}</dt>
          <dd className={css.factValue}>{formatDate(invoice.dueAt, language)}</dd>
          <dt className={css.factTerm}>{t("account.invoice.customerNumber")}</dt>
          <dd className={css.factValue}>{buyer.customerNumber}</dd>
          {invoice.orderNumber ? (
            <>
              <dt className={css.factTerm}>{t("account.invoice.orderNumber")}</dt>
              <dd className={css.factValue}>
                {invoice.orderId ? (
                  <Link to={href("/:lang/orders/:id", { lang: language, id: invoice.orderId })}>{invoice.orderNumber}</Link>
                ) : (
                  invoice.orderNumber
                )}
              </dd>
            </>
          ) : null}
        </dl>
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.caption}>{t("account.invoice.linesCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("account.invoice.description")}</th>
                <th scope="col" className={css.amount}>
                  {t("account.invoice.quantity")}
                </th>
                <th scope="col" className={css.amount}>
                  {t("account.invoice.unitPrice")}
                </th>
                <th scope="col" className={css.amount}>
                  {t("account.invoice.vatRate")}
                </th>
                <th scope="col" className={css.amount}>
                  {t("account.invoice.lineTotal")}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own; their place on the invoice is what identifies them.
                <tr key={index}>
                  <th scope="row">{line.description}</th>
                  <td className={css.amount}>{line.quantity}</td>
                  <td className={css.amount}>{price(line.unitPriceExclVat)}</td>
                  <td className={css.amount}>{formatVatRate(line.vatPct, language)}</td>
                  <td className={css.amount}>{price(line.totalExclVat)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.caption}>{t("account.invoice.vatCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("account.invoice.vatRate")}</th>
                <th scope="col" className={css.amount}>
                  {t("account.invoice.vatBase")}
                </th>
                <th scope="col" className={css.amount}>
                  {t("account.invoice.vatAmount")}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.vatBreakdown.map((row) => (
                <tr key={row.vatPct}>
                  <th scope="row">{formatVatRate(row.vatPct, language)}</th>
                  <td className={css.amount}>{price(row.base)}</td>
                  <td className={css.amount}>{price(row.vat)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className={css.totals} aria-label={t("account.invoice.totals")}>
          <dt className={css.totalsTerm}>{t("account.invoice.totalExcl")}</dt>
          <dd className={css.totalsValue}>{price(invoice.totals.exclVat)}</dd>
          <dt className={css.totalsTerm}>{t("account.invoice.totalVat")}</dt>
          <dd className={css.totalsValue}>{price(invoice.totals.vat)}</dd>
          <dt className={`${css.totalsTerm} ${css.grandTotal}`}>{t("account.invoice.totalIncl")}</dt>
          <dd className={`${css.totalsValue} ${css.grandTotal}`}>{price(invoice.totals.inclVat)}</dd>
        </dl>
        <p className={css.notice}>
          {invoice.status === "paid"
            ? t("account.invoice.paid")
            : invoice.status === "credited"
              ? t("account.invoice.credited")
              : seller.iban
                ? t("account.invoice.payBeforeIban", {
                    date: formatDate(invoice.dueAt, language),
                    amount: price(invoice.totals.inclVat),
                    iban: seller.iban,
                    number: invoice.number,
                  })
                : t("account.invoice.payBefore", { date: formatDate(invoice.dueAt, language), amount: price(invoice.totals.inclVat) })}
        </p>
      </article>
      <PrintButton />
    </div>
  );
}
