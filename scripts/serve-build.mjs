// node scripts/serve-build.mjs -c build-test/server/wrangler.json -c build-test/core_api/wrangler.json
//   --ip 127.0.0.1 --port 8790 --persist-to DIR [--var NAME:VALUE …] [--inspector-port N]
//
// Serves a build's Workers in one Miniflare, the way `wrangler dev` with the same flags does, without
// what a developer needs from wrangler dev and a test run does not (ADR 0068): wrangler's proxy Worker
// (a second workerd in front of the first), its inspector proxy, its file watchers and hot reload, the
// dev registry. Those cost about 9 % of the end-to-end stage's CPU (ADR 0067).
//
// The Workers' options come from wrangler itself (unstable_getMiniflareWorkerOptions, what
// @cloudflare/vitest-plugin uses): the built wrangler.json's bindings, vars, assets, queues, crons and
// compatibility settings, plus a `.dev.vars` (else `.env`) beside that wrangler.json, exactly as
// `wrangler dev -c` reads them. They run in wrangler's own Miniflare, so the workerd and the storage
// layout are the ones `wrangler dev` uses: D1 and R2 in DIR/v3, the files that `wrangler d1 execute
// --local --persist-to DIR` (db-reset, the operator command) reads and writes.
//
// As in wrangler dev, the first -c is the Worker that answers requests, the others are reached through
// its service bindings, the first one's settings (address, storage) hold for all, and --var sets a var
// of the first Worker only.
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from "wrangler";

const { values } = parseArgs({
  options: {
    config: { type: "string", short: "c", multiple: true },
    ip: { type: "string", default: "127.0.0.1" },
    port: { type: "string" },
    "persist-to": { type: "string" },
    var: { type: "string", multiple: true, default: [] },
    // workerd's own V8 inspector on this port (the bench's --profile): every Worker is a target there.
    "inspector-port": { type: "string" },
  },
});
const configs = values.config ?? [];
if (configs.length === 0) throw new Error("-c PATH: the built wrangler.json of each Worker, the one that answers first");
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0) throw new Error("--port N: the port to listen on");
if (!values["persist-to"]) throw new Error("--persist-to DIR: where D1 and R2 keep their files (DIR/v3, as wrangler dev)");
const inspectorPort = values["inspector-port"] === undefined ? undefined : Number(values["inspector-port"]);
if (inspectorPort !== undefined && !(Number.isInteger(inspectorPort) && inspectorPort > 0)) throw new Error("--inspector-port N: the inspector's port");

// wrangler's Miniflare (not the top-level node_modules/miniflare, which belongs to @cloudflare/vite-plugin):
// the options below are in the shape that wrangler's version expects.
const { Log, LogLevel, Miniflare, convertV4MiniflareOptions } = createRequire(fileURLToPath(import.meta.resolve("wrangler")))("miniflare");

/** `--var NAME:VALUE` as wrangler dev reads it: everything after the first colon is the value. */
function cliVars(pairs) {
  return Object.fromEntries(
    pairs.map((pair) => {
      const colon = pair.indexOf(":");
      if (colon <= 0) throw new Error(`--var ${pair}: give NAME:VALUE`);
      return [pair.slice(0, colon), pair.slice(colon + 1)];
    }),
  );
}

/**
 * The modules of a built Worker: its entry first, then every file of its folder that a module rule of
 * its config takes (the first rule whose globs match), as wrangler dev collects a no_bundle build's
 * modules. Miniflare itself loads only the modules it is given (the server's route chunks in assets/
 * are imported on demand).
 */
function builtModules(root, main, rules) {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
  const entry = path.relative(root, main).split(path.sep).join("/");
  const modules = [];
  for (const file of [entry, ...files.filter((file) => file !== entry).sort()]) {
    const rule = rules.find(({ include }) => include.some((glob) => path.posix.matchesGlob(file, glob)));
    if (rule) modules.push({ type: rule.type, path: path.join(root, file) });
  }
  return modules;
}

/** One built Worker's Miniflare options: what wrangler makes of its config, plus its code. */
function workerOptions(configPath, extraVars) {
  const config = unstable_readConfig({ config: configPath });
  const { workerOptions: options, main } = unstable_getMiniflareWorkerOptions(config);
  const { modulesRules, ...rest } = options;
  const root = path.dirname(path.resolve(configPath));
  return {
    ...rest,
    name: config.name,
    modulesRoot: root,
    modules: builtModules(root, path.resolve(root, main), modulesRules),
    bindings: { ...options.bindings, ...extraVars },
  };
}

const workers = configs.map((config, index) => workerOptions(config, index === 0 ? cliVars(values.var) : {}));

// Log lines as wrangler dev prints them: the Workers' console.log and info on stdout, warnings and errors
// on stderr (what playwright.config.ts shows); no line per request (wrangler's proxy did not log them
// either, its Worker's Miniflare has logRequests off).
function structuredLog({ level, message }) {
  if (level === "warn" || level === "error") console.error(message);
  else console.log(message);
}

const mf = new Miniflare(
  convertV4MiniflareOptions({
    host: values.ip,
    port,
    inspectorPort,
    rootPath: process.cwd(),
    resourcePersistencePath: path.resolve(values["persist-to"], "v3"),
    log: new Log(LogLevel.INFO),
    logRequests: false,
    handleStructuredLogs: structuredLog,
    // Miniflare's /cdn-cgi/local/… trigger URLs (the first Worker's), as wrangler dev has them. Neither
    // runs the crons by themselves: the tests never wait for one.
    unsafeTriggerHandlers: true,
    workers,
  }),
);

// Playwright ends its web servers with SIGTERM, a person with Ctrl-C: workerd is stopped with us and
// SQLite's files are closed before we exit, also when the signal comes while workerd is still starting.
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  try {
    await mf.dispose();
  } finally {
    process.exit(code);
  }
}
process.on("SIGTERM", () => stop(0));
process.on("SIGINT", () => stop(0));

try {
  const url = await mf.ready;
  console.log(`Ready on ${url.href} (${workers.map((worker) => worker.name).join(", ")})`);
} catch (error) {
  // A taken port, a Worker that does not start: say so where Playwright shows it, and stop.
  console.error(error);
  await stop(1);
}
