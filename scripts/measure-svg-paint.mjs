// What the demo shops' pictures (scripts/seed/art) cost the browser to show: a static product grid (count
// pictures of one shop as <img> at card size) loaded again and again in the project's headless Chromium,
// for two or more sets of pictures in turn (AB, BA, AB...), each load in a fresh browser context. Per load
// it sums the CPU time of every Chromium process and thread (/proc schedstat) from just before the
// navigation until the grid has loaded, two frames have passed and then 400 quiet ms, and prints the
// medians per set, per thread too: "renderer/chromium-headle" is the renderer's main thread (parsing,
// layout, paint recording), "renderer/ThreadPoolForeg" its raster workers (where an SVG filter costs).
// The machine is shared: compare sets measured in one run only.
//
//   git archive main workers/core-api/seed/media | tar -x -C /tmp/before
//   node scripts/measure-svg-paint.mjs --variant before=/tmp/before/workers/core-api/seed/media \
//        --variant after=workers/core-api/seed/media [--shop noordzee] [--kind products] [--count 32] \
//        [--loads 12] [--dsf 1] [--width 300]
//
// A set is a folder laid out as workers/core-api/seed/media (<shop>/<kind>/*.svg); the grid takes `count`
// of the shop's pictures of that kind (detail close-ups left out), spread evenly over them in name order.
// The pages are files: no server, no port.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM, HEADLESS_CHROMIUM_FLAGS } from "./chromium-flags.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const variants = args
  .flatMap((a, i) => (a === "--variant" ? [args[i + 1]] : []))
  .map((v) => {
    const [name, dir] = v.split("=");
    return { name, dir: path.resolve(dir) };
  });
if (variants.length < 1) throw new Error("give at least one --variant name=folder");
const shop = opt("shop", "noordzee");
const kind = opt("kind", "products");
const count = Number(opt("count", "32"));
const loads = Number(opt("loads", "12"));
const dsf = Number(opt("dsf", "1"));
const width = Number(opt("width", "300"));
const columns = Math.max(1, Math.floor(1280 / (width + 16)));

const all = readdirSync(path.join(variants[0].dir, shop, kind))
  .filter((f) => f.endsWith(".svg") && !f.includes("detail"))
  .sort();
const files = Array.from({ length: Math.min(count, all.length) }, (_, i) => all[Math.floor((i * all.length) / Math.min(count, all.length))]);
const rows = Math.ceil(files.length / columns);
const aspect = kind === "banners" ? 700 / 1600 : 1;
const height = Math.ceil(rows * (width * aspect + 16) + 40);

const page = (v, load) =>
  `<!doctype html><meta charset="utf-8"><style>body{margin:8px;font:12px sans-serif}` +
  `.g{display:grid;grid-template-columns:repeat(${columns},${width}px);gap:16px}img{display:block;width:${width}px;height:auto}</style>` +
  `<div class="g">${files.map((f) => `<img src="${v}/${load}/${f}" width="${width}" alt="">`).join("")}</div>`;

// One copy of each set's pictures per load, so that no load finds a picture in a cache.
const work = mkdtempSync(path.join(tmpdir(), "svg-paint-"));
for (const [v, { dir }] of variants.entries())
  for (let load = 0; load <= loads; load++)
    for (const f of files) {
      const to = path.join(work, String(v), String(load), f);
      mkdirSync(path.dirname(to), { recursive: true });
      copyFileSync(path.join(dir, shop, kind, f), to);
    }
const pageFile = (v, load) => {
  const file = path.join(work, `page-${v}-${load}.html`);
  writeFileSync(file, page(v, load));
  return pathToFileURL(file).href;
};

// CPU (ms) of every thread of every process under this one, keyed "process-kind/thread-name": the
// time on a CPU from /proc/<pid>/task/<tid>/schedstat (nanoseconds; /stat counts 10 ms ticks).
function cpuByThread() {
  const parent = new Map();
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      parent.set(pid, stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    } catch {}
  }
  const mine = new Set([String(process.pid)]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, pp] of parent) {
      if (!mine.has(pid) && mine.has(pp)) {
        mine.add(pid);
        grew = true;
      }
    }
  }
  mine.delete(String(process.pid));
  const out = new Map();
  for (const pid of mine) {
    let type = "?";
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      type = cmd.match(/--type=([\w-]+)/)?.[1] ?? (cmd.includes("chromium") ? "browser" : path.basename(readlinkSync(`/proc/${pid}/exe`)));
    } catch {
      continue;
    }
    let tids = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {}
    for (const tid of tids) {
      try {
        const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, "utf8").trim().replace(/\d+$/, "");
        const ms = Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]) / 1e6;
        const key = `${type}/${name}`;
        out.set(key, (out.get(key) ?? 0) + ms);
      } catch {}
    }
  }
  return out;
}
const diff = (a, b) => {
  const d = new Map();
  for (const [k, v] of b) d.set(k, v - (a.get(k) ?? 0));
  return d;
};
const sum = (m) => [...m.values()].reduce((s, v) => s + v, 0);
const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...HEADLESS_CHROMIUM_FLAGS] });
const results = variants.map(() => []);

async function measure(v, load) {
  const context = await browser.newContext({ viewport: { width: 1280, height }, deviceScaleFactor: dsf });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Performance.enable");
  await tab.goto("about:blank");
  await new Promise((r) => setTimeout(r, 300));
  const before = cpuByThread();
  const t0 = performance.now();
  await tab.goto(pageFile(v, load), { waitUntil: "load" });
  await tab.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const wall = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 400));
  const after = cpuByThread();
  const { metrics } = await cdp.send("Performance.getMetrics");
  const m = Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
  await context.close();
  const threads = diff(before, after);
  return {
    cpu: sum(threads),
    threads,
    wall,
    task: m.TaskDuration * 1000,
  };
}

// a first load of each set, not counted
for (let v = 0; v < variants.length; v++) await measure(v, 0);
for (let i = 1; i <= loads; i++) {
  const order = variants.map((_, v) => v);
  if (i % 2 === 0) order.reverse();
  for (const v of order) results[v].push(await measure(v, i));
}
await browser.close();
rmSync(work, { recursive: true, force: true });

console.log(`${shop} ${kind}: ${files.length} pictures at ${width} px, dsf ${dsf}, ${loads} loads per set in turn, viewport 1280x${height}; medians (ms)`);
const keys = [...new Set(results.flatMap((r) => r.flatMap((x) => [...x.threads.keys()])))];
const rowsOut = [
  ["browser CPU (all processes)", (x) => x.cpu],
  ["renderer main thread TaskDuration (CDP)", (x) => x.task],
  ["wall time to load + 2 frames", (x) => x.wall],
  ...keys.map((k) => [`  ${k}`, (x) => x.threads.get(k) ?? 0]).filter(([, f]) => results.some((r) => median(r.map(f)) >= 10)),
];
console.log(["metric".padEnd(44), ...variants.map((v) => v.name.padStart(10))].join(" "));
for (const [label, f] of rowsOut) console.log([label.padEnd(44), ...results.map((r) => median(r.map(f)).toFixed(0).padStart(10))].join(" "));
console.log("all browser CPU values:");
for (const [v, r] of results.entries()) console.log(`  ${variants[v].name}: ${r.map((x) => x.cpu.toFixed(0)).join(" ")}`);
