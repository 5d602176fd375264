import { cookieValue } from "~/domain/consent";
import { DEV_PANEL_COOKIE } from "./names";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { API_SERVERS, type ApiServer, DevChoice, NO_CHOICE, PanelChoice, type PanelEvent, type PanelState } from "./rules";
import { choiceFields, type Prefix } from "./view";

// The development panel's choice on the wire: the cookie that keeps it for this browser, and the
// panel's state in the form and in the page's query (the state between two posts without JavaScript).
// Everything read is checked with the rules' zod schema: a forged or malformed value is no choice.

/** A month: a developer keeps a choice between sessions, and clears it with the panel. */
const COOKIE_SECONDS = 30 * 24 * 3600;

/** The choice this browser's cookie holds, or null when there is none or it is not a valid one. */
export function choiceOfCookie(cookieHeader: string | null): DevChoice | null {
  const raw = cookieValue(cookieHeader, DEV_PANEL_COOKIE);
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = DevChoice.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The Set-Cookie of a saved choice; nothing chosen clears the cookie. */
export function choiceCookie(choice: DevChoice): string {
  const attributes = "Path=/; SameSite=Lax; HttpOnly";
  if (sameChoice(choice, NO_CHOICE)) return `${DEV_PANEL_COOKIE}=; ${attributes}; Max-Age=0`;
  return `${DEV_PANEL_COOKIE}=${encodeURIComponent(JSON.stringify(choice))}; ${attributes}; Max-Age=${COOKIE_SECONDS}`;
}

function sameChoice(a: DevChoice, b: DevChoice): boolean {
  return a.tenantId === b.tenantId && a.api === b.api && a.liveUrl === b.liveUrl && a.production === b.production;
}

/** A choice from fields; null when they do not make a valid one. */
function fieldsChoice(read: (name: string) => string | null | undefined, prefix: Prefix): PanelChoice | null {
  const parsed = PanelChoice.safeParse({
    tenantId: read(`${prefix}tenant`) || null,
    api: read(`${prefix}api`),
    liveUrl: read(`${prefix}liveUrl`) ?? "",
    production: read(`${prefix}production`) === "1",
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The panel's state as a page query: the original and current values (the tenant list is loaded
 * again for the mode), the notice and the page to go back to.
 */
export function stateQuery(state: PanelState, returnUrl: string): string {
  const query = new URLSearchParams({ ...choiceFields(state.original, "o."), ...choiceFields(state.current, "p."), returnUrl });
  if (state.notice) query.set("notice", state.notice);
  return query.toString();
}

/** The state a page query names, or null (the panel opens afresh from the saved choice). */
export function stateOfQuery(query: URLSearchParams): PanelState | null {
  const read = (name: string) => query.get(name);
  const original = fieldsChoice(read, "o.");
  const current = fieldsChoice(read, "p.");
  if (!original || !current) return null;
  return { original, current, tenants: [], notice: query.get("notice") === "localhostOnly" ? "localhostOnly" : null };
}

/** A same-origin page to go back to; the shop's home otherwise. */
export function returnUrlOf(value: string | null | undefined): string {
  return safeRedirectPath(value) ?? "/";
}

/** What a post asks, besides the edits of its visible fields. */
export type PanelIntent = "update" | "production-on" | "production-off" | "apply";
const INTENTS: readonly PanelIntent[] = ["update", "production-on", "production-off", "apply"];

/**
 * A post of the panel's form as its state before the post and the events it makes, in the order the
 * rules need: the tenant chosen, then the API (choosing the live one turns production mode off, which
 * clears the selection), then the button's own (a production toggle). Null for a post that is not the
 * panel's form (missing or forged state).
 */
export function postedEvents(fields: Record<string, string>): { state: PanelState; events: PanelEvent[]; intent: PanelIntent } | null {
  const read = (name: string) => fields[name];
  const original = fieldsChoice(read, "o.");
  const before = fieldsChoice(read, "p.");
  const intent = INTENTS.find((value) => value === fields.intent);
  if (!original || !before || !intent) return null;
  const events: PanelEvent[] = [];
  const tenant = fields.tenant ?? before.tenantId ?? "";
  if ((tenant || null) !== before.tenantId)
    events.push({ type: "chooseTenant", tenantId: PanelChoice.safeParse({ ...NO_CHOICE, tenantId: tenant }).success ? tenant : null });
  const api = (API_SERVERS as readonly string[]).includes(fields.api ?? "") ? (fields.api as ApiServer) : before.api;
  const liveUrl = (fields.liveUrl ?? before.liveUrl).trim();
  if (api !== before.api || (api === "live" && liveUrl !== before.liveUrl)) events.push({ type: "chooseApi", api, liveUrl });
  if (intent === "production-on" || intent === "production-off") events.push({ type: "toggleProduction", on: intent === "production-on" });
  return { state: { original, current: before, tenants: [], notice: null }, events, intent };
}
