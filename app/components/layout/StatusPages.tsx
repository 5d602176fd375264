import { Link } from "react-router";
import { useLanguage } from "~/i18n";
import { statusText, type StatusTextKey } from "~/status-texts";
import * as css from "./layout.css";

/** The status pages' texts come with the code (status-texts.ts): they show even when the translations do not. */
function useStatusT() {
  const language = useLanguage();
  return (key: StatusTextKey) => statusText(language, key);
}

/** The translated 404 page, inside the shop's layout. */
export function NotFoundPage() {
  const t = useStatusT();
  const language = useLanguage();
  return (
    <section className={css.statusPage} aria-labelledby="status-title">
      <p className={css.statusCode} aria-hidden>
        404
      </p>
      <h1 id="status-title">{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <div className={css.actions}>
        <Link className={css.button} to={`/${language}/home`}>
          {t("notFound.backHome")}
        </Link>
        <Link className={css.buttonSecondary} to={`/${language}/products`}>
          {t("notFound.viewProducts")}
        </Link>
      </div>
    </section>
  );
}

/** The translated error page, inside the shop's layout when the layout could load. */
export function ErrorPage() {
  const t = useStatusT();
  const language = useLanguage();
  return (
    <section className={css.statusPage} aria-labelledby="status-title">
      <h1 id="status-title">{t("error.title")}</h1>
      <p>{t("error.text")}</p>
      <div className={css.actions}>
        <a className={css.button} href={`/${language}/home`}>
          {t("notFound.backHome")}
        </a>
      </div>
    </section>
  );
}
