import { Form, useLocation } from "react-router";
import { href } from "~/domain/paths";
import { useLanguage, useT } from "~/i18n";
import type { RootData } from "~/server/root.server";
import * as css from "./shadow-bar.css";

/**
 * Staff acting for a customer see, on every page, for whom they act; Stop ends the shadow session,
 * signs out and reloads the page (a plain form: works the same without JavaScript).
 */
export function ShadowBar({ shadow }: { shadow: NonNullable<RootData["shadow"]> }) {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  return (
    <section className={css.bar} aria-label={t("shadow.label")}>
      <p className={css.text}>
        <strong>{t("shadow.notice")}</strong>{" "}
        <span>
          {shadow.customerName} ({t("shadow.customerNumber", { number: shadow.customerNumber })}){shadow.companyName ? ` · ${shadow.companyName}` : null}
        </span>{" "}
        <span className={css.staff}>{t("shadow.staff", { name: shadow.staffName })}</span>
      </p>
      <Form method="post" action={href("/:lang/auth/logout", { lang: language })} reloadDocument>
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" className={css.stop}>
          {t("shadow.stop")}
        </button>
      </Form>
    </section>
  );
}
