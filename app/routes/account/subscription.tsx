import * as forms from "~/components/forms/forms.css";
import type { SubscriptionDetail } from "@commerce/contract/customers";
import { Link } from "react-router";
import type { Route } from "./+types/subscription";
import * as css from "~/components/account/account.css";
import { FormMessage } from "~/components/FormMessage";
import { StatusBadge } from "~/components/account/StatusBadge";
import { useAccountForm } from "~/components/account/useAccountForm";
import { PageFrame } from "~/components/layout/PageFrame";
import { formatDate, orderedIntents, statusTone } from "~/domain/account";
import { formatPrice } from "~/domain/money";
import { useLanguage, useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { languageOf } from "~/server/language.server";
import { handleSubscriptionForm, loadSubscription, subscriptionId } from "./subscription.server";

/** account/subscriptions/{id}: what is in it, when it comes, what came, and what can be done now. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const subscription = await loadSubscription(getApp(context), request, language, subscriptionId(params.id));
  return { subscription };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const language = languageOf(params);
  return handleSubscriptionForm(getApp(context), request, language, subscriptionId(params.id));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, loaderData?.subscription.name),
  { name: "robots", content: "noindex" },
];

export default function SubscriptionPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { subscription } = loaderData;
  const price = (amount: number) => formatPrice(amount, language);
  return (
    <PageFrame title={subscription.name}>
      <div className={css.stack}>
        <p>
          <Link to={`/${language}/account/subscriptions`}>{t("account.subscription.back")}</Link>
        </p>
        <dl className={css.facts}>
          <dt className={css.factTerm}>{t("account.subscriptions.status")}</dt>
          <dd className={css.factValue}>
            <StatusBadge tone={statusTone(subscription.status)}>{t(`account.subscriptions.statuses.${subscription.status}`)}</StatusBadge>
          </dd>
          <dt className={css.factTerm}>{t("account.subscriptions.interval")}</dt>
          <dd className={css.factValue}>{t("account.subscriptions.everyMonths", { count: subscription.intervalMonths })}</dd>
          <dt className={css.factTerm}>{t("account.subscriptions.nextDelivery")}</dt>
          <dd className={css.factValue}>
            {subscription.nextDeliveryAt ? formatDate(subscription.nextDeliveryAt, language) : t("account.none")}
          </dd>
          <dt className={css.factTerm}>{t("account.subscriptions.price")}</dt>
          <dd className={css.factValue}>{price(subscription.pricePerDelivery)}</dd>
          <dt className={css.factTerm}>{t("account.subscription.started")}</dt>
          <dd className={css.factValue}>{formatDate(subscription.startedAt, language)}</dd>
        </dl>
        <SubscriptionActions subscription={subscription} />
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.caption}>{t("account.subscription.itemsCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("account.subscription.product")}</th>
                <th scope="col" className={css.amount}>
                  {t("account.subscription.quantity")}
                </th>
                <th scope="col" className={css.amount}>
                  {t("account.subscription.unitPrice")}
                </th>
              </tr>
            </thead>
            <tbody>
              {subscription.items.map((item) => (
                <tr key={`${item.productId ?? ""}-${item.name}`}>
                  <th scope="row">
                    {item.slug ? <Link to={`/${language}/products/${encodeURIComponent(item.slug)}`}>{item.name}</Link> : item.name}
                  </th>
                  <td className={css.amount}>{item.quantity}</td>
                  <td className={css.amount}>{price(item.unitPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <section className={css.section} aria-labelledby="deliveries-title">
          <h2 id="deliveries-title" className={css.sectionTitle}>
            {t("account.subscription.deliveriesTitle")}
          </h2>
          {subscription.deliveries.length === 0 ? (
            <p className={css.muted}>{t("account.subscription.noDeliveries")}</p>
          ) : (
            <div className={css.tableWrap}>
              <table className={css.table} aria-labelledby="deliveries-title">
                <thead>
                  <tr>
                    <th scope="col">{t("account.subscription.deliveryDate")}</th>
                    <th scope="col">{t("account.subscription.deliveryOrder")}</th>
                  </tr>
                </thead>
                <tbody>
                  {subscription.deliveries.map((delivery) => (
                    <tr key={`${delivery.date}-${delivery.orderId ?? ""}`}>
                      <th scope="row">{formatDate(delivery.date, language)}</th>
                      <td>
                        {delivery.orderId && delivery.orderNumber ? (
                          <Link to={`/${language}/orders/${encodeURIComponent(delivery.orderId)}`}>{delivery.orderNumber}</Link>
                        ) : (
                          (delivery.orderNumber ?? t("account.none"))
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </PageFrame>
  );
}

/** The intents the current status allows, each a small form; cancelling asks once more. */
function SubscriptionActions({ subscription }: { subscription: SubscriptionDetail }) {
  const t = useT();
  const language = useLanguage();
  const form = useAccountForm("subscription", subscription.id);
  const intents = orderedIntents(subscription.allowedIntents);
  const action = `/${language}/account/subscriptions/${subscription.id}`;
  const next = subscription.nextDeliveryAt ? formatDate(subscription.nextDeliveryAt, language) : null;
  return (
    <section className={css.section} aria-labelledby="actions-title">
      <h2 id="actions-title" className={css.sectionTitle}>
        {t("account.subscription.actionsTitle")}
      </h2>
      <FormMessage answer={form.answer} className={forms.formSuccess} errorClassName={forms.formError} />
      {intents.length === 0 ? <p className={css.muted}>{t("account.subscription.noActions")}</p> : null}
      {intents
        .filter((intent) => intent !== "cancel")
        .map((intent) => (
          <form.fetcher.Form key={intent} method="post" action={action} className={css.section}>
            <p className={css.muted}>
              {intent === "skip" && next ? t("account.subscription.help.skipDate", { date: next }) : t(`account.subscription.help.${intent}`)}
            </p>
            <div className={css.actions}>
              <button type="submit" name="intent" value={intent} className={css.buttonSecondary} disabled={form.busy}>
                {t(`account.subscription.intents.${intent}`)}
              </button>
            </div>
          </form.fetcher.Form>
        ))}
      {intents.includes("cancel") ? (
        <details className={css.disclosure}>
          <summary className={css.disclosureSummary}>{t("account.subscription.intents.cancel")}</summary>
          <form.fetcher.Form method="post" action={action} className={css.section}>
            <p>{t("account.subscription.help.cancel")}</p>
            <div className={css.actions}>
              <button type="submit" name="intent" value="cancel" className={css.buttonDanger} disabled={form.busy}>
                {t("account.subscription.cancelConfirm")}
              </button>
            </div>
          </form.fetcher.Form>
        </details>
      ) : null}
    </section>
  );
}
