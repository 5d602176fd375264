// HTTP load with wrk -t1 (the cheapest load generator per request on a 2-core box, so the server
// stays the bottleneck), targets alternated in mirrored rounds so that drift in background load hits
// every target alike: round 0 = floor, A, B; round 1 = B, A, floor; round 2 = floor, A, B; …
// With one page this is the classic ABBA order.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ACCEPT_ENCODING } from "./http.mjs";
import { capture, log, median, ratio, round, runToStderr } from "./util.mjs";

const WRK_LUA = path.join(path.dirname(fileURLToPath(import.meta.url)), "wrk-json.lua");

/** Installs Debian's wrk when it is missing and we may (root), like ensure-chromium does for chromium. */
export async function ensureWrk() {
  const found = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((p) => existsSync(p));
  if (found) return found;
  try {
    await capture("sh", ["-c", "command -v wrk"]);
    return "wrk";
  } catch {
    // not on PATH either
  }
  if (process.getuid?.() !== 0) throw new Error("wrk is missing. Install it: sudo apt-get install -y wrk");
  log("installing Debian's wrk…");
  await runToStderr("apt-get", ["update", "-qq"]);
  await runToStderr("apt-get", ["install", "-y", "-qq", "wrk"], { env: { DEBIAN_FRONTEND: "noninteractive" } });
  return "wrk";
}

export function wrkVersion(wrk) {
  // `wrk -v` prints its version line and usage, and exits non-zero
  const out = spawnSync(wrk, ["-v"], { encoding: "utf8" });
  return `${out.stdout ?? ""}${out.stderr ?? ""}`.split("\n")[0].trim() || null;
}

/** One wrk run: { rps, requests, p50, p90, p99, max, errors, non2xx… } (latencies in ms). */
export async function wrkOnce({ wrk, url, hostHeader, connections, seconds, track, headers = {} }) {
  const args = [
    "-t1",
    `-c${connections}`,
    `-d${seconds}s`,
    "--latency",
    "-H",
    `Host: ${hostHeader}`, // wrk only keeps its own Host header when none named exactly "Host" is given
    "-H",
    `accept-encoding: ${ACCEPT_ENCODING}`,
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    "-s",
    WRK_LUA,
    url,
  ];
  const out = await capture(wrk, args, { track });
  const line = out.split("\n").find((l) => l.startsWith('{"tool":"wrk"'));
  if (!line) throw new Error(`wrk printed no JSON line for ${url}:\n${out}`);
  const j = JSON.parse(line);
  const errors = Object.values(j.errors).reduce((a, b) => a + b, 0);
  return {
    rps: j.rps,
    requests: j.requests,
    bytes: j.bytes,
    p50Ms: j.latencyMs.p50,
    p90Ms: j.latencyMs.p90,
    p99Ms: j.latencyMs.p99,
    maxMs: j.latencyMs.max,
    errors,
    errorDetail: j.errors,
  };
}

/**
 * targets: [{ name, path, headers? }] (headers: e.g. a session cookie), the first one is the floor. Returns per target the rounds and medians,
 * and for every other target the ratios against the floor (ratio of medians and the median of the
 * per-round paired ratios).
 */
