import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REACT_ROUTER_STUBS, reactRouterStub } from "../../scripts/client-trim";

// The browser build leaves two React Router modules out (scripts/client-trim.ts, ADR 0056). A stub is
// safe only while the module it replaces has the same exports and the app does not use what it served.
const LIB = path.resolve("node_modules/react-router/dist/production/lib");

/** The names a module exports, from its `export { a, b as c }` lines and `export function/const` forms. */
function exportNames(code: string): string[] {
  const names = new Set<string>();
  for (const [, list = ""] of code.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of list.split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name) names.add(name);
    }
  }
  for (const [, name = ""] of code.matchAll(/^export\s+(?:async\s+)?(?:function|const|let|class)\s+([\w$]+)/gm)) names.add(name);
  return [...names].sort();
}

describe("the React Router stubs of the browser build", () => {
  it.each(Object.keys(REACT_ROUTER_STUBS))("%s: the stub exports what the installed React Router's module exports", (file) => {
    const real = readFileSync(path.join(LIB, file), "utf8");
    expect(exportNames(REACT_ROUTER_STUBS[file] ?? "")).toEqual(exportNames(real));
  });

  it("replaces exactly those files of React Router, on any platform's path", () => {
    expect(reactRouterStub("/w/node_modules/react-router/dist/production/lib/router/instrumentation.js")).toBe(REACT_ROUTER_STUBS["router/instrumentation.js"]);
    expect(reactRouterStub("C:\\w\\node_modules\\react-router\\dist\\production\\lib\\dom\\ssr\\errorBoundaries.js")).toBe(
      REACT_ROUTER_STUBS["dom/ssr/errorBoundaries.js"],
    );
    expect(reactRouterStub("/w/node_modules/react-router/dist/production/lib/router/router.js")).toBeNull();
    expect(reactRouterStub("/w/node_modules/react-router/dist/production/lib/rsc/errorBoundaries.js")).toBeNull();
    expect(reactRouterStub("/w/app/router/instrumentation.js")).toBeNull();
  });

  it("instrumentations are out: the app passes none to the router, and a stub that would instrument says so", () => {
    const entry = readFileSync(path.resolve("app/entry.client.tsx"), "utf8");
    expect(entry).toMatch(/<HydratedRouter\s*\/>/);
    expect(entry).not.toMatch(/instrumentations/);
    expect(REACT_ROUTER_STUBS["router/instrumentation.js"]).toMatch(/throw new Error\("React Router's instrumentations are left out/);
  });

  it("the default root error boundary is out: the root route has its own ErrorBoundary and a Layout", () => {
    // Without them React Router would render its default boundary and its document shell, which the stub leaves empty.
    const root = readFileSync(path.resolve("app/root.tsx"), "utf8");
    expect(root).toMatch(/^export function ErrorBoundary\(/m);
    expect(root).toMatch(/^export function Layout\(/m);
  });
});
