import type { OrderDetail as Order } from "@commerce/contract/account";
import { data, Link } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/detail";
import * as css from "~/components/account/account.css";
import { StatusBadge } from "~/components/account/StatusBadge";
import { PageFrame } from "~/components/layout/PageFrame";
import { bundleNumbers, formatDate, formatVatRate, statusTone } from "~/domain/account";
import { TotalsRows } from "~/components/cart/TotalsRows";
import { formatPrice } from "~/domain/money";
import { type MessageKey, useLanguage, useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";
import { askAccount } from "../account/account.server";
import { askOrder, isOrderId, sessionOrders } from "../checkout/orders.server";

/**
 * orders/{id}: one order — lines, addresses, methods, totals as charged, status, its invoice — for
 * whoever may see it: the browser session that placed it (its access token, kept in the session), or
 * the signed-in customer who owns it. Anyone else — signed out, another customer, another shop — gets
 * the 404 page, so an order id tells nothing about whether the order exists.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const id = params.id;
  if (!isOrderId(id)) throw data(null, { status: 404 });
  const placedHere = sessionOrders(app).some((order) => order.id === id);
  if (!placedHere && !app.customer) throw data(null, { status: 404 });
  const order = placedHere
    ? await askOrder(app, id, (access) => app.orders.get({ params: { publicId: id }, ...access }))
    : await askAccount(app, request, language, () => app.account.order({ params: { publicId: id } }));
  // A guest who placed it sees it too (by the browser's order token), but has no order list to go back to.
  return { title: serverT(context)("orders.title", { number: order.number }), order, signedIn: app.customer !== null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function OrderDetailPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { order } = loaderData;
  const price = (cents: number) => formatPrice(cents, language);
  const bundles = bundleNumbers(order.lines);
  return (
    <PageFrame title={loaderData.title} intro={t("orders.placedOn", { date: formatDate(order.placedAt, language) })}>
      <div className={css.stack}>
        {loaderData.signedIn ? (
          <p className={css.screenOnly}>
            <Link to={href("/:lang/account/orders", { lang: language })}>{t("orders.backToOrders")}</Link>
          </p>
        ) : null}
        <p className={css.actions}>
          <StatusBadge tone={statusTone(order.status)} label={t("orders.statusLabel")}>
            {t(`orders.status.${order.status}`)}
          </StatusBadge>
          <StatusBadge tone={statusTone(order.paymentStatus)} label={t("orders.paymentStatusLabel")}>
            {t(`orders.paymentStatus.${order.paymentStatus}`)}
          </StatusBadge>
        </p>
        {order.placedByStaff ? <p className={css.notice}>{t("orders.placedByStaff", { staff: order.placedByStaff })}</p> : null}
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.caption}>{t("orders.linesCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("orders.product")}</th>
                <th scope="col" className={css.amount}>
                  {t("orders.quantity")}
                </th>
                <th scope="col" className={css.amount}>
                  {t("orders.unitPrice")}
                </th>
                <th scope="col" className={css.amount}>
                  {t("orders.vat")}
                </th>
                <th scope="col" className={css.amount}>
                  {t("orders.lineTotal")}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id in the contract; their place in the order identifies them.
                <tr key={`${index}-${line.sku ?? line.name}`}>
                  <th scope="row">
                    {line.slug ? <Link to={href("/:lang/products/:slug", { lang: language, slug: line.slug })}>{line.name}</Link> : line.name}
                    {line.sku ? (
                      <>
                        <br />
                        <span className={`${css.muted} ${css.small}`}>{t("orders.sku", { sku: line.sku })}</span>
                      </>
                    ) : null}
                    {line.bundleGroupKey ? (
                      <>
                        <br />
                        <span className={`${css.muted} ${css.small}`}>{t("orders.bundlePart", { number: bundles.get(line.bundleGroupKey) ?? 1 })}</span>
                      </>
                    ) : null}
                  </th>
                  <td className={css.amount}>{line.quantity}</td>
                  <td className={css.amount}>{price(line.shown.unitCents)}</td>
                  <td className={css.amount}>{formatVatRate(line.vatPct, language)}</td>
                  <td className={css.amount}>{price(line.shown.totalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <OrderTotals order={order} />
        <div className={css.twoColumns}>
          <section className={css.section} aria-labelledby="order-delivery">
            <h2 id="order-delivery" className={css.sectionTitle}>
              {t("orders.delivery")}
            </h2>
            <dl className={css.facts}>
              <dt className={css.factTerm}>{t("orders.shippingMethod")}</dt>
              <dd className={css.factValue}>{order.shippingMethod ?? t("account.none")}</dd>
              <dt className={css.factTerm}>{t("orders.shippingAddress")}</dt>
              <dd className={css.factValue}>
                <PostalAddressText address={order.shippingAddress} />
              </dd>
            </dl>
          </section>
          <section className={css.section} aria-labelledby="order-payment">
            <h2 id="order-payment" className={css.sectionTitle}>
              {t("orders.payment")}
            </h2>
            <dl className={css.facts}>
              <dt className={css.factTerm}>{t("orders.paymentMethod")}</dt>
              <dd className={css.factValue}>{order.paymentMethodName ?? t("account.none")}</dd>
              <dt className={css.factTerm}>{t("orders.billingAddress")}</dt>
              <dd className={css.factValue}>
                <PostalAddressText address={order.billingAddress} />
              </dd>
              <dt className={css.factTerm}>{t("orders.email")}</dt>
              <dd className={css.factValue}>{order.email}</dd>
              {order.invoiceId ? (
                <>
                  <dt className={css.factTerm}>{t("orders.invoice")}</dt>
                  <dd className={css.factValue}>
                    <Link to={href("/:lang/account/invoices/:id", { lang: language, id: String(order.invoiceId) })}>{t("orders.viewInvoice")}</Link>
                  </dd>
                </>
              ) : null}
            </dl>
          </section>
        </div>
      </div>
    </PageFrame>
  );
}

/** The amounts as they were charged, in the rows the cart showed: the core API's, never recomputed here. */
function OrderTotals({ order }: { order: Order }) {
  const t = useT();
  const language = useLanguage();
  const { summary } = order;
  return (
    <section aria-label={t("orders.totals")}>
      {summary.basis === "ex" ? <p className={css.muted}>{t("miniCart.pricesShownExcl")}</p> : null}
      <TotalsRows rows={summary.rows} bundleSavingsCents={summary.bundleSavingsCents} total="order" />
      {summary.basis === "inc" && summary.vatCents > 0 ? (
        <p className={`${css.muted} ${css.small}`}>{t("totals.vatIncluded", { amount: formatPrice(summary.vatCents, language) })}</p>
      ) : null}
    </section>
  );
}

function PostalAddressText({ address }: { address: Order["shippingAddress"] }) {
  const t = useT();
  if (!address) return <>{t("account.none")}</>;
  return (
    <address className={css.address}>
      {address.name}
      <br />
      {address.companyName ? (
        <>
          {address.companyName}
          <br />
        </>
      ) : null}
      {address.street} {address.houseNumber}
      <br />
      {address.postcode} {address.city}
      <br />
      {countryName(t, address.country)}
    </address>
  );
}

/** A country code the shop knows is written out; anything else is shown as it came. */
function countryName(t: ReturnType<typeof useT>, code: string): string {
  const key = `account.countries.${code}` as MessageKey;
  const name = t(key);
  return name === key ? code : name;
}
