// A small Algolia look-alike for tests and development: the wire protocol of the calls this project
// makes (algoliasearch v5), on several local ports that play one application's hosts. Not a search
// engine: matching is "every word occurs in a searchable attribute", name matches first. Relevance is
// Algolia's business and is not tested here; the protocol, the keys and the host failover are.
//
// Each host has a mode a test can set: 'good', 'hang' (never answers: the client's connect timeout),
// 'slow-body' (headers, then a stalled body: the read timeout), 'error' (500), 'down' (port closed:
// a network error). Every request is recorded (host, method, path, headers, body, the key it used).
//
// With `controlPort`, a control server (its own port) lets a test that cannot hold this object — one
// running inside workerd — read and steer the fake over HTTP: GET /state (indexes and requests),
// POST /mode {host, mode}, POST /reset (empty indexes, no requests, no events, every host good).
//
// Insights: POST /1/events (Algolia's insights API, which any host of the fake plays; the shop's setting
// algolia_insights_host points at one) validates the events as Algolia does and records the accepted
// ones (`events`, and `events` in GET /state). A search with `clickAnalytics` answers a `queryID`.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";

/** Attributes searched, in rank order (the operator's records: scripts/algolia-sync.mjs). */
const SEARCHABLE = ["name", "otherNames", "brand", "taxonomy", "description"];

/**
 * @param {{ appId: string, searchKey: string, adminKey: string, ports?: number[], hosts?: number, controlPort?: number }} options
 * ports: fixed ports (development); otherwise `hosts` (default 3) free ports chosen by the system.
 * controlPort: start the control server there (0: a free port), see above.
 */
