import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { h1, HOST_A, HOST_B, HOST_E, post, sessionData, shopper, visit } from "./support";

// Campaigns in the storefront (spec §2 campaign/{id}: 'Campagne: {name}', in the desktop header at sort
// index 0) and the wheel of fortune's calls from the browser (spec §1, §8; ADR 0061), through the real
// core API on local D1; a failing core API is the CORE_API binding answering 500.

const realCoreApi = env.CORE_API;
afterEach(() => {
  (env as unknown as Record<string, unknown>).CORE_API = realCoreApi;
});

/** A core API that answers 500 for these paths (and is the real one for everything else). */
function failing(paths: RegExp) {
  (env as unknown as Record<string, unknown>).CORE_API = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (paths.test(new URL(request.url).pathname)) return Promise.resolve(Response.json({ error: { code: "internal", message: "down" } }, { status: 500 }));
      return realCoreApi.fetch(request);
    },
  };
}

/** The desktop header's top page links, in order: [href, text] (its main menu after the phone's drawer). */
function headerLinks(html: string): [string, string][] {
  const header = /<header[^>]*>([\s\S]*?)<\/header>/.exec(html)?.[1] ?? "";
  const desktop = header.split(/<nav aria-label="(?:Hoofdmenu|Main menu)"[^>]*>/).at(-1) ?? "";
  const list = desktop.split("</nav>")[0] ?? "";
  return [...list.matchAll(/<li><a[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [m[1]!, m[2]!.replace(/<[^>]+>/g, "")]);
}

describe("the campaign in the header", () => {
  // First in this file: Breiwerk's English header is not cached in this isolate yet.
  it("a failing campaign call shows no campaign, and the page still comes", async () => {
    failing(/^\/campaign\//);
    const response = await visit("/en/home", { host: HOST_E });
    expect(response.status).toBe(200);
    const links = headerLinks(await response.text());
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter(([href]) => href.includes("/campaign/"))).toEqual([]);
  });

  it("the latest active campaign is the first desktop link, 'Campagne: {name}', to campaign/{id}", async () => {
    const html = await (await visit("/nl/products")).text();
    expect(headerLinks(html)[0]).toEqual(["/nl/campaign/11", "Campagne: Zomersale"]);
    const en = await (await visit("/en/products")).text();
    expect(headerLinks(en)[0]).toEqual(["/en/campaign/11", "Campaign: Summer sale"]);
    // Each shop its own; Stadsbazaar's desktop header is in hamburger mode: its drawer lists the campaign first.
    const drawer =
      /<details data-drawer[\s\S]*?<nav aria-label="Hoofdmenu"><ul>([\s\S]*?)<\/ul><\/nav>/.exec(
        await (await visit("/nl/products", { host: HOST_B })).text(),
      )?.[1] ?? "";
    expect(/<li><a[^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/.exec(drawer)?.slice(1)).toEqual(["/nl/campaign/21", "Campagne: Bazaar Weken"]);
  });

  it("never the switched-off campaign", async () => {
    const links = headerLinks(await (await visit("/nl/products")).text());
    expect(links.map(([href]) => href)).not.toContain("/nl/campaign/12");
    expect(links.filter(([, text]) => text.startsWith("Campagne:"))).toHaveLength(1);
  });
});

describe("the campaign page", () => {
  it("is titled 'Campagne: {name}' and lists the campaign's products as cards, in its order", async () => {
    const response = await visit("/nl/campaign/11");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(h1(html)).toBe("Campagne: Zomersale");
    const { results } = await env.CORE_API_DB.prepare(
      "SELECT p.slug FROM campaign_products cp JOIN products p ON p.id = cp.product_id WHERE cp.campaign_id = 11 AND p.is_active = 1 ORDER BY cp.sort_index",
    ).all<{ slug: string }>();
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
    const cards = [...main.matchAll(/<article[^>]*>\s*<a[^>]*href="\/nl\/products\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(cards).toEqual(results.map((r) => r.slug));
  });

  it.each([
    ["switched off", "/nl/campaign/12"],
    ["unknown", "/nl/campaign/999999"],
    ["another shop's", "/nl/campaign/21"],
    ["not a number", "/nl/campaign/abc"],
  ])("a campaign that is %s is the 404 page", async (_, path) => {
    const response = await visit(path);
    expect(response.status).toBe(404);
    expect(h1(await response.text())).toBe("Pagina niet gevonden");
  });
});

describe("the wheel of fortune's calls", () => {
  it("GET /{lang}/wheel answers the shop's sticky wheel with the texts in the page's language", async () => {
    const answer = (await (await visit("/nl/wheel")).json()) as { wheels: { id: number; title: string }[]; texts: Record<string, string> };
    expect(answer.wheels.map((w) => [w.id, w.title])).toEqual([[11, "Draai en win korting"]]);
    expect(answer.texts).toMatchObject({ open: "Draai aan het rad", spin: "Draai het rad" });
    const en = (await (await visit("/en/wheel")).json()) as typeof answer;
    expect(en.texts.open).toBe("Spin the wheel");
    // A shop without a wheel: none.
    expect(((await (await visit("/nl/wheel", { host: HOST_B })).json()) as typeof answer).wheels).toEqual([]);
  });

  it("a spin starts a cart for a shopper without one, answers the server's outcome, and a second spin is refused", async () => {
    const browser = shopper();
    await browser.page("/nl/home");
    const first = await browser.post("/nl/wheel", { wheel: "11" });
    expect(first.status).toBe(200);
    const answer = (await first.json()) as { ok: boolean; outcome: { couponCode: string; label: string } };
    expect(answer.ok).toBe(true);
    expect(["RAD5", "RAD10"]).toContain(answer.outcome.couponCode);
    expect(sessionData(browser.cookie).cartId).toEqual(expect.any(String));
    const second = await browser.post("/nl/wheel", { wheel: "11" });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ ok: false, reason: "already-spun" });
    // The won code goes in the bag through the cart's own form.
    const applied = await browser.post("/nl/cart", { intent: "apply-coupon", code: answer.outcome.couponCode, redirectTo: "/nl/home" });
    expect(applied.status).toBe(303);
    expect(await (await browser.page("/nl/shopping-bag")).text()).toContain(answer.outcome.couponCode);
  });

  it("another shop's wheel is no wheel here: 404, nothing drawn", async () => {
    const browser = shopper(HOST_B);
    const response = await browser.post("/nl/wheel", { wheel: "11" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ ok: false, reason: "not-found" });
  });

  it.each([[{}], [{ wheel: "abc" }], [{ wheel: "0" }], [{ wheel: "-1" }]])("bad input is a 400, never a 500 (%j)", async (form) => {
    const response = await post("/nl/wheel", form as Record<string, string>);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, reason: "invalid" });
  });

  it("a spin from another origin is refused", async () => {
    const response = await post("/nl/wheel", { wheel: "11" }, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });

  it("a core API answering 500 to the spin: 502 'failed' (the browser only warns), nothing else", async () => {
    failing(/^\/ecommerce\/fortune-wheels\/\d+\/spins$/);
    const response = await shopper().post("/nl/wheel", { wheel: "11" });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ ok: false, reason: "failed" });
  });

  it("a core API answering 500 to the wheels: 503 with no wheel", async () => {
    failing(/^\/ecommerce\/fortune-wheels$/);
    const response = await visit("/en/wheel", { host: HOST_E });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ wheels: [] });
  });
});

it("the host of the tests is the demo shop", () => {
  expect(HOST_A).toBe("localhost");
});
