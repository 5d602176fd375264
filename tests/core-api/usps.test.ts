import { describe, expect, it } from "vitest";
import { Usps } from "../../commerce/contract/usps";
import { call, json, TENANT_A, TENANT_B } from "./support";

describe("GET ecommerce/usps", () => {
  it("gives the shop's own selling points, in its order and the asked language", async () => {
    const nl = Usps.parse(await json(await call("/ecommerce/usps", { tenant: TENANT_A })));
    expect(nl.map((u) => u.text)).toEqual(["Gratis verzending vanaf € 50", "Voor 22:00 besteld, morgen in huis", "30 dagen bedenktijd", "Gratis retourneren"]);
    const en = Usps.parse(await json(await call("/ecommerce/usps", { tenant: TENANT_A, language: "en" })));
    expect(en[3]?.text).toBe("Free returns");
    const other = Usps.parse(await json(await call("/ecommerce/usps", { tenant: TENANT_B })));
    expect(other.map((u) => u.text)).not.toContain("Gratis retourneren");
  });
});
