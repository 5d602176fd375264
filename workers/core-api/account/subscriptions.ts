// The subscription state machine (pure): active → pause, skip, cancel; paused → resume, cancel;
// cancelled → nothing. Dates of deliveries are YYYY-MM-DD (UTC).
import type { SUBSCRIPTION_INTENTS, SUBSCRIPTION_STATUSES } from "@commerce/contract/account";

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type SubscriptionIntent = (typeof SUBSCRIPTION_INTENTS)[number];

export const ALLOWED_INTENTS: Record<SubscriptionStatus, readonly SubscriptionIntent[]> = {
  active: ["pause", "skip", "cancel"],
  paused: ["resume", "cancel"],
  cancelled: [],
};

export type SubscriptionState = { status: SubscriptionStatus; intervalMonths: number; nextDeliveryOn: string | null };

/** A date plus whole months; the 31st becomes the month's last day when the month is shorter. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The state after an intent, or null when the intent is not allowed in the current status. */
export function applyIntent(state: SubscriptionState, intent: SubscriptionIntent, today: string): SubscriptionState | null {
  if (!ALLOWED_INTENTS[state.status].includes(intent)) return null;
  const interval = Math.max(1, state.intervalMonths);
  switch (intent) {
    case "pause":
      return { ...state, status: "paused" };
    case "skip":
      // The next delivery moves one interval on.
      return { ...state, nextDeliveryOn: addMonths(state.nextDeliveryOn ?? today, interval) };
    case "resume": {
      // A date that passed while paused rolls on by whole intervals to the first one after today.
      let next = state.nextDeliveryOn ?? today;
      while (next <= today) next = addMonths(next, interval);
      return { ...state, status: "active", nextDeliveryOn: next };
    }
    case "cancel":
      return { ...state, status: "cancelled", nextDeliveryOn: null };
  }
}
