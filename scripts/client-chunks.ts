// How the browser's JavaScript is cut into files (the client build's code splitting).
//
// Each file a page loads is compressed on its own, so a page made of many small files pays for each
// file's own gzip overhead and loses the repetition it shares with its neighbours (the JS budget,
// tests/budget/js-budget.test.ts, sums exactly that). Rolldown's default cuts a file for every set of
// routes that shares code, which left React Router in three files and the chrome in nine small ones.
// One file that every page loads anyway is better than twelve:
//
// - framework: React, ReactDOM, the scheduler and React Router, the code that every page runs — and,
//   in the same file, the shell: the root route's own code and what it imports (header, footer, status
//   pages, i18n, …), loaded on every page because the root route is on every page, plus the app's
//   helpers that at least half of the route modules import (titles, the page frame), plus the form kit
//   (useShopForm, FormMessage: ADR 0020) that every page with a form runs. Shell and framework were two
//   files until ADR 0053: one gzip stream is ~850 B smaller on every page (the shell's import list of the
//   framework's names goes, and the two compress together). The price: a change to the shell changes the
//   one file's hash, so a returning shopper downloads the framework again after a deploy that touched it.
//   Styles stay where they are used: a vanilla-extract file joins the shell only through the root route,
//   never by being popular, so no page loads CSS it does not need.
// - catalogue: what the product page shares with other pages (see PRODUCT_ROUTE).
//
// Route modules stay files of their own, and so does what only some routes share (a product card,
// the checkout's fields) or what loads after an interaction (the mini cart).
import path from "node:path";
import type { ChunkingContext, CodeSplittingOptions } from "rolldown";
import type { Plugin } from "vite";

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const APP_CODE = /[\\/](app|commerce)[\\/]/;
/**
 * The one hook and message of every form (ADR 0020): two small files fewer on each page with a form; and
 * the price formatter, which the product, bag and checkout pages all show amounts with (in the shell's
 * file, the checkout's steps load no product-page file for it).
 */
const FORM_KIT = /[\\/]app[\\/](components[\\/](forms[\\/]useShopForm|FormMessage)\.tsx?|domain[\\/]money\.ts)$/;
/**
 * The product page, where most shoppers land and the budget is tightest, gets the code it shares with
 * other pages (price, heart, cart form — the overview, bundle and bag pages use most of it) in one file
 * instead of six small ones. (A checkout group made the same way, by the step's imports or by "only
 * checkout pages import it", took modules the product and account pages need with it: rolldown puts a
 * group's dependencies in the group, and turning that off clashes with React Router's entry exports.)
 */
const PRODUCT_ROUTE = "app/routes/products/detail.tsx";
const STYLES = /\.css\.ts($|\.vanilla\.css$)/;

/** The client build's code-splitting options and the plugin that counts its route modules. */
export function clientChunks(projectRoot: string): { plugin: Plugin; codeSplitting: CodeSplittingOptions } {
  const rootRoute = path.join(projectRoot, "app/root.tsx");
  const productRoute = path.join(projectRoot, PRODUCT_ROUTE);
  let routeModules = 0;
  let shell: Set<string> | null = null;
  let catalogue: Set<string> | null = null;

  const plugin: Plugin = {
    name: "etalage:client-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      shell = null;
      catalogue = null;
    },
    buildEnd() {
      // Every route module is an entry of the client build (and entry.client one more).
      routeModules = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry).length;
    },
  };

  /** Whether a module is the shell's: the root route's closure, the form kit, or app code half the routes import. */
  const inShell = (id: string, ctx: ChunkingContext): boolean => {
    shell ??= closure(rootRoute, ctx);
    if (shell.has(id) || FORM_KIT.test(id)) return true;
    if (!APP_CODE.test(id) || STYLES.test(id) || id.includes("node_modules")) return false;
    return routesImporting(id, ctx).size * 2 >= routeModules;
  };

  const catalogueName = (id: string, ctx: ChunkingContext) => {
    if (!APP_CODE.test(id) || STYLES.test(id) || id.includes("node_modules") || id.startsWith(productRoute)) return null;
    catalogue ??= closure(productRoute, ctx);
    return catalogue.has(id) ? "catalogue" : null;
  };

  return {
    plugin,
    codeSplitting: {
      groups: [
        { name: (id, ctx) => (FRAMEWORK.test(id) || inShell(id, ctx) ? "framework" : null), debugName: "framework" },
        { name: catalogueName, debugName: "catalogue" },
      ],
    },
  };
}

/** The app modules a module imports, directly or through others (static imports only), and itself. */
function closure(module: string, ctx: ChunkingContext): Set<string> {
  const closure = new Set<string>([module]);
  const stack = [module];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    for (const dependency of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (closure.has(dependency) || dependency.includes("node_modules")) continue;
      closure.add(dependency);
      stack.push(dependency);
    }
  }
  return closure;
}

/** The route modules that import a module, directly or through others (static imports only). */
function routesImporting(id: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>([id]);
  const stack = [id];
  const routes = new Set<string>();
  while (stack.length > 0) {
    const info = ctx.getModuleInfo(stack.pop() as string);
    if (!info) continue;
    if (info.isEntry) routes.add(info.id);
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      stack.push(importer);
    }
  }
  return routes;
}
