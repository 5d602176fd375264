import type { ShellData } from "~/chrome/shell";
import { changedParts, readChangeMessage, STAMP_KEY, SYNC_CHANNEL, shellStamp } from "./tab-sync";

// The browser's half of every tab in step (issue 23, ADR 0066), loaded after hydration by the header
// whose counts and account state it keeps fresh (Header.tsx's effect; not in any page's first JavaScript). Each time the chrome's data changes in this tab — a page loaded
// as a document (after a sign-in, a sign-out or a form posted without JavaScript: its 303's page), or
// the root's revalidation after a fetcher's cart or wishlist change — its stamp is compared with the
// one the shop's tabs saw last (localStorage); what differs is announced on the shop's channel. A tab
// that hears it revalidates its data (React Router: the root's and the page's loaders, no reload), and
// then sees the stamp already stored: it announces nothing back.

/** What this module needs of React Router's router (framework mode keeps it on window). */
type Router = {
  state: { loaderData: Record<string, unknown> };
  subscribe(listener: (state: Router["state"]) => void): () => void;
  revalidate(): Promise<void>;
};

export function startTabSync(tries = 50): void {
  const router = (window as { __reactRouterDataRouter?: Router }).__reactRouterDataRouter;
  if (typeof BroadcastChannel === "undefined") return;
  // The router is made as React hydrates (in a transition): until then, look again shortly.
  if (!router) {
    if (tries > 0) setTimeout(startTabSync, 100, tries - 1);
    return;
  }
  const channel = new BroadcastChannel(SYNC_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (readChangeMessage(event.data)) void router.revalidate();
  };
  let shown: unknown;
  const look = ({ loaderData }: Router["state"]) => {
    const data = loaderData.root as ShellData | undefined;
    if (!data || data === shown) return;
    shown = data;
    const now = shellStamp(data);
    const parts = changedParts(swapStamp(now), now);
    if (parts.length > 0) channel.postMessage({ type: "etalage:changed", parts });
  };
  look(router.state);
  router.subscribe(look);
}

/** This tab's own last stamp: without storage (refused by the browser) its own changes still count. */
let lastHere: string | null = null;

/** Stores the stamp now shown and answers the one stored before (null: none seen yet). */
function swapStamp(now: string): string | null {
  let seen = lastHere;
  lastHere = now;
  try {
    seen = localStorage.getItem(STAMP_KEY);
    localStorage.setItem(STAMP_KEY, now);
  } catch {
    // No storage for this site: this tab's own memory is all there is.
  }
  return seen;
}
// Started once, when the header first imports this module (after hydration).
startTabSync();
