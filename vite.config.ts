import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Plugin } from "vite";
import { buildPaths } from "./scripts/build-dir.mjs";
import { clientChunks } from "./scripts/client-chunks";
import { clientTrim } from "./scripts/client-trim";
import { developmentCustomizers, developmentVars, productionCustomizers, readProductionSettings } from "./scripts/production";
import { devPanelInBuild } from "./app/chrome/dev-panel/in-build";

// vanilla-extract returns ssr.external:[@vanilla-extract/css,…], which the Cloudflare plugin rejects
// (cloudflare/workers-sdk#10287, vanilla-extract#1603): strip it; the Worker bundle inlines it.
function vanillaExtractForWorkers(): Plugin[] {
  return vanillaExtractPlugin().map((plugin) => {
    const original = plugin.config;
    if (typeof original !== "function") return plugin;
    return {
      ...plugin,
      async config(...args) {
        const result = await original.apply(this, args);
        if (result && typeof result === "object" && "ssr" in result) {
          const { ssr: _ssr, ...rest } = result;
          return rest;
        }
        return result;
      },
    } satisfies Plugin;
  });
}

// The translation files are fetched with ?v=<hash of their content>, so a new text is never hidden
// behind a cached old file.
const i18nVersion = createHash("sha256")
  .update(readFileSync("public/assets/i18n/nl.json"))
  .update(readFileSync("public/assets/i18n/en.json"))
  .digest("hex")
  .slice(0, 12);

// The browser's JavaScript in few files: the framework, the shell every page runs, then per route.
const chunks = clientChunks(import.meta.dirname);

// A production build (`npm run deploy`: CLOUDFLARE_ENV=production) takes what only the operator knows
// from etalage.production.json, and fails here, before building, while a placeholder is left; any other
// build gets development's keys from development.vars.json (ADR 0043).
const customizers =
  process.env.CLOUDFLARE_ENV === "production" ? productionCustomizers(readProductionSettings()) : developmentCustomizers(developmentVars(import.meta.dirname));

export default defineConfig({
  plugins: [
    chunks.plugin,
    // React Router code for features the app does not use stays out of the browser (ADR 0056).
    clientTrim(),
    cloudflare({
      viteEnvironment: { name: "ssr" },
      config: customizers.storefront,
      auxiliaryWorkers: [{ configPath: "./workers/core-api/wrangler.jsonc", config: customizers.coreApi }],
    }),
    vanillaExtractForWorkers(),
    reactRouter(),
  ],
  // The development panel is in every build but production's and the bench's (ADR 0064): false leaves its code out.
  define: { __I18N_VERSION__: JSON.stringify(i18nVersion), __DEV_PANEL__: JSON.stringify(devPanelInBuild()) },
  resolve: { tsconfigPaths: true },
  // Keep every artefact in the build folder (build/, or ETALAGE_BUILD_DIR's; the plugin's default for
  // the auxiliary Worker is dist/core_api).
  environments: {
    etalage_core_api: { build: { outDir: buildPaths().coreApi } },
    client: {
      build: {
        rolldownOptions: {
          // Imported constants are written where they are used (ADR 0056): a vanilla-extract style file's class
          // names (`export const line = "_1p8bsro0"`) go into the code that uses them instead of staying a small
          // file of its own on every page that uses them (cart.css 268 B → 20 B, about −0.8 KB on a checkout step).
          optimization: { inlineConst: { mode: "all" } },
          output: { codeSplitting: chunks.codeSplitting },
        },
      },
    },
  },
});
