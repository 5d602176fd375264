// `npm run bench -- --profile`: a CPU profile of the storefront Worker per page while wrk loads that
// page (rendered, not from the edge cache), written as bench-results/profiles/<page>.cpuprofile (open it
// in Chrome DevTools' Performance panel or speedscope) and summarised by self time per function and per
// source module (through the build's source map when there is one).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cdpSession, inspectorTargets, recordProfile, summariseProfile } from "./cpu-profile.mjs";
import { wrkOnce } from "./load.mjs";
import { log, round } from "./util.mjs";

/** The storefront's inspector target: the one whose title or url names the storefront, else the first. */
function storefrontTarget(list) {
  const named = list.find((t) => /storefront|etalage(?!-core)/i.test(`${t.title} ${t.url} ${t.id}`) && !/core/i.test(`${t.title}`));
  return named ?? list[0];
}

/**
 * Where to profile the storefront. workerd lists every Worker by name on its own inspector
 * (`core:user:etalage-storefront`), but answers one session per Worker, and wrangler's inspector proxy
 * holds one of them: the storefront is asked first on workerd's own inspector (found among the ports
 * the wrangler process's workerd listens on); when that session does not answer within a few seconds,
 * the proxy holds the storefront, and the proxy is used.
 */
async function storefrontInspector(serverPid, inspectorPort) {
  const own = await ownTarget(serverPid, STOREFRONT_TARGET);
  if (own) return own;
  const list = await inspectorTargets(inspectorPort);
  log(`profile: workerd's own inspector did not answer for the storefront; wrangler's proxy: ${list.map((t) => t.title || t.id).join(", ")}`);
  return storefrontTarget(list);
}

const STOREFRONT_TARGET = "core:user:etalage-storefront";
const CORE_API_TARGET = "core:user:etalage-core-api";

/**
 * The core API's own target on workerd's inspector, or null: a signed-in page or a checkout step spends a
 * third of its CPU there (docs/performance.md §20), so its profile is taken beside the storefront's.
 */
async function coreApiInspector(serverPid) {
  const own = await ownTarget(serverPid, CORE_API_TARGET);
  // Under wrangler dev its inspector proxy may hold the core API's one session: --server miniflare profiles both.
  if (!own) log("profile: the core API's target did not answer on workerd's own inspector (another session holds it); its profile is left out");
  return own;
}

/** The Worker's target `id` on workerd's own inspector when its session answers, else null. */
async function ownTarget(serverPid, id) {
  for (const url of await workerdInspectors(serverPid)) {
    const list = await fetch(`${url}/json`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.json())
      .catch(() => []);
    const own = Array.isArray(list) ? list.find((t) => t.id === id) : null;
    if (own && (await answers(own.webSocketDebuggerUrl))) return own;
  }
  return null;
}

/** The http://127.0.0.1:port of every TCP port a workerd under `serverPid` listens on (`ss -ltnp`). */
export async function workerdInspectors(serverPid) {
  if (!serverPid) return [];
  const pids = new Set(descendants(serverPid));
  const ss = spawnSync("ss", ["-ltnpH"], { encoding: "utf8" });
  if (ss.status !== 0) return [];
  return ss.stdout
    .split("\n")
    .filter((line) => [...line.matchAll(/pid=(\d+)/g)].some((m) => pids.has(Number(m[1]))))
    .map((line) => /127\.0\.0\.1:(\d+)/.exec(line)?.[1])
    .filter(Boolean)
    .map((p) => `http://127.0.0.1:${p}`);
}

function descendants(pid) {
  const children = spawnSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
    .stdout.split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return [pid, ...children.flatMap(descendants)];
}

/** Whether a CDP session on this target answers (a target another session holds never does). */
async function answers(webSocketUrl) {
  let session = null;
  try {
    session = await cdpSession(webSocketUrl);
    await session.send("Profiler.enable", {}, 3000);
    return true;
  } catch {
    return false;
  } finally {
    session?.close();
  }
}

/**
 * targets: [{ name, path, headers }] (the rendered pages). Returns per target the wrk figures during the
 * profile and the summary; the raw profiles go to `outDir`.
 */
