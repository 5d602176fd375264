import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { customerSession, HOST_A, HOST_B, sessionCookie, shopper, visit } from "./support";

// Startup as spec §1 says (issue 23): every core-API call the pipeline, the root and the chrome make for
// a page — the shop (tenant), the sign-in session, the shop frame (settings with the theme, the store,
// the menu), the header's sub-menus and latest campaign, the cart, the wishlist, the open order, the
// footer's branches and newsletters, the selling points, the promotions — fails in turn (a 500, and no
// answer at all) while the core API answers everything else. The page still answers 200 with that part's
// fallback, one structured log line names the call, and neither the public-data cache nor the page cache
// keeps the fallback: once the core API answers again, the next page asks again and shows the real thing.

const realCoreApi = env.CORE_API;
const vars = env as unknown as Record<string, unknown>;
type How = "500" | "network";
const HOWS: How[] = ["500", "network"];

/** Every structured line the storefront logs during a test (JSON, one per line). */
let logged: Record<string, unknown>[] = [];
beforeEach(() => {
  logged = [];
  for (const level of ["log", "warn", "error"] as const) {
    const original = console[level].bind(console);
    vi.spyOn(console, level).mockImplementation((line: unknown, ...rest: unknown[]) => {
      if (typeof line === "string" && line.startsWith("{")) logged.push(JSON.parse(line) as Record<string, unknown>);
      else original(line, ...rest);
    });
  }
});
afterEach(() => {
  vars.CORE_API = realCoreApi;
  vi.restoreAllMocks();
});

/** The log lines of an event whose error names the call. */
const linesNaming = (event: string, call: string) => logged.filter((line) => line.event === event && JSON.stringify(line).includes(call));

const TENANT_PATH = "/tenanted/ecommerce/website/config/tenant";

/**
 * A shop host nobody asked for yet: a demo shop's own configuration (Stadsbazaar's unless told) from the core API, on this host (its
 * primary one) and with a data version of its own — as after an operator's change (ADR 0044), so no
 * public-cache or page-cache entry of another test is in the way and every startup call is really made.
 */
function freshShop(from: string = HOST_B) {
  return { from, host: `start-${crypto.randomUUID().slice(0, 8)}.localhost`, dataVersion: 1_000_000 + Math.floor(Math.random() * 1_000_000) };
}

/**
 * The core API with the calls whose path matches `failing` failing (`how`), every other call as usual;
 * `shop` answers the tenant lookup for a fresh host. Counts the matching calls made.
 */
function coreApi(failing: RegExp | null, how: How, shop?: ReturnType<typeof freshShop>) {
  const seen = { calls: 0, failing: true };
  vars.CORE_API = {
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (failing?.test(url.pathname)) {
        seen.calls++;
        if (seen.failing) {
          if (how === "network") throw new Error("connection reset");
          return Response.json({ error: { code: "internal", message: "down" } }, { status: 500 });
        }
      }
      if (shop && url.pathname === TENANT_PATH && url.searchParams.get("host") === shop.host) {
        url.searchParams.set("host", shop.from);
        const tenant = (await (await realCoreApi.fetch(new Request(url, request))).json()) as Record<string, unknown>;
        return Response.json({ ...tenant, primaryHost: shop.host, dataVersion: shop.dataVersion });
      }
      return realCoreApi.fetch(request);
    }) as typeof realCoreApi.fetch,
  };
  return seen;
}

/** Stadsbazaar's primary colour (its settings' theme); the default theme's is #1d4b54. */
const SHOP_PRIMARY = "#8a2c3b";
const DEFAULT_PRIMARY = "#1d4b54";
const campaignLink = /href="\/nl\/campaign\/\d+"/;

type PublicCall = { call: string; path: RegExp; event: string; from?: string; fallback?: (html: string) => void; real?: (html: string) => void };

