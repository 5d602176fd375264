// npm start: build, migrate (and seed a new database with the demo data), then serve both Workers
// (storefront + core API, joined by the CORE_API service binding) on http://localhost:8787.
import { readFileSync } from "node:fs";
import { seedAuthAccounts, startAuthEmulator } from "./auth-emulator.mjs";
import { buildPaths } from "./build-dir.mjs";
import { startFakeAlgolia } from "./fake-algolia/server.mjs";
import { QUIET_ENV, run } from "./lib.mjs";

const port = process.env.PORT ?? "8787";
// build/ (ETALAGE_BUILD_DIR may name another folder): the tests and the bench never build into it.
const build = buildPaths();
await run("react-router", ["build"]);
await run("node", ["scripts/db-reset.mjs", "--if-empty"]);
// The sign-in service: the local Firebase Auth emulator with the demo customers' accounts (README).
console.log("Starting the Auth emulator (about 20 s)…");
const emulator = await startAuthEmulator();
await seedAuthAccounts();
process.on("exit", () => void emulator.stop());
// Stadsbazaar's hosted search: the fake Algolia on its development ports, filled with the shop's catalogue
// (scripts/fake-algolia/dev.json; the shop's settings point there). Should it fail, the shop's own index answers.
const algoliaDev = JSON.parse(readFileSync(new URL("./fake-algolia/dev.json", import.meta.url), "utf8"));
try {
  await startFakeAlgolia(algoliaDev);
  await run("node", ["scripts/operator.mjs", "algolia-push", "--shop", "stadsbazaar.localhost"]);
} catch (error) {
  console.warn(`The fake Algolia did not start or fill (${error instanceof Error ? error.message : error}); Stadsbazaar searches its own index.`);
}
console.log(
  `\nEtalage: http://localhost:${port}/ (Noordzee Mode), http://stadsbazaar.localhost:${port}/ (Stadsbazaar), ` +
    `http://stapvast.localhost:${port}/ (Stapvast), http://huisraad.localhost:${port}/ (Huisraad) and http://breiwerk.localhost:${port}/ (Breiwerk)\n`,
);
await run(
  "wrangler",
  [
    "dev",
    "-c",
    build.serverConfig,
    "-c",
    build.coreApiConfig,
    "--persist-to",
    ".wrangler/state",
    "--port",
    port,
    "--ip",
    process.env.HOST ?? "127.0.0.1",
    "--show-interactive-dev-session=false",
  ],
  { env: QUIET_ENV },
);
