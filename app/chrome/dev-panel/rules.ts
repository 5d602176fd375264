import { z } from "zod";

// The development panel's rules (storefront-cart-checkout-routing.md §4 "Development modal", §5, §6, §8;
// ADR 0064). Pure: the panel's state, the events that change it, when apply is allowed and what apply
// does. The route (app/routes/dev/panel.server.ts) runs them on the server, for the page without
// JavaScript and for the modal alike.

/** The API server: the local core API through the service binding ("lh"), or a remote one by URL ("live"). */
export const API_SERVERS = ["lh", "live"] as const;
export type ApiServer = (typeof API_SERVERS)[number];

/** A live API's address: an http(s) URL, nothing else (never a file:, data: or javascript: one). */
export const LiveUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && url.username === "" && url.password === "";
    } catch {
      return false;
    }
  });

/**
 * What the panel chooses and the cookie keeps, for this browser only: a tenant (null: the host's shop),
 * the API server (with its URL when live) and production-data mode (localhost API only).
 */
export const PanelChoice = z.object({
  tenantId: z.uuid().nullable(),
  api: z.enum(API_SERVERS),
  liveUrl: z.string().max(2048),
  production: z.boolean(),
});
/** The panel's values while they are being chosen (a live URL may still be half typed). */
export type PanelChoice = z.infer<typeof PanelChoice>;

/** A choice that can be saved and used: the live URL an http(s) URL, production data with a tenant on the local API only. */
export const DevChoice = PanelChoice.extend({ liveUrl: z.union([z.literal(""), LiveUrl]) })
  .refine((choice) => choice.api === "lh" || choice.liveUrl !== "", { message: "a live API needs its URL" })
  .refine((choice) => choice.api === "lh" || !choice.production, { message: "production data only with the localhost API" })
  .refine((choice) => !(choice.api === "lh" && choice.production && choice.tenantId === null), { message: "production mode needs a tenant" });
export type DevChoice = z.infer<typeof DevChoice>;

/** Nothing chosen: the host's shop, the local core API, test data. */
export const NO_CHOICE: DevChoice = { tenantId: null, api: "lh", liveUrl: "", production: false };

export type DevTenant = { tenantUuid: string; tenantName: string };

/** Why the last event changed nothing (the third text of spec §8). */
export type DevNotice = "localhostOnly" | null;

/** The panel while it is open: the values it opened with, the values as they are now, the tenant list. */
export type PanelState = {
  original: PanelChoice;
  current: PanelChoice;
  tenants: readonly DevTenant[];
  notice: DevNotice;
};

export type PanelEvent =
  | { type: "chooseTenant"; tenantId: string | null }
  | { type: "chooseApi"; api: ApiServer; liveUrl: string }
  | { type: "toggleProduction"; on: boolean }
  | { type: "tenantsLoaded"; tenants: readonly DevTenant[] }
  | { type: "close" };

/** Which tenant list to load: the real shops (x-environment: production), every shop, or none. */
export type TenantListToLoad = "production" | "all" | null;

/**
 * Opening stores the original values (the saved choice): the panel starts from them, and loads the
 * tenant list of its mode.
 */
export function openPanel(saved: DevChoice): { state: PanelState; load: TenantListToLoad } {
  return { state: { original: saved, current: saved, tenants: [], notice: null }, load: tenantListOf(saved) };
}

/** The list a mode chooses from: the real shops in production-data mode, every shop of the API otherwise. */
export function tenantListOf(choice: PanelChoice): Exclude<TenantListToLoad, null> {
  return choice.production ? "production" : "all";
}

/** One event: the next state, and the tenant list it asks to load (if any). */
export function panelReducer(state: PanelState, event: PanelEvent): { state: PanelState; load: TenantListToLoad } {
  const next = { ...state, notice: null };
  switch (event.type) {
    case "chooseTenant":
      return { state: { ...next, current: { ...state.current, tenantId: event.tenantId } }, load: null };
    case "chooseApi": {
      const current = { ...state.current, api: event.api, liveUrl: event.api === "live" ? event.liveUrl.trim() : "" };
      // Choosing the live API turns production-data mode off (which clears its list and selection).
      if (event.api === "live" && state.current.production) return productionOff({ ...next, current });
      return { state: { ...next, current }, load: null };
    }
    case "toggleProduction":
      // Production-data mode can be switched only with the localhost API.
      if (state.current.api !== "lh") return { state: { ...state, notice: "localhostOnly" }, load: null };
      if (event.on === state.current.production) return { state: next, load: null };
      if (!event.on) return productionOff(next);
      // On: the list of real shops is loaded; a tenant must be chosen from it.
      return { state: { ...next, current: { ...state.current, production: true, tenantId: null }, tenants: [] }, load: "production" };
    case "tenantsLoaded":
      return { state: { ...state, tenants: event.tenants }, load: null };
    case "close":
      // Closing without apply restores the original values.
      return { state: { ...state, current: state.original, notice: null }, load: null };
  }
}

/** Off clears the list and the selection; the test-data list (every shop) is what the choice offers then. */
function productionOff(state: PanelState): { state: PanelState; load: TenantListToLoad } {
  return { state: { ...state, current: { ...state.current, production: false, tenantId: null }, tenants: [] }, load: "all" };
}

/** Whether anything differs from the values the panel opened with. */
export function changed(state: PanelState): boolean {
  const { original, current } = state;
  return (
    original.tenantId !== current.tenantId || original.api !== current.api || original.liveUrl !== current.liveUrl || original.production !== current.production
  );
}

/** Why apply is not allowed now, or null when it is. */
export type ApplyBlock = "unchanged" | "tenantRequired" | "liveUrlRequired" | null;

/** Apply is allowed only when something changed and, in localhost production mode, a tenant is chosen. */
export function applyBlock(state: PanelState): ApplyBlock {
  if (!changed(state)) return "unchanged";
  const { current } = state;
  if (current.api === "lh" && current.production && current.tenantId === null) return "tenantRequired";
  if (current.api === "live" && !LiveUrl.safeParse(current.liveUrl).success) return "liveUrlRequired";
  return null;
}

/**
 * What applying does: saves the choice (the cookie), switches production mode when it changed, sets
 * the theme (the chosen tenant's look: the host's shop when none) and refreshes the app (a full
 * reload). Null when apply is not allowed.
 */
export function applyPanel(state: PanelState): { save: DevChoice; productionChanged: boolean; themeOf: string | null; reload: true } | null {
  if (applyBlock(state) !== null) return null;
  const save = DevChoice.parse(state.current);
  return { save, productionChanged: state.original.production !== save.production, themeOf: save.tenantId, reload: true };
}
