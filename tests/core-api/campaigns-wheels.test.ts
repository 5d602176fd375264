import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  ActiveCampaigns,
  ApiError,
  Campaign,
  CampaignProducts,
  CatalogueImported,
  FortuneWheels,
  OPERATOR_KEY_HEADER,
  SpinOutcome,
} from "../../commerce/contract";
import development from "../../development.vars.json";
import { call, json, TENANT_A, TENANT_B } from "./support";

// Campaigns (spec §2 campaign/{id}, §7 campaign/get) and the wheel of fortune (spec §1, §7, §8; ADR 0061).

/** The demo's Noordzee campaigns: 11 is active (Zomersale), 12 switched off (Wintersale); wheel 11. */
const ACTIVE = 11;
const ENDED = 12;
const WHEEL = 11;

async function newCart(tenant = TENANT_A): Promise<string> {
  const response = await call("/ecommerce/carts", { method: "POST", tenant });
  expect(response.status).toBe(201);
  return (await json<{ id: string }>(response)).id;
}

function spin(wheelId: number | string, cartId: unknown, tenant = TENANT_A) {
  return call(`/ecommerce/fortune-wheels/${wheelId}/spins`, {
    method: "POST",
    tenant,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cartId }),
  });
}

describe("campaign/get", () => {
  it("is_active=1 answers the latest active campaign, in the asked language", async () => {
    const nl = Campaign.parse(await json(await call("/campaign/get?is_active=1", { language: "nl" })));
    expect(nl).toMatchObject({ id: ACTIVE, name: "Zomersale", isActive: true });
    const en = Campaign.parse(await json(await call("/campaign/get?is_active=1", { language: "en" })));
    expect(en.name).toBe("Summer sale");
  });

  it("the latest active one is the one that started last", async () => {
    await env.DB.prepare(
      "INSERT INTO campaigns (id, tenant_id, name, starts_at, ends_at, is_active) VALUES (901, ?1, '{\"nl\":\"Later\"}', '2026-06-01T00:00:00Z', NULL, 1)",
    )
      .bind(TENANT_A)
      .run();
    try {
      expect(Campaign.parse(await json(await call("/campaign/get?is_active=1"))).id).toBe(901);
    } finally {
      await env.DB.prepare("DELETE FROM campaigns WHERE id = 901").run();
    }
  });

  it("campaign_id answers that campaign; a switched-off one says it is not active", async () => {
    expect(Campaign.parse(await json(await call(`/campaign/get?campaign_id=${ACTIVE}`))).isActive).toBe(true);
    const ended = Campaign.parse(await json(await call(`/campaign/get?campaign_id=${ENDED}`)));
    expect(ended).toMatchObject({ id: ENDED, name: "Wintersale", isActive: false });
  });

  it("a shop without an active campaign: 404", async () => {
    await env.DB.prepare("UPDATE campaigns SET is_active = 0 WHERE tenant_id = ?1").bind(TENANT_B).run();
    try {
      const response = await call("/campaign/get?is_active=1", { tenant: TENANT_B });
      expect(response.status).toBe(404);
      expect(ApiError.parse(await json(response)).error.code).toBe("not_found");
    } finally {
      await env.DB.prepare("UPDATE campaigns SET is_active = 1 WHERE tenant_id = ?1").bind(TENANT_B).run();
    }
  });

  it.each(["/campaign/get", "/campaign/get?is_active=0", "/campaign/get?campaign_id=abc", "/campaign/get?campaign_id=0x1", "/campaign/get?campaign_id=-1"])(
    "bad input is a 400 naming it, never a 500 (%s)",
    async (path) => {
      const response = await call(path);
      expect(response.status).toBe(400);
      expect(ApiError.parse(await json(response)).error.code).toBe("bad_request");
    },
  );

  it("another shop's campaign is not found", async () => {
    expect((await call(`/campaign/get?campaign_id=${ACTIVE}`, { tenant: TENANT_B })).status).toBe(404);
    expect((await call(`/campaign/${ACTIVE}/products`, { tenant: TENANT_B })).status).toBe(404);
  });
});