export async function startFakeAlgolia({ appId, searchKey, adminKey, ports, hosts = 3, controlPort }) {
  /** @type {Map<string, Map<string, Record<string, unknown>>>} index name → objectID → record */
  const indexes = new Map();
  const requests = [];
  /** Insights events accepted by POST /1/events, in order. */
  const events = [];
  let taskId = 0;
  const wanted = ports ?? Array.from({ length: hosts }, () => 0);
  const servers = [];

  for (const [position, port] of wanted.entries()) {
    const state = { mode: "good", port, server: null, sockets: new Set() };
    const listen = () =>
      new Promise((resolve, reject) => {
        const server = createServer((req, res) => handle(state, position, req, res));
        server.on("connection", (socket) => {
          state.sockets.add(socket);
          socket.on("close", () => state.sockets.delete(socket));
        });
        server.once("error", reject);
        server.listen(state.port, "127.0.0.1", () => {
          state.port = server.address().port;
          state.server = server;
          resolve();
        });
      });
    state.listen = listen;
    await listen();
    servers.push(state);
  }

  async function handle(state, position, req, res) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url, "http://fake");
    // Algolia takes the credentials as headers or as query parameters (the client's browser build, which
    // a Worker's bundle gets, sends them in the query: authMode WithinQueryParameters).
    const id = req.headers["x-algolia-application-id"] ?? url.searchParams.get("x-algolia-application-id");
    const key = req.headers["x-algolia-api-key"] ?? url.searchParams.get("x-algolia-api-key");
    requests.push({ host: position, method: req.method, path: url.pathname, headers: req.headers, apiKey: key, body: text });
    if (state.mode === "hang") return; // never answers; closed by stop()
    if (state.mode === "error") return send(res, 500, { message: "Internal error (fake)", status: 500 });
    if (state.mode === "slow-body") {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"results":');
      return; // the body never ends
    }
    const write = req.method !== "GET" && !/^\/1\/(indexes\/\*\/(queries|recommendations)|events)$/.test(url.pathname);
    if (id !== appId || (key !== adminKey && (write || key !== searchKey))) {
      return send(res, 403, { message: "Invalid Application-ID or API key", status: 403 });
    }
    let body = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      return send(res, 400, { message: "Invalid JSON", status: 400 });
    }
    route(req.method, url.pathname, body, res);
  }

  function route(method, path, body, res) {
    const named = (pattern) => path.match(pattern)?.[1];
    const batchOf = method === "POST" ? named(/^\/1\/indexes\/([^/]+)\/batch$/) : undefined;
    const operationOf = method === "POST" ? named(/^\/1\/indexes\/([^/]+)\/operation$/) : undefined;
    const clearOf = method === "POST" ? named(/^\/1\/indexes\/([^/]+)\/clear$/) : undefined;
    if (method === "POST" && path === "/1/indexes/*/queries") {
      // Like Algolia: a query of an index that does not exist fails the whole request.
      const missing = (body.requests ?? []).find((r) => !indexes.has(r.indexName));
      if (missing) return send(res, 404, { message: "Index does not exist", status: 404 });
      return send(res, 200, { results: (body.requests ?? []).map((r) => query(r)) });
    }
    if (method === "POST" && path === "/1/events") {
      const problem = invalidEvents(body);
      if (problem) return send(res, 422, { status: 422, message: problem });
      events.push(...body.events);
      return send(res, 200, { status: 200, message: "OK" });
    }
    if (method === "POST" && path === "/1/indexes/*/recommendations") {
      return send(res, 200, { results: (body.requests ?? []).map((r) => recommend(r)) });
    }
    if (batchOf) {
      const index = indexOf(decodeURIComponent(batchOf));
      const objectIDs = [];
      for (const { action, body: record } of body.requests ?? []) {
        if (action === "addObject" || action === "updateObject" || action === "partialUpdateObject") {
          const objectID = String(record.objectID ?? `auto-${++taskId}`);
          index.set(objectID, action === "partialUpdateObject" ? { ...index.get(objectID), ...record } : { ...record, objectID });
          objectIDs.push(objectID);
        } else if (action === "deleteObject") {
          index.delete(String(record.objectID));
          objectIDs.push(String(record.objectID));
        } else if (action === "clear") index.clear();
        else return send(res, 400, { message: `Unknown action ${action}`, status: 400 });
      }
      return send(res, 200, { taskID: ++taskId, objectIDs });
    }
    if (operationOf) {
      const from = decodeURIComponent(operationOf);
      const source = indexes.get(from) ?? new Map();
      if (body.operation === "move") {
        indexes.set(body.destination, source);
        indexes.delete(from);
      } else if (body.operation === "copy") {
        // Copying only settings, synonyms or rules (a scope) copies no records.
        indexes.set(body.destination, body.scope ? (indexes.get(body.destination) ?? new Map()) : new Map(source));
      } else return send(res, 400, { message: "Unknown operation", status: 400 });
      return send(res, 200, { taskID: ++taskId, updatedAt: new Date().toISOString() });
    }
    if (clearOf) {
      indexOf(decodeURIComponent(clearOf)).clear();
      return send(res, 200, { taskID: ++taskId, updatedAt: new Date().toISOString() });
    }
    if (method === "GET" && path.match(/^\/1\/indexes\/[^/]+\/task\/\d+$/)) {
      return send(res, 200, { status: "published", pendingTask: false });
    }
    return send(res, 404, { message: `Not found: ${method} ${path}`, status: 404 });
  }

  function indexOf(name) {
    if (!indexes.has(name)) indexes.set(name, new Map());
    return indexes.get(name);
  }

  /** One search request: `query`, `page` (0-based) and `hitsPerPage` as fields or in `params`. */
  function query(request) {
    const params = Object.fromEntries(new URLSearchParams(request.params ?? ""));
    const text = String(request.query ?? params.query ?? "");
    const page = Number(request.page ?? params.page ?? 0);
    const hitsPerPage = Number(request.hitsPerPage ?? params.hitsPerPage ?? 20);
    const clickAnalytics = String(request.clickAnalytics ?? params.clickAnalytics ?? "false") === "true";
    // Like Algolia: a queryID only for a search that asked for click analytics.
    const analytics = clickAnalytics ? { queryID: randomBytes(16).toString("hex") } : {};
    const index = indexes.get(request.indexName);
    if (!index)
      return { hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, processingTimeMS: 1, query: text, params: "", index: request.indexName, ...analytics };
    const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const scored = [];
    for (const record of index.values()) {
      const fields = SEARCHABLE.map((a) => String(record[a] ?? "").toLowerCase());
      if (!words.every((w) => fields.some((f) => f.includes(w)))) continue;
      const rank = Math.min(...words.map((w) => fields.findIndex((f) => f.includes(w))), SEARCHABLE.length);
      scored.push({ record, rank });
    }
    scored.sort((a, b) => a.rank - b.rank || String(a.record.objectID).localeCompare(String(b.record.objectID)));
    const hits = scored.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((s) => s.record);
    return {
      hits,
      nbHits: scored.length,
      page,
      nbPages: Math.ceil(scored.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: 1,
      query: text,
      params: "",
      index: request.indexName,
      ...analytics,
    };
  }

  /** Algolia's rules for POST /1/events (the subset of fields this project sends), or null when valid. */
  function invalidEvents(body) {
    if (!Array.isArray(body.events) || body.events.length === 0 || body.events.length > 1000) return "events: 1 to 1000 events";
    for (const event of body.events) {
      if (!["click", "view", "conversion"].includes(event.eventType)) return "eventType: click, view or conversion";
      if (typeof event.eventName !== "string" || event.eventName.length < 1 || event.eventName.length > 64) return "eventName: 1 to 64 characters";
      if (typeof event.index !== "string" || event.index === "") return "index is required";
      if (typeof event.userToken !== "string" || !/^[A-Za-z0-9_=/+-]{1,129}$/.test(event.userToken)) return "userToken: 1 to 129 characters [A-Za-z0-9_=/+-]";
      const ids = event.objectIDs;
      if (!Array.isArray(ids) || ids.length < 1 || ids.length > 20 || !ids.every((id) => typeof id === "string")) return "objectIDs: 1 to 20 strings";
      if (event.queryID !== undefined && !/^[a-f0-9]{32}$/i.test(String(event.queryID))) return "queryID: 32 hexadecimal characters";
      if (event.eventType === "click" && event.queryID !== undefined) {
        const positions = event.positions;
        if (!Array.isArray(positions) || positions.length !== ids.length || !positions.every((p) => Number.isInteger(p) && p > 0)) {
          return "positions: one positive integer per objectID with a queryID";
        }
      }
    }
    return null;
  }

  /** "related-products" by brand or taxonomy; any other model: the first records. */
  function recommend(request) {
    const index = indexes.get(request.indexName) ?? new Map();
    const seed = index.get(String(request.objectID));
    const max = Number(request.maxRecommendations ?? 5);
    const others = [...index.values()].filter((r) => r.objectID !== request.objectID);
    const related = seed ? others.filter((r) => r.brand === seed.brand || r.taxonomy === seed.taxonomy) : others;
    return { hits: related.slice(0, max).map((r) => ({ ...r, _score: 50 })), processingTimeMS: 1 };
  }

  const control = controlPort === undefined ? null : await startControl(controlPort);

  /** The control server: the fake's state and modes over HTTP, for tests running in workerd. */
  async function startControl(port) {
    const server = createServer(async (req, res) => {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
      if (req.method === "GET" && req.url === "/state") {
        const records = Object.fromEntries([...indexes].map(([name, index]) => [name, [...index.values()]]));
        const seen = requests.map(({ headers: _, ...request }) => request);
        return send(res, 200, { hosts: fake.hosts, indexes: records, requests: seen, events });
      }
      if (req.method === "POST" && req.url === "/mode") {
        await fake.setMode(body.host, body.mode);
        return send(res, 200, { ok: true });
      }
      if (req.method === "POST" && req.url === "/reset") {
        indexes.clear();
        requests.length = 0;
        events.length = 0;
        for (const position of servers.keys()) await fake.setMode(position, "good");
        return send(res, 200, { ok: true });
      }
      return send(res, 404, { message: "Not a control call" });
    });
    const sockets = new Set();
    server.on("connection", (socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    return { server, sockets, url: `http://127.0.0.1:${server.address().port}` };
  }

  const fake = {
    /** The control server's base url, when started with `controlPort`. */
    controlUrl: control?.url ?? null,
    /** Host settings for the client, in order ('127.0.0.1:port'). */
    get hosts() {
      return servers.map((s) => `127.0.0.1:${s.port}`);
    },
    requests,
    events,
    indexes,
    /** Sets a host's behaviour; 'down' closes its port, any other mode opens it again. */
    async setMode(position, mode) {
      const state = servers[position];
      if (mode === "down" && state.server) {
        await closeServer(state);
      } else if (mode !== "down" && !state.server) {
        await state.listen();
      }
      state.mode = mode;
    },
    async stop() {
      await Promise.all([...servers, ...(control ? [control] : [])].map((s) => closeServer(s)));
    },
  };
  return fake;
}

function closeServer(state) {
  const server = state.server;
  state.server = null;
  if (!server) return Promise.resolve();
  for (const socket of state.sockets) socket.destroy();
  return new Promise((resolve) => server.close(() => resolve()));
}

function send(res, status, body) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}
