import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { h1, HOST_A, htmlLang, visit } from "./support";

// The error and 404 pages carry their own texts (app/server/status-texts.server.ts): when the translation files
// cannot be read, or the core API fails, the shopper still gets a translated page with an honest
// status — never raw keys like "error.title". The seam is the real one the Worker reads its texts
// through: the ASSETS binding (ADR 0003), made to fail here for the translation files only.

const realAssets = env.ASSETS;
const realCoreApi = env.CORE_API;
const RAW_KEY = /\b(error|notFound|common|header|footer|products)\.[a-zA-Z]+\b/;

type Fetcher = typeof env.ASSETS;

function replaceBinding(name: "ASSETS" | "CORE_API", fetcher: Pick<Fetcher, "fetch">) {
  (env as unknown as Record<string, unknown>)[name] = fetcher;
}

afterEach(() => {
  replaceBinding("ASSETS", realAssets);
  replaceBinding("CORE_API", realCoreApi);
});

/** ASSETS that cannot read the translation files (every other static file is served as usual). */
function translationsDown() {
  const reads: string[] = [];
  replaceBinding("ASSETS", {
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path.startsWith("/assets/i18n/")) {
        reads.push(path);
        return new Response("unavailable", { status: 503 });
      }
      return realAssets.fetch(request);
    }) as Fetcher["fetch"],
  });
  return reads;
}

const title = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? null;

describe("when the translation files cannot be read", () => {
  // First in this file: the isolate has not read the English texts yet.
  it("a page answers 503 with the error page in its own language, the read tried three times, no raw keys", async () => {
    const reads = translationsDown();
    const response = await visit("/en/home");
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(htmlLang(html)).toBe("en");
    expect(h1(html)).toBe("Something went wrong");
    expect(title(html)).toBe("Something went wrong");
    expect(html).toContain("Something went wrong on our side. Please try again in a moment.");
    expect(html).toContain("Go to the home page");
    expect(html).not.toMatch(RAW_KEY);
    // The first read and two retries, by the one reader of the texts (ADR 0053).
    expect(reads.filter((path) => path === "/assets/i18n/en.json").length).toBe(3);
  });

  it("the Dutch error page is Dutch", async () => {
    translationsDown();
    const html = await (await visit("/nl/products")).text();
    expect(htmlLang(html)).toBe("nl");
    expect(h1(html)).toBe("Er ging iets mis");
    expect(html).not.toMatch(RAW_KEY);
  });

  it("a failed read is not remembered: once the files can be read, the next request is the page", async () => {
    translationsDown();
    expect((await visit("/en/contact")).status).toBe(503);
    replaceBinding("ASSETS", realAssets);
    const response = await visit("/en/contact");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(h1(html)).toBe("Contact");
    expect(html).not.toMatch(RAW_KEY);
  });

  it("the plain pages before the router (unknown shop) keep their texts", async () => {
    translationsDown();
    const response = await visit("/nl/home", { host: "unknown.example" });
    expect(response.status).toBe(404);
    expect(h1(await response.text())).toBe("Winkel niet gevonden");
  });
});

describe("when the core API fails while a page loads", () => {
  it("the page is the translated error page with status 500, inside the shop's layout", async () => {
    replaceBinding("CORE_API", {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname === "/ecommerce/products") return new Response("down", { status: 502 });
        return realCoreApi.fetch(request);
      }) as Fetcher["fetch"],
    });
    const response = await visit("/nl/products?q=storing", { host: HOST_A });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(h1(html)).toBe("Er ging iets mis");
    expect(title(html)).toBe("Er ging iets mis | Noordzee Mode");
    expect(html).toContain("<footer");
    expect(html).not.toMatch(RAW_KEY);
  });
});
