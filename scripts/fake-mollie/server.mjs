// The fake Mollie (fake.mjs) over HTTP, for Workers under test that reach it over the local network.
// Mollie's own paths answer as Mollie does; /__fake/… is the tests' control (not Mollie's):
//   GET  /__fake/seen              → what reached the fake ([{ method, path, apiKey, body }])
//   POST /__fake/status { id, status } → the payment's new status (what the payer did at Mollie)
//   POST /__fake/reset             → no payments, nothing seen
import { createServer } from "node:http";
import { createFakeMollie } from "./fake.mjs";

/** @param {{ apiKeys: string[]; port?: number }} options */
export async function startFakeMollie({ apiKeys, port = 0 }) {
  const fake = createFakeMollie({ apiKeys });
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const url = `http://${req.headers.host}${req.url}`;
    let response;
    if (req.url === "/__fake/seen") response = Response.json(fake.seen);
    else if (req.url === "/__fake/status" && req.method === "POST") {
      const { id, status } = JSON.parse(body.toString("utf8"));
      fake.setStatus(id, status);
      response = new Response(null, { status: 204 });
    } else if (req.url === "/__fake/reset" && req.method === "POST") {
      fake.reset();
      response = new Response(null, { status: 204 });
    } else {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      response = await fake.handle(new Request(url, { method: req.method, headers, body: body.length ? body : undefined }));
    }
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