describe("campaign/{id}/products and campaign/active", () => {
  it("lists the active campaign's active products as cards, in the campaign's order", async () => {
    const { items } = CampaignProducts.parse(await json(await call(`/campaign/${ACTIVE}/products`)));
    const { results } = await env.DB.prepare(
      "SELECT p.slug FROM campaign_products cp JOIN products p ON p.id = cp.product_id WHERE cp.campaign_id = ?1 AND p.is_active = 1 ORDER BY cp.sort_index",
    )
      .bind(ACTIVE)
      .all<{ slug: string }>();
    expect(items.map((p) => p.slug)).toEqual(results.map((r) => r.slug));
    expect(items.length).toBeGreaterThan(2);
    expect(items[0]!.unitPrice).toBeGreaterThan(0);
  });

  it("leaves out a product that is switched off", async () => {
    const first = await env.DB.prepare("SELECT product_id FROM campaign_products WHERE campaign_id = ?1 ORDER BY sort_index LIMIT 1")
      .bind(ACTIVE)
      .first<{ product_id: number }>();
    await env.DB.prepare("UPDATE products SET is_active = 0 WHERE id = ?1").bind(first!.product_id).run();
    try {
      const { items } = CampaignProducts.parse(await json(await call(`/campaign/${ACTIVE}/products`)));
      expect(items.map((p) => p.id)).not.toContain(first!.product_id);
    } finally {
      await env.DB.prepare("UPDATE products SET is_active = 1 WHERE id = ?1").bind(first!.product_id).run();
    }
  });

  it("an inactive or unknown campaign has no products: 404", async () => {
    expect((await call(`/campaign/${ENDED}/products`)).status).toBe(404);
    expect((await call("/campaign/999999/products")).status).toBe(404);
    expect((await call("/campaign/abc/products")).status).toBe(400);
  });

  it("campaign/active lists the shop's active campaigns only (the sitemap's)", async () => {
    const { items } = ActiveCampaigns.parse(await json(await call("/campaign/active")));
    expect(items).toEqual([{ id: ACTIVE, name: "Zomersale" }]);
    const other = ActiveCampaigns.parse(await json(await call("/campaign/active", { tenant: TENANT_B })));
    expect(other.items.map((c) => c.id)).not.toContain(ACTIVE);
  });
});

describe("the wheel of fortune", () => {
  it("lists the shop's active sticky wheels with their segments, without weights or codes", async () => {
    const answer = await json(await call("/ecommerce/fortune-wheels?sticky=1", { language: "nl" }));
    const { items } = FortuneWheels.parse(answer);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: WHEEL, title: "Draai en win korting", isSticky: true });
    expect(items[0]!.segments.map((s) => s.label)).toEqual(["5% korting", "10% korting", "5% korting", "10% korting"]);
    expect(JSON.stringify(answer)).not.toMatch(/weight|RAD5|RAD10/);
    // Another shop has none.
    expect(FortuneWheels.parse(await json(await call("/ecommerce/fortune-wheels?sticky=1", { tenant: TENANT_B }))).items).toEqual([]);
  });

  it("a spin is drawn by the server: a segment of the wheel with its coupon's code", async () => {
    const response = await spin(WHEEL, await newCart());
    expect(response.status).toBe(201);
    const outcome = SpinOutcome.parse(await json(response));
    expect([0, 1, 2, 3]).toContain(outcome.segmentIndex);
    expect(outcome.couponCode).toBe(outcome.segmentIndex % 2 === 0 ? "RAD5" : "RAD10");
  });

  it("a second spin of the same shopper is refused (409), and nothing more is stored", async () => {
    const cartId = await newCart();
    expect((await spin(WHEEL, cartId)).status).toBe(201);
    const second = await spin(WHEEL, cartId);
    expect(second.status).toBe(409);
    const body = ApiError.parse(await json(second));
    expect(body.error).toMatchObject({ code: "conflict", details: { reason: "already-spun" } });
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM fortune_wheel_spins WHERE shopper = ?1").bind(`cart:${cartId}`).first<{ n: number }>())!;
    expect(n).toBe(1);
  });

  it("two spins at the same moment: one wins, the other is refused", async () => {
    const cartId = await newCart();
    const statuses = (await Promise.all([spin(WHEEL, cartId), spin(WHEEL, cartId)])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
  });

  it("a segment wins nothing without a coupon, or with a switched-off one; weight 0 is never drawn", async () => {
    await env.DB.batch([
      env.DB.prepare('INSERT INTO fortune_wheels (id, tenant_id, title, is_sticky) VALUES (950, ?1, \'{"nl":"Test"}\', 0)').bind(TENANT_A),
      env.DB.prepare(
        'INSERT INTO fortune_wheel_segments (id, tenant_id, wheel_id, label, weight, coupon_id, sort_index) VALUES (9501, ?1, 950, \'{"nl":"Niets"}\', 1, NULL, 0)',
      ).bind(TENANT_A),
      env.DB.prepare(
        'INSERT INTO fortune_wheel_segments (id, tenant_id, wheel_id, label, weight, coupon_id, sort_index) VALUES (9502, ?1, 950, \'{"nl":"Nooit"}\', 0, 16, 1)',
      ).bind(TENANT_A),
    ]);
    try {
      for (let i = 0; i < 5; i++) {
        const outcome = SpinOutcome.parse(await json(await spin(950, await newCart())));
        expect(outcome).toEqual({ segmentIndex: 0, label: "Niets", couponCode: null });
      }
      // Not sticky: not in the sticky list, but in the list of all.
      expect(FortuneWheels.parse(await json(await call("/ecommerce/fortune-wheels?sticky=1"))).items.map((w) => w.id)).not.toContain(950);
      expect(FortuneWheels.parse(await json(await call("/ecommerce/fortune-wheels"))).items.map((w) => w.id)).toContain(950);
    } finally {
      await env.DB.prepare("DELETE FROM fortune_wheels WHERE id = 950").run();
    }
  });

  it("another shop's wheel, an inactive or unknown wheel: 404, and nothing stored", async () => {
    const cartB = await newCart(TENANT_B);
    expect((await spin(WHEEL, cartB, TENANT_B)).status).toBe(404);
    await env.DB.prepare("UPDATE fortune_wheels SET is_active = 0 WHERE id = ?1").bind(WHEEL).run();
    try {
      expect((await spin(WHEEL, await newCart())).status).toBe(404);
    } finally {
      await env.DB.prepare("UPDATE fortune_wheels SET is_active = 1 WHERE id = ?1").bind(WHEEL).run();
    }
    expect((await spin(999999, await newCart())).status).toBe(404);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM fortune_wheel_spins WHERE shopper = ?1").bind(`cart:${cartB}`).first<{ n: number }>())!;
    expect(n).toBe(0);
  });

  it("another shop's cart, or a cart that does not exist, is no shopper here: 404", async () => {
    expect((await spin(WHEEL, await newCart(TENANT_B))).status).toBe(404);
    expect((await spin(WHEEL, crypto.randomUUID())).status).toBe(404);
  });

  it.each([
    ["a wheel id that is no number", "abc", "00000000-0000-4000-8000-000000000000"],
    ["a cart id that is no uuid", WHEEL, "mine"],
    ["no cart id", WHEEL, undefined],
  ])("bad input is a 400, never a 500: %s", async (_, wheelId, cartId) => {
    const response = await spin(wheelId, cartId);
    expect(response.status).toBe(400);
    expect(ApiError.parse(await json(response)).error.code).toBe("bad_request");
  });
});

