import { describe, expect, it } from "vitest";
import { choiceCookie } from "~/chrome/dev-panel/choice";
import { DEV_PANEL_COOKIE } from "~/chrome/dev-panel/names";
import type { DevChoice } from "~/chrome/dev-panel/rules";
import { location, post, TENANT_B, visit } from "./support";

// The development panel in the built storefront (ADR 0064): the saved choice serves another tenant for
// this browser, never from or into the page cache; a forged cookie is ignored; the panel's page shows
// an empty list when the tenant list cannot be had. (Production: tests/unit/dev-panel-production.test.ts,
// and the production build has no panel at all: tests/deploy/dev-panel-absent.test.ts.)

const PAGE_CACHE = "x-etalage-page-cache";
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
const cookieOf = (choice: DevChoice) => choiceCookie(choice).split(";")[0]!;
const STADSBAZAAR: DevChoice = { tenantId: TENANT_B, api: "lh", liveUrl: "", production: false };
/** Nothing listens on port 9: a live API that is down. */
const DEAD_LIVE: DevChoice = { tenantId: null, api: "live", liveUrl: "http://127.0.0.1:9", production: false };

describe("the chosen tenant (the panel's cookie)", () => {
  it("serves the chosen shop on this host, in its look, for this browser only", async () => {
    const chosen = await visit("/nl/products/linnen-blouse", { headers: { cookie: cookieOf(STADSBAZAAR) } });
    const html = await chosen.text();
    // Stadsbazaar has no linnen blouse: its catalogue (the core-API calls) is the chosen shop's.
    expect(chosen.status).toBe(404);
    expect(title(html)).toContain("Stadsbazaar");
    const home = await visit("/nl/home", { headers: { cookie: cookieOf(STADSBAZAAR) } });
    expect(title(await home.text())).toContain("Stadsbazaar");
    // Never kept or served by the page cache: the answer is this browser's own.
    expect(home.headers.get(PAGE_CACHE)).toBe("bypass");
    // Another browser on the same host: the host's shop.
    const other = await visit("/nl/home");
    expect(title(await other.text())).toContain("Noordzee Mode");
  });

  it("a forged or malformed cookie is ignored: the host's shop, never an error", async () => {
    for (const value of ["%7Bnot-json", encodeURIComponent(JSON.stringify({ tenantId: "x", api: "lh", liveUrl: "", production: false }))]) {
      const response = await visit("/nl/home", { headers: { cookie: `${DEV_PANEL_COOKIE}=${value}` } });
      expect(response.status).toBe(200);
      expect(title(await response.text())).toContain("Noordzee Mode");
    }
    const unknownTenant = await visit("/nl/home", { headers: { cookie: cookieOf({ ...STADSBAZAAR, tenantId: "7b1e2c4a-0000-4000-8000-0000000000ff" }) } });
    expect(unknownTenant.status).toBe(200);
    expect(title(await unknownTenant.text())).toContain("Noordzee Mode");
  });

  it("the live API answers the core-API calls; the panel's own page still works to change it back", async () => {
    // The calls go to the (dead) live API: the product the local API has cannot be had.
    const local = await visit("/nl/products/linnen-blouse");
    expect(local.status).toBe(200);
    await local.body?.cancel();
    // The live API cannot say which shop this is: a clear 503, never the local shop's (cached) data.
    for (const choice of [DEAD_LIVE, { ...DEAD_LIVE, tenantId: TENANT_B }]) {
      const live = await visit("/nl/products/linnen-blouse", { headers: { cookie: cookieOf(choice) } });
      expect(live.status).toBe(503);
      await live.body?.cancel();
    }
    const panel = await visit("/dev/panel?returnUrl=/nl/home", { headers: { cookie: cookieOf(DEAD_LIVE) } });
    expect(panel.status).toBe(200);
    const html = await panel.text();
    expect(html).toMatch(/<input type="radio" name="api" checked="" value="live"\/>/);
    expect(html).toContain("http://127.0.0.1:9");
  });
});

describe("the panel's page and posts", () => {
  it("an empty list shows when the tenant list cannot be had", async () => {
    // The live API being chosen is down: build-tenants fails, the list is empty, the page still renders.
    const query = new URLSearchParams({
      "o.tenant": "",
      "o.api": "lh",
      "o.liveUrl": "",
      "o.production": "0",
      "p.tenant": "",
      "p.api": "live",
      "p.liveUrl": "http://127.0.0.1:9",
      "p.production": "0",
      returnUrl: "/nl/home",
    });
    const response = await visit(`/dev/panel?${query}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("No shops to choose from.");
    expect(html).not.toContain(`value="${TENANT_B}"`);
    // With the local API the list is there.
    const local = await (await visit("/dev/panel?returnUrl=/nl/home")).text();
    expect(local).toContain(`value="${TENANT_B}"`);
    expect(local).not.toContain("No shops to choose from.");
  });

  it("a toggle is a post answered 303 back to the form with the new state; apply saves and goes back", async () => {
    const form = {
      "o.tenant": "",
      "o.api": "lh",
      "o.liveUrl": "",
      "o.production": "0",
      "p.tenant": "",
      "p.api": "lh",
      "p.liveUrl": "",
      "p.production": "0",
      returnUrl: "/nl/products",
      api: "lh",
      liveUrl: "",
      tenant: "",
    };
    const toggled = await post("/dev/panel", { ...form, intent: "production-on" });
    expect(toggled.status).toBe(303);
    expect(location(toggled)).toContain("p.production=1");
    expect(toggled.headers.get("set-cookie")).toBeNull();
    // Production mode without a tenant: apply is refused, nothing saved.
    const refused = await post("/dev/panel", { ...form, "p.production": "1", intent: "apply" });
    expect(refused.status).toBe(303);
    expect(location(refused)).toMatch(/^\/dev\/panel\?/);
    expect(refused.headers.get("set-cookie")).toBeNull();
    const applied = await post("/dev/panel", { ...form, "p.production": "1", tenant: TENANT_B, intent: "apply" });
    expect(applied.status).toBe(303);
    expect(location(applied)).toBe("/nl/products");
    expect(applied.headers.get("set-cookie")).toContain(`${DEV_PANEL_COOKIE}=`);
    // Back to another site: never.
    const elsewhere = await post("/dev/panel", { ...form, returnUrl: "https://evil.example/", tenant: TENANT_B, intent: "apply" });
    expect(location(elsewhere)).toBe("/");
  });

  it("refuses a cross-site post and a post that is not the panel's form", async () => {
    const crossSite = await post("/dev/panel", { intent: "apply" }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    const notTheForm = await post("/dev/panel", { intent: "apply", "p.tenant": "x" });
    expect(notTheForm.status).toBe(400);
    expect(notTheForm.headers.get("set-cookie")).toBeNull();
  });
});
