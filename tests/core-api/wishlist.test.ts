import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Wishlist } from "../../commerce/contract";
import { call, json, TENANT_A, TENANT_B } from "./support";

const product = async (tenant: string) =>
  (await env.DB.prepare("SELECT id FROM products WHERE tenant_id = ?1 AND is_active = 1 ORDER BY id LIMIT 1").bind(tenant).first<{ id: number }>())!.id;

const change = (key: string, body: unknown, tenant = TENANT_A) =>
  call(`/ecommerce/wishlists/${key}/items`, {
    tenant,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("wishlist", () => {
  it("adds (idempotently), lists as cards and removes", async () => {
    const key = crypto.randomUUID();
    const id = await product(TENANT_A);
    expect(Wishlist.parse(await json(await call(`/ecommerce/wishlists/${key}`))).productIds).toEqual([]);
    await change(key, { productId: id, action: "add" });
    const twice = Wishlist.parse(await json(await change(key, { productId: id, action: "add" })));
    expect(twice.productIds).toEqual([id]);
    expect(twice.items[0]!.name.length).toBeGreaterThan(0);
    const removed = Wishlist.parse(await json(await change(key, { productId: id, action: "remove" })));
    expect(removed.productIds).toEqual([]);
  });

  it("keeps tenants apart: another shop's product is not found, the same key is another list", async () => {
    const key = crypto.randomUUID();
    expect((await change(key, { productId: await product(TENANT_B), action: "add" })).status).toBe(404);
    await change(key, { productId: await product(TENANT_A), action: "add" });
    const atB = Wishlist.parse(await json(await call(`/ecommerce/wishlists/${key}`, { tenant: TENANT_B })));
    expect(atB.productIds).toEqual([]);
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const key = crypto.randomUUID();
    expect((await call("/ecommerce/wishlists/not-a-uuid")).status).toBe(400);
    for (const body of [null, {}, { productId: "abc", action: "add" }, { productId: 1, action: "steal" }, { productId: -1, action: "add" }]) {
      expect((await change(key, body)).status).toBe(400);
    }
    const bad = await call(`/ecommerce/wishlists/${key}/items`, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" });
    expect(bad.status).toBe(400);
    const untyped = await call(`/ecommerce/wishlists/${key}/items`, { method: "POST", body: JSON.stringify({ productId: 1, action: "add" }) });
    expect(untyped.status).toBe(415);
    expect(Wishlist.parse(await json(await call(`/ecommerce/wishlists/${key}`))).productIds).toEqual([]);
  });
});
