// Vitest global setup of the deploy project when its production build is missing: it fails at once,
// naming the command that makes it (npm test runs it for you: scripts/test-all.mjs).
import { DEPLOY_CHECK_BUILD_DIR } from "../../scripts/build-dir.mjs";

export const DEPLOY_CHECK_COMMAND = `npm run deploy -- --dry-run --settings tests/deploy/production.settings.json --out ${DEPLOY_CHECK_BUILD_DIR}`;

export default function setup() {
  throw new Error(`No production build in ${DEPLOY_CHECK_BUILD_DIR}/: these tests check what npm run deploy ships. Make it first: ${DEPLOY_CHECK_COMMAND}`);
}
