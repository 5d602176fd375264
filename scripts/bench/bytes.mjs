// The JavaScript and CSS a page ships on its first, server-rendered load, counted from its HTML:
//   JS  = <script src>, <link rel="modulepreload">, <link rel="preload" as="script">, and the modules the
//         inline <script type="module"> of React Router's <Scripts/> imports (`import * as route0 from "…"`
//         and `import("…entry.client…")`), plus, as a safety net, whatever those files import statically
//         (those are flagged notPreloaded; normally the HTML already lists the whole closure).
//   CSS = <link rel="stylesheet">, and the route stylesheets the document carries inline (ADR 0069: each
//         is a nonce'd <style data-href> with a disabled <link> of the same file, found as "inline"); the
//         inline ones' bytes are in the HTML's too.
// Each file is fetched once and compressed on its own with gzip -9 (how a CDN serves it); sizes are summed.
// Not counted: dynamic import()s inside the chunks (lazy, later), images, fonts.
// Cross-check (shared notes js-budget.md): the same set computed from the React Router manifest in
// build/client/assets/manifest-*.js for the route ids the page reports in window.__reactRouterRouteModules.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { request } from "./http.mjs";

const gzip9 = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

function attributes(tag) {
  const attrs = {};
  const body = tag.replace(/^<\w+/, "").replace(/\/?>$/, "");
  for (const m of body.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

const decodeEntities = (s) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** Module specifiers imported statically (import … from "x", import "x", export … from "x"). */
function staticImports(code) {
  const out = new Set();
  const re = /(?:^|[^\w$.])(?:import\s*(?:[\w$*{}\s,]+?\s*from\s*)?|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*)["']([^"'\n]+)["']/g;
  for (const m of code.matchAll(re)) out.add(m[1]);
  return [...out];
}

/** Module specifiers imported dynamically with a string literal: import("x"). */
function dynamicImports(code) {
  return [...new Set([...code.matchAll(/(?:^|[^\w$.])import\(\s*["']([^"'\n]+)["']\s*\)/g)].map((m) => m[1]))];
}

/** Parses a page's HTML into the asset URLs (paths on the same origin) it loads. */
export function parseHtml(html, pageUrl) {
  const js = new Map(); // path -> how it was found
  const css = new Map();
  const external = [];
  const inline = { scripts: 0, scriptBytes: 0, styles: 0, styleBytes: 0 };
  let routeIds = null;
  const add = (map, href, how) => {
    const url = new URL(href, pageUrl);
    if (url.origin !== new URL(pageUrl).origin) {
      external.push(url.href);
      return;
    }
    if (!map.has(url.pathname)) map.set(url.pathname, how);
  };

  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attributes(m[0]);
    const rel = (a.rel ?? "").toLowerCase().split(/\s+/);
    if (!a.href) continue;
    if (rel.includes("modulepreload")) add(js, a.href, "modulepreload");
    else if (rel.includes("preload") && a.as === "script") add(js, a.href, "preload");
    else if (rel.includes("stylesheet")) add(css, a.href, "disabled" in a ? "inline" : "stylesheet");
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const a = attributes(`<script${m[1]}>`);
    if (a.src) {
      add(js, a.src, "script");
      continue;
    }
    if ((a.type ?? "").toLowerCase().includes("json")) continue;
    const code = m[2];
    inline.scripts++;
    inline.scriptBytes += Buffer.byteLength(code);
    if ((a.type ?? "").toLowerCase() === "module") {
      for (const spec of staticImports(code)) add(js, spec, "inline-import");
      for (const spec of dynamicImports(code)) add(js, spec, "inline-import()");
    }
    const ids = /window\.__reactRouterRouteModules\s*=\s*\{([^}]*)\}/.exec(code);
    if (ids) routeIds = [...ids[1].matchAll(/"([^"]+)"\s*:/g)].map((x) => x[1]);
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    inline.styles++;
    inline.styleBytes += Buffer.byteLength(m[1]);
  }
  return { js, css, external, inline, routeIds };
}

