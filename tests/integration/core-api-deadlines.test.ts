import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { h1, HOST_A, HOST_E, visit } from "./support";

// Every call of the storefront to the core API has a deadline (issue 19, app/server/core-api.server.ts
// CORE_API_DEADLINES_MS): a core API that does not answer never makes a page hang. The page shows its
// fallback (chrome spec §8) or, when it cannot do without the answer, the translated error page with
// 504. The seam is the real one: the CORE_API binding, replaced here by one that never answers the
// stalled paths and passes everything else to the real core API.

const realCoreApi = env.CORE_API;

afterEach(() => {
  (env as unknown as Record<string, unknown>).CORE_API = realCoreApi;
});

/** A core API that keeps the given paths waiting (until the storefront gives up), and which of them were asked. */
function stalling(paths: string[]) {
  const stalled: string[] = [];
  (env as unknown as Record<string, unknown>).CORE_API = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (!paths.includes(path)) return realCoreApi.fetch(request);
      stalled.push(path);
      // Far past every deadline; ends early when the storefront lets go of the call.
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, 15_000);
        request.signal.addEventListener("abort", () => {
          clearTimeout(timer);
          resolve(null);
        });
      });
      return Response.json({ late: true }, { status: 200 });
    },
  };
  return stalled;
}

/** A request and how long its answer took. */
async function timed(path: string, host = HOST_A) {
  const started = Date.now();
  const response = await visit(path, { host });
  const body = await response.text();
  return { response, body, ms: Date.now() - started };
}

describe("a core API that does not answer in time", () => {
  // First in this file: the isolate has not cached Breiwerk's English frame and footer yet.
  it("the header, the store and the footer's calls: the page still comes, in the simple fallback, with no branches or newsletter", async () => {
    const stalled = stalling([
      "/ecommerce/website-settings",
      "/ecommerce/store-configuration",
      "/ecommerce/website/pages",
      "/ecommerce/branches",
      "/ecommerce/newsletters",
    ]);
    const { response, body, ms } = await timed("/en/contact", HOST_E);
    expect(stalled).toEqual(expect.arrayContaining(["/ecommerce/website-settings", "/ecommerce/branches", "/ecommerce/newsletters"]));
    expect(response.status).toBe(200);
    // The deadlines (3 s for the frame) and the isolate's first page: never the stalled 15 s.
    expect(ms).toBeLessThan(7_000);
    // The shop's name from its tenant, no menu, no newsletter signup in the footer.
    expect(body).toContain("Breiwerk");
    expect(h1(body)).toBe("Contact");
    expect(body).not.toContain('name="identifier"');
  });

  it("the listing's products: the translated error page with 504 after 3 s, never a hang", async () => {
    const stalled = stalling(["/ecommerce/products"]);
    const { response, body, ms } = await timed(`/nl/products?q=traag-${crypto.randomUUID().slice(0, 8)}`);
    expect(stalled).toEqual(["/ecommerce/products"]);
    expect(response.status).toBe(504);
    expect(h1(body)).toBe("Er ging iets mis");
    expect(body).toContain("<footer");
    expect(ms).toBeGreaterThanOrEqual(2_900);
    expect(ms).toBeLessThan(4_500);
  });

  it("a product's page: the translated error page with 504", async () => {
    stalling(["/ecommerce/products/linnen-blouse"]);
    const { response, body, ms } = await timed("/en/products/linnen-blouse");
    expect(response.status).toBe(504);
    expect(h1(body)).toBe("Something went wrong");
    expect(ms).toBeLessThan(4_500);
  });

  it("the search preview: 'Geen resultaten' (an empty answer) after 2 s", async () => {
    const stalled = stalling(["/ecommerce/search"]);
    const started = Date.now();
    const response = await visit(`/nl/search?q=traag-${crypto.randomUUID().slice(0, 8)}`);
    expect(stalled).toEqual(["/ecommerce/search"]);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ items: [], total: 0 });
    expect(Date.now() - started).toBeLessThan(3_500);
  });
});
