import { describe, expect, it } from "vitest";
import { DOOP_TEST_TENANT_UUID, isLauncherSettingOn, launcherHiddenPattern, partnerLauncherEnabled } from "~/chrome/widgets/partner-launcher";

describe("partner test launcher (chrome §5, §6)", () => {
  it("is on for true, 1 and yes, in any case", () => {
    for (const value of ["true", "TRUE", "True", "1", "yes", "YES", "Yes", " yes "]) expect(isLauncherSettingOn(value)).toBe(true);
    for (const value of [undefined, "", "false", "0", "no", "y", "on", "yess", "2"]) expect(isLauncherSettingOn(value)).toBe(false);
  });

  it("exists for the one fixed tenant only, with either setting name", () => {
    const on = new Map([["ecommerce_doop_test_enabled", "yes"]]);
    expect(partnerLauncherEnabled(DOOP_TEST_TENANT_UUID, on)).toBe(true);
    expect(partnerLauncherEnabled("7b1e2c4a-0000-4000-8000-00000000000b", on)).toBe(false);
    expect(partnerLauncherEnabled(DOOP_TEST_TENANT_UUID, new Map([["doop_test_enabled", "1"]]))).toBe(true);
    expect(
      partnerLauncherEnabled(
        DOOP_TEST_TENANT_UUID,
        new Map([
          ["ecommerce_doop_test_enabled", "false"],
          ["doop_test_enabled", "1"],
        ]),
      ),
    ).toBe(false);
    expect(partnerLauncherEnabled(DOOP_TEST_TENANT_UUID, new Map())).toBe(false);
  });
});

describe("partner test launcher: where it never shows (issue 19)", () => {
  const shows = (path: string) => !new RegExp(launcherHiddenPattern()).test(path);
  it("not on the purchase's pages, whose labels and buttons it covered", () => {
    for (const path of ["/nl/shopping-bag", "/nl/checkout/adres", "/en/checkout/gegevens", "/checkout/payment/return", "/nl/orders/1042"]) {
      expect([path, shows(path)]).toEqual([path, false]);
    }
  });
  it("on every other page", () => {
    for (const path of ["/nl/home", "/nl/products", "/nl/products/linnen-blouse", "/nl/account/orders", "/en/contact"])
      expect([path, shows(path)]).toEqual([path, true]);
  });
});
