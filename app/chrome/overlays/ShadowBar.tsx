import type { Language } from "~/domain/languages";
import { href } from "~/domain/paths";
import type { TFunction } from "~/i18n";
import * as css from "./shadow-bar.css";

/** Who staff act for and as, as the bar names them (the session's shadow: overlays/load.server.ts). */
export type ShadowSession = { staffName: string; customerName: string; customerNumber: string; companyName?: string | null };

/**
 * Staff acting for a customer see, on every page, for whom they act; Stop ends the shadow session,
 * signs out and reloads the page (a plain form, the same with and without JavaScript). No hooks: the
 * server renders it into its fragment (app/chrome/overlays/render.server.tsx, ADR 0025, 0052), so the bar that few
 * sessions show costs no page any JavaScript. Stop names no page to come back to: the logout action
 * goes back to the Referer, the page the bar is on (after client navigations too).
 */
export function ShadowBar({ t, language, shadow }: { t: TFunction; language: Language; shadow: ShadowSession }) {
  return (
    <section className={css.bar} aria-label={t("shadow.label")}>
      <p className={css.text}>
        <strong>{t("shadow.notice")}</strong>{" "}
        <span>
          {shadow.customerName} ({t("shadow.customerNumber", { number: shadow.customerNumber })}){shadow.companyName ? ` · ${shadow.companyName}` : null}
        </span>{" "}
        <span className={css.staff}>{t("shadow.staff", { name: shadow.staffName })}</span>
      </p>
      <form method="post" action={href("/:lang/auth/logout", { lang: language })}>
        <button type="submit" className={css.stop}>
          {t("shadow.stop")}
        </button>
      </form>
    </section>
  );
}
