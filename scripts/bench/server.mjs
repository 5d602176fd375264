// The production build's two Workers (storefront + core API, joined by the service binding), started as
// their own process group so that the whole tree (node, workerd) can be stopped at once: under
// `wrangler dev` (the default), or in one Miniflare without wrangler dev's proxy Worker in front
// (`miniflare`: scripts/serve-build.mjs, as the end-to-end tests run: ADR 0068), which measures what the
// Workers themselves cost (docs/performance.md §16).
import { execFileSync, spawn } from "node:child_process";
import { closeSync, openSync, readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import { request } from "./http.mjs";
import { log, sleep } from "./util.mjs";

/** `preferred` when nothing listens on it (127.0.0.1), else the next free port above it. */
export async function freePort(preferred) {
  for (let port = preferred; port < preferred + 50; port++) {
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${preferred}..${preferred + 49}`);
}

/**
 * Whether wrangler dev's proxy Worker passes every HTML answer through an HTMLRewriter. Upstream it does,
 * live reload on or off: it decodes, parses and encodes again each page, 2.2 ms of CPU per cached page that
 * production never spends (ADR 0081). patches/wrangler+*.patch (applied by `npm install`) keeps it to live
 * reload; the bench refuses to measure HTML pages against a plain floor without it.
 */
export function proxyRewritesHtml() {
  const proxyWorker = readFileSync(new URL("../../node_modules/wrangler/wrangler-dist/ProxyWorker.js", import.meta.url), "utf8");
  return !proxyWorker.includes("if (isHtmlResponse(res) && proxyData.liveReload)");
}

/** The servers the bench can measure under: `wrangler` (wrangler dev, the default) or `miniflare`. */
export const SERVERS = ["wrangler", "miniflare"];

/**
 * `server`: one of SERVERS. `inspectorPort`: workerd's V8 inspector (wrangler's: through its proxy) for
 * CPU profiles; off by default.
 */
export function startServer({ server = "wrangler", port, state, buildDir = "build", logFile, inspectorPort = null }) {
  const fd = openSync(logFile, "w");
  const shared = [
    "-c",
    `${buildDir}/server/wrangler.json`,
    "-c",
    `${buildDir}/core_api/wrangler.json`,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--persist-to",
    state,
  ];
  const inspector = inspectorPort ? ["--inspector-port", String(inspectorPort)] : [];
  const [command, args] =
    server === "wrangler"
      ? ["wrangler", ["dev", ...shared, "--show-interactive-dev-session=false", ...inspector]]
      : ["node", ["scripts/serve-build.mjs", ...shared, ...inspector]];
  log(`${command} ${args.join(" ")}  (output: ${logFile})`);
  const child = spawn(command, args, {
    detached: true, // own process group: kill(-pid) stops the node and its workerd children
    stdio: ["ignore", fd, fd],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_LOG: process.env.WRANGLER_LOG ?? "warn" },
  });
  closeSync(fd);
  let exited = null;
  child.on("exit", (code, signal) => (exited = { code, signal }));

  const tail = () => {
    try {
      return readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
    } catch {
      return "";
    }
  };

  return {
    child,
    tail,
    /** Polls `path` until it answers 200, or fails when the server exits or the time is up. */
    async waitUntilUp(hostHeader, path = "/__floor", timeoutMs = 120_000) {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        if (exited) throw new Error(`${command} exited early (${exited.signal ?? exited.code}):\n${tail()}`);
        try {
          const res = await request({ port, path, host: hostHeader, timeoutMs: 5000 });
          if (res.status === 200) return;
        } catch {
          // not listening yet
        }
        await sleep(250);
      }
      throw new Error(`${command} did not answer ${path} within ${timeoutMs / 1000} s:\n${tail()}`);
    },
    /** Stops the whole process group: SIGTERM, then SIGKILL after a grace period. Idempotent. */
    async stop(graceMs = 5000) {
      if (child.pid == null || exited) return killGroup(child.pid, "SIGKILL");
      killGroup(child.pid, "SIGTERM");
      const end = Date.now() + graceMs;
      while (!exited && Date.now() < end) await sleep(100);
      killGroup(child.pid, "SIGKILL"); // workerd children may outlive their node
    },
    /** CPU seconds used so far by the whole process group (node and workerd). */
    cpuSeconds() {
      return groupCpuSeconds(child.pid);
    },
    /** For process 'exit' handlers: synchronous, no waiting. */
    killNow() {
      killGroup(child.pid, "SIGKILL");
    },
  };
}

function killGroup(pid, signal) {
  if (pid == null) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

let clockTicks = null;
/**
 * Sums utime + stime (/proc/PID/stat) over the live processes of process group `pgid`, in seconds,
 * split by process name. Linux only; null elsewhere. Resolution: one clock tick (normally 10 ms).
 */
export function groupCpuSeconds(pgid) {
  if (process.platform !== "linux" || pgid == null) return null;
  if (clockTicks == null) {
    try {
      clockTicks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  const byName = {};
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    const close = stat.lastIndexOf(")");
    const name = stat.slice(stat.indexOf("(") + 1, close);
    const fields = stat.slice(close + 2).split(" "); // fields[0] = state (field 3)
    if (Number(fields[2]) !== pgid) continue; // field 5: pgrp
    const seconds = (Number(fields[11]) + Number(fields[12])) / clockTicks; // fields 14, 15: utime, stime
    const key = name.startsWith("workerd") ? "workerd" : name === "node" || name === "MainThread" ? "node" : name;
    byName[key] = (byName[key] ?? 0) + seconds;
    total += seconds;
  }
  return { total, byName };
}
