// The production build under `wrangler dev` (storefront + core API, joined by the service binding),
// started as its own process group so that the whole tree (wrangler, workerd) can be stopped at once.
import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
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

export function startWrangler({ port, state, logFile }) {
  const fd = openSync(logFile, "w");
  const args = [
    "dev",
    "-c",
    "build/server/wrangler.json",
    "-c",
    "build/core_api/wrangler.json",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--persist-to",
    state,
    "--show-interactive-dev-session=false",
  ];
  log(`wrangler ${args.join(" ")}  (output: ${logFile})`);
  const child = spawn("wrangler", args, {
    detached: true, // own process group: kill(-pid) stops wrangler and its workerd children
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
    /** Polls `path` until it answers 200, or fails when wrangler exits or the time is up. */
    async waitUntilUp(hostHeader, path = "/__floor", timeoutMs = 120_000) {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        if (exited) throw new Error(`wrangler exited early (${exited.signal ?? exited.code}):\n${tail()}`);
        try {
          const res = await request({ port, path, host: hostHeader, timeoutMs: 5000 });
          if (res.status === 200) return;
        } catch {
          // not listening yet
        }
        await sleep(250);
      }
      throw new Error(`wrangler did not answer ${path} within ${timeoutMs / 1000} s:\n${tail()}`);
    },
    /** Stops the whole process group: SIGTERM, then SIGKILL after a grace period. Idempotent. */
    async stop(graceMs = 5000) {
      if (child.pid == null || exited) return killGroup(child.pid, "SIGKILL");
      killGroup(child.pid, "SIGTERM");
      const end = Date.now() + graceMs;
      while (!exited && Date.now() < end) await sleep(100);
      killGroup(child.pid, "SIGKILL"); // workerd children may outlive wrangler itself
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
