// node scripts/bench-cart.mjs [options] > result.json
// Add to cart alone, as `npm run bench`'s addToCart phase measures it (a fetcher POST to /nl/cart.data
// with intent=add, each from a new shopper, alternated with GETs of the floor route), but with more
// samples, side by side on one or more builds (A/B: every build's server runs at once and the samples
// alternate between them, so the box's load falls on each alike), and optionally a CPU profile of both
// Workers (the storefront and the core API, through workerd's own inspector) while it runs.
//
// Options:
//   --build DIR          a build folder to serve (repeat for A/B; default build-bench). Not built here:
//                        ETALAGE_BUILD_DIR=DIR ETALAGE_DEV_PANEL=off npx react-router build [--sourcemapServer]
//   --port 8863          the first server's port (the next ones count up from it)
//   --state .wrangler/bench-cart   state folder prefix (one per build: -0, -1, …; reset to the demo data)
//   --samples 200        adds per build  --host localhost  --no-reset
//   --profile            CPU profiles of both Workers of the first build during --profile-samples adds
//   --profile-samples 300  --out bench-results/cart  (profiles and server logs go there)
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { firstProductLink } from "./bench/bytes.mjs";
import { variantIdsOf } from "./bench/checkout.mjs";
import { cdpSession, recordProfile, summariseProfile } from "./bench/cpu-profile.mjs";
import { request } from "./bench/http.mjs";
import { bundleModuleNamer, workerdInspectors } from "./bench/profile.mjs";
import { freePort, startServer } from "./bench/server.mjs";
import { log, median, round, runToStderr } from "./bench/util.mjs";

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const builds = argv.flatMap((a, i) => (a === "--build" ? [argv[i + 1]] : []));
if (builds.length === 0) builds.push("build-bench");
const config = {
  port: Number(option("port", 8863)),
  state: option("state", ".wrangler/bench-cart"),
  samples: Number(option("samples", 200)),
  host: option("host", "localhost"),
  reset: !flag("no-reset"),
  profile: flag("profile"),
  profileSamples: Number(option("profile-samples", 300)),
  out: option("out", "bench-results/cart"),
};
const FLOOR = "/__floor";

const servers = [];
const stopAll = () => {
  for (const s of servers) s.server.killNow();
};
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

/** One add from a new shopper: the latency in ms (throws unless 200). */
async function add(s) {
  const res = await request({
    port: s.port,
    host: config.host,
    path: "/nl/cart.data",
    method: "POST",
    form: { intent: "add", variantId: s.variantId, quantity: "1" },
  });
  if (res.status !== 200) throw new Error(`${s.build}: add to cart answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
  return res.totalMs;
}
const floor = async (s) => (await request({ port: s.port, host: config.host, path: FLOOR })).totalMs;

async function main() {
  mkdirSync(config.out, { recursive: true });
  const loadavgAtStart = os.loadavg().map((x) => round(x, 2));
  let port = config.port;
  for (const [i, build] of builds.entries()) {
    const state = `${config.state}-${i}`;
    if (config.reset) await runToStderr("node", ["scripts/db-reset.mjs", "--state", state]);
    port = await freePort(port);
    // --profile: workerd's own inspector on a port of its own (the server answers on none without one).
    const inspectorPort = config.profile ? await freePort(9340 + i * 10) : null;
    const server = startServer({ port, state, buildDir: build, logFile: path.join(config.out, `server-${i}.log`), inspectorPort });
    servers.push({ build, port, server });
    port += 1;
  }
  for (const s of servers) {
    await s.server.waitUntilUp(config.host, FLOOR);
    const get = (p) => request({ port: s.port, host: config.host, path: p });
    const productPath = firstProductLink((await get("/nl/products")).body.toString("utf8"));
    s.variantId = variantIdsOf((await get(productPath)).body.toString("utf8"))[0];
    log(`${s.build} up on ${s.port}, variant ${s.variantId}`);
    for (let i = 0; i < 20; i++) await Promise.all([floor(s), add(s)]); // warm up
  }

  const samples = servers.map(() => ({ floor: [], add: [] }));
  for (let i = 0; i < config.samples; i++) {
    // the order of the builds turns each round, so neither always goes first
    for (let k = 0; k < servers.length; k++) {
      const j = (k + i) % servers.length;
      samples[j].floor.push(await floor(servers[j]));
      samples[j].add.push(await add(servers[j]));
    }
  }
  const results = servers.map((s, j) => {
    const addMs = median(samples[j].add);
    const floorMs = median(samples[j].floor);
    return { build: s.build, samples: samples[j].add.length, addMsMedian: round(addMs, 2), floorMsMedian: round(floorMs, 2), ratio: round(addMs / floorMs, 2) };
  });

  const profiles = config.profile ? await profileBoth(servers[0]) : null;
  return { date: new Date().toISOString(), loadavgAtStart, loadavgAtEnd: os.loadavg().map((x) => round(x, 2)), results, profiles };
}

/** Both Workers' profiles while the first server answers `profileSamples` adds (each with its floor GET). */
async function profileBoth(s) {
  const targets = await workerdTargets(s.server.child.pid, s.port);
  const moduleOf = await bundleModuleNamer(path.join(s.build, "server"));
  const coreModuleOf = await bundleModuleNamer(path.join(s.build, "core_api"));
  const sessions = {};
  for (const name of ["etalage-storefront", "etalage-core-api"]) {
    const own = targets.find((t) => t.id === `core:user:${name}`);
    if (!own) throw new Error(`no inspector target for ${name}`);
    // A Worker's first session sometimes stays silent for a while (seen for the core API): asked again.
    let session = null;
    for (let attempt = 0; attempt < 3 && !session; attempt++) {
      const candidate = await cdpSession(own.webSocketDebuggerUrl);
      if (await answersWithin(candidate, 10_000)) session = candidate;
      else candidate.close();
    }
    if (!session) throw new Error(`${name}: its inspector session does not answer`);
    sessions[name] = session;
  }
  // Both profilers run at once: the core API's recording wraps the storefront's, which wraps the loop.
  let adds = 0;
  const loop = async () => {
    for (let i = 0; i < config.profileSamples; i++) {
      await add(s);
      adds++;
    }
  };
  let storefront = null;
  const { profile: coreProfile } = await recordProfile(sessions["etalage-core-api"], async () => {
    storefront = await recordProfile(sessions["etalage-storefront"], loop);
  });
  const out = {};
  for (const [name, profile, namer] of [
    ["storefront", storefront.profile, moduleOf],
    ["core-api", coreProfile, coreModuleOf],
  ]) {
    const file = path.join(config.out, `add-to-cart-${name}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    const summary = summariseProfile(profile, { moduleOf: namer, top: 30 });
    out[name] = { file, adds, busyMsPerAdd: round(summary.busyMs / adds, 3), ...summary };
  }
  for (const session of Object.values(sessions)) session.close();
  return out;
}

function answersWithin(session, ms) {
  return Promise.race([session.send("Profiler.enable").then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);
}

/** Every inspector target of the workerd processes under `pid` (workerd's own inspector; profile.mjs finds their ports). */
async function workerdTargets(pid, servedPort) {
  const all = [];
  for (const url of await workerdInspectors(pid)) {
    if (url.endsWith(`:${servedPort}`)) continue;
    const list = await fetch(`${url}/json`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.json())
      .catch(() => []);
    if (Array.isArray(list)) all.push(...list);
  }
  return all;
}

main()
  .then(async (result) => {
    for (const s of servers) await s.server.stop();
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    process.exit(0);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
