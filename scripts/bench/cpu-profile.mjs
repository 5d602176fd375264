// CPU profiles of the storefront Worker through workerd's V8 inspector (--inspector-port of the server):
// the Chrome DevTools Protocol's Profiler domain over a WebSocket, and a summary of a .cpuprofile by
// self time per function and per source module.
import { log, sleep } from "./util.mjs";

/** The inspector targets (`/json`) on the inspector port (workerd's own, or wrangler's proxy); retried while the Worker starts. */
export async function inspectorTargets(inspectorPort, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  let last = null;
  while (Date.now() < end) {
    try {
      const res = await fetch(`http://127.0.0.1:${inspectorPort}/json`);
      const list = await res.json();
      if (Array.isArray(list) && list.length > 0) return list;
    } catch (error) {
      last = error;
    }
    await sleep(500);
  }
  throw new Error(`no inspector target on 127.0.0.1:${inspectorPort} within ${timeoutMs / 1000} s${last ? ` (${last.message})` : ""}`);
}

/** A minimal CDP session: send(method, params) → result. */
export async function cdpSession(webSocketUrl) {
  // wrangler's inspector proxy refuses a handshake without an Origin header (400 "Expected `Origin`
  // header"); its own origin is allowed. (Node's WebSocket takes headers as undici's extension.)
  const origin = new URL(webSocketUrl.replace(/^ws/, "http")).origin;
  const ws = new WebSocket(webSocketUrl, { headers: { origin } });
  await new Promise((resolve, reject) => {
    ws.addEventListener("open", resolve, { once: true });
    ws.addEventListener("error", () => reject(new Error(`cannot open ${webSocketUrl}`)), { once: true });
  });
  let nextId = 1;
  const pending = new Map();
  ws.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data));
    const waiter = message.id != null ? pending.get(message.id) : null;
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(`${waiter.method}: ${message.error.message}`));
    else waiter.resolve(message.result);
  });
  return {
    // A session another client holds may take a call and never answer (wrangler's inspector proxy did once,
    // for the storefront's first call): a bound instead of a bench that hangs.
    send(method, params = {}, timeoutMs = 60_000) {
      const id = nextId++;
      ws.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${method}: no answer from ${webSocketUrl} within ${timeoutMs / 1000} s`));
        }, timeoutMs);
        const settled = (settle) => (value) => {
          clearTimeout(timer);
          settle(value);
        };
        pending.set(id, { resolve: settled(resolve), reject: settled(reject), method });
      });
    },
    close() {
      ws.close();
    },
  };
}

/** Records a CPU profile while `during()` runs (sampling every `intervalUs` µs). */
export async function recordProfile(session, during, intervalUs = 200) {
  await session.send("Profiler.enable");
  await session.send("Profiler.setSamplingInterval", { interval: intervalUs });
  await session.send("Profiler.start");
  let result;
  let profile;
  try {
    result = await during();
  } finally {
    ({ profile } = await session.send("Profiler.stop"));
    await session.send("Profiler.disable");
  }
  log(`profile: ${profile.samples?.length ?? 0} samples`);
  return { profile, result };
}

const SPECIAL = new Set(["(idle)", "(program)", "(garbage collector)", "(root)"]);
/** How many median sampling intervals a sample may last at most (see summariseProfile). */
const UNSAMPLED_AFTER = 3;

function median(values) {
  if (values.length === 0) return Number.POSITIVE_INFINITY;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Self time per node from the samples and their time deltas (µs), then summed per function (name and
 * place) and per module. `moduleOf(url, line, column)` names a function's module (e.g. through the
 * build's source map); by default the script's file name.
 */
export function summariseProfile(profile, { moduleOf = (url) => url.split("/").at(-1) || "(native)", top = 25 } = {}) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // A sample lasts until the next one, but not longer than a few sampling intervals: workerd's isolate
  // waits for I/O without V8 knowing it is idle, so the sample before such a wait would be charged the
  // whole wait (90 ms after a function of 1 µs). What lies beyond is "(unsampled)", not busy time.
  const longest = UNSAMPLED_AFTER * median(deltas.filter((us) => us > 0));
  let unsampledUs = 0;
  for (let i = 0; i < samples.length; i++) {
    const gap = deltas[i + 1] ?? deltas[i] ?? 0;
    const us = Math.min(gap, longest);
    unsampledUs += gap - us;
    selfUs.set(samples[i], (selfUs.get(samples[i]) ?? 0) + us);
  }
  let totalUs = unsampledUs;
  let idleUs = unsampledUs;
  const special = unsampledUs > 0 ? { "(unsampled)": unsampledUs } : {};
  const byFunction = new Map();
  const byModule = new Map();
  for (const [id, us] of selfUs) {
    const node = nodes.get(id);
    const frame = node.callFrame;
    totalUs += us;
    if (SPECIAL.has(frame.functionName)) {
      special[frame.functionName] = (special[frame.functionName] ?? 0) + us;
      if (frame.functionName === "(idle)") idleUs += us;
      continue;
    }
    const place = frame.url ? `${frame.url.split("/").at(-1)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : "(native)";
    const key = `${frame.functionName || "(anonymous)"} ${place}`;
    const module = frame.url ? moduleOf(frame.url, frame.lineNumber, frame.columnNumber) : "(native)";
    const fn = byFunction.get(key) ?? { function: frame.functionName || "(anonymous)", place, module, selfUs: 0 };
    fn.selfUs += us;
    byFunction.set(key, fn);
    byModule.set(module, (byModule.get(module) ?? 0) + us);
  }
  const busyUs = totalUs - idleUs;
  const pct = (us) => Math.round((us / (busyUs || 1)) * 1000) / 10;
  return {
    sampledMs: Math.round(totalUs / 1000),
    busyMs: Math.round(busyUs / 1000),
    idleMs: Math.round(idleUs / 1000),
    special: Object.fromEntries(Object.entries(special).map(([k, us]) => [k, { ms: Math.round(us / 1000), pctOfBusy: pct(us) }])),
    topFunctions: [...byFunction.values()]
      .sort((a, b) => b.selfUs - a.selfUs)
      .slice(0, top)
      .map((f) => ({ function: f.function, module: f.module, place: f.place, selfMs: Math.round(f.selfUs / 100) / 10, pctOfBusy: pct(f.selfUs) })),
    topModules: [...byModule.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([module, us]) => ({ module, selfMs: Math.round(us / 100) / 10, pctOfBusy: pct(us) })),
  };
}
