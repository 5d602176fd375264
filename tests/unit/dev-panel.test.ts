import { describe, expect, it } from "vitest";
import { choiceCookie, choiceOfCookie, postedEvents, returnUrlOf, stateOfQuery, stateQuery } from "~/chrome/dev-panel/choice";
import { DEV_PANEL_COOKIE } from "~/chrome/dev-panel/names";
import {
  applyBlock,
  applyPanel,
  type DevChoice,
  DevChoice as DevChoiceSchema,
  NO_CHOICE,
  openPanel,
  type PanelEvent,
  type PanelState,
  panelReducer,
} from "~/chrome/dev-panel/rules";
import { choiceFields, dataModeText } from "~/chrome/dev-panel/view";

// The development modal's rules (storefront-cart-checkout-routing.md §4 "Development modal", §5, §8;
// ADR 0064), one test per rule, and the cookie and form that carry them.

const SHOP_B = "7b1e2c4a-0000-4000-8000-00000000000b";
const SHOP_C = "7b1e2c4a-0000-4000-8000-00000000000c";
const TENANTS = [
  { tenantUuid: SHOP_B, tenantName: "Stadsbazaar" },
  { tenantUuid: SHOP_C, tenantName: "Stapvast" },
];
const PRODUCTION_B: DevChoice = { tenantId: SHOP_B, api: "lh", liveUrl: "", production: true };

function through(state: PanelState, ...events: PanelEvent[]): PanelState {
  return events.reduce((next, event) => panelReducer(next, event).state, state);
}
const opened = (saved: DevChoice = NO_CHOICE) => openPanel(saved).state;

describe("opening and closing", () => {
  it("opening stores the original values, and loads the tenant list of the saved mode", () => {
    const { state, load } = openPanel(PRODUCTION_B);
    expect(state.original).toEqual(PRODUCTION_B);
    expect(state.current).toEqual(PRODUCTION_B);
    expect(load).toBe("production");
    expect(openPanel(NO_CHOICE).load).toBe("all");
  });

  it("closing without apply restores the original values", () => {
    const changed = through(
      opened(PRODUCTION_B),
      { type: "toggleProduction", on: false },
      { type: "chooseApi", api: "live", liveUrl: "https://api.example.com" },
    );
    expect(changed.current).not.toEqual(PRODUCTION_B);
    expect(through(changed, { type: "close" }).current).toEqual(PRODUCTION_B);
  });
});

describe("apply", () => {
  it("is allowed only when something changed", () => {
    const state = opened();
    expect(applyBlock(state)).toBe("unchanged");
    expect(applyPanel(state)).toBeNull();
    expect(applyBlock(through(state, { type: "chooseTenant", tenantId: SHOP_B }))).toBeNull();
    // Changed and changed back is no change.
    expect(applyBlock(through(state, { type: "chooseTenant", tenantId: SHOP_B }, { type: "chooseTenant", tenantId: null }))).toBe("unchanged");
  });

  it("in localhost production mode, only with a tenant chosen", () => {
    const on = through(opened(), { type: "toggleProduction", on: true }, { type: "tenantsLoaded", tenants: TENANTS });
    expect(on.current.tenantId).toBeNull();
    expect(applyBlock(on)).toBe("tenantRequired");
    expect(applyPanel(on)).toBeNull();
    expect(applyBlock(through(on, { type: "chooseTenant", tenantId: SHOP_C }))).toBeNull();
  });

  it("with the live API, only with an http(s) URL", () => {
    for (const liveUrl of ["", "api.example.com", "javascript:alert(1)", "file:///etc/passwd", "https://user:pw@api.example.com"]) {
      expect(applyBlock(through(opened(), { type: "chooseApi", api: "live", liveUrl })), liveUrl).toBe("liveUrlRequired");
    }
    expect(applyBlock(through(opened(), { type: "chooseApi", api: "live", liveUrl: "https://api.example.com" }))).toBeNull();
  });

  it("saves the choice, toggles production mode if it changed, sets the chosen tenant's theme and reloads", () => {
    const toProduction = through(opened(), { type: "toggleProduction", on: true }, { type: "chooseTenant", tenantId: SHOP_C });
    expect(applyPanel(toProduction)).toEqual({
      save: { tenantId: SHOP_C, api: "lh", liveUrl: "", production: true },
      productionChanged: true,
      themeOf: SHOP_C,
      reload: true,
    });
    const otherShop = through(opened(PRODUCTION_B), { type: "chooseTenant", tenantId: SHOP_C });
    expect(applyPanel(otherShop)?.productionChanged).toBe(false);
    // Back to the host's shop: its own theme.
    expect(applyPanel(through(opened({ ...NO_CHOICE, tenantId: SHOP_B }), { type: "chooseTenant", tenantId: null }))?.themeOf).toBeNull();
  });
});

