import { PUBLIC_PAGE_ROUTES } from "~/domain/page-cache";

/**
 * Whether the server marks a page as one the shopper's service worker may keep for offline use (ADR
 * 0065): the public pages the edge cache keeps too (PUBLIC_PAGE_ROUTES, one list), and only for a
 * shopper who is not signed in — a signed-in customer's pages show their name and their own prices.
 * An anonymous shopper's bag count is in them; the worker fetches such a page first after any change
 * of state (~/chrome/offline/rules.ts storedPageStrategy). Never a page that a failed startup call left
 * with its fallback (`complete` false: ADR 0066, no cache keeps a fallback).
 */
export function keptOffline(input: { method: string; routeId: string | null; signedIn: boolean; status: number; complete: boolean }): boolean {
  return input.method === "GET" && input.status === 200 && input.complete && !input.signedIn && input.routeId !== null && PUBLIC_PAGE_ROUTES.has(input.routeId);
}
