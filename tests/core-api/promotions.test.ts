import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Promotions } from "../../commerce/contract";
import { call, json, TENANT_A, TENANT_B } from "./support";

// GET ecommerce/promotions (issue 13, chrome spec §2–§5, §8): the shop's advertised promo code and its
// banners, every stored JSON parsed with its fallback. An operator's broken JSON never fails the answer.
async function promotions(tenant = TENANT_A, language = "nl") {
  const response = await call("/ecommerce/promotions", { tenant, language });
  const body = await json(response);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return Promotions.parse(body);
}

describe("GET ecommerce/promotions", () => {
  it("answers Noordzee's ZOMER20 and its ADD_PROMOCODE banner, cleaned, in the asked language", async () => {
    const nl = await promotions();
    expect(nl.promocode).toEqual({
      code: "ZOMER20",
      type: "PERCENTAGE",
      amount: 20,
      bannerText: "Zomersale: 20% korting op alles met code ZOMER20",
      bannerColor: "#1d4b54",
      includedProducts: null,
    });
    expect(nl.banners).toHaveLength(1);
    expect(nl.banners[0]).toMatchObject({
      id: 11,
      html: "<p>Zomersale: <strong>20% korting</strong> op alles met code ZOMER20</p>",
      action: "ADD_PROMOCODE",
      promocode: { code: "ZOMER20" },
      isDismissable: true,
      customStyles: { fontFamily: "inherit", fontSizePx: 14, color: "#ffffff" },
      layoutType: "DEFAULT",
    });
    const en = await promotions(TENANT_A, "en");
    expect(en.promocode?.bannerText).toBe("Summer sale: 20% off everything with code ZOMER20");
  });

  it("answers Stadsbazaar's own: the code's product list and the SECTIONS banner in order, positions read in any case", async () => {
    const body = await promotions(TENANT_B);
    expect(body.promocode).toMatchObject({ code: "BAZAAR15", includedProducts: [2020, 2022, 2034] });
    const [banner] = body.banners;
    expect(banner).toMatchObject({ id: 21, layoutType: "SECTIONS", href: "product-tag/cadeautip", action: null, includedProducts: null });
    expect(banner?.sections.map((s) => [s.text, s.imagePosition, s.order])).toEqual([
      ["Nieuw in wonen: handgemaakte mokken", "LEFT", 1],
      ["Hoodies voor de herfst", "RIGHT", 2],
    ]);
  });

  it("falls back on broken columns (invalid JSON, script, bad colours) and never fails", async () => {
    await env.DB.prepare(
      `INSERT INTO promo_banners (id, tenant_id, text, color, href, action, promo_code_id, is_dismissable, custom_styles, layout_type, sections, sort_index)
       VALUES (9901, ?1, '<p onclick="x()">Hoi<script>alert(1)</script></p>', 'red;}body{', 'javascript:alert(1)', NULL, NULL, 0, '{not json', 'SECTIONS', '[oops', 5)`,
    )
      .bind(TENANT_A)
      .run();
    await env.DB.prepare(`UPDATE promo_codes SET included_products = '[1, 2' WHERE id = 11`).run();
    try {
      const body = await promotions();
      expect(body.promocode?.includedProducts).toBeNull();
      const broken = body.banners.find((b) => b.id === 9901);
      expect(broken).toEqual({
        id: 9901,
        html: "<p>Hoi</p>",
        color: null,
        href: null,
        action: null,
        promocode: null,
        isDismissable: false,
        customStyles: { fontFamily: null, fontSizePx: 14, color: null },
        layoutType: "DEFAULT",
        sections: [],
        includedProducts: null,
      });
    } finally {
      await env.DB.prepare("DELETE FROM promo_banners WHERE id = 9901").run();
      await env.DB.prepare("UPDATE promo_codes SET included_products = NULL WHERE id = 11").run();
    }
  });

  it("answers no code and no button once the code has expired", async () => {
    await env.DB.prepare(`UPDATE promo_codes SET valid_until = '2020-01-01T00:00:00Z' WHERE id = 11`).run();
    try {
      const body = await promotions();
      expect(body.promocode).toBeNull();
      expect(body.banners[0]).toMatchObject({ id: 11, action: null, promocode: null });
    } finally {
      await env.DB.prepare(`UPDATE promo_codes SET valid_until = '2099-12-31T23:59:59Z' WHERE id = 11`).run();
    }
  });
});
