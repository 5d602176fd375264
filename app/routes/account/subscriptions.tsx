import { Link } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/subscriptions";
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

/** account/subscriptions: the customer's repeat deliveries; each opens to be managed. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const subscriptions = await askAccount(app, request, language, () => app.account.subscriptions());
  return { title: serverT(context)("account.pages.subscriptions"), subscriptions };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function SubscriptionsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { subscriptions } = loaderData;
  return (
    <PageFrame title={loaderData.title} intro={subscriptions.length > 0 ? t("account.subscriptions.intro") : undefined}>
      {subscriptions.length === 0 ? (
        <p className={css.muted}>{t("account.subscriptions.empty")}</p>
      ) : (
        <ul className={css.cards}>
          {subscriptions.map((subscription) => (
            <li key={subscription.id} className={css.card}>
              <h2 className={css.cardTitle}>
                <Link to={href("/:lang/account/subscriptions/:id", { lang: language, id: String(subscription.id) })}>{subscription.name}</Link>
              </h2>
              <p className={css.actions}>
                <StatusBadge tone={statusTone(subscription.status)}>{t(`account.subscriptions.statuses.${subscription.status}`)}</StatusBadge>
              </p>
              <dl className={css.facts}>
                <dt className={css.factTerm}>{t("account.subscriptions.interval")}</dt>
                <dd className={css.factValue}>{t("account.subscriptions.everyMonths", { count: subscription.intervalMonths })}</dd>
                <dt className={css.factTerm}>{t("account.subscriptions.nextDelivery")}</dt>
                <dd className={css.factValue}>{subscription.nextDeliveryAt ? formatDate(subscription.nextDeliveryAt, language) : t("account.none")}</dd>
                <dt className={css.factTerm}>{t("account.subscriptions.price")}</dt>
                <dd className={css.factValue}>{formatPrice(subscription.pricePerDelivery, language)}</dd>
              </dl>
              <p>
                <Link
                  className={css.buttonSecondary}
                  to={href("/:lang/account/subscriptions/:id", { lang: language, id: String(subscription.id) })}
                  aria-label={t("account.subscriptions.manageLabel", { name: subscription.name })}
                >
                  {t("account.subscriptions.manage")}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
