// The bench's stdout carries one JSON document and nothing else: progress and the output of every
// child (build, migration, seed, wrangler) go to stderr (util.mjs: log, runToStderr).
//
// One writer of stdout is not ours: `npm run bench > out.json` has npm print its banner
// ("\n> bench\n> node scripts/bench.mjs …\n\n") to the same stdout before the bench starts (only
// `npm run -s` leaves it out). When stdout is a file that holds nothing but that banner, the document
// is written over it from the start of the file, so the file is the document alone. Anywhere else (a
// pipe, a terminal) the document is written as usual: use `npm run -s bench | …` there.
import { fstatSync, ftruncateSync, readFileSync, writeSync } from "node:fs";

/** npm's run-script banner: an empty line, then lines that start with "> ", then an empty line. */
const NPM_BANNER = /^\n?(?:> [^\n]*\n)+\n?$/;

/** Writes the document (a JSON text) to stdout as the only thing there. */
export function writeDocument(json, fd = 1) {
  const text = `${json}\n`;
  if (holdsOnlyNpmBanner(fd)) {
    ftruncateSync(fd, 0);
    writeSync(fd, text, 0, "utf8");
    return;
  }
  writeSync(fd, text);
}

function holdsOnlyNpmBanner(fd) {
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.size === 0 || stat.size > 64 * 1024) return false;
    // The file as it is now (Linux: the descriptor's own file, opened again for reading).
    return NPM_BANNER.test(readFileSync(`/proc/self/fd/${fd}`, "utf8"));
  } catch {
    return false;
  }
}
