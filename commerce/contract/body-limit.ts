// How both Workers read a request body with a size limit (shared through the contract, like the
// field rules in fields.ts). A Content-Length can be left out (chunked transfer) or lie, so the bytes
// themselves are counted as they stream, and reading stops at the limit.

/** The whole body (of a request, or of an answer read for a few bytes) when it is at most `maxBytes`, else null (the rest is not read). */
export async function bodyWithin(message: Pick<Request, "headers" | "body">, maxBytes: number): Promise<ArrayBuffer | null> {
  const declared = Number(message.headers.get("content-length") ?? 0);
  if (!(declared <= maxBytes)) return null;
  if (!message.body) return new ArrayBuffer(0);
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

/** The same request with its body already read (`body`), for everyone after the limit check. */
export function withBody(request: Request, body: ArrayBuffer): Request {
  const headers = new Headers(request.headers);
  headers.delete("transfer-encoding");
  headers.set("content-length", String(body.byteLength));
  return new Request(request.url, { method: request.method, headers, body: body.byteLength > 0 ? body : null, redirect: request.redirect });
}
