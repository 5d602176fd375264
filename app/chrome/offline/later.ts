import { useEffect } from "react";

/**
 * Offline use and updates on a browsing page (home, overview, product, bundle, CMS page, campaign; ADR
 * 0065): after hydration, the service worker's registration and the update flow load in a chunk of their
 * own (./offline.client.ts), never in the first paint's JavaScript. Only the browsing pages carry even
 * this hook — where shoppers land; the checkout's pages keep their JavaScript budget, and once
 * registered the worker serves every page of the shop.
 */
export function useOfflineUse() {
  useEffect(() => {
    // A chunk that cannot load (offline already) leaves the page as it is: nothing to report.
    import("./offline.client").catch(Boolean);
  }, []);
}
