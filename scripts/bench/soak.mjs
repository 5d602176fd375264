// The soak for `npm run bench -- --soak`: 50 connections for 30 s on the product page (rendered, wrk)
// and on add to cart (a node loop: 50 requests always in flight, each a fetcher post to /nl/cart.data
// as the shop's own page sends it), then every cart is read back: it must hold exactly the units whose
// adds were answered 200. Several requests go to the same cart at once (connections share shoppers),
// so the core API's concurrent cart changes are part of what is checked.
import http from "node:http";
import { readFileSync } from "node:fs";
import { request } from "./http.mjs";
import { wrkOnce } from "./load.mjs";
import { log, median, round } from "./util.mjs";

const SESSION_COOKIE = "__etalage";
/** Connections per cart: a shopper clicking fast, or two tabs; many carts keep stock from running out. */
const CONNECTIONS_PER_SHOPPER = 5;

/** Stock per variant id from the demo seed (the bench resets its database from it). */
export function seedStock(seedSql) {
  const stock = new Map();
  for (const m of seedSql.matchAll(/^INSERT INTO product_variants \([^)]*\) VALUES \((\d+),.*, (-?\d+), (?:NULL|\d+), \d+\);$/gm)) {
    stock.set(m[1], Number(m[2]));
  }
  return stock;
}

/** Every /nl/products/<slug> link on a page (the overview), in order, once. */
export function productLinks(html) {
  return [...new Set([...html.matchAll(/href="(\/nl\/products\/[a-z0-9-]+)"/g)].map((m) => m[1]))];
}

/** The product page under 50 connections (rendered: the cache would hide the render). */
export async function soakPage({ wrk, port, host, path, headers, connections, seconds, track }) {
  log(`soak: ${path} ${connections} connections ${seconds} s`);
  const res = await wrkOnce({ wrk, url: `http://127.0.0.1:${port}${path}`, hostHeader: `${host}:${port}`, connections, seconds, track, headers });
  return {
    path,
    connections,
    seconds,
    requests: res.requests,
    rps: res.rps,
    p50Ms: res.p50Ms,
    p99Ms: res.p99Ms,
    errors: res.errors,
    errorDetail: res.errorDetail,
    pass: res.errors === 0 && res.requests > 0,
  };
}

/**
 * Add to cart under `connections` concurrent requests for `seconds`. `variants`: [{ id, stock }]
 * (orderable). Each shopper adds each variant at most its stock, so a refusal is never the right
 * answer: every status >= 400 and every socket error is an error.
 */
export async function soakAddToCart({ port, host, variants, connections, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const origin = `http://${host}:${port}`;
  const shoppers = [];
  const plan = () => variants.flatMap((v) => Array.from({ length: Math.max(0, v.stock) }, () => v.id));
  const newShopper = () => {
    const s = { cookie: null, ready: null, plan: plan(), adds: 0, failed: 0, inFlight: 0 };
    shoppers.push(s);
    return s;
  };
  const errors = { status: {}, socket: 0 };
  const latencies = [];
  let ok = 0;

  /** A shopper with units left to add; its first add (which makes the session) is sent alone. */
  const slots = [];
  const pick = async (worker) => {
    const slot = Math.floor(worker / CONNECTIONS_PER_SHOPPER);
    let s = slots[slot];
    if (!s || s.plan.length === 0) {
      s = newShopper();
      slots[slot] = s;
    }
    return s;
  };

  const post = (s, variantId) =>
    new Promise((resolve) => {
      const body = new URLSearchParams({ intent: "add", variantId, quantity: "1" }).toString();
      const started = process.hrtime.bigint();
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          path: "/nl/cart.data",
          method: "POST",
          agent,
          headers: {
            host: `${host}:${port}`,
            origin,
            referer: `${origin}/nl/products`,
            "content-type": "application/x-www-form-urlencoded",
            "content-length": Buffer.byteLength(body),
            ...(s.cookie ? { cookie: s.cookie } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            const set = [res.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
            if (set && !s.cookie) s.cookie = set.split(";")[0];
            resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 });
          });
          res.on("error", () => resolve({ status: 0 }));
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
      req.on("error", () => resolve({ status: 0 }));
      req.end(body);
    });

  const count = (s, res) => {
    if (res.status === 200) {
      s.adds++;
      ok++;
      latencies.push(res.ms);
    } else {
      s.failed++;
      if (res.status === 0) errors.socket++;
      else errors.status[res.status] = (errors.status[res.status] ?? 0) + 1;
    }
  };

  const end = Date.now() + seconds * 1000;
  log(`soak: add to cart ${connections} connections ${seconds} s (${CONNECTIONS_PER_SHOPPER} connections per cart, ${variants.length} variants)`);
  const worker = async (i) => {
    while (Date.now() < end) {
      const s = await pick(i);
      if (!s.cookie && s.ready) {
        await s.ready;
        if (!s.cookie) break; // its first add made no session: nothing to go on with (counted as an error)
      }
      const variantId = s.plan.shift();
      if (variantId == null) continue;
      if (!s.cookie) {
        // the shopper's first add makes its session: the others on this cart wait for its cookie
        // (checked and set with no await in between, so exactly one request goes without a cookie)
        let done;
        s.ready = new Promise((resolve) => (done = resolve));
        count(s, await post(s, variantId));
        done();
        continue;
      }
      count(s, await post(s, variantId));
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)));
  agent.destroy();

  // Every cart read back: the bag's count must equal the adds answered 200.
  const carts = [];
  for (const s of shoppers.filter((x) => x.cookie)) {
    const bag = await request({ port, host, path: "/nl/shopping-bag", headers: { cookie: s.cookie } });
    const items = Number(/(\d+) artikel(?:en)?\b/.exec(bag.body.toString("utf8"))?.[1] ?? (s.adds === 0 ? 0 : Number.NaN));
    carts.push({ adds: s.adds, failed: s.failed, items, exact: items === s.adds });
  }
  const errorCount = errors.socket + Object.values(errors.status).reduce((a, b) => a + b, 0);
  const inexact = carts.filter((c) => !c.exact);
  return {
    path: "POST /nl/cart.data intent=add (fetcher)",
    connections,
    seconds,
    connectionsPerCart: CONNECTIONS_PER_SHOPPER,
    adds: ok,
    rps: round(ok / seconds, 1),
    p50Ms: round(median(latencies), 2),
    errors: errorCount,
    errorDetail: errors,
    carts: carts.length,
    inexactCarts: inexact.length,
    inexactExamples: inexact.slice(0, 5),
    pass: errorCount === 0 && inexact.length === 0 && ok > 0,
  };
}

/** The variants of the first product pages with their seeded stock (sold-out ones left out). */
/**
 * `skip`: variants whose stock this run has already used (the placements order the first product's
 * variants), so the seed's stock is no longer theirs.
 */
export async function soakVariants({ port, host, overviewHtml, seedPath, variantIdsOf, skip = [], pages = 12 }) {
  const stock = seedStock(readFileSync(seedPath, "utf8"));
  const variants = [];
  for (const link of productLinks(overviewHtml).slice(0, pages)) {
    const res = await request({ port, host, path: link });
    if (res.status !== 200) continue;
    for (const id of variantIdsOf(res.body.toString("utf8"))) {
      if (skip.includes(id)) continue;
      const s = stock.get(id) ?? 0;
      if (s > 0) variants.push({ id, stock: s });
    }
  }
  return variants;
}
