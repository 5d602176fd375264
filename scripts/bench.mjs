// npm run -s bench [-- options] > result.json
// Builds and starts the production build (storefront + core API under `wrangler dev`, or with `--server
// miniflare` in one Miniflare as the end-to-end tests serve it, without wrangler's proxy Worker:
// docs/performance.md §16; own build folder build-bench/, own seeded state, own port), then measures side by side with the floor route /__floor of the same Worker (a tiny fixed
// answer before tenant resolution and routing):
//   load   req/s and p50 latency (wrk -t1, mirrored ABBA rounds) of the floor, then home, overview and
//          the first product page each twice: cached (no cookie: the full-page edge cache answers,
//          ADR 0051; checked to say `hit`) and uncached (a personal cookie that changes nothing on the
//          page: rendered; checked to say `bypass`), and the checkout step with a cart in the session
//   ttfb   median time to first byte over N sequential requests, each on a new connection
//   bytes  JS and CSS (gzip -9 per file, summed) and HTML of /nl/home, /nl/products and the first product
//   checkout  the step page /nl/checkout/gegevens with a cart in the session (in the load rounds, and
//          p50/p95 over N sequential requests beside the product page), and placing an order end to end
//          without JavaScript (N new shoppers: cart, four step posts, summary; the placement post is timed)
//   budgets   issue 21's goals as ratios to the floor (bench/budgets.mjs); `ratios` is the headline
//   --profile a CPU profile of the storefront Worker per page (cached and rendered) under wrk (V8 inspector),
//          bench-results/profiles/*.cpuprofile and the top self-time functions and modules in the JSON
//   --soak    50 connections for 30 s on the rendered product page (wrk) and on add to cart (a node
//          loop, several connections per cart); zero errors and every cart exact afterwards
//   --lighthouse  Lighthouse mobile (simulated throttling), median of --lighthouse-runs 3, on home,
//          overview, product and the bag with a line in it: scores, metrics, the LCP element (bench/lighthouse.mjs)
// Prints ONE JSON document on stdout (progress and every child's output go to stderr) and writes it to
// bench-results/latest.json. (npm prints its own "> bench" banner on stdout unless run with -s; the
// bench takes that banner out again when stdout is a file: bench/stdout.mjs.)
// Only ratios measured side by side in one run are meaningful on a shared box; absolutes are for context.
//
// Options: --no-build  --no-reset  --strict (exit 1 when a budget fails)  --rounds 4  --duration 3 (s)
//   --connections 10  --warmup 2 (s per target, 0 = none)  --ttfb-samples 20  --checkout-samples 20
//   --placements 10 (0 = none)  --port 8795 (next free one
//   if taken)  --host localhost (Host header: the shop is picked by host name)  --state .wrangler/bench-state
//   --server wrangler|miniflare  --out bench-results/latest.json  --profile [--profile-seconds 8 --inspector-port 9329]
//   --soak [--soak-seconds 30 --soak-connections 50]  --lighthouse [--lighthouse-runs 3]
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { firstProductLink, measureBytes, readBuildManifest } from "./bench/bytes.mjs";
import { CHECKOUT_STEP_PATH, measureCheckoutStep, measurePlacements, shopperWithCart, signedInShopper, variantIdsOf } from "./bench/checkout.mjs";
import { parseServerTiming, request } from "./bench/http.mjs";
import { ensureWrk, measureLoad, wrkVersion } from "./bench/load.mjs";
import { bundleModuleNamer, profilePages } from "./bench/profile.mjs";
import { soakAddToCart, soakPage, soakVariants } from "./bench/soak.mjs";
import { checkPageCache, PAGE_CACHE_HEADER, pageTargets, UNCACHED_COOKIE, uncachedName } from "./bench/page-cache.mjs";
import { budgetsOf, lighthouseBudgetsOf } from "./bench/budgets.mjs";
import { lighthousePages } from "./bench/lighthouse.mjs";
import { freePort, proxyRewritesHtml, SERVERS, startServer } from "./bench/server.mjs";
import { BENCH_BUILD_DIR, BUILD_DIR_ENV, buildPaths } from "./build-dir.mjs";
import { writeDocument } from "./bench/stdout.mjs";
import { log, median, ratio, round, runToStderr } from "./bench/util.mjs";