/** The startup calls of public data (each through the public cache, each asked for on a fresh shop). */
const PUBLIC_CALLS: PublicCall[] = [
  ...(
    [
      ["shop.settings", /^\/ecommerce\/website-settings$/],
      ["shop.store", /^\/ecommerce\/store-configuration$/],
      ["shop.menu", /^\/ecommerce\/website\/pages$/],
    ] as const
  ).map(([call, path]) => ({
    call,
    path,
    event: "shop-frame.failed",
    // The shop's name, the default theme and no menu.
    fallback: (html: string) => {
      expect(html).toContain("Stadsbazaar");
      expect(html).toContain(DEFAULT_PRIMARY);
      expect(html).not.toContain(SHOP_PRIMARY);
    },
    real: (html: string) => expect(html).toContain(SHOP_PRIMARY),
  })),
  { call: "shop.submenu", path: /^\/ecommerce\/website\/pages\/submenus\//, event: "header.submenu-failed" },
  {
    call: "catalogue.campaign",
    path: /^\/campaign\/get$/,
    event: "header.campaign-failed",
    fallback: (html) => expect(html).not.toMatch(campaignLink),
    real: (html) => expect(html).toMatch(campaignLink),
  },
  ...(
    [
      ["shop.branches", /^\/ecommerce\/branches$/, "footer.branches-failed"],
      ["shop.newsletters", /^\/ecommerce\/newsletters$/, "footer.newsletters-failed"],
    ] as const
  ).map(([call, path, event]) => ({
    call,
    path,
    event,
    // The footer without that call's part (one branch, no newsletter), then the shop's own footer again.
    fallback: (html: string) => expect(footerOf(html)).not.toBe(realFooter),
    real: (html: string) => expect(footerOf(html)).toBe(realFooter),
  })),
  {
    call: "shop.usps",
    path: /^\/ecommerce\/usps$/,
    event: "usps.failed",
    // Noordzee has selling points (Stadsbazaar none).
    from: HOST_A,
    fallback: (html) => expect(html).toContain('data-fragment="usps"></div>'),
    real: (html) => expect(html).not.toContain('data-fragment="usps"></div>'),
  },
  { call: "shop.promotions", path: /^\/ecommerce\/promotions$/, event: "promotions.failed" },
];

/** The footer of a page, its shop's host made neutral (each test's shop has a host of its own). */
const footerOf = (html: string) => (/<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "").replaceAll(/start-[0-9a-f]{8}\.localhost/g, "shop");
/** Stadsbazaar's footer as it is with every call answered (on a fresh shop of its own). */
let realFooter = "";

describe("a failing startup call of the shop's public data: 200 with its fallback, logged, never kept", () => {
  beforeAll(async () => {
    const shop = freshShop();
    coreApi(null, "500", shop);
    realFooter = footerOf(await (await visit("/nl/home", { host: shop.host })).text());
    vars.CORE_API = realCoreApi;
    expect(realFooter).toContain("<footer");
  });

  for (const row of PUBLIC_CALLS) {
    for (const how of HOWS) {
      it(`${row.call} (${how})`, async () => {
        const shop = freshShop(row.from);
        const seen = coreApi(row.path, how, shop);
        const failed = await visit("/nl/home", { host: shop.host });
        expect(failed.status).toBe(200);
        const html = await failed.text();
        expect(html).toContain("<main");
        row.fallback?.(html);
        // Nor does the shopper's service worker (ADR 0065): the page is not marked for offline use.
        expect(failed.headers.get("x-etalage-offline")).toBeNull();
        expect(seen.calls, `${row.call} was asked`).toBeGreaterThan(0);
        expect(linesNaming(row.event, row.call), `one log line of ${row.event} naming ${row.call}`).toHaveLength(1);

        // The core API answers again: the next page asks again (nothing kept the fallback) and shows the real thing.
        seen.failing = false;
        seen.calls = 0;
        const again = await visit("/nl/home", { host: shop.host });
        expect(again.status).toBe(200);
        expect(again.headers.get("x-etalage-page-cache")).not.toBe("hit");
        expect(again.headers.get("x-etalage-offline")).toBe("keep");
        row.real?.(await again.text());
        expect(seen.calls, `${row.call} asked again`).toBeGreaterThan(0);
      });
    }
  }
});

describe("a failing startup call of the shopper's own data: 200 with its fallback, logged", () => {
  for (const how of HOWS) {
    it(`cart.get (${how}): the header shows no count, the next page the cart again`, async () => {
      const me = shopper(HOST_A);
      expect((await me.post("/nl/cart", { intent: "add", variantId: "100035", quantity: "1" })).status).toBe(303);
      const seen = coreApi(/^\/ecommerce\/carts\/[^/]+$/, how);
      const failed = await me.page("/nl/home");
      expect(failed.status).toBe(200);
      expect(await failed.text()).toContain("Winkelmand, 0 artikelen");
      expect(linesNaming("root.cart-failed", "cart.get")).toHaveLength(1);
      seen.failing = false;
      expect(await (await me.page("/nl/home")).text()).toContain("Winkelmand, 1 artikel");
    });

    it(`wishlist.get (${how}): the header shows no count, the next page the wishlist again`, async () => {
      const me = shopper(HOST_A);
      expect((await me.post("/nl/wishlist", { intent: "add", productId: "1001" })).status).toBe(303);
      const seen = coreApi(/^\/ecommerce\/wishlists\/[^/]+$/, how);
      const failed = await me.page("/nl/home");
      expect(failed.status).toBe(200);
      expect(await failed.text()).toContain("Verlanglijst, 0 producten");
      expect(linesNaming("root.wishlist-failed", "wishlist.get")).toHaveLength(1);
      seen.failing = false;
      expect(await (await me.page("/nl/home")).text()).toContain("Verlanglijst, 1 product");
    });

    it(`signIn.current (${how}): the page shows the signed-out state, the next page the customer again`, async () => {
      const { data } = await customerSession(ANNA);
      const cookie = await sessionCookie(data);
      const seen = coreApi(/^\/auth\/sessions\/current$/, how);
      const failed = await visit("/nl/home", { headers: { cookie } });
      expect(failed.status).toBe(200);
      expect(await failed.text()).toContain("Inloggen (Niet ingelogd)");
      expect(linesNaming("auth.session-unavailable", "signIn.current")).toHaveLength(1);
      seen.failing = false;
      expect(await (await visit("/nl/home", { headers: { cookie } })).text()).toContain("(Mijn account)");
    });

    it(`account.openOrder (${how}): the signed-in page shows no open-order notice`, async () => {
      const { data } = await customerSession(ANNA);
      const cookie = await sessionCookie(data);
      const seen = coreApi(/^\/customers\/me\/open-order$/, how);
      const failed = await visit("/nl/home", { headers: { cookie } });
      expect(failed.status).toBe(200);
      const html = await failed.text();
      expect(html).toContain("(Mijn account)");
      expect(html).not.toContain("Openstaande bestelling");
      expect(seen.calls).toBe(1);
      expect(linesNaming("root.open-order-failed", "account.openOrder")).toHaveLength(1);
    });

    it(`tenants.byHost (${how}) for a host this isolate never knew: the 503 page, logged, and asked again next time`, async () => {
      const shop = freshShop();
      const seen = coreApi(new RegExp(`^${TENANT_PATH}$`), how, shop);
      const failed = await visit("/nl/home", { host: shop.host });
      expect(failed.status).toBe(503);
      expect(await failed.text()).toContain("<html");
      expect(linesNaming("tenant.lookup-failed", "tenants.byHost")).toHaveLength(1);
      seen.failing = false;
      expect((await visit("/nl/home", { host: shop.host })).status).toBe(200);
    });
  }
});

const ANNA = 1101;
