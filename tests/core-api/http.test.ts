import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ApiError, Cart } from "../../commerce/contract";
import { ANNA, callAs } from "./auth-support";
import { call, json, TENANT_A } from "./support";

// The core API at the HTTP level, probed the way an attacker would: odd methods, bodies that are not
// JSON, bodies larger than they say, control characters, malformed paths. Never a 5xx, never a change.

const jsonPost = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  call(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

/** A body that streams without a Content-Length (chunked), as a client may send it. */
const streamed = (text: string) => ({ body: new Blob([text]).stream(), duplex: "half" }) as unknown as RequestInit;

async function newCart(): Promise<string> {
  const response = await call("/ecommerce/carts", { method: "POST" });
  expect(response.status).toBe(201);
  return Cart.parse(await json(response)).id;
}

const lineCount = async (cartId: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM cart_lines WHERE cart_id = ?1").bind(cartId).first<{ n: number }>())?.n ?? 0;

async function refusal(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = ApiError.parse(await json(response));
  expect(body.error.code).toBe(code);
  return body.error;
}

describe("methods", () => {
  it("a method a call does not serve is a 405 with the methods it does serve", async () => {
    for (const method of ["PUT", "PATCH", "DELETE", "POST", "OPTIONS", "PROPFIND", "MKCOL", "patch"]) {
      const response = await call("/ecommerce/website-settings", { method });
      await refusal(response, 405, "method_not_allowed");
      expect(response.headers.get("allow"), method).toBe("GET, HEAD");
    }
    const address = await call("/customers/me/addresses/1", { method: "POST" });
    expect(address.status).toBe(405);
    expect(address.headers.get("allow")?.split(", ").sort()).toEqual(["DELETE", "PUT"]);
  });

  it("HEAD is served where GET is", async () => {
    expect((await call("/ecommerce/website-settings", { method: "HEAD" })).status).toBe(200);
  });
});

describe("bodies", () => {
  it("a chunked body over 64 KB is stopped at the limit with 413, and nothing changes", async () => {
    const cartId = await newCart();
    const huge = JSON.stringify({ intent: "add", variantId: 100035, quantity: 1, padding: "x".repeat(2 * 1024 * 1024) });
    const response = await call(`/ecommerce/carts/${cartId}/actions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      ...streamed(huge),
    });
    await refusal(response, 413, "payload_too_large");
    expect(await lineCount(cartId)).toBe(0);
  });

  it("a body whose Content-Length is a lie is counted, not believed", async () => {
    const cartId = await newCart();
    const huge = JSON.stringify({ intent: "add", variantId: 100035, quantity: 1, padding: "x".repeat(100 * 1024) });
    const response = await jsonPost(`/ecommerce/carts/${cartId}/actions`, new Blob([huge]).stream(), { "content-length": "10" }).catch(() => null);
    // Either the runtime refuses the lying request outright, or the API counts and refuses it.
    if (response) expect([400, 413]).toContain(response.status);
    expect(await lineCount(cartId)).toBe(0);
  });

  it("a body that is not JSON is a 415 (wrong type) or a 400 (broken JSON), never a 500", async () => {
    const cartId = await newCart();
    const path = `/ecommerce/carts/${cartId}/actions`;
    const add = JSON.stringify({ intent: "add", variantId: 100035, quantity: 1 });
    await refusal(await call(path, { method: "POST", headers: { "content-type": "text/plain" }, body: add }), 415, "unsupported_media_type");
    await refusal(await call(path, { method: "POST", body: add }), 415, "unsupported_media_type");
    await refusal(
      await call(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "intent=add&variantId=100035&quantity=1" }),
      415,
      "unsupported_media_type",
    );
    const multipart = new FormData();
    multipart.set("intent", "add");
    await refusal(await call(path, { method: "POST", body: multipart }), 415, "unsupported_media_type");
    for (const broken of ["{", "[1,", "nul", '{"intent":"add",}', "\u0000", '"\\ud800"']) {
      const response = await jsonPost(path, broken);
      expect(response.status, broken).toBe(400);
    }
    for (const wrong of ["null", "[]", "42", '"add"', '{"intent":["add"]}', '{"intent":"add","variantId":{"$gt":0},"quantity":1}']) {
      await refusal(await jsonPost(path, wrong), 400, "bad_request");
    }
    expect(await lineCount(cartId)).toBe(0);
  });

  it('numbers are decimal: "0x10", "1e1", " 5", "+5", "5.0" and true are refused', async () => {
    const cartId = await newCart();
    const path = `/ecommerce/carts/${cartId}/actions`;
    for (const quantity of ["0x10", "1e1", " 5", "+5", "5.0", true, 1.5, "", null]) {
      await refusal(await jsonPost(path, JSON.stringify({ intent: "add", variantId: 100035, quantity })), 400, "bad_request");
    }
    expect(await lineCount(cartId)).toBe(0);
    expect((await jsonPost(path, JSON.stringify({ intent: "add", variantId: "100035", quantity: "2" }))).status).toBe(200);
    expect(await lineCount(cartId)).toBe(1);
  });

  it("control characters are refused in every text of every body, whatever the call", async () => {
    const before = await json(await callAs(ANNA, "/customers/me"));
    for (const bad of ["Anna\u0000", "\u202eAnna", "An\u0007na", "Anna\u2066", "Anna\u009b", "An\nna"]) {
      const response = await callAs(ANNA, "/customers/me", {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ firstName: bad, lastName: "de Vries" }),
      });
      const error = await refusal(response, 400, "bad_request");
      expect(error.issues?.[0]?.path).toBe("firstName");
    }
    expect(await json(await callAs(ANNA, "/customers/me"))).toEqual(before);
    // A field no schema reads is refused all the same.
    const cartId = await newCart();
    const extra = await jsonPost(`/ecommerce/carts/${cartId}/actions`, JSON.stringify({ intent: "clear", note: "x\u202ey" }));
    await refusal(extra, 400, "bad_request");
    await refusal(await jsonPost("/coupon/universal/check", JSON.stringify({ code: "ZOMER\u0000" })), 400, "bad_request");
  });
});

describe("paths", () => {
  it("malformed percent-encoding in a path parameter is not found, never a 500", async () => {
    for (const path of [
      "/ecommerce/products/%E0%A4%A",
      "/ecommerce/products/%",
      "/ecommerce/carts/%ZZ",
      "/ecommerce/cms/pages/%C0%AF",
      "/ecommerce/short-links/%ff",
    ]) {
      const response = await call(path);
      expect(response.status, path).toBeLessThan(500);
      expect([400, 404], path).toContain(response.status);
    }
  });

  it("very long and odd paths are a 404 or 400", async () => {
    for (const path of [
      `/ecommerce/products/${"a".repeat(8000)}`,
      "/ecommerce/products/..%2F..%2Fsecret",
      "/ecommerce//products",
      "/%00",
      "/ecommerce/products/%00",
    ]) {
      const response = await call(path);
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it("the tenant header must name a known tenant", async () => {
    for (const tenant of ["", "x", `${TENANT_A}x`, "00000000-0000-4000-8000-000000000000"]) {
      const response = await call("/ecommerce/website-settings", { tenant: null, headers: { "x-tenant-id": tenant } });
      expect(response.status, tenant).toBe(400);
    }
  });
});
