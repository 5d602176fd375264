// Lets Node 24 run the project's TypeScript modules as they are: it strips their types itself, and
// this hook resolves their imports the way Vite and tsc do (moduleResolution "bundler"): a relative
// import without an extension is the .ts file (or the folder's index.ts). Import it before the first
// TypeScript module: `await import("./ts-imports.mjs")`, then import the .ts entry.
import { registerHooks } from "node:module";

const RELATIVE = /^\.{1,2}\//;
const HAS_EXTENSION = /\.[cm]?[jt]sx?$|\.json$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (error?.code !== "ERR_MODULE_NOT_FOUND" || !RELATIVE.test(specifier) || HAS_EXTENSION.test(specifier)) throw error;
      for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
        try {
          return nextResolve(candidate, context);
        } catch {
          // not this one
        }
      }
      throw error;
    }
  },
});
