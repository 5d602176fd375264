// What every page starts after hydration, in a chunk of its own, imported once by the header's effect
// (the one component every page has; never in a page's first JavaScript): the tabs in step (ADR 0066)
// and offline use and updates — the service worker's registration and update flow (ADR 0065).
import "./sync/tabs.client";
import "./offline/offline.client";
