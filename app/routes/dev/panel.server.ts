import { data, redirect } from "react-router";
import { choiceCookie, choiceOfCookie, postedEvents, returnUrlOf, stateOfQuery, stateQuery } from "~/chrome/dev-panel/choice";
import type { DevPanelView } from "~/chrome/dev-panel/DevPanelForm";
import { DEV_PANEL_PATH } from "~/chrome/dev-panel/names";
import { applyBlock, applyPanel, type DevTenant, LiveUrl, NO_CHOICE, openPanel, type PanelChoice, panelReducer, tenantListOf } from "~/chrome/dev-panel/rules";
import { loadBuildTenants } from "~/server/build-tenants.server";
import type { AppContext } from "~/server/context";
import { createCoreApi } from "~/server/core-api.server";
import { formFields } from "~/server/forms.server";
import { plainPage } from "~/server/plain-page.server";

// The development panel's page and posts (ADR 0064). Development only: a 404 in production, whatever
// the build. Without JavaScript every button is a post answered 303 — back to the form with the new
// state in its query (the rules of rules.ts), or, after apply, to the page the developer was on with
// the choice saved in a cookie. With JavaScript the modal makes the same posts (dev-panel.client.ts).

type DevApp = Pick<AppContext, "env" | "log" | "requestId">;

function refuseInProduction(app: DevApp) {
  if (app.env.ENVIRONMENT === "production") throw data(null, { status: 404 });
}

/** GET: the panel as it opens (the saved choice), or as the query's state left it. */
export async function loadDevPanel(app: DevApp, request: Request): Promise<DevPanelView> {
  refuseInProduction(app);
  const url = new URL(request.url);
  const returnUrl = returnUrlOf(url.searchParams.get("returnUrl"));
  const saved = choiceOfCookie(request.headers.get("cookie")) ?? NO_CHOICE;
  const state = stateOfQuery(url.searchParams) ?? openPanel(saved).state;
  const tenants = await panelTenants(app, state.current);
  return { state: { ...state, tenants }, tenants, block: applyBlock(state), returnUrl };
}

/**
 * The tenants to choose from, through the API being chosen: the local core API through the binding, or
 * the live one by its URL (none while that is no http(s) URL). A failure is an empty list (spec §8).
 */
async function panelTenants(app: DevApp, current: PanelChoice): Promise<DevTenant[]> {
  const live = current.api === "live";
  if (live && !LiveUrl.safeParse(current.liveUrl).success) return [];
  const api = createCoreApi({ env: { CORE_API: app.env.CORE_API, CORE_API_URL: live ? current.liveUrl : "" }, requestId: app.requestId });
  return loadBuildTenants({ tenants: api.tenants, log: app.log }, tenantListOf(current) === "production");
}

/** POST: the form's edits and its button, through the rules; 303 to the next state, or apply and 303 back. */
export async function devPanelAction(app: DevApp, request: Request): Promise<Response> {
  refuseInProduction(app);
  const fields = await formFields(request);
  const posted = postedEvents(fields);
  // Not the panel's form (its state missing or forged): nothing is saved.
  if (!posted) return plainPage("badForm", 400);
  const state = posted.events.reduce((next, event) => panelReducer(next, event).state, posted.state);
  const returnUrl = returnUrlOf(fields.returnUrl);
  const applied = posted.intent === "apply" ? applyPanel(state) : null;
  if (applied) throw redirect(returnUrl, { status: 303, headers: { "set-cookie": choiceCookie(applied.save) } });
  throw redirect(`${DEV_PANEL_PATH}?${stateQuery(state, returnUrl)}`, { status: 303 });
}