describe("campaigns from the operator's catalogue import", () => {
  const KEY = { [OPERATOR_KEY_HEADER]: development.coreApi.OPERATOR_KEY };
  const importFile = (body: unknown) =>
    call("/operator/catalogue-imports", { method: "POST", headers: { ...KEY, "content-type": "application/json" }, body: JSON.stringify(body) });
  const products = async () =>
    (
      await env.DB.prepare("SELECT slug FROM products WHERE tenant_id = ?1 AND is_active = 1 ORDER BY id LIMIT 3").bind(TENANT_A).all<{ slug: string }>()
    ).results.map((r) => r.slug);

  it("adds a campaign by its key, which becomes the latest; a second run changes nothing; a change replaces its products", async () => {
    const [a, b, c] = await products();
    const campaign = { key: "herfst", name: { nl: "Herfst", en: "Autumn" }, products: [b, a] };
    const first = CatalogueImported.parse(await json(await importFile({ campaigns: [campaign] })));
    expect(first.campaigns).toEqual({ created: 1, updated: 0, unchanged: 0 });
    try {
      const latest = Campaign.parse(await json(await call("/campaign/get?is_active=1")));
      expect(latest).toMatchObject({ name: "Herfst", isActive: true });
      expect(CampaignProducts.parse(await json(await call(`/campaign/${latest.id}/products`))).items.map((p) => p.slug)).toEqual([b, a]);
      expect(CatalogueImported.parse(await json(await importFile({ campaigns: [campaign] }))).campaigns).toEqual({ created: 0, updated: 0, unchanged: 1 });
      const changed = CatalogueImported.parse(await json(await importFile({ campaigns: [{ ...campaign, products: [c] }] })));
      expect(changed.campaigns).toEqual({ created: 0, updated: 1, unchanged: 0 });
      expect(CampaignProducts.parse(await json(await call(`/campaign/${latest.id}/products`))).items.map((p) => p.slug)).toEqual([c]);
      // Switched off: no longer the header's, its page a 404.
      await importFile({ campaigns: [{ ...campaign, products: [c], active: false }] });
      expect(Campaign.parse(await json(await call("/campaign/get?is_active=1"))).id).toBe(ACTIVE);
      expect((await call(`/campaign/${latest.id}/products`)).status).toBe(404);
    } finally {
      await env.DB.prepare("DELETE FROM campaigns WHERE tenant_id = ?1 AND key = 'herfst'").bind(TENANT_A).run();
    }
  });

  it("a bad campaign is refused with its row's path, and nothing is stored", async () => {
    const response = await importFile({
      campaigns: [
        { key: "fout", name: { en: "Only English" }, products: ["bestaat-niet"] },
        { key: "data", name: { nl: "Data" }, startsAt: "2026-05-01T00:00:00Z", endsAt: "2026-04-01T00:00:00Z" },
      ],
    });
    expect(response.status).toBe(400);
    const body = ApiError.parse(await json(response));
    const paths = (body.error.issues ?? []).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["campaigns.1.endsAt"]));
    const again = ApiError.parse(await json(await importFile({ campaigns: [{ key: "fout", name: { en: "Only English" }, products: ["bestaat-niet"] }] })));
    expect((again.error.issues ?? []).map((i) => i.path)).toEqual(expect.arrayContaining(["campaigns.0.name", "campaigns.0.products.0"]));
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM campaigns WHERE key IN ('fout', 'data')").first<{ n: number }>())!;
    expect(n).toBe(0);
  });
});
