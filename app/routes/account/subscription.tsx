import * as forms from "~/components/forms/forms.css";
import type { SubscriptionDetail } from "@commerce/contract/account";
import { Link } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/subscription";
import * as css from "~/components/account/account.css";
import { FormMessage } from "~/components/FormMessage";
import { useShopForm } from "~/components/forms/useShopForm";
import { StatusBadge } from "~/components/account/StatusBadge";
import { PageFrame } from "~/components/layout/PageFrame";
import { formatDate, orderedIntents, statusTone } from "~/domain/account";
import type { FlashMessage } from "~/domain/flash";
import { formatPrice } from "~/domain/money";
import { SubscriptionForm } from "~/forms/account";
import { useLanguage, useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { answerForm } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { languageOf } from "~/server/language.server";
import { accountFailure, accountRecordId, askAccount, askAccountForm } from "./account.server";

/** account/subscriptions/{id}: what is in it, when it comes, what came, and what can be done now. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const id = accountRecordId(params.id);
  const subscription = await askAccount(app, request, language, () => app.account.subscription({ params: { id } }));
  return { subscription };
}

/**
 * POST /{lang}/account/subscriptions/{id} { intent: pause | resume | skip | cancel }. The core API
 * decides which intents the current status allows; one it refuses changes nothing and is said so.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const id = accountRecordId(params.id);
  const fields = await formFields(request);
  const parsed = SubscriptionForm.safeParse({ intent: fields.intent });
  const back = href("/:lang/account/subscriptions/:id", { lang: language, id: String(id) });
  const answer = (ok: boolean, message: FlashMessage, status: number) =>
    answerForm(request, app, { ok, form: "subscription", target: id, message }, { status, redirectTo: back, fallback: back });
  if (!parsed.success) return answer(false, { kind: "error", key: "account.errors.invalid" }, 400);
  const { intent } = parsed.data;
  const result = await askAccountForm(app, request, language, () => app.account.subscriptionAction({ params: { id }, body: { intent } }));
  if (result instanceof CoreApiError) {
    // Not theirs (404) is the 404 page; a refused intent is said on the page.
    if (result.notFound) throw accountFailure(app, request, language, result);
    if (result.status >= 500) return answer(false, { kind: "error", key: "account.errors.unavailable" }, 502);
    return answer(false, { kind: "error", key: "account.subscription.notAllowed" }, result.status);
  }
  return answer(true, { kind: "success", key: `account.subscription.done.${intent}` }, 200);
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
          <Link to={href("/:lang/account/subscriptions", { lang: language })}>{t("account.subscription.back")}</Link>
        </p>
        <dl className={css.facts}>
          <dt className={css.factTerm}>{t("account.subscriptions.status")}</dt>
          <dd className={css.factValue}>
            <StatusBadge tone={statusTone(subscription.status)}>{t(`account.subscriptions.statuses.${subscription.status}`)}</StatusBadge>
          </dd>
          <dt className={css.factTerm}>{t("account.subscriptions.interval")}</dt>
          <dd className={css.factValue}>{t("account.subscriptions.everyMonths", { count: subscription.intervalMonths })}</dd>
          <dt className={css.factTerm}>{t("account.subscriptions.nextDelivery")}</dt>
          <dd className={css.factValue}>{subscription.nextDeliveryAt ? formatDate(subscription.nextDeliveryAt, language) : t("account.none")}</dd>
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
                    {item.slug ? <Link to={href("/:lang/products/:slug", { lang: language, slug: item.slug })}>{item.name}</Link> : item.name}
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
                          <Link to={href("/:lang/orders/:id", { lang: language, id: delivery.orderId })}>{delivery.orderNumber}</Link>
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
  const form = useShopForm("subscription", subscription.id);
  const intents = orderedIntents(subscription.allowedIntents);
  const action = href("/:lang/account/subscriptions/:id", { lang: language, id: String(subscription.id) });
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
