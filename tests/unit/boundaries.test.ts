import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Three floors (ARCHITECTURE §1, issue 11): the code both Workers run lives in commerce/ and imports
// neither Worker; the core API imports commerce/, never the storefront (app/). A cart change never
// climbs from the backend into the frontend's folder again.

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|mjs)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes("node_modules") && !file.endsWith("worker-configuration.d.ts"));
}

/** Every module a file imports (static, dynamic and type imports, re-exports), resolved to a project path. */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(root, file), "utf8");
  const specs = [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);
  return specs.map((spec) => {
    if (spec.startsWith("~/")) return `app/${spec.slice(2)}`;
    if (spec.startsWith("@commerce/")) return `commerce/${spec.slice("@commerce/".length)}`;
    if (spec.startsWith(".")) return path.normalize(path.join(path.dirname(file), spec));
    return `package:${spec}`;
  });
}

function crossings(dir: string, forbidden: readonly string[]): string[] {
  return sourceFiles(dir).flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden.some((floor) => target === floor || target.startsWith(`${floor}/`)))
      .map((target) => `${file} → ${target}`),
  );
}

describe("import floors", () => {
  it("commerce/ imports neither the storefront (app/) nor a Worker (workers/)", () => {
    expect(crossings("commerce", ["app", "workers"])).toEqual([]);
  });

  it("no file under workers/ imports the storefront (app/): the core API imports commerce/, the storefront's entry lives in app/", () => {
    expect(crossings("workers", ["app"])).toEqual([]);
  });

  it("the storefront (app/) never imports the core API's own code", () => {
    expect(crossings("app", ["workers/core-api"])).toEqual([]);
  });

  it("the views (app/components, app/chrome) import no server module: the root's data through the shell type (app/chrome/shell.ts)", () => {
    // A component runs in the browser too; a type from a server module ties it to the loader's code
    // (issue 21: twelve such imports went from components to server).
    const views = [...sourceFiles("app/components"), ...sourceFiles("app/chrome")].filter((file) => !/\.server\.tsx?$/.test(file));
    const isServer = (target: string) => target === "app/server" || target.startsWith("app/server/") || /\.server(\.tsx?)?$/.test(target);
    const serverImports = views.flatMap((file) =>
      importsOf(file)
        .filter(isServer)
        .map((target) => `${file} → ${target}`),
    );
    expect(serverImports).toEqual([]);
  });

  it("the check sees imports: a crossing in a sample is found", () => {
    // Guards the guard: the pattern reads the import forms the code base uses.
    const sample = 'import { a } from "~/domain/x";\nexport { b } from "../../app/y";\nconst c = await import("~/server/z");';
    const specs = [...sample.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]);
    expect(specs).toEqual(["~/domain/x", "../../app/y", "~/server/z"]);
  });
});