const started = Date.now();
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
function option(name, fallback) {
  const i = argv.indexOf(`--${name}`);
  if (i >= 0 && argv[i + 1] !== undefined) return argv[i + 1];
  const eq = argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : fallback;
}
function numberOption(name, fallback, min = 0) {
  const value = Number(option(name, fallback));
  if (!Number.isFinite(value) || value < min) {
    console.error(`--${name} must be a number >= ${min}`);
    process.exit(2);
  }
  return value;
}

const config = {
  build: !flag("no-build"),
  reset: !flag("no-reset"),
  strict: flag("strict"),
  rounds: numberOption("rounds", 4, 1),
  durationS: numberOption("duration", 3, 1),
  connections: numberOption("connections", 10, 1),
  warmupS: numberOption("warmup", 2, 0),
  ttfbSamples: numberOption("ttfb-samples", 20, 1),
  checkoutSamples: numberOption("checkout-samples", 20, 1),
  placements: numberOption("placements", 10, 0),
  server: option("server", "wrangler"),
  host: option("host", "localhost"),
  state: option("state", ".wrangler/bench-state"),
  out: option("out", "bench-results/latest.json"),
  preferredPort: numberOption("port", 8795, 1),
  profile: flag("profile"),
  profileSeconds: numberOption("profile-seconds", 8, 1),
  inspectorPort: numberOption("inspector-port", 9329, 1),
  soak: flag("soak"),
  lighthouse: flag("lighthouse"),
  lighthouseRuns: numberOption("lighthouse-runs", 3, 1),
  soakSeconds: numberOption("soak-seconds", 30, 1),
  soakConnections: numberOption("soak-connections", 50, 1),
};

if (!SERVERS.includes(config.server)) {
  console.error(`--server must be one of ${SERVERS.join(", ")}`);
  process.exit(2);
}
if (config.server === "wrangler" && proxyRewritesHtml()) {
  console.error("wrangler dev's proxy rewrites every HTML answer: patches/wrangler+*.patch is not applied (npm install applies it; ADR 0081)");
  process.exit(2);
}

const SEED = "workers/core-api/seed/demo.sql";
// The bench builds and serves a folder of its own: a running `npm start` (build/) and the tests
// (build-test/) are never touched, and nothing they build changes what is measured.
const BUILD = buildPaths(BENCH_BUILD_DIR);
const PAGES = ["/nl/home", "/nl/products"];
/** README's demo customer of the shop on localhost (Noordzee Mode); the Auth emulator knows them. */
const SIGNED_IN_CUSTOMER = { email: "anna@noordzee.test", password: "Noordzee-anna-2026" };
const signedInName = (p) => `${p} (signed in)`;
const FLOOR = "/__floor";

// --- cleanup: the server's process group and any other child we started -------------------------
let server = null;
const children = new Set();
const track = (child) => {
  children.add(child);
  child.on("exit", () => children.delete(child));
};
function killChildrenNow() {
  for (const child of children) {
    try {
      child.kill("SIGKILL");
    } catch {
      // gone
    }
  }
  server?.killNow();
}
process.on("exit", killChildrenNow);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    log(`${signal}: stopping the server and children`);
    killChildrenNow();
    process.exit(130);
  });
}

const phases = {};
async function phase(name, fn) {
  const t = Date.now();
  try {
    return await fn();
  } finally {
    phases[name] = round((Date.now() - t) / 1000, 1);
  }
}

