import { describe, expect, it } from "vitest";
import { keptOffline } from "~/chrome/offline/keep";
import { iconsFor, shortName, webAppManifest } from "~/chrome/offline/manifest";
import {
  DEFAULT_PAGE_CACHE_BYTES,
  evictionFor,
  type FormField,
  inputKind,
  isCartPost,
  isFillingForm,
  isOfflinePage,
  MIN_PAGE_CACHE_BYTES,
  mayStorePage,
  offlinePagePath,
  type PageAnswer,
  pageCacheLimit,
  pathLanguage,
  REGISTER_DELAY_MS,
  referencedAssets,
  STALE_WHILE_REVALIDATE_MS,
  storedPageStrategy,
} from "~/chrome/offline/rules";
import { PAGE_CACHE_SECONDS, PUBLIC_PAGE_ROUTES } from "~/domain/page-cache";

// Offline use and updates (ADR 0065; storefront-cart-checkout-routing.md §5, §9): the rules the service
// worker, the page's update flow and the server share.

describe("the spec's numbers", () => {
  it("registers 30000 ms after the app is stable; the seen pages' cache holds 41943040 bytes by default, at least 1048576", () => {
    expect(REGISTER_DELAY_MS).toBe(30000);
    expect(DEFAULT_PAGE_CACHE_BYTES).toBe(41943040);
    expect(MIN_PAGE_CACHE_BYTES).toBe(1048576);
  });
});

describe("the seen pages' cache size (pageCacheLimit)", () => {
  it("is the default when none is configured or it is not a whole number", () => {
    for (const value of [undefined, null, "", " ", "veel", "1.5e6x", 1.5, Number.NaN, "12.5"]) expect(pageCacheLimit(value), String(value)).toBe(41943040);
  });
  it("takes a configured size of at least 1048576 bytes as it is", () => {
    expect(pageCacheLimit("1048576")).toBe(1048576);
    expect(pageCacheLimit(5_000_000)).toBe(5_000_000);
    expect(pageCacheLimit("104857600")).toBe(104857600);
  });
  it("raises a smaller size (or a negative one) to 1048576", () => {
    for (const value of ["1048575", 1000, 0, -5, "-1"]) expect(pageCacheLimit(value), String(value)).toBe(1048576);
  });
});

describe("eviction (evictionFor): the oldest stored pages go first when a new one would not fit", () => {
  const page = (url: string, bytes: number, storedAt: number) => ({ url, bytes, storedAt });

  it("stores without evicting while everything fits, the limit itself included", () => {
    expect(evictionFor([page("/a", 400, 1), page("/b", 300, 2)], page("/c", 300, 3), 1000)).toEqual({ store: true, evict: [] });
  });
  it("evicts the oldest first, only as many as needed", () => {
    const stored = [page("/new", 300, 30), page("/old", 300, 10), page("/mid", 300, 20)];
    expect(evictionFor(stored, page("/c", 300, 40), 1000)).toEqual({ store: true, evict: ["/old"] });
    expect(evictionFor(stored, page("/c", 650, 40), 1000)).toEqual({ store: true, evict: ["/old", "/mid"] });
  });
  it("counts the page a new copy replaces as gone (a page seen again is stored anew, as the newest)", () => {
    expect(evictionFor([page("/a", 600, 1), page("/b", 300, 2)], page("/a", 700, 3), 1000)).toEqual({ store: true, evict: [] });
  });
  it("does not store a page larger than the whole cache, and evicts nothing for it", () => {
    expect(evictionFor([page("/a", 10, 1)], page("/huge", 1001, 2), 1000)).toEqual({ store: false, evict: [] });
  });
});

describe("which answers the service worker may store (mayStorePage)", () => {
  const kept: PageAnswer = { method: "GET", mode: "navigate", sameOrigin: true, status: 200, contentType: "text/html; charset=utf-8", offline: "keep" };

  it("stores a page the server marked, as the shopper navigated to it", () => {
    expect(mayStorePage(kept)).toBe(true);
  });
  it.each<[string, Partial<PageAnswer>]>([
    ["a page the server did not mark (the bag, checkout, account, an order, the sign-in pages, the wishlist, a signed-in customer's page)", { offline: null }],
    ["any other mark", { offline: "no" }],
    ["a POST", { method: "POST" }],
    ["a HEAD", { method: "HEAD" }],
    ["a fetch of the page's data (not a navigation)", { mode: "cors" }],
    ["another origin", { sameOrigin: false }],
    ["an error page", { status: 404 }],
    ["a server error", { status: 500 }],
    ["a redirect", { status: 303 }],
    ["what is not HTML", { contentType: "application/json" }],
    ["an answer without a type", { contentType: null }],
  ])("never stores %s", (_, change) => {
    expect(mayStorePage({ ...kept, ...change })).toBe(false);
  });
});

