import { spawnSync } from "node:child_process";
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// `npm run bench` promises one JSON document on stdout. A stand-in for the bench uses its real output
// handling (scripts/bench/util.mjs runToStderr for the children, scripts/bench/stdout.mjs for the
// document) and is run the way a developer runs the bench: through npm, stdout to a file or a pipe.

const scripts = path.resolve(import.meta.dirname, "../../scripts/bench");
const dir = mkdtempSync(path.join(tmpdir(), "etalage-bench-output-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

writeFileSync(
  path.join(dir, "fake-bench.mjs"),
  `import { runToStderr, log } from ${JSON.stringify(path.join(scripts, "util.mjs"))};
import { writeDocument } from ${JSON.stringify(path.join(scripts, "stdout.mjs"))};
log("progress");
// A child that talks on both its stdout and its stderr, as wrangler's migrations do.
await runToStderr(process.execPath, ["-e", "console.log('Migrations to be applied: 0001_data_model.sql'); console.error('a warning')"]);
writeDocument(JSON.stringify({ ok: true, rounds: Number(process.argv[2] ?? 0) }, null, 2));
`,
);
writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "fake", private: true, scripts: { bench: "node fake-bench.mjs" } }));

function runBench(npmArgs: string[], stdoutToFile: boolean) {
  const outFile = path.join(dir, `out-${Math.random().toString(36).slice(2)}.json`);
  const fd = stdoutToFile ? openSync(outFile, "w") : null;
  const result = spawnSync("npm", [...npmArgs, "bench", "--", "3"], {
    cwd: dir,
    encoding: "utf8",
    stdio: ["ignore", fd ?? "pipe", "pipe"],
    env: { ...process.env, npm_config_update_notifier: "false" },
  });
  if (fd !== null) closeSync(fd);
  return { status: result.status, stdout: fd !== null ? readFileSync(outFile, "utf8") : result.stdout, stderr: result.stderr };
}

describe("the bench's stdout", () => {
  it("`npm run bench > file`: the file is the JSON document alone (npm's banner and the children's output are not in it)", () => {
    const { status, stdout, stderr } = runBench(["run"], true);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ ok: true, rounds: 3 });
    expect(stderr).toContain("Migrations to be applied");
    expect(stderr).toContain("a warning");
    expect(stderr).toContain("[bench] progress");
  });

  it("`npm run -s bench | …`: the pipe carries the JSON document alone", () => {
    const { status, stdout, stderr } = runBench(["run", "-s"], false);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ ok: true, rounds: 3 });
    expect(stderr).toContain("Migrations to be applied");
  });

  it("a file that holds anything but npm's banner is left as it is (the document is appended, nothing is lost)", () => {
    const file = path.join(dir, "kept.txt");
    writeFileSync(file, "earlier results\n");
    const fd = openSync(file, "a");
    const result = spawnSync(process.execPath, [path.join(dir, "fake-bench.mjs"), "1"], { stdio: ["ignore", fd, "pipe"] });
    closeSync(fd);
    expect(result.status).toBe(0);
    const text = readFileSync(file, "utf8");
    expect(text.startsWith("earlier results\n")).toBe(true);
    expect(JSON.parse(text.slice("earlier results\n".length))).toEqual({ ok: true, rounds: 1 });
  });
});