async function main() {
  const wrk = await phase("wrk", ensureWrk);

  if (config.build) {
    await phase("build", () => {
      log(`react-router build (into ${BUILD.dir}/)`);
      // --profile: the server bundle's source maps name each function's module in the summary
      const args = ["build", ...(config.profile ? ["--sourcemapServer"] : [])];
      // Without the development panel (ADR 0064): the bench measures the pages production ships.
      return runToStderr("react-router", args, { track, env: { [BUILD_DIR_ENV]: BUILD.dir, ETALAGE_DEV_PANEL: "off" } });
    });
  }
  const buildDir = BUILD.dir;
  for (const file of [BUILD.serverConfig, BUILD.coreApiConfig]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run without --no-build`);
  }
  if (config.reset) {
    if (!existsSync(SEED)) throw new Error(`${SEED} is missing; the bench needs the demo data (npm run seed:generate)`);
    await phase("dbReset", () => {
      log(`db reset in ${config.state}`);
      return runToStderr("node", ["scripts/db-reset.mjs", "--state", config.state], { track });
    });
  }

  mkdirSync(path.dirname(config.out), { recursive: true });
  const port = await freePort(config.preferredPort);
  const host = config.host;
  const inspectorPort = config.profile ? await freePort(config.inspectorPort) : null;
  server = startServer({
    server: config.server,
    port,
    state: config.state,
    buildDir,
    logFile: path.join(path.dirname(config.out), "server.log"),
    inspectorPort,
  });
  await phase("serverStart", () => server.waitUntilUp(host, FLOOR));
  log(`up on http://127.0.0.1:${port} (Host: ${host}:${port})`);

  // Sanity: every target answers 200 for this host; find the first product.
  const get = (p) => request({ port, path: p, host });
  const floorRes = await get(FLOOR);
  if (floorRes.status !== 200 || floorRes.body.toString() !== "ok") throw new Error(`${FLOOR} answered ${floorRes.status}`);
  let productsHtml = "";
  for (const p of PAGES) {
    const res = await get(p);
    if (res.status !== 200) {
      throw new Error(`${p} answered ${res.status} for Host ${host}; is ${host} a shop's host in the demo data? (--host)`);
    }
    if (p === "/nl/products") productsHtml = res.body.toString("utf8");
  }
  const productPath = firstProductLink(productsHtml);
  let variantIds = [];
  if (!productPath) log("warning: no /nl/products/<slug> link found on /nl/products");
  else {
    const productRes = await get(productPath);
    if (productRes.status !== 200) throw new Error(`${productPath} did not answer 200`);
    variantIds = variantIdsOf(productRes.body.toString("utf8"));
  }
  // A shopper with a cart in the session: its cookie renders the checkout step page (load and latency).
  const checkoutShopper = variantIds.length ? await shopperWithCart({ port, host, variantIds }) : null;
  if (!checkoutShopper) log("warning: no orderable variant on the product page: no checkout measurements");
  // A signed-in customer (README's demo customer of the shop on localhost): the product page rendered for them.
  const signedIn = productPath ? await signedInShopper({ port, host, ...SIGNED_IN_CUSTOMER }) : { shopper: null, reason: "no product page" };
  if (!signedIn.shopper) log(`warning: no signed-in measurement: ${signedIn.reason}`);

  // Load: floor and pages alternated in mirrored rounds (F H P | P H F | …), one wrk -t1 at a time.
  // Every public page twice: as the edge cache serves it (no cookie: a `hit`) and as it is rendered
  // (a cookie that makes the request personal but changes nothing on the page: a `bypass`).
  const pagePaths = [...PAGES, ...(productPath ? [productPath] : [])];
  const targets = [
    { name: "floor", path: FLOOR },
    ...pagePaths.flatMap((p) => pageTargets(p)),
    ...(signedIn.shopper ? [{ name: signedInName(productPath), path: productPath, headers: { cookie: signedIn.shopper.cookie }, expectCache: "bypass" }] : []),
    ...(checkoutShopper ? [{ name: CHECKOUT_STEP_PATH, path: CHECKOUT_STEP_PATH, headers: { cookie: checkoutShopper.cookie } }] : []),
  ];
  const pageCache = await phase("pageCache", () => checkPageCache({ get: (p, headers) => request({ port, path: p, host, headers }), targets }));
  const load = await phase("load", () =>
    measureLoad({
      wrk,
      port,
      host,
      targets,
      rounds: config.rounds,
      seconds: config.durationS,
      connections: config.connections,
      warmupSeconds: config.warmupS,
      track,
      cpuSeconds: () => server.cpuSeconds(),
    }),
  );

  // TTFB: sequential, a new connection per request, targets interleaved (rotating order).
  const ttfbTargets = [FLOOR, ...PAGES, ...(productPath ? [productPath] : [])];
  const ttfb = await phase("ttfb", async () => {
    log(`ttfb: ${config.ttfbSamples} samples × ${ttfbTargets.length} targets`);
    const samples = Object.fromEntries(ttfbTargets.map((t) => [t, []]));
    for (let i = 0; i < config.ttfbSamples; i++) {
      const order = ttfbTargets.map((_, k) => ttfbTargets[(k + i) % ttfbTargets.length]);
      for (const t of order) {
        const res = await get(t);
        samples[t].push({ status: res.status, ttfbMs: res.ttfbMs, totalMs: res.totalMs, timing: parseServerTiming(res.headers["server-timing"]) });
      }
    }
    const floorTtfb = median(samples[FLOOR].map((s) => s.ttfbMs));
    const result = {};
    for (const t of ttfbTargets) {
      const s = samples[t];
      const ttfbMedian = median(s.map((x) => x.ttfbMs));
      result[t === FLOOR ? "floor" : t] = {
        path: t,
        samples: s.length,
        ttfbMsMedian: round(ttfbMedian, 2),
        ttfbMsMin: round(Math.min(...s.map((x) => x.ttfbMs)), 2),
        ttfbMsMax: round(Math.max(...s.map((x) => x.ttfbMs)), 2),
        totalMsMedian: round(median(s.map((x) => x.totalMs)), 2),
        // the Worker's own Server-Timing (total = until the response headers, i.e. the streamed shell;
        // core = the pipeline's core-API calls, e.g. tenant lookup, not those of the route loaders)
        serverTimingTotalMsMedian: round(median(s.map((x) => x.timing?.totalMs)), 1),
        serverTimingCoreMsMedian: round(median(s.map((x) => x.timing?.coreMs)), 1),
        serverTimingCoreCalls: s.at(-1).timing?.coreCalls ?? null,
        non200: s.filter((x) => x.status !== 200).length,
        ...(t === FLOOR ? {} : { vsFloor: { ttfbRatio: round(ratio(ttfbMedian, floorTtfb), 2), ttfbDeltaMs: round(ttfbMedian - floorTtfb, 2) } }),
      };
    }
    return result;
  });

  // The add-to-cart action (a fetcher post, as with JavaScript on), each from a new shopper, alternated
  // with the floor: median latency side by side.
  const addToCart = await phase("addToCart", async () => {
    if (!productPath) return null;
    const variantId = variantIds[0];
    if (!variantId) return null;
    const action = [];
    const floor = [];
    for (let i = 0; i < config.ttfbSamples; i++) {
      floor.push((await get(FLOOR)).totalMs);
      const res = await request({
        port,
        host,
        path: "/nl/cart.data",
        method: "POST",
        form: { intent: "add", variantId, quantity: "1" },
      });
      if (res.status !== 200) throw new Error(`add to cart answered ${res.status}`);
      action.push(res.totalMs);
    }
    const actionMs = median(action);
    const floorMs = median(floor);
    return {
      path: "POST /nl/cart.data intent=add",
      samples: action.length,
      latencyMsMedian: round(actionMs, 2),
      floorMsMedian: round(floorMs, 2),
      vsFloor: { latencyRatio: round(ratio(actionMs, floorMs), 2), deltaMs: round(actionMs - floorMs, 2) },
    };
  });

  // The checkout step page with a cart in the session, side by side with the product page and the floor.
  const checkoutStep = await phase("checkoutStep", async () => {
    if (!checkoutShopper) return null;
    const single = await checkoutShopper.get(CHECKOUT_STEP_PATH);
    const result = await measureCheckoutStep({
      port,
      host,
      cookie: checkoutShopper.cookie,
      samples: config.checkoutSamples,
      floorPath: FLOOR,
      productPath: productPath ?? "/nl/products",
    });
    // wrk counts only statuses >= 400: a redirect (the cart gone) would pass as a fast page.
    const underLoad = load.summary[CHECKOUT_STEP_PATH];
    return {
      ...result,
      status: single.status,
      wireBytes: single.wire.length,
      load: underLoad
        ? {
            rpsMedian: underLoad.rpsMedian,
            p50MsMedian: underLoad.p50MsMedian,
            p99MsMedian: underLoad.p99MsMedian,
            bytesPerRequestMedian: underLoad.bytesPerRequestMedian,
            vsFloor: { rpsRatioOfMedians: underLoad.vsFloor?.rpsRatioOfMedians, rpsPairedRatioMedian: underLoad.vsFloor?.rpsPairedRatioMedian },
            vsProductPage: productPath ? { rpsRatioOfMedians: round(ratio(underLoad.rpsMedian, load.summary[uncachedName(productPath)].rpsMedian), 3) } : null,
          }
        : null,
    };
  });

  // Placing an order end to end, N new shoppers (after the load, so the orders do not change what it measures).
  const placeOrder = await phase("placeOrder", async () => {
    if (!checkoutShopper || config.placements === 0) return null;
    return measurePlacements({ port, host, variantIds, placements: config.placements, floorPath: FLOOR });
  });

  // Bytes: JS / CSS / HTML per page, gzip -9 per file.
  const bytePages = [...PAGES, ...(productPath ? [productPath] : [])];
  const manifest = readBuildManifest(path.join(buildDir, "client"));
  const bytes = await phase("bytes", () => {
    log(`bytes: ${bytePages.join(", ")}`);
    return measureBytes({ port, host, pages: bytePages, manifest });
  });

  // CPU profiles of the Worker answering each page (rendered and cached) and the checkout step, under wrk.
  const profiles = await phase("profile", async () => {
    if (!config.profile) return null;
    // every page, rendered and from the edge cache (a hit's own cost is part of the cached goal)
    const profiled = targets.filter((t) => t.name !== "floor");
    return profilePages({
      inspectorPort,
      serverPid: server.child.pid,
      wrk,
      port,
      host,
      targets: profiled,
      seconds: config.profileSeconds,
      connections: config.connections,
      outDir: path.join(path.dirname(config.out), "profiles"),
      moduleOf: await bundleModuleNamer(path.join(buildDir, "server")),
      coreApiModuleOf: await bundleModuleNamer(path.join(buildDir, "core_api")),
      track,
    });
  });

  // The soak: 50 connections for 30 s on the rendered product page and on add to cart.
  const soak = await phase("soak", async () => {
    if (!config.soak || !productPath) return null;
    const page = await soakPage({
      wrk,
      port,
      host,
      path: productPath,
      headers: { cookie: UNCACHED_COOKIE },
      connections: config.soakConnections,
      seconds: config.soakSeconds,
      track,
    });
    const variants = await soakVariants({ port, host, overviewHtml: productsHtml, seedPath: SEED, variantIdsOf, skip: variantIds });
    const addToCart = await soakAddToCart({ port, host, variants, connections: config.soakConnections, seconds: config.soakSeconds });
    return { productPage: page, addToCart, pass: page.pass && addToCart.pass };
  });

  // Lighthouse mobile on the pages a shopper sees first, and the bag with a line in it.
  const lighthouse = await phase("lighthouse", async () => {
    if (!config.lighthouse) return null;
    const bag = checkoutShopper ? [{ name: "/nl/shopping-bag (a line in it)", path: "/nl/shopping-bag", headers: { cookie: checkoutShopper.cookie } }] : [];
    const pages = [...[...new Set([...pagePaths, productPath])].filter(Boolean).map((p) => ({ name: p, path: p })), ...bag];
    log(`lighthouse: ${pages.map((p) => p.name).join(", ")}, ${config.lighthouseRuns} runs each`);
    return lighthousePages({ port, host, pages, runs: config.lighthouseRuns, outDir: path.join(path.dirname(config.out), "lighthouse") });
  });

  await phase("serverStop", () => server.stop());
  server = null;

  // Budgets: the goals, as ratios to the floor in this run (bench/budgets.mjs).
  const budgets = budgetsOf({
    load: load.summary,
    pagePaths,
    addToCart,
    bytes,
    productPath,
    checkoutPath: checkoutShopper ? CHECKOUT_STEP_PATH : null,
    signedInProductPath: signedIn.shopper ? signedInName(productPath) : null,
  });

  if (lighthouse) budgets.push(...lighthouseBudgetsOf(lighthouse));
  if (soak) {
    budgets.push({
      name: `soak: ${config.soakConnections} connections ${config.soakSeconds} s, product page and add to cart, zero errors, carts exact`,
      target: "0 errors, every cart exact",
      value: { productPageErrors: soak.productPage.errors, addToCartErrors: soak.addToCart.errors, inexactCarts: soak.addToCart.inexactCarts },
      pass: soak.pass,
    });
  }

  const warnings = [];
  if (checkoutStep) {
    if (checkoutStep.status !== 200 || checkoutStep.non200 > 0) {
      warnings.push(`${CHECKOUT_STEP_PATH}: answered ${checkoutStep.status}, ${checkoutStep.non200} of the sequential samples were not 200 (cart gone?)`);
    }
    const perRequest = checkoutStep.load?.bytesPerRequestMedian;
    if (perRequest != null && perRequest < checkoutStep.wireBytes / 2) {
      warnings.push(`${CHECKOUT_STEP_PATH}: under load ${perRequest} bytes per answer, the page is ${checkoutStep.wireBytes}: redirects, not the page?`);
    }
  }
  if (placeOrder && placeOrder.distinctPaymentPages !== placeOrder.samples) {
    warnings.push(`place order: ${placeOrder.samples} placements went to ${placeOrder.distinctPaymentPages} payment pages`);
  }
  for (const [name, s] of Object.entries(load.summary)) {
    if (s.errors > 0) warnings.push(`${name}: ${s.errors} wrk errors (connect/read/write/timeout or status >= 400)`);
  }
  for (const [name, t] of Object.entries(ttfb)) {
    if (t.non200 > 0) warnings.push(`ttfb ${name}: ${t.non200} of ${t.samples} answers were not 200`);
  }
  if (loadavgAtStart[0] > os.cpus().length / 2) {
    warnings.push(
      `the machine was busy at the start (load average ${loadavgAtStart[0]} on ${os.cpus().length} CPUs): absolutes are low, trust only the ratios`,
    );
  }
  for (const [p, b] of Object.entries(bytes)) {
    if (b.crossCheck && !b.crossCheck.agrees) warnings.push(`${p}: the HTML's JS/CSS set differs from the manifest's (see bytes.crossCheck)`);
    if (b.notPreloadedJs.length) warnings.push(`${p}: ${b.notPreloadedJs.length} statically imported JS files are not preloaded in the HTML`);
  }

  return {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadavgAtStart,
      loadavgAtEnd: os.loadavg().map((x) => round(x, 2)),
      wrk: wrkVersion(wrk),
    },
    config: {
      commit: gitCommit(),
      server: config.server === "wrangler" ? "wrangler dev (its proxy leaves HTML unrewritten: ADR 0081)" : "Miniflare (scripts/serve-build.mjs)",
      baseUrl: `http://127.0.0.1:${port}`,
      hostHeader: `${host}:${port}`,
      acceptEncoding: "gzip, br",
      floor: FLOOR,
      pages: PAGES,
      productPage: productPath,
      pageCache: {
        header: PAGE_CACHE_HEADER,
        cached: "no cookie: the edge cache's answer (checked: hit)",
        uncached: `cookie ${UNCACHED_COOKIE} (a session cookie that holds none): rendered (checked: bypass)`,
      },
      signedIn: signedIn.shopper ? `${SIGNED_IN_CUSTOMER.email} (README's demo customer), product page` : `not measured: ${signedIn.reason}`,
      load: {
        tool: "wrk -t1",
        rounds: config.rounds,
        durationS: config.durationS,
        connections: config.connections,
        warmupSPerTarget: config.warmupS,
        order: "mirrored ABBA rounds: floor,page…,page…,floor; paired ratios use the floor of the same round",
      },
      ttfbSamples: config.ttfbSamples,
      checkout: { stepPage: CHECKOUT_STEP_PATH, samples: config.checkoutSamples, placements: config.placements, warmupPlacements: 1 },
      build: config.build,
      buildDir: BUILD.dir,
      stateDir: config.state,
    },
    ratios: ratiosOf(load.summary, pagePaths, checkoutShopper ? CHECKOUT_STEP_PATH : null),
    pageCache,
    load: load.summary,
    ttfb,
    addToCart,
    checkoutStep,
    placeOrder,
    bytes,
    profiles,
    soak,
    lighthouse,
    budgets,
    allBudgetsPass: budgets.every((b) => b.pass),
    warnings,
    runSeconds: round((Date.now() - started) / 1000, 1),
    phasesSeconds: phases,
  };
}

