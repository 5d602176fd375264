import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { request } from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPaths } from "../../scripts/build-dir.mjs";

// The storefront can use a remote core API by URL (CORE_API_URL) instead of the service binding,
// with the same contract. Here both Workers run as separate `wrangler dev` processes on their own
// seeded state, and the storefront reaches the core API over HTTP only.
const STATE = ".wrangler/url-mode-state";
const CORE_PORT = Number(process.env.URL_MODE_PORT ?? 8796);
const SHOP_PORT = CORE_PORT + 1;
const build = buildPaths();
const running: ChildProcess[] = [];

/**
 * Both ports must be free before the test starts its servers: a server left on one (another checkout's
 * url-mode run, a forgotten `wrangler dev`) would otherwise answer in their place, and the test would
 * test that one.
 */
async function assertFree(port: number) {
  const free = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
  if (!free) throw new Error(`port ${port} is taken: stop what runs there, or choose other ports with URL_MODE_PORT`);
}

function start(args: string[]) {
  const child = spawn("wrangler", ["dev", ...args, "--ip", "127.0.0.1", "--persist-to", STATE, "--show-interactive-dev-session=false"], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    stdio: "ignore",
    detached: true,
  });
  running.push(child);
}

async function waitFor(url: string, init?: RequestInit) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const response = await fetch(url, init);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * A GET with a chosen Host header (fetch may not set Host), without following redirects; `headers`
 * are added (a developer's x-etalage-timing for Server-Timing).
 */
function get(
  path: string,
  host = "localhost",
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: SHOP_PORT, path, headers: { host, ...headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  await assertFree(CORE_PORT);
  await assertFree(SHOP_PORT);
  execFileSync("node", ["scripts/db-reset.mjs", "--state", STATE], { stdio: "ignore" });
  start(["-c", build.coreApiConfig, "--port", String(CORE_PORT)]);
  await waitFor(`http://127.0.0.1:${CORE_PORT}/tenanted/ecommerce/website/config/build-tenants`);
  start(["-c", build.serverConfig, "--port", String(SHOP_PORT), "--var", `CORE_API_URL:http://127.0.0.1:${CORE_PORT}`]);
  await waitFor(`http://127.0.0.1:${SHOP_PORT}/__floor`);
}, 120_000);

afterAll(() => {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
});

describe("storefront with a remote core API (CORE_API_URL)", () => {
  it("serves the shop's pages with data that came over HTTP", async () => {
    // A developer's request (x-etalage-timing, development only) sees the core API's calls in Server-Timing.
    const response = await get("/nl/home", "stadsbazaar.localhost", { "x-etalage-timing": "1" });
    expect(response.status).toBe(200);
    expect(response.body).toContain("Stadsbazaar");
    expect(response.body).toMatch(/--etalage-primary:#8a2c3b/);
    expect(String(response.headers["server-timing"])).toMatch(/core;dur=\d+;desc="core API \([1-9]\d* calls\)"/);
  });

  it("resolves short links and keeps tenants apart through the same contract", async () => {
    const link = await get("/nl/voorwaarden");
    expect(String(link.headers.location)).toMatch(/\/nl\/pagina\/algemene-voorwaarden$/);
    expect((await get("/nl/home", "localhost")).body).toContain("Noordzee Mode");
    // The small demo shops too (tenant C, D and E).
    expect((await get("/nl/home", "stapvast.localhost")).body).toContain("Stapvast");
    expect((await get("/nl/home", "huisraad.localhost")).body).toMatch(/--etalage-primary:#2f5d9b/);
    expect((await get("/nl/home", "breiwerk.localhost")).body).toMatch(/--etalage-primary:#7a3b5c/);
    expect((await get("/nl/home", "unknown.test")).status).toBe(404);
  });

  it("serves robots.txt and the sitemap from lists that came over HTTP (the CMS pages, the catalogue)", async () => {
    const robots = await get("/robots.txt", "stadsbazaar.localhost");
    expect(robots.status).toBe(200);
    expect(robots.body).toMatch(/^Sitemap: http:\/\/stadsbazaar\.localhost(:\d+)?\/sitemap\.xml$/m);
    const index = await get("/sitemap.xml", "stadsbazaar.localhost");
    expect(index.body).toMatch(/<loc>http:\/\/stadsbazaar\.localhost(:\d+)?\/sitemaps\/products-1\.xml<\/loc>/);
    const pages = await get("/sitemaps/pages.xml", "stadsbazaar.localhost");
    expect(pages.status).toBe(200);
    expect(pages.body).toMatch(/<loc>http:\/\/stadsbazaar\.localhost(:\d+)?\/en\/home<\/loc>/);
  });
});

describe("npm run operator against a core API by URL (--core-api-url, as a deployed one over HTTPS)", () => {
  /** The command's exit code and output, with the operator key in the environment as for a deployed core API. */
  function operator(args: string[], key = "etalage-development-operator-key") {
    try {
      const out = execFileSync(process.execPath, ["scripts/operator.mjs", ...args, "--core-api-url", `http://127.0.0.1:${CORE_PORT}`, "--json"], {
        encoding: "utf8",
        env: { ...process.env, OPERATOR_KEY: key },
        stdio: ["ignore", "pipe", "pipe"],
      });
      return { code: 0, answer: JSON.parse(out.trim()) as unknown };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { code: failed.status, stderr: failed.stderr };
    }
  }

  it("lists the shops and reads a setting with the operator key; a wrong key is exit code 1 with the reason", () => {
    const list = operator(["tenant", "list"]);
    expect(list.code).toBe(0);
    expect(list.answer).toEqual(expect.arrayContaining([expect.objectContaining({ name: "Stadsbazaar", primaryHost: "stadsbazaar.localhost" })]));
    expect(operator(["settings", "get", "--shop", "www.stadsbazaar.nl", "theme"])).toEqual({ code: 0, answer: { key_: "theme", value_: "modern-minimal" } });
    const refused = operator(["tenant", "list"], "wrong-key");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("401 unauthorized");
  });

  it("imports the example catalogue with its images over HTTP; the shop shows it; a second run changes nothing; a bad CSV names its line", async () => {
    const first = operator(["catalogue", "import", "--shop", "stadsbazaar.localhost", "docs/examples/catalogue.json"]);
    expect(first).toMatchObject({ code: 0, answer: { products: { created: 2 }, bundles: { created: 1 }, uploaded: 2 } });
    const page = await get("/nl/products/sencha-kyoto", "stadsbazaar.localhost");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Sencha Kyoto");
    const image = /\/media\/stadsbazaar\/catalogue\/[0-9a-f]{20}\.svg/.exec(page.body)?.[0];
    expect((await get(image!, "stadsbazaar.localhost")).status).toBe(200);
    expect(operator(["catalogue", "import", "--shop", "stadsbazaar.localhost", "docs/examples/catalogue.json"])).toMatchObject({
      code: 0,
      answer: { products: { created: 0, updated: 0, unchanged: 2 }, images: { unchanged: 2 }, uploaded: 0 },
    });
    const bad = path.join(os.tmpdir(), `etalage-bad-${process.pid}.csv`);
    fs.writeFileSync(bad, 'slug,name_nl,price,sku,stock\nmunt,Munt,"3,95",SB-MUNT-1,5\nmunt,Munt,"3,95",SB-MUNT-2,-2\n');
    const refused = operator(["catalogue", "import", "--shop", "stadsbazaar.localhost", bad]);
    fs.rmSync(bad, { force: true });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("line 3 (munt, SB-MUNT-2): stock: Too small");
    expect((await get("/nl/products/munt", "stadsbazaar.localhost")).status).toBe(404);
  });
});
