import { describe, expect, it } from "vitest";
import { SubmenuValues } from "../../commerce/contract/menu";
import { call, json, TENANT_A, TENANT_B } from "./support";

const values = async (key: string, tenant: string, language?: string) =>
  SubmenuValues.parse(await json(await call(`/ecommerce/website/pages/submenus/${key}`, { tenant, language })));

describe("GET ecommerce/website/pages/submenus/{key} (chrome §7: submenu values)", () => {
  it("gives the shop's tags that a product carries, by name in the asked language", async () => {
    const nl = await values("product_tags", TENANT_A);
    expect(nl.map((v) => v.name)).toEqual(["Basics", "Bestseller", "Duurzaam", "Linnen", "Musthaves", "Nieuw", "Sale"]);
    expect(nl.find((v) => v.name === "Duurzaam")?.identifier).toBe("duurzaam");
    const en = await values("product_tags", TENANT_A, "en");
    expect(en.map((v) => v.name)).toContain("Sustainable");
  });

  it("gives the shop's top categories with products, in the shop's order", async () => {
    const list = await values("product_categories", TENANT_A);
    expect(list.map((v) => v.identifier)).toEqual(["dames", "heren", "broeken", "truien-vesten", "jassen", "accessoires", "schoenen"]);
    // A sub-category (jurken under dames) is reached through its top category.
    expect(list.map((v) => v.identifier)).not.toContain("jurken");
  });

  it("is one shop's own: another shop's tags never show", async () => {
    const a = await values("product_tags", TENANT_A);
    const b = await values("product_tags", TENANT_B);
    expect(b.map((v) => v.identifier)).toContain("cadeautip");
    expect(a.map((v) => v.identifier)).not.toContain("cadeautip");
    expect(b.map((v) => v.identifier)).not.toContain("linnen");
  });

  it("answers an unknown key with a clear 400, not a list", async () => {
    const response = await call("/ecommerce/website/pages/submenus/product_brands", { tenant: TENANT_A });
    expect(response.status).toBe(400);
  });
});