export async function measureLoad({ wrk, port, host, targets, rounds, seconds, connections, warmupSeconds, track, cpuSeconds }) {
  const hostHeader = `${host}:${port}`;
  const url = (p) => `http://127.0.0.1:${port}${p}`;
  if (warmupSeconds > 0) {
    for (const t of targets) {
      log(`warm-up ${t.name} ${warmupSeconds}s`);
      await wrkOnce({ wrk, url: url(t.path), hostHeader, connections, seconds: warmupSeconds, track, headers: t.headers });
    }
  }
  const results = Object.fromEntries(targets.map((t) => [t.name, []]));
  const orders = [];
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? targets : [...targets].reverse();
    orders.push(order.map((t) => t.name));
    const line = [];
    for (const t of order) {
      const cpuBefore = cpuSeconds?.();
      const res = await wrkOnce({ wrk, url: url(t.path), hostHeader, connections, seconds, track, headers: t.headers });
      const cpuAfter = cpuSeconds?.();
      // Server CPU per request: much less sensitive to other work on the box than req/s.
      if (cpuBefore && cpuAfter && res.requests > 0) {
        res.cpuMsPerRequest = ((cpuAfter.total - cpuBefore.total) * 1000) / res.requests;
        res.cpuMsPerRequestByProcess = Object.fromEntries(
          Object.keys(cpuAfter.byName).map((k) => [k, round((((cpuAfter.byName[k] ?? 0) - (cpuBefore.byName[k] ?? 0)) * 1000) / res.requests, 3)]),
        );
      }
      results[t.name].push(res);
      const cpu = res.cpuMsPerRequest != null ? ` cpu ${round(res.cpuMsPerRequest)} ms/req` : "";
      line.push(`${t.name} ${Math.round(res.rps)} rps p50 ${round(res.p50Ms)} ms${cpu}${res.errors ? ` ERR ${res.errors}` : ""}`);
    }
    log(`round ${r + 1}/${rounds}: ${line.join(" | ")}`);
  }

  const floorName = targets[0].name;
  const summary = {};
  for (const t of targets) {
    const runs = results[t.name];
    const entry = {
      path: t.path,
      rpsMedian: round(median(runs.map((x) => x.rps)), 1),
      p50MsMedian: round(median(runs.map((x) => x.p50Ms)), 3),
      p99MsMedian: round(median(runs.map((x) => x.p99Ms)), 3),
      serverCpuMsPerRequestMedian: round(median(runs.map((x) => x.cpuMsPerRequest)), 3),
      serverCpuMsPerRequestByProcess: medianByKey(runs.map((x) => x.cpuMsPerRequestByProcess)),
      requests: runs.reduce((a, x) => a + x.requests, 0),
      bytesPerRequestMedian: round(median(runs.map((x) => (x.requests > 0 ? x.bytes / x.requests : null))), 0),
      errors: runs.reduce((a, x) => a + x.errors, 0),
      rounds: runs.map((x) => ({
        rps: x.rps,
        p50Ms: x.p50Ms,
        p99Ms: x.p99Ms,
        requests: x.requests,
        errors: x.errors,
        serverCpuMsPerRequest: round(x.cpuMsPerRequest, 3),
      })),
    };
    if (t.name !== floorName) {
      const floor = results[floorName];
      const pairedRps = runs.map((x, i) => x.rps / floor[i].rps);
      const pairedP50 = runs.map((x, i) => x.p50Ms / floor[i].p50Ms);
      entry.vsFloor = {
        rpsRatioOfMedians: round(ratio(median(runs.map((x) => x.rps)), median(floor.map((x) => x.rps))), 3),
        rpsPairedRatioMedian: round(median(pairedRps), 3),
        rpsPairedRatioMin: round(Math.min(...pairedRps), 3),
        rpsPairedRatioMax: round(Math.max(...pairedRps), 3),
        p50RatioOfMedians: round(ratio(median(runs.map((x) => x.p50Ms)), median(floor.map((x) => x.p50Ms))), 2),
        p50PairedRatioMedian: round(median(pairedP50), 2),
        serverCpuPerRequestRatio: round(ratio(median(runs.map((x) => x.cpuMsPerRequest)), median(floor.map((x) => x.cpuMsPerRequest))), 2),
      };
    }
    summary[t.name] = entry;
  }
  return { orders, summary };
}

function medianByKey(objects) {
  const list = objects.filter(Boolean);
  if (list.length === 0) return null;
  const keys = [...new Set(list.flatMap((o) => Object.keys(o)))];
  return Object.fromEntries(keys.map((k) => [k, round(median(list.map((o) => o[k] ?? 0)), 3)]));
}