export async function profilePages({ inspectorPort, serverPid, wrk, port, host, targets, seconds, connections, outDir, moduleOf, coreApiModuleOf, track }) {
  mkdirSync(outDir, { recursive: true });
  const target = await storefrontInspector(serverPid, inspectorPort);
  const coreApi = await coreApiInspector(serverPid);
  log(`profile: profiling ${target.title || target.id} (${target.webSocketDebuggerUrl})${coreApi ? " and the core API" : ""}`);
  const results = {};
  for (const t of targets) {
    const session = await cdpSession(target.webSocketDebuggerUrl);
    const coreSession = coreApi ? await cdpSession(coreApi.webSocketDebuggerUrl) : null;
    let coreProfile = null;
    try {
      log(`profile: ${t.name} (${seconds} s, ${connections} connections)`);
      const wrkLoad = () =>
        wrkOnce({ wrk, url: `http://127.0.0.1:${port}${t.path}`, hostHeader: `${host}:${port}`, connections, seconds, track, headers: t.headers });
      // The core API's profile over the same load (its own session: one per Worker).
      const load = coreSession
        ? async () => {
            const inner = await recordProfile(coreSession, wrkLoad);
            coreProfile = inner.profile;
            return inner.result;
          }
        : wrkLoad;
      // Some profiles come back with a handful of samples seconds apart (the sampler stalled; seen
      // under wrangler dev on a busy box): such a profile says nothing, so it is taken once more.
      let { profile, result } = await recordProfile(session, load);
      let coverage = sampledCoverage(profile);
      if (coverage.stalled) {
        log(`profile: ${t.name}: sampler stalled (largest gap ${coverage.maxGapMs} ms); once more`);
        ({ profile, result } = await recordProfile(session, load));
        coverage = sampledCoverage(profile);
      }
      const file = path.join(outDir, `${t.name.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "")}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      const summary = summariseProfile(profile, { moduleOf });
      results[t.name] = {
        path: t.path,
        file,
        requests: result.requests,
        rps: round(result.rps, 1),
        errors: result.errors,
        busyMsPerRequest: result.requests ? round(summary.busyMs / result.requests, 3) : null,
        samples: profile.samples?.length ?? 0,
        samplerStalled: coverage.stalled,
        largestSampleGapMs: coverage.maxGapMs,
        ...summary,
        coreApi: coreProfile ? coreApiSummary(coreProfile, file.replace(/\.cpuprofile$/, ".core-api.cpuprofile"), result.requests, coreApiModuleOf) : null,
      };
    } finally {
      session.close();
      coreSession?.close();
    }
  }
  return { inspectorTarget: target.title || target.id, results };
}

/** The core API's profile over a page's load: written beside the storefront's, summarised per page request. */
function coreApiSummary(profile, file, requests, moduleOf) {
  writeFileSync(file, JSON.stringify(profile));
  const summary = summariseProfile(profile, { moduleOf, top: 15 });
  return { file, busyMsPerPageRequest: requests ? round(summary.busyMs / requests, 3) : null, ...summary };
}

/**
 * Names the source module of a place in the built server bundle through its source map (a path under
 * node_modules becomes the package, one of ours its path); without a map, the bundle's file name.
 */
export async function bundleModuleNamer(serverDir) {
  let consumer = null;
  const cache = new Map();
  try {
    const { SourceMapConsumer } = await import("source-map-js");
    const maps = new Map();
    return (url, line, column) => {
      const file = url.replace(/^file:\/\//, "");
      const base = path.basename(file);
      const mapFile = [path.join(serverDir, `${base}.map`), path.join(serverDir, "assets", `${base}.map`)].find((f) => existsSync(f)) ?? "";
      if (!maps.has(mapFile)) maps.set(mapFile, existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, "utf8"))) : null);
      consumer = maps.get(mapFile);
      if (!consumer) return base;
      const key = `${mapFile}:${line}:${column}`;
      if (!cache.has(key)) {
        const source = consumer.originalPositionFor({ line: line + 1, column })?.source;
        cache.set(key, source ? moduleName(source) : base);
      }
      return cache.get(key);
    };
  } catch {
    return (url) => url.split("/").at(-1) || "(native)";
  }
}

function moduleName(source) {
  const nm = source.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = source.slice(nm + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return source.replace(/^(\.\.\/)+/, "").replace(/^webpack:\/\/\/|^\/?/, "");
}

/** A profile with fewer than one sample per 10 ms is not a picture of the load (the sampler stalled). */
function sampledCoverage(profile) {
  const maxGapUs = Math.max(0, ...(profile.timeDeltas ?? []));
  const spanMs = ((profile.endTime ?? 0) - (profile.startTime ?? 0)) / 1000;
  // a working sampler gives hundreds of samples a second under load; a stalled one a handful
  return { stalled: (profile.samples?.length ?? 0) < Math.max(100, spanMs / 10), maxGapMs: Math.round(maxGapUs / 1000) };
}
