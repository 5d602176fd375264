// What every page starts after hydration, in a chunk of its own, imported once by the header's effect
// (the one component every page has; never in a page's first JavaScript): the tabs in step (ADR 0066)
// and offline use and updates — the service worker's registration and update flow (ADR 0065).
import "./sync/tabs.client";
import "./offline/offline.client";
import type { ShellData } from "./shell";

// Spec §8 "Search service not initialised": where professional search is off, a warning in the
// browser's console, once per page load (the header renders no search form then).
const root = (window as { __reactRouterDataRouter?: { state: { loaderData: Record<string, unknown> } } }).__reactRouterDataRouter?.state.loaderData.root;
if (root && !(root as ShellData).header.searchEnabled) console.warn("professional search is disabled");
