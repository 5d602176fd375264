// The demo seed (workers/core-api/seed/demo.sql) as the statements that put it in a database: what
// db-reset applies to a local state and what every workerd test file applies to its own (vitest.config.ts).
import { readFileSync } from "node:fs";
import path from "node:path";

/** The demo seed as single statements (one per line in demo.sql), in the order that indexes each product once. */
export function seedStatements(root = process.cwd()) {
  const lines = readFileSync(path.join(root, "workers/core-api/seed/demo.sql"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("--"));
  return productsAfterTheirLinks(lines);
}

/**
 * The demo data in the order that indexes each product for search once (ADR 0070). The search index's
 * triggers (migrations/0002) index a product again for each variant, category and tag row put in after
 * it: 1,077 times for 103 products, half the seed's time. With the products after those rows (foreign
 * keys checked at the end of the batch instead), the links' triggers find no product yet and the
 * product's own trigger indexes it once, with them. The same database in the end: node:sqlite gave the
 * same index rows and no foreign-key problem both ways.
 */
function productsAfterTheirLinks(lines) {
  const isProduct = (line) => /^INSERT INTO products\b/.test(line);
  const lastLink = lines.findLastIndex((line) => /^INSERT INTO (product_variants|product_categories|product_tags)\b/.test(line));
  if (lastLink < 0 || lines.slice(lastLink + 1).some(isProduct)) return lines;
  const upToLastLink = lines.slice(0, lastLink + 1);
  return [
    "PRAGMA defer_foreign_keys = on",
    ...upToLastLink.filter((line) => !isProduct(line)),
    ...upToLastLink.filter(isProduct),
    ...lines.slice(lastLink + 1),
  ];
}