describe("API server and production-data mode", () => {
  it("choosing the live API turns production-data mode off (clearing its list and selection)", () => {
    const on = through(opened(PRODUCTION_B), { type: "tenantsLoaded", tenants: TENANTS });
    const { state, load } = panelReducer(on, { type: "chooseApi", api: "live", liveUrl: "https://api.example.com" });
    expect(state.current).toEqual({ tenantId: null, api: "live", liveUrl: "https://api.example.com", production: false });
    expect(state.tenants).toEqual([]);
    expect(load).toBe("all");
  });

  it("production-data mode can be switched only with the localhost API (the third text)", () => {
    const live = through(opened(), { type: "chooseApi", api: "live", liveUrl: "https://api.example.com" });
    const { state, load } = panelReducer(live, { type: "toggleProduction", on: true });
    expect(state.current.production).toBe(false);
    expect(state.notice).toBe("localhostOnly");
    expect(load).toBeNull();
    // The next event clears the notice.
    expect(through(state, { type: "chooseTenant", tenantId: null }).notice).toBeNull();
  });

  it("switching it on loads the tenant list (x-environment: production)", () => {
    const { state, load } = panelReducer(opened(), { type: "toggleProduction", on: true });
    expect(state.current.production).toBe(true);
    expect(load).toBe("production");
    expect(through(state, { type: "tenantsLoaded", tenants: TENANTS }).tenants).toEqual(TENANTS);
    // A failed load is an empty list: nothing to choose, and apply stays refused.
    const failed = through(state, { type: "tenantsLoaded", tenants: [] });
    expect(failed.tenants).toEqual([]);
    expect(applyBlock(failed)).toBe("tenantRequired");
  });

  it("switching it off clears the list and the selection", () => {
    const on = through(opened(PRODUCTION_B), { type: "tenantsLoaded", tenants: TENANTS });
    const { state } = panelReducer(on, { type: "toggleProduction", on: false });
    expect(state.current.production).toBe(false);
    expect(state.current.tenantId).toBeNull();
    expect(state.tenants).toEqual([]);
  });

  it("the data-mode texts", () => {
    expect(dataModeText({ ...NO_CHOICE, production: true })).toBe("devPanel.productionData");
    expect(dataModeText(NO_CHOICE)).toBe("devPanel.testData");
  });
});

describe("the saved choice (a cookie for this browser only)", () => {
  const header = (choice: DevChoice) => choiceCookie(choice).split(";")[0]!;

  it("is read back as it was saved", () => {
    const choice: DevChoice = { tenantId: SHOP_B, api: "live", liveUrl: "https://api.example.com", production: false };
    expect(choiceOfCookie(header(choice))).toEqual(choice);
    expect(choiceCookie(choice)).toMatch(/; Path=\/; SameSite=Lax; HttpOnly; Max-Age=\d+$/);
  });

  it("nothing chosen clears the cookie", () => {
    expect(choiceCookie(NO_CHOICE)).toBe(`${DEV_PANEL_COOKIE}=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0`);
  });

  it("a forged or malformed cookie is no choice", () => {
    const forged = (value: unknown) => `${DEV_PANEL_COOKIE}=${encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value))}`;
    for (const value of [
      "not json",
      "%E0%A4%A",
      { tenantId: "not-a-uuid", api: "lh", liveUrl: "", production: false },
      { tenantId: null, api: "live", liveUrl: "javascript:alert(1)", production: false },
      { tenantId: null, api: "live", liveUrl: "", production: false },
      { tenantId: SHOP_B, api: "live", liveUrl: "https://api.example.com", production: true },
      { tenantId: null, api: "lh", liveUrl: "", production: true },
      { tenantId: null, api: "ftp", liveUrl: "", production: false },
    ]) {
      expect(choiceOfCookie(forged(value)), JSON.stringify(value)).toBeNull();
    }
    expect(choiceOfCookie(null)).toBeNull();
    expect(DevChoiceSchema.safeParse(PRODUCTION_B).success).toBe(true);
  });
});

describe("the form and the page query (the state between two posts)", () => {
  const base = (state: PanelState) => ({ ...choiceFields(state.original, "o."), ...choiceFields(state.current, "p."), returnUrl: "/nl/home" });

  it("a post's edits become the rules' events: the tenant, then the API, then the button", () => {
    const state = opened(PRODUCTION_B);
    const posted = postedEvents({ ...base(state), tenant: SHOP_C, api: "live", liveUrl: " https://api.example.com ", intent: "production-on" });
    expect(posted?.events).toEqual([
      { type: "chooseTenant", tenantId: SHOP_C },
      { type: "chooseApi", api: "live", liveUrl: "https://api.example.com" },
      { type: "toggleProduction", on: true },
    ]);
    const next = through(posted!.state, ...posted!.events);
    // The live API turned production off and cleared the selection; the toggle was refused.
    expect(next.current).toEqual({ tenantId: null, api: "live", liveUrl: "https://api.example.com", production: false });
    expect(next.notice).toBe("localhostOnly");
  });

  it("a post without the panel's state, or with a forged one, is not the panel's", () => {
    const state = opened();
    expect(postedEvents({ intent: "apply" })).toBeNull();
    expect(postedEvents({ ...base(state), intent: "delete-everything" })).toBeNull();
    expect(postedEvents({ ...base(state), "p.tenant": "'; drop table", intent: "apply" })).toBeNull();
    // A forged tenant in the select is no tenant.
    expect(postedEvents({ ...base(state), tenant: "x", intent: "update" })?.events).toEqual([{ type: "chooseTenant", tenantId: null }]);
  });

  it("the page query keeps the state (a half-typed live URL too) and the notice", () => {
    const state = through(opened(), { type: "chooseApi", api: "live", liveUrl: "https://api.exa" }, { type: "toggleProduction", on: true });
    const back = stateOfQuery(new URLSearchParams(stateQuery(state, "/nl/home")));
    expect(back).toEqual({ ...state, tenants: [] });
    expect(stateOfQuery(new URLSearchParams("returnUrl=/nl/home"))).toBeNull();
  });

  it("goes back to a same-origin page only", () => {
    expect(returnUrlOf("/nl/products?sort=price")).toBe("/nl/products?sort=price");
    for (const target of ["https://evil.example/", "//evil.example", "/\\evil.example", null]) expect(returnUrlOf(target)).toBe("/");
  });
});
