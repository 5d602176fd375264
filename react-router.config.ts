import type { Config } from "@react-router/dev/config";
import { buildDirectory } from "./scripts/build-dir.mjs";

// v8: middleware and the Vite Environment API are always on. SSR everywhere: the shop must work
// without JavaScript. The build folder is build/ unless ETALAGE_BUILD_DIR names another (the tests and
// the bench build into their own, so they never replace what a running `npm start` serves).
export default { ssr: true, buildDirectory: buildDirectory() } satisfies Config;
