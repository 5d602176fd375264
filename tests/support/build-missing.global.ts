// Vitest global setup of a project that tests the build when there is none: it fails at once, naming
// the command that makes the build (vitest.config.ts keeps the project instead of dropping it).
import { buildDirectory } from "../../scripts/build-dir.mjs";

export default function setup() {
  const dir = buildDirectory();
  throw new Error(
    `No build in ${dir}/: these tests run the production build. Build it first: ` +
      `ETALAGE_BUILD_DIR=${dir} npx react-router build (npm test and npm run test:integration build it for you).`,
  );
}
