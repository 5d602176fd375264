#!/usr/bin/env node
// Etalage demo-data generator: `npm run seed:generate`. The generator is TypeScript, in scripts/seed/
// (generate.ts: what it writes and where; tenants/, rows/, art/: the data, the rows, the pictures).
// Node 24 runs it as it is; ts-imports.mjs resolves its imports as the bundler does.
import "./ts-imports.mjs";

await import("./seed/generate.ts");
