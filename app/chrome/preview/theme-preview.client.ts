import type { PreviewShell } from "../shell";
import { acceptedThemeEvent, withThemeCache } from "./preview";

// The editor's theme events (storefront-cart-checkout-routing.md §4, ADR 0060), loaded only on a page in
// preview mode with previewTransport=pm (root.tsx's PreviewListener): never in a shopper's JavaScript.
// An accepted event re-applies the theme without a reload — the page's own url again (with the event's
// theme preview cache, if it names one), as a client navigation: the root's data (the header's theme,
// colours and logos) comes again, then its theme style and fragments (root.tsx's clientLoader).

/** Listens for the editor's events; `go` navigates to the url that applies the theme. Returns the stop. */
export function listenForThemeEvents(preview: PreviewShell, go: (url: string) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    const accepted = acceptedThemeEvent({ origin: event.origin, data: event.data }, preview);
    if (accepted) go(withThemeCache(window.location, accepted.themeCache));
  };
  window.addEventListener("message", onMessage);
  return () => window.removeEventListener("message", onMessage);
}
