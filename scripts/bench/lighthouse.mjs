// `npm run bench -- --lighthouse`: Lighthouse mobile — its default profile: a mid-range phone on slow
// 4G with simulated throttling — on home, overview, product and the bag (with a line in it), run
// `runs` times per page in turn (so the box's noise falls on every page alike); the median of each
// category's score and of each metric, with the LCP element, go into the bench's JSON.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM, HEADLESS_CHROMIUM_FLAGS } from "../chromium-flags.mjs";
import { log, median, round } from "./util.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  fcpMs: "first-contentful-paint",
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  speedIndexMs: "speed-index",
  ttfbMs: "server-response-time",
};

/** One Lighthouse run of `url`: its report (lhr), or an error. */
function runOnce({ url, headers, outFile, chromePath }) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "etalage-lh-"));
  const args = [
    url,
    `--only-categories=${CATEGORIES.join(",")}`,
    "--output=json",
    `--output-path=${outFile}`,
    "--quiet",
    `--chrome-flags=${[...HEADLESS_CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`].join(" ")}`,
    ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  return new Promise((resolve) => {
    const child = spawn("lighthouse", args, { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => {
      rmSync(userDataDir, { recursive: true, force: true });
      if (code !== 0) return resolve({ error: `lighthouse exited ${code}: ${stderr.slice(-500)}` });
      const lhr = JSON.parse(readFileSync(outFile, "utf8"));
      resolve(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : { lhr });
    });
  });
}

/** What a run says: the four scores (0–100), the metrics, the LCP element and what kept a category from 100. */
export function readRun(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? null]));
  const lcpNode = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
  const missed = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit?.score != null && audit.score < 1) missed.push(`${category}: ${ref.id} ${audit.displayValue ?? audit.score}`);
    }
  }
  return { scores, metrics, lcpElement: lcpNode, missed };
}

/**
 * pages: [{ name, path, headers? }]. Each page gets `runs` runs, the pages in turn; answers per page the
 * medians, the runs' figures, and the audits that cost points in any run.
 */
export async function lighthousePages({ port, host, pages, runs, outDir, chromePath = process.env.CHROME_PATH || CHROMIUM }) {
  mkdirSync(outDir, { recursive: true });
  const done = Object.fromEntries(pages.map((p) => [p.name, { runs: [], errors: [] }]));
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      const url = `http://${host}:${port}${page.path}`;
      const outFile = path.join(outDir, `${page.name.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "")}-${run}.json`);
      const result = await runOnce({ url, headers: page.headers, outFile, chromePath });
      if (result.error) {
        log(`lighthouse ${page.name} run ${run + 1}: ${result.error}`);
        done[page.name].errors.push(result.error);
        continue;
      }
      const read = readRun(result.lhr);
      log(
        `lighthouse ${page.name} run ${run + 1}: ${CATEGORIES.map((c) => `${c} ${read.scores[c]}`).join(", ")}; LCP ${Math.round(read.metrics.lcpMs)} ms, CLS ${round(read.metrics.cls, 3)}`,
      );
      done[page.name].runs.push(read);
    }
  }
  return Object.fromEntries(pages.map((page) => [page.name, summarise(page.path, done[page.name])]));
}

function summarise(pagePath, { runs, errors }) {
  const medianOf = (pick) => {
    const values = runs.map(pick).filter((v) => v != null);
    return values.length ? round(median(values), 3) : null;
  };
  return {
    path: pagePath,
    runs: runs.length,
    errors,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, medianOf((r) => r.scores[c])])),
    metrics: Object.fromEntries(Object.keys(METRICS).map((m) => [m, medianOf((r) => r.metrics[m])])),
    lcpElement: runs.at(-1)?.lcpElement ?? null,
    missed: [...new Set(runs.flatMap((r) => r.missed))],
  };
}
