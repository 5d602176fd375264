import type { TFunction } from "~/i18n";
import { renderFragment } from "../fragment.server";
import { DEV_PANEL_PATH } from "./names";
import type { DevChoice } from "./rules";
import * as css from "./dev-panel.css";

/** The route whose browser module holds the modal (dev-panel.client.ts, started when the module loads). */
export const DEV_PANEL_ROUTE = "routes/dev/panel";

/** What the strip needs from the document: its page, the panel route's stylesheets, and this browser's choice. */
export type DevPanelStrip = { t: TFunction; page: string; css: readonly string[]; choice: DevChoice | null };

/**
 * The development panel's button, in a strip at the page's top (with the shadow bar), in development only
 * (the caller checks the build and the environment, ADR 0064): a link to the panel's page, which is the
 * panel without JavaScript. It travels in the shadow bar's fragment (per document, never cached), so
 * the shell's JavaScript — every page's — holds none of it; at the top, no floating widget covers it.
 * The panel is a hidden one (spec §1): with nothing chosen the strip waits above the page until the
 * keyboard reaches its button (as a skip link does), so a development page looks as production's; with
 * a choice in force it stays in view and says so, production data above all.
 */
export function devPanelStrip({ t, page, css: stylesheets, choice }: DevPanelStrip): string {
  const href = `${DEV_PANEL_PATH}?${new URLSearchParams({ returnUrl: page })}`;
  const status = !choice ? "devPanel.strip" : choice.production ? "devPanel.productionData" : "devPanel.chosen";
  return renderFragment(
    <div className={choice ? css.strip : css.stripAtRest} data-dev-panel="">
      {stylesheets.map((sheet) => (
        <link key={sheet} rel="stylesheet" href={sheet} />
      ))}
      <span>{t(status)}</span>
      <a className={css.stripButton} href={href} data-dev-panel-open="" aria-haspopup="dialog">
        {t("devPanel.open")}
      </a>
    </div>,
  );
}

/**
 * With JavaScript the same button opens the panel as a modal: a module script with the document's nonce
 * loads the panel route's module, which starts it. It ends the overlay's fragment, the last: a language
 * switch refills the fragments from the page's HTML up to its first script (fragments.client.ts).
 */
export function devPanelScript(module: string, nonce: string): string {
  return renderFragment(<script type="module" nonce={nonce} src={module} data-dev-panel-script="" />);
}
