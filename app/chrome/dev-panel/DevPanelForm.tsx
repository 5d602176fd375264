import { useT } from "~/i18n";
import { DEV_PANEL_PATH } from "./names";
import * as css from "./dev-panel.css";
import type { ApplyBlock, DevTenant, PanelState } from "./rules";
import { choiceFields, dataModeText } from "./view";

export type DevPanelView = { state: PanelState; tenants: readonly DevTenant[]; block: ApplyBlock; returnUrl: string };

/**
 * The panel's one form: the page /dev/panel without JavaScript, the modal's content with it (the modal
 * takes this form from the page's HTML, dev-panel.client.ts). Every button posts the whole state; the
 * server runs the rules (rules.ts) and answers 303 — back to the form with the new state in its query,
 * or, after apply, to the page the developer was on.
 */
// Apply is disabled while nothing changed or production data lacks its tenant; a live URL still being
// typed is checked when Apply is pressed (the server refuses it, and says why), so Apply needs no
// round trip per keystroke.
export function DevPanelForm({ view }: { view: DevPanelView }) {
  const t = useT();
  const { state, tenants, block, returnUrl } = view;
  const { current } = state;
  const hidden = { ...choiceFields(state.original, "o."), ...choiceFields(current, "p."), returnUrl };
  const blockText = block === "tenantRequired" ? "devPanel.tenantRequired" : block === "liveUrlRequired" ? "devPanel.liveUrlRequired" : "devPanel.unchanged";
  return (
    <form method="post" action={DEV_PANEL_PATH} className={css.form} data-dev-panel-form="">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t("devPanel.apiLegend")}</legend>
        <label className={css.choice}>
          <input type="radio" name="api" value="lh" defaultChecked={current.api === "lh"} />
          {t("devPanel.apiLocal")}
        </label>
        <label className={css.choice}>
          <input type="radio" name="api" value="live" defaultChecked={current.api === "live"} />
          {t("devPanel.apiLive")}
        </label>
        <label className={css.label}>
          {t("devPanel.liveUrl")}
          <input
            className={css.input}
            type="url"
            name="liveUrl"
            defaultValue={current.liveUrl}
            placeholder="https://"
            inputMode="url"
            autoComplete="off"
            aria-describedby="dev-panel-live-hint"
          />
        </label>
        <p id="dev-panel-live-hint" className={css.note}>
          {t("devPanel.liveUrlHint")}
        </p>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t("devPanel.dataLegend")}</legend>
        <p className={current.production ? css.production : css.test} data-dev-panel-mode="">
          {t(dataModeText(current))}
        </p>
        <div className={css.actions}>
          <button type="submit" name="intent" value={current.production ? "production-off" : "production-on"} className={css.buttonSecondary}>
            {t(current.production ? "devPanel.useTestData" : "devPanel.useProductionData")}
          </button>
        </div>
        {state.notice === "localhostOnly" ? (
          <p className={css.refused} role="alert">
            {t("devPanel.localhostOnly")}
          </p>
        ) : null}
      </fieldset>
      <label className={css.label}>
        {t("devPanel.tenant")}
        <select className={css.input} name="tenant" defaultValue={current.tenantId ?? ""}>
          <option value="">{t(current.production ? "devPanel.chooseTenant" : "devPanel.hostTenant")}</option>
          {tenants.map((tenant) => (
            <option key={tenant.tenantUuid} value={tenant.tenantUuid}>
              {tenant.tenantName}
            </option>
          ))}
          {current.tenantId && !tenants.some((tenant) => tenant.tenantUuid === current.tenantId) ? (
            <option value={current.tenantId}>{current.tenantId}</option>
          ) : null}
        </select>
      </label>
      {tenants.length === 0 ? <p className={css.note}>{t("devPanel.noTenants")}</p> : null}
      <p className={css.note} id="dev-panel-apply-note" role="status">
        {block ? t(blockText) : t("devPanel.ready")}
      </p>
      <div className={css.actions}>
        <button
          type="submit"
          name="intent"
          value="apply"
          className={css.button}
          disabled={block === "unchanged" || block === "tenantRequired"}
          aria-describedby="dev-panel-apply-note"
        >
          {t("devPanel.apply")}
        </button>
        <button type="submit" name="intent" value="update" className={css.buttonSecondary} data-dev-panel-update="">
          {t("devPanel.update")}
        </button>
        <a href={returnUrl} className={css.buttonSecondary} data-dev-panel-close="">
          {t("devPanel.close")}
        </a>
      </div>
    </form>
  );
}