/** The headline: per page req/s vs the floor, cached and uncached, and what the cache gains. */
function ratiosOf(summary, pagePaths, checkoutPath) {
  const out = {};
  for (const p of pagePaths) {
    const cached = summary[p];
    const uncached = summary[uncachedName(p)];
    out[p] = {
      cachedVsFloor: cached?.vsFloor?.rpsRatioOfMedians ?? null,
      uncachedVsFloor: uncached?.vsFloor?.rpsRatioOfMedians ?? null,
      cachedVsUncached: round(ratio(cached?.rpsMedian, uncached?.rpsMedian), 2),
      ...(summary[signedInName(p)] ? { signedInVsFloor: summary[signedInName(p)].vsFloor?.rpsRatioOfMedians ?? null } : {}),
      cpuPerRequestVsFloor: { cached: cached?.vsFloor?.serverCpuPerRequestRatio ?? null, uncached: uncached?.vsFloor?.serverCpuPerRequestRatio ?? null },
    };
  }
  if (checkoutPath && summary[checkoutPath]) {
    out[checkoutPath] = {
      uncachedVsFloor: summary[checkoutPath].vsFloor?.rpsRatioOfMedians ?? null,
      cpuPerRequestVsFloor: { uncached: summary[checkoutPath].vsFloor?.serverCpuPerRequestRatio ?? null },
    };
  }
  return out;
}

function gitCommit() {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() !== "";
    return dirty ? `${sha}+dirty` : sha;
  } catch {
    return null;
  }
}

const loadavgAtStart = os.loadavg().map((x) => round(x, 2));
try {
  const result = await main();
  const json = JSON.stringify(result, null, 2);
  writeFileSync(config.out, `${json}\n`);
  writeDocument(json);
  // A value may be a record (the soak's error counts): shown as JSON, not "[object Object]".
  for (const b of result.budgets)
    log(`${b.pass ? "PASS" : "FAIL"} ${b.name}: ${typeof b.value === "object" ? JSON.stringify(b.value) : b.value} (target ${b.target})`);
  for (const w of result.warnings) log(`warning: ${w}`);
  log(`done in ${result.runSeconds} s; written to ${config.out}`);
  if (config.strict && !result.allBudgetsPass) process.exitCode = 1;
} catch (error) {
  log(`failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 2;
} finally {
  if (server) await server.stop();
}
