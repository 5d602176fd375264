// Every open tab of a shop in step (spec §1 and §9: "persistence synchronizes across tabs"; issue 23).
// The pure half: what a tab remembers of the chrome's data, which parts of it changed, and the one
// message the tabs send each other. No I/O: sync.client.ts does the browser's part.

/** The parts of a page that another tab's change can make stale. */
export const SYNC_PARTS = ["cart", "wishlist", "account"] as const;
export type SyncPart = (typeof SYNC_PARTS)[number];

/**
 * The one channel of a shop's tabs. A BroadcastChannel reaches only the tabs of its own origin, and a
 * shop is one origin (its host): another shop's tabs never hear it.
 */
export const SYNC_CHANNEL = "etalage-tabs";
/** Where the tabs of the shop keep the stamp last seen (localStorage, shared by the origin's tabs). */
export const STAMP_KEY = "etalage-tabs";

/** The message: which parts changed. Nothing personal: no ids, no names, no amounts. */
export type ChangeMessage = { type: "etalage:changed"; parts: SyncPart[] };

/** The chrome's data a stamp is made of (the root loader's, ~/chrome/shell). */
export type StampSource = { cart: unknown; wishlistIds: readonly number[]; customer: { label: string } | null };

/**
 * A short fingerprint of each part, joined: "cart.wishlist.account". Hashed, so what the browser's
 * storage keeps says nothing about the cart or who is signed in, only whether it changed.
 */
export function shellStamp(data: StampSource): string {
  return [JSON.stringify(data.cart), data.wishlistIds.join(), data.customer?.label ?? ""].map(fingerprint).join(".");
}

/** The parts whose fingerprint differs; none when nothing was seen before (the first page of the shop). */
export function changedParts(seen: string | null, now: string): SyncPart[] {
  if (!seen) return [];
  const before = seen.split(".");
  const after = now.split(".");
  return SYNC_PARTS.filter((_, i) => before[i] !== after[i]);
}

/** A message from another tab, if it is one (anything else on the channel is ignored). */
export function readChangeMessage(data: unknown): ChangeMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, parts } = data as Record<string, unknown>;
  if (type !== "etalage:changed" || !Array.isArray(parts) || parts.length === 0) return null;
  if (!parts.every((part) => (SYNC_PARTS as readonly unknown[]).includes(part))) return null;
  return { type, parts: parts as SyncPart[] };
}

/** FNV-1a (32 bits) in base 36: enough to see a change, nothing to read back. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
