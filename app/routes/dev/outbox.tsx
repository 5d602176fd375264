import { data } from "react-router";
import type { Route } from "./+types/outbox";
import * as css from "~/components/account/account.css";
import { PageFrame } from "~/components/layout/PageFrame";
import { formatDate } from "~/domain/account";
import { useLanguage, useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { serverT } from "~/server/t.server";

/** dev/outbox: the mails the core API "sent" (order confirmations …), in development only; 404 in production. */
export async function loader({ context }: Route.LoaderArgs) {
  const app = getApp(context);
  if (app.env.ENVIRONMENT === "production") throw data(null, { status: 404 });
  const mails = await app.dev.outbox();
  return { title: serverT(context)("checkout.outbox.title"), mails };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { mails } = loaderData;
  return (
    <PageFrame title={loaderData.title} intro={mails.length === 0 ? t("checkout.outbox.empty") : undefined}>
      <ol className={css.stack}>
        {mails.map((mail) => (
          <li key={mail.id} className={css.card}>
            <h2 className={css.cardTitle}>{mail.subject}</h2>
            <dl className={css.facts}>
              <dt className={css.factTerm}>{t("checkout.outbox.to")}</dt>
              <dd className={css.factValue}>{mail.to}</dd>
              <dt className={css.factTerm}>{t("checkout.outbox.date")}</dt>
              <dd className={css.factValue}>{formatDate(mail.createdAt, language)}</dd>
            </dl>
            <pre>{mail.text}</pre>
          </li>
        ))}
      </ol>
    </PageFrame>
  );
}
