import type { Reservation } from "@commerce/contract/account";
import { Link } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/reservations";
import * as css from "~/components/account/account.css";
import { StatusBadge } from "~/components/account/StatusBadge";
import { PageFrame } from "~/components/layout/PageFrame";
import { formatDate, isCurrentReservation, statusTone } from "~/domain/account";
import { useLanguage, useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";
import { askAccount } from "./account.server";

/** account/reservations: products put aside at a branch — the running ones first, then the earlier ones. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const reservations = await askAccount(app, request, language, () => app.account.reservations());
  return { title: serverT(context)("account.pages.reservations"), reservations };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function ReservationsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { reservations } = loaderData;
  const current = reservations.filter((r) => isCurrentReservation(r.status));
  const earlier = reservations.filter((r) => !isCurrentReservation(r.status));
  return (
    <PageFrame title={loaderData.title} intro={t("account.reservations.intro")}>
      {reservations.length === 0 ? (
        <p className={css.muted}>{t("account.reservations.empty")}</p>
      ) : (
        <div className={css.stack}>
          <ReservationTable caption={t("account.reservations.current")} reservations={current} empty={t("account.reservations.noneCurrent")} />
          {earlier.length > 0 ? <ReservationTable caption={t("account.reservations.earlier")} reservations={earlier} /> : null}
        </div>
      )}
    </PageFrame>
  );
}

function ReservationTable({ caption, reservations, empty }: { caption: string; reservations: Reservation[]; empty?: string }) {
  const t = useT();
  const language = useLanguage();
  if (reservations.length === 0) {
    return (
      <section className={css.section}>
        <h2 className={css.sectionTitle}>{caption}</h2>
        <p className={css.muted}>{empty}</p>
      </section>
    );
  }
  return (
    <div className={css.tableWrap}>
      <table className={css.table}>
        <caption className={css.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("account.reservations.product")}</th>
            <th scope="col" className={css.amount}>
              {t("account.reservations.quantity")}
            </th>
            <th scope="col">{t("account.reservations.branch")}</th>
            <th scope="col">{t("account.reservations.status")}</th>
            <th scope="col">{t("account.reservations.reservedAt")}</th>
            <th scope="col">{t("account.reservations.keptUntil")}</th>
          </tr>
        </thead>
        <tbody>
          {reservations.map((reservation) => (
            <tr key={reservation.id}>
              <th scope="row">
                {reservation.slug ? (
                  <Link to={href("/:lang/products/:slug", { lang: language, slug: reservation.slug })}>{reservation.productName}</Link>
                ) : (
                  reservation.productName
                )}
                {reservation.variantLabel ? (
                  <>
                    <br />
                    <span className={`${css.muted} ${css.small}`}>{reservation.variantLabel}</span>
                  </>
                ) : null}
              </th>
              <td className={css.amount}>{reservation.quantity}</td>
              <td>{reservation.branchName}</td>
              <td>
                <StatusBadge tone={statusTone(reservation.status)}>{t(`account.reservations.statuses.${reservation.status}`)}</StatusBadge>
              </td>
              <td>{formatDate(reservation.reservedAt, language)}</td>
              <td>{isCurrentReservation(reservation.status) ? formatDate(reservation.expiresAt, language) : t("account.none")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
