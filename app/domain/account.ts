import type {
  CartSummary,
  INVOICE_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  RESERVATION_STATUSES,
  SUBSCRIPTION_INTENTS,
  SUBSCRIPTION_STATUSES,
} from "@commerce/contract/account";
import { LOCALES, type Language } from "./languages";
import { numberFormat } from "./money";

// Rules of the account area that the pages share: how dates read, which cart can be picked up again,
// which reservations are still running, how statuses are marked, the order of subscription actions.

/** Dates of the core API: a day ('2026-03-01') or a moment ('2026-03-01T09:30:00.000Z'). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The shop's time zone: a moment is shown as the day it was in the Netherlands. */
export const SHOP_TIME_ZONE = "Europe/Amsterdam";

/** "1 maart 2026" / "1 March 2026"; an unreadable value is shown as it came. */
export function formatDate(value: string, language: Language): string {
  const day = DAY.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const timeZone = day ? "UTC" : SHOP_TIME_ZONE;
  // One format per language and time zone, made once (as numberFormat, money.ts): an order list writes a date per row.
  dateFormats[language + timeZone] ??= new Intl.DateTimeFormat(LOCALES[language], { day: "numeric", month: "long", year: "numeric", timeZone });
  return dateFormats[language + timeZone]!.format(date);
}

const dateFormats: Record<string, Intl.DateTimeFormat> = {};

/** A VAT rate as people write it: "21%", "9%". */
export function formatVatRate(vatPct: number, language: Language): string {
  return numberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(vatPct / 100);
}

/**
 * A saved cart can be picked up again when something is in it, it was not ordered yet and it is not
 * already the shopper's cart.
 */
export function canResumeCart(cart: Pick<CartSummary, "id" | "status" | "itemCount">, currentCartId: string | null): boolean {
  return cart.status !== "ORDERED" && cart.itemCount > 0 && cart.id !== currentCartId;
}

type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** A reservation still runs while it waits to be made ready or to be collected. */
export function isCurrentReservation(status: ReservationStatus): boolean {
  return status === "reserved" || status === "ready";
}

/** How a status is marked on the page: good news, waiting, bad news, or nothing special. */
export type StatusTone = "positive" | "pending" | "negative" | "neutral";

type OrderStatus = (typeof ORDER_STATUSES)[number];
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
type CartStatus = CartSummary["status"];

const TONES: Record<CartStatus | OrderStatus | PaymentStatus | InvoiceStatus | ReservationStatus | SubscriptionStatus, StatusTone> = {
  OPEN: "neutral",
  ABANDONED: "neutral",
  ORDERED: "positive",
  PENDING: "pending",
  PAID: "positive",
  SHIPPED: "positive",
  COMPLETED: "positive",
  CANCELLED: "negative",
  open: "pending",
  paid: "positive",
  failed: "negative",
  cancelled: "negative",
  expired: "negative",
  invoice: "neutral",
  overdue: "negative",
  credited: "neutral",
  reserved: "pending",
  ready: "positive",
  collected: "neutral",
  active: "positive",
  paused: "pending",
};

export function statusTone(status: keyof typeof TONES): StatusTone {
  return TONES[status];
}

type SubscriptionIntent = (typeof SUBSCRIPTION_INTENTS)[number];
/** The actions a subscription offers, in the order the page shows them; cancelling always comes last. */
const INTENT_ORDER: readonly SubscriptionIntent[] = ["resume", "skip", "pause", "cancel"];

export function orderedIntents(allowed: readonly SubscriptionIntent[]): SubscriptionIntent[] {
  return INTENT_ORDER.filter((intent) => allowed.includes(intent));
}

/** Order lines of one bundle share a key: the page marks them as one set. */
export function bundleNumbers(lines: readonly { bundleGroupKey: string | null }[]): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const line of lines) {
    if (line.bundleGroupKey && !numbers.has(line.bundleGroupKey)) numbers.set(line.bundleGroupKey, numbers.size + 1);
  }
  return numbers;
}