describe("which pages the server marks for offline use (keptOffline)", () => {
  const route = "routes/products/detail";

  it("marks every public page (the page cache's one list) of a shopper not signed in", () => {
    for (const routeId of PUBLIC_PAGE_ROUTES) expect(keptOffline({ method: "GET", routeId, signedIn: false, status: 200, complete: true }), routeId).toBe(true);
  });
  it.each([
    "routes/shopping-bag",
    "routes/checkout/steps/gegevens",
    "routes/account/orders",
    "routes/orders/detail",
    "routes/checkout/payment-return",
    "unprefixed/checkout/payment/return",
    "auth/login",
    "unprefixed/auth/login",
    "routes/wishlist",
    "routes/offline/page",
    "routes/consent",
  ])("never marks a personal (or not public) page: %s", (routeId) => {
    expect(keptOffline({ method: "GET", routeId, signedIn: false, status: 200, complete: true })).toBe(false);
  });
  it("never marks a signed-in customer's page (their name, their prices), nor a POST, an error, an unknown route or a fallback", () => {
    expect(keptOffline({ method: "GET", routeId: route, signedIn: true, status: 200, complete: true })).toBe(false);
    expect(keptOffline({ method: "POST", routeId: route, signedIn: false, status: 200, complete: true })).toBe(false);
    expect(keptOffline({ method: "GET", routeId: route, signedIn: false, status: 404, complete: true })).toBe(false);
    expect(keptOffline({ method: "GET", routeId: null, signedIn: false, status: 200, complete: true })).toBe(false);
    // A page that a failed startup call left with its fallback (ADR 0066).
    expect(keptOffline({ method: "GET", routeId: route, signedIn: false, status: 200, complete: false })).toBe(false);
  });
});

describe("how a stored page is answered (storedPageStrategy)", () => {
  const stored = { generation: 3, storedAt: 1_000_000 };

  it("stale-while-revalidate while fresh (as long as the server's page cache keeps a page) and the state unchanged", () => {
    expect(STALE_WHILE_REVALIDATE_MS).toBe(PAGE_CACHE_SECONDS * 1000);
    expect(storedPageStrategy(stored, { generation: 3, at: 1_000_000 + STALE_WHILE_REVALIDATE_MS - 1 })).toBe("stale-while-revalidate");
  });
  it("network first once older, or after any change of state (a POST: the bag's counts in the header may have changed)", () => {
    expect(storedPageStrategy(stored, { generation: 3, at: 1_000_000 + STALE_WHILE_REVALIDATE_MS })).toBe("network-first");
    expect(storedPageStrategy(stored, { generation: 4, at: 1_000_001 })).toBe("network-first");
  });
});

describe("the dirty-form rule (isFillingForm)", () => {
  const text = (value: string, defaultValue = ""): FormField => ({ kind: "text", value, defaultValue });

  it("a page whose fields are as they came is not being filled (hidden fields and buttons never count)", () => {
    expect(isFillingForm([])).toBe(false);
    expect(isFillingForm([text(""), text("Anna", "Anna"), { kind: "other" }, { kind: "check", checked: true, defaultChecked: true }])).toBe(false);
  });
  it("typed text in an input or a textarea, anywhere on the page, is", () => {
    expect(isFillingForm([text(""), text("Hallo, ik heb een vraag")])).toBe(true);
    expect(isFillingForm([text("", "Anna")])).toBe(true);
  });
  it("a checkbox or radio changed either way is", () => {
    expect(isFillingForm([{ kind: "check", checked: true, defaultChecked: false }])).toBe(true);
    expect(isFillingForm([{ kind: "check", checked: false, defaultChecked: true }])).toBe(true);
  });
  it("a select on another option than it came with is; one without a default shows its first option", () => {
    const select = (selected: number, defaultSelected: number | null, multiple = false): FormField => ({
      kind: "select",
      multiple,
      options: [0, 1, 2].map((i) => ({ selected: i === selected, defaultSelected: i === defaultSelected })),
    });
    expect(isFillingForm([select(1, 1)])).toBe(false);
    expect(isFillingForm([select(0, null)])).toBe(false);
    expect(isFillingForm([select(2, 1)])).toBe(true);
    expect(isFillingForm([select(1, null)])).toBe(true);
    expect(isFillingForm([select(0, null, true)])).toBe(true);
  });
  it("reads an input's type: typed (text, e-mail, number, …), checked (checkbox, radio) or neither (hidden, buttons, file)", () => {
    for (const type of ["text", "email", "search", "tel", "number", "password", "date", "url"]) expect(inputKind(type), type).toBe("text");
    for (const type of ["checkbox", "radio"]) expect(inputKind(type), type).toBe("check");
    for (const type of ["hidden", "submit", "button", "reset", "image", "file"]) expect(inputKind(type), type).toBe("other");
  });
});

