// Plain node:http requests to the local server (127.0.0.1) with an explicit Host header, because the
// storefront picks the shop from the host name. Every request uses a new connection (agent: false).
import http from "node:http";
import zlib from "node:zlib";

export const ACCEPT_ENCODING = "gzip, br";

/**
 * GET http://127.0.0.1:port/path with Host: host. Resolves with status, headers, the body as sent on
 * the wire and decoded, and timings in ms from the start of the request (connect included, as curl's
 * time_starttransfer): ttfbMs = first response byte, totalMs = last byte. `headers` are added (e.g. a
 * session cookie).
 */
export function request({ port, path, host, acceptEncoding = ACCEPT_ENCODING, timeoutMs = 30_000, method = "GET", form = null, headers = {} }) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    let ttfbMs = null;
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        agent: false,
        headers: {
          host: `${host}:${port}`,
          "accept-encoding": acceptEncoding,
          "user-agent": "etalage-bench",
          // The developer's mark: Server-Timing only for it, and only in development (app/server/server-timing.server.ts).
          "x-etalage-timing": "1",
          // A form post from the shop's own page (the storefront refuses other origins).
          ...(form ? { "content-type": "application/x-www-form-urlencoded", origin: `http://${host}:${port}` } : {}),
          ...headers,
        },
      },
      (res) => {
        if (ttfbMs == null) ttfbMs = ms();
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const totalMs = ms();
          const wire = Buffer.concat(chunks);
          const encoding = (res.headers["content-encoding"] ?? "").trim().toLowerCase();
          let body;
          try {
            body = decode(wire, encoding);
          } catch (error) {
            reject(new Error(`${path}: cannot decode ${encoding} body: ${error.message}`));
            return;
          }
          resolve({ status: res.statusCode, headers: res.headers, wire, body, encoding, ttfbMs, totalMs });
        });
        res.on("error", reject);
      },
    );
    req.on("socket", (socket) => socket.once("data", () => (ttfbMs ??= ms())));
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${path}: no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(form ? new URLSearchParams(form).toString() : undefined);
  });
}

function decode(buffer, encoding) {
  if (!encoding || encoding === "identity") return buffer;
  if (encoding === "gzip" || encoding === "x-gzip") return zlib.gunzipSync(buffer);
  if (encoding === "br") return zlib.brotliDecompressSync(buffer);
  if (encoding === "deflate") return zlib.inflateSync(buffer);
  if (encoding === "zstd" && zlib.zstdDecompressSync) return zlib.zstdDecompressSync(buffer);
  throw new Error(`unknown content-encoding ${encoding}`);
}

/** `total;dur=12, core;dur=8;desc="core API (3 calls)"` → { totalMs: 12, coreMs: 8, coreCalls: 3 } */
export function parseServerTiming(header) {
  if (!header) return null;
  const out = {};
  for (const part of String(header).split(",")) {
    const name = part.trim().split(";")[0];
    const dur = /dur=([\d.]+)/.exec(part);
    if (dur) out[`${name}Ms`] = Number(dur[1]);
    const calls = /\((\d+) calls?\)/.exec(part);
    if (calls) out[`${name}Calls`] = Number(calls[1]);
  }
  return out;
}