/** Reads the newest build/client/assets/manifest-*.js (window.__reactRouterManifest = {…}). */
export function readBuildManifest(clientDir = "build/client") {
  const dir = path.join(clientDir, "assets");
  let files;
  try {
    files = readdirSync(dir).filter((f) => /^manifest-.*\.js$/.test(f));
  } catch {
    return null;
  }
  if (files.length === 0) return null;
  const newest = files.map((f) => path.join(dir, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  const text = readFileSync(newest, "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return { file: newest, manifest: JSON.parse(json) };
}

/** The js-budget.md set: entry.module + entry.imports + per matched route its split modules, module and imports. */
export function manifestSet(manifest, routeIds) {
  const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
  // React Router marks some stylesheet hrefs with a trailing "#"; the file is the same.
  const file = (href) => href.replace(/#.*$/, "");
  const css = new Set((manifest.entry.css ?? []).map(file));
  const missingRoutes = [];
  for (const id of routeIds) {
    const r = manifest.routes[id];
    if (!r) {
      missingRoutes.push(id);
      continue;
    }
    for (const key of ["clientActionModule", "clientLoaderModule", "clientMiddlewareModule", "hydrateFallbackModule", "module"]) {
      if (r[key]) js.add(r[key]);
    }
    for (const f of r.imports ?? []) js.add(f);
    for (const f of r.css ?? []) css.add(file(f));
  }
  return { js, css, missingRoutes };
}

/**
 * Measures the pages. `cache` (path -> Buffer) makes sure each asset is fetched only once per run.
 * Returns { [pagePath]: { status, html, js, css, inline, external, crossCheck } }.
 */
export async function measureBytes({ port, host, pages, manifest }) {
  const cache = new Map();
  const fetchAsset = async (p) => {
    if (!cache.has(p)) {
      const res = await request({ port, path: p, host });
      if (res.status !== 200) throw new Error(`asset ${p} answered ${res.status}`);
      cache.set(p, { body: res.body, wire: res.wire.length, encoding: res.encoding || "identity" });
    }
    return cache.get(p);
  };

  const out = {};
  for (const pagePath of pages) {
    const page = await request({ port, path: pagePath, host });
    if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
    const html = page.body.toString("utf8");
    const parsed = parseHtml(html, `http://${host}:${port}${pagePath}`);

    // Follow static imports of the listed JS files (breadth first) so that nothing a page must load
    // is missed; files found only this way are flagged notPreloaded.
    const jsFiles = new Map(parsed.js);
    const lazy = new Set();
    const queue = [...jsFiles.keys()];
    while (queue.length) {
      const p = queue.shift();
      const asset = await fetchAsset(p);
      const code = asset.body.toString("utf8");
      for (const spec of staticImports(code)) {
        if (!/^(\.{1,2}\/|\/)/.test(spec)) continue;
        const dep = new URL(spec, `http://x${p}`).pathname;
        if (!jsFiles.has(dep)) {
          jsFiles.set(dep, "notPreloaded");
          queue.push(dep);
        }
      }
      for (const spec of dynamicImports(code)) {
        if (/^(\.{1,2}\/|\/)/.test(spec)) lazy.add(new URL(spec, `http://x${p}`).pathname);
      }
    }
    for (const p of jsFiles.keys()) lazy.delete(p);

    const sum = async (files) => {
      const list = [];
      for (const [p, how] of files) {
        const asset = await fetchAsset(p);
        list.push({ path: p, found: how, rawBytes: asset.body.length, gzipBytes: gzip9(asset.body), servedAs: asset.encoding, wireBytes: asset.wire });
      }
      list.sort((a, b) => b.gzipBytes - a.gzipBytes);
      return {
        files: list.length,
        rawBytes: list.reduce((a, f) => a + f.rawBytes, 0),
        gzipBytes: list.reduce((a, f) => a + f.gzipBytes, 0),
        list,
      };
    };
    const js = await sum(jsFiles);
    const css = await sum(parsed.css);

    let crossCheck = null;
    if (manifest && parsed.routeIds) {
      const expected = manifestSet(manifest.manifest, parsed.routeIds);
      const htmlJs = new Set(parsed.js.keys());
      const htmlCss = new Set(parsed.css.keys());
      const expectedJsGzip = await [...expected.js].reduce(async (acc, p) => (await acc) + gzip9((await fetchAsset(p)).body), Promise.resolve(0));
      crossCheck = {
        method: "React Router manifest (js-budget.md): entry + entry.imports + matched routes' modules and imports",
        manifest: path.basename(manifest.file),
        routeIds: parsed.routeIds,
        jsFiles: expected.js.size,
        jsGzipBytes: expectedJsGzip,
        jsMissingInHtml: [...expected.js].filter((p) => !htmlJs.has(p)),
        jsExtraInHtml: [...htmlJs].filter((p) => !expected.js.has(p)),
        cssMissingInHtml: [...expected.css].filter((p) => !htmlCss.has(p)),
        cssExtraInHtml: [...htmlCss].filter((p) => !expected.css.has(p)),
        unknownRoutes: expected.missingRoutes,
      };
      crossCheck.agrees =
        crossCheck.jsMissingInHtml.length === 0 &&
        crossCheck.jsExtraInHtml.length === 0 &&
        crossCheck.cssMissingInHtml.length === 0 &&
        crossCheck.cssExtraInHtml.length === 0 &&
        crossCheck.unknownRoutes.length === 0;
    }

    out[pagePath] = {
      status: page.status,
      js,
      css,
      html: {
        rawBytes: page.body.length,
        gzipBytes: gzip9(page.body),
        servedAs: page.encoding || "identity",
        wireBytes: page.wire.length,
        inlineScripts: parsed.inline.scripts,
        inlineScriptBytes: parsed.inline.scriptBytes,
        inlineStyles: parsed.inline.styles,
        inlineStyleBytes: parsed.inline.styleBytes,
      },
      notPreloadedJs: js.list.filter((f) => f.found === "notPreloaded").map((f) => f.path),
      lazyJs: [...lazy].sort(),
      external: parsed.external,
      crossCheck,
    };
  }
  return out;
}

/** The first product detail link on a product overview page: /nl/products/<slug> (one segment). */
export function firstProductLink(html, lang = "nl") {
  const re = new RegExp(`href="(/${lang}/products/[^"/?#]+)"`, "g");
  for (const m of html.matchAll(re)) return decodeEntities(m[1]);
  return null;
}