describe("the offline page and the cart's posts", () => {
  it("has one address per language and reason", () => {
    expect(offlinePagePath("nl")).toBe("/nl/offline");
    expect(offlinePagePath("en", "cart")).toBe("/en/offline?reason=cart");
    expect(isOfflinePage("/nl/offline")).toBe(true);
    expect(isOfflinePage("/nl/offline/x")).toBe(false);
    expect(isOfflinePage("/nl/products")).toBe(false);
  });
  it("is in the language of the page asked for, else the shop's default", () => {
    expect(pathLanguage("/en/products/x", ["nl", "en"], "nl")).toBe("en");
    expect(pathLanguage("/products", ["nl", "en"], "nl")).toBe("nl");
    expect(pathLanguage("/de/products", ["nl", "en"], "nl")).toBe("nl");
  });
  it("knows the cart form's POST (add, quantity, remove, coupon), with or without JavaScript, from any other", () => {
    expect(isCartPost("POST", "/nl/cart", ["nl", "en"])).toBe(true);
    expect(isCartPost("POST", "/en/cart.data", ["nl", "en"])).toBe(true);
    expect(isCartPost("GET", "/nl/cart", ["nl", "en"])).toBe(false);
    expect(isCartPost("POST", "/nl/contact", ["nl", "en"])).toBe(false);
    expect(isCartPost("POST", "/nl/cart/x", ["nl", "en"])).toBe(false);
    expect(isCartPost("POST", "/de/cart", ["nl", "en"])).toBe(false);
  });
});

describe("the web app manifest", () => {
  it("names the shop, starts in its language, stands alone, in the shop's colours, with its logo and the app's icon", () => {
    expect(
      webAppManifest({ name: "Noordzee Mode", language: "en", themeColor: "#1d4b54", backgroundColor: "#ffffff", logoUrl: "/media/noordzee/logo/logo.svg" }),
    ).toEqual({
      id: "/en",
      name: "Noordzee Mode",
      short_name: "Noordzee",
      lang: "en",
      start_url: "/en",
      scope: "/",
      display: "standalone",
      theme_color: "#1d4b54",
      background_color: "#ffffff",
      icons: [
        { src: "/media/noordzee/logo/logo.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      ],
    });
  });
  it("a short name: the whole name up to 12 characters, else its first word", () => {
    expect(shortName("Stapvast")).toBe("Stapvast");
    expect(shortName("Noordzee Mode")).toBe("Noordzee");
    expect(shortName("Allerbeststewinkel van NL")).toBe("Allerbestste");
  });
  it("icons: a bitmap of the shop's media by its copy; none for a url that is not the shop's or https", () => {
    expect(iconsFor("/media/a/logo.png")).toEqual([{ src: "/media/a/logo.png?w=640", type: "image/webp", purpose: "any" }]);
    expect(iconsFor("https://cdn.example/logo.gif")).toEqual([{ src: "https://cdn.example/logo.gif", purpose: "any" }]);
    for (const url of [null, "", "javascript:alert(1)", "//evil.example/x.svg", "http://plain.example/x.svg"]) expect(iconsFor(url), String(url)).toEqual([]);
  });
});

describe("the build's files a script names (referencedAssets)", () => {
  it("finds its lazy imports and their preloads, each once, under /assets/", () => {
    const script =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/MiniCart-BEPVr5X-.js","assets/rolldown-runtime-WkwZ5CU-.js","assets/MiniCart-B6cK8qmG.css"])))=>i.map(i=>d[i]);' +
      'var as=(0,T.lazy)(()=>Go(()=>import(`./MiniCart-BEPVr5X-.js`).then(e=>e),__vite__mapDeps([0,1,2])));import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";';
    expect(referencedAssets(script).sort()).toEqual(["/assets/MiniCart-B6cK8qmG.css", "/assets/MiniCart-BEPVr5X-.js", "/assets/rolldown-runtime-WkwZ5CU-.js"]);
  });
  it("ignores what is not a file of the build (texts, media, other folders, other sites)", () => {
    expect(referencedAssets('fetch("/assets/i18n/nl.json?v=1");x="/media/a/logo.svg";y="https://cdn.example/assets/x.js";z="../x.js"')).toEqual([]);
  });
});
