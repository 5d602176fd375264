// React Router code the shop's browser build leaves out (issue 21 §2, ADR 0056).
//
// Two modules of React Router's browser code serve features this app does not use, and tree-shaking cannot
// drop them because the router refers to them behind a run-time test. In the client build they are replaced
// by stubs with the same exports (the server build keeps the real ones):
//
// - router/instrumentation.js (about 1.1 KB gzip of every page): `unstable_instrumentations`, which the
//   app never passes to <HydratedRouter> (app/entry.client.tsx). Without instrumentations the router only
//   asks `consumeInstrumentationClientResultMetaReceiver`, which then finds nothing; the stubs that
//   would instrument throw a clear error, so a later use cannot pass unnoticed.
// - dom/ssr/errorBoundaries.js (about 0.7 KB): the default root error boundary ("Application Error!"),
//   used only when the root route has no ErrorBoundary (ours has: the status pages), and its document
//   shell, which returns its children as-is when the root exports a Layout (ours does).
//
// tests/unit/client-trim.test.ts holds both conditions and the stubs' exports against the installed React
// Router: an upgrade that changes either module fails there, before a build could go out with a stale stub.
import type { Plugin } from "vite";

/** The React Router files left out of the browser build, relative to its dist/production/lib/. */
export const REACT_ROUTER_STUBS: Record<string, string> = {
  "router/instrumentation.js": `const off = () => {
  throw new Error("React Router's instrumentations are left out of the browser build (scripts/client-trim.ts)");
};
export const getRouteInstrumentationUpdates = off;
export const instrumentClientSideRouter = off;
export const instrumentHandler = off;
export const instrumentationResultMetaContext = undefined;
export function consumeInstrumentationClientResultMetaReceiver() {
  return undefined;
}
`,
  "dom/ssr/errorBoundaries.js": `export function BoundaryShell({ children }) {
  return children ?? null;
}
export function RemixRootDefaultErrorBoundary({ error }) {
  console.error(error);
  return null;
}
export function RemixErrorBoundary({ children }) {
  return children;
}
`,
};

const LIB = "/node_modules/react-router/dist/production/lib/";

/** The stub for a module id of the client build, or null to load the real file. */
export function reactRouterStub(id: string): string | null {
  const [file = ""] = id.replaceAll("\\", "/").split("?");
  const at = file.lastIndexOf(LIB);
  if (at < 0) return null;
  return REACT_ROUTER_STUBS[file.slice(at + LIB.length)] ?? null;
}

/** The plugin that loads the stubs in the client environment only. */
export function clientTrim(): Plugin {
  return {
    name: "etalage:client-trim",
    applyToEnvironment: (environment) => environment.name === "client",
    load: (id) => reactRouterStub(id),
  };
}
