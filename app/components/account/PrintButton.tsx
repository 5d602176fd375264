import { useHydrated } from "~/components/useHydrated";
import { useT } from "~/i18n";
import * as css from "./account.css";

/**
 * "Print": opens the browser's print dialog. It needs JavaScript, so it only appears once JavaScript
 * runs; without it the hint tells people to use the browser's own print command, which prints the same
 * (the print stylesheet leaves out the shop's header, footer and menu).
 */
export function PrintButton() {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <div className={`${css.actions} ${css.screenOnly}`}>
      {hydrated ? (
        <button type="button" className={css.button} onClick={() => window.print()}>
          {t("account.invoice.print")}
        </button>
      ) : null}
      <p className={`${css.muted} ${css.small}`}>{t("account.invoice.printHint")}</p>
    </div>
  );
}
