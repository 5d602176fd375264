// A small Resend look-alike for tests: the wire protocol of the one call the core API makes,
// POST /emails (https://resend.com/docs/api-reference/emails/send-email): `Authorization: Bearer <key>`,
// a JSON body {from, to, subject, html, text, reply_to, headers, tags}, an optional `Idempotency-Key`
// header; 200 {id} for a mail taken, and Resend's error body {statusCode, message, name} for 401
// missing_api_key, 403 invalid_api_key, 422 missing_required_field / validation_error, 400
// invalid_idempotency_key, 409 invalid_idempotent_request (the same key with another body) and
// concurrent_idempotent_requests (the same key while the first is still being answered), 500.
// The same key with the same body within 24 hours answers the first id again and sends nothing.
//
// A test steers it per recipient, over the same port under /_fake/ (not Resend's; a test inside workerd
// cannot hold this object): POST /_fake/rules {to, statuses?: [500, 200, …] (answered in turn, then
// 200), hang?: true (never answers until released)}, GET /_fake/state?to= (requests and delivered mails
// for that address), POST /_fake/release (answers every hanging request with a 500), POST /_fake/reset.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";

const ERRORS = {
  400: "invalid_idempotency_key",
  401: "missing_api_key",
  403: "invalid_api_key",
  409: "invalid_idempotent_request",
  422: "validation_error",
  429: "rate_limit_exceeded",
  500: "internal_server_error",
};

/** @param {{ apiKey: string, port?: number }} options  port 0 (default): a free port. */
export async function startFakeResend({ apiKey, port = 0 }) {
  /** @type {Map<string, { statuses: number[], hang: boolean }>} */
  const rules = new Map();
  const requests = [];
  const delivered = [];
  /** Idempotency-Key → { body, answer } (answer null while the first request is in flight). */
  const idempotent = new Map();
  const hanging = new Set();

  const send = (res, status, body) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const error = (res, status, message, name = ERRORS[status]) => send(res, status, { statusCode: status, message, name });

  async function emails(req, res, raw) {
    const auth = req.headers.authorization ?? "";
    const record = { to: null, idempotencyKey: req.headers["idempotency-key"] ?? null, authorization: auth, body: raw, status: 0 };
    requests.push(record);
    const answer = (status, body) => {
      record.status = status;
      send(res, status, body);
      return { status, body };
    };
    if (!auth.startsWith("Bearer ")) {
      record.status = 401;
      return error(res, 401, "Missing API key in the authorization header. Include the following header 'Authorization: Bearer YOUR_API_KEY' in the request.");
    }
    if (auth.slice(7) !== apiKey) {
      record.status = 403;
      return error(res, 403, "API key is invalid.");
    }
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      record.status = 422;
      return error(res, 422, "The request body is not valid JSON.");
    }
    for (const field of ["from", "to", "subject"]) {
      if (!body?.[field]) {
        record.status = 422;
        return error(res, 422, `Missing \`${field}\` field.`, "missing_required_field");
      }
    }
    if (!body.html && !body.text) {
      record.status = 422;
      return error(res, 422, "Either `html` or `text` must be provided.");
    }
    const to = Array.isArray(body.to) ? body.to : [body.to];
    record.to = to.join(",");
    const key = record.idempotencyKey;
    if (key !== null) {
      if (key.length < 1 || key.length > 256) {
        record.status = 400;
        return error(res, 400, "Idempotency key must be between 1-256 characters.");
      }
      const seen = idempotent.get(key);
      if (seen && seen.body !== raw) {
        record.status = 409;
        return error(res, 409, "Same idempotency key used with a different request payload.");
      }
      if (seen && seen.answer === null) {
        record.status = 409;
        return error(res, 409, "Same idempotency key used while original request is still in progress.", "concurrent_idempotent_requests");
      }
      if (seen) return answer(seen.answer.status, seen.answer.body);
      idempotent.set(key, { body: raw, answer: null });
    }
    const rule = rules.get(record.to);
    const settle = (result) => {
      // Only a mail taken is remembered for its key: an error may be retried with the same key.
      if (key !== null) {
        if (result.status === 200) idempotent.set(key, { body: raw, answer: result });
        else idempotent.delete(key);
      }
    };
    if (rule?.hang) {
      hanging.add(() => {
        record.status = 500;
        error(res, 500, "Released by the test.");
        settle({ status: 500 });
      });
      return;
    }
    const status = rule?.statuses.shift() ?? 200;
    if (status !== 200) {
      record.status = status;
      error(res, status, "The fake answers this status for this address.");
      return settle({ status });
    }
    const id = randomUUID();
    delivered.push({ id, ...body, idempotencyKey: key });
    settle(answer(200, { id }));
  }

  function fake(req, res, url, raw) {
    if (req.method === "POST" && url.pathname === "/_fake/rules") {
      const { to, statuses = [], hang = false } = JSON.parse(raw);
      rules.set(to, { statuses: [...statuses], hang });
      return send(res, 200, { ok: true });
    }
    if (req.method === "GET" && url.pathname === "/_fake/state") {
      const to = url.searchParams.get("to");
      return send(res, 200, {
        requests: requests.filter((r) => to === null || r.to === to),
        delivered: delivered.filter((m) => to === null || [m.to].flat().includes(to)),
      });
    }
    if (req.method === "POST" && url.pathname === "/_fake/release") {
      for (const release of hanging) release();
      hanging.clear();
      return send(res, 200, { ok: true });
    }
    if (req.method === "POST" && url.pathname === "/_fake/reset") {
      rules.clear();
      requests.length = 0;
      delivered.length = 0;
      idempotent.clear();
      return send(res, 200, { ok: true });
    }
    return error(res, 404, "Not found.", "not_found");
  }

  const server = createServer((req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", "http://fake");
      if (url.pathname.startsWith("/_fake/")) return fake(req, res, url, raw);
      if (url.pathname === "/emails" && req.method === "POST") return emails(req, res, raw);
      if (url.pathname === "/emails") return error(res, 405, "Method is not allowed for the requested path.", "method_not_allowed");
      return error(res, 404, "The requested endpoint does not exist.", "not_found");
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`,
    stop: () =>
      new Promise((resolve) => {
        for (const release of hanging) release();
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
