import { describe, expect, it } from "vitest";
import { cssColor, cssFontName, cssNumber, cssRule, cssUrl } from "~/chrome/css";
import { promoCss } from "~/chrome/promo/load.server";
import { parseStickyButton, stickyButtonCss } from "~/chrome/widgets/sticky-button";

// CSS from settings goes through one checked path (ADR 0052) that never lets a value end its
// declaration, its rule or the <style>. (The HTML side, renderFragment: tests/integration/fragments.test.ts.)

describe("CSS from settings: one checked path", () => {
  it("lets hex colours, finite numbers and plain font names through, nothing else", () => {
    expect(cssColor("#1d4b54")).toBe("#1d4b54");
    for (const bad of ["red;}</style><script>", "#12345", "#1d4b54;color:red", "expression(alert(1))"]) expect(cssColor(bad)).toBeNull();
    expect(cssNumber(12, "px")).toBe("12px");
    expect(cssNumber(Number.NaN, "px")).toBeNull();
    expect(cssFontName("Open Sans, sans-serif")).toBe("Open Sans, sans-serif");
    expect(cssFontName("x;}body{display:none")).toBeNull();
  });

  it('an image url cannot leave its url("…") nor the <style>', () => {
    const value = cssUrl(`/img/a.png");}</style><script>alert(1)</script>`);
    expect(value).toMatch(/^url\("\/img\/a\.png[^"<>]*"\)$/);
    expect(value).not.toContain("</style");
    expect(cssUrl("javascript:alert(1)")).toBeNull();
    expect(cssUrl("//evil.example/x.png")).toBeNull();
  });

  it("a rule leaves out what did not pass (the stylesheet's default shows)", () => {
    expect(
      cssRule(":root", [
        ["--a", cssColor("#fff")],
        ["--b", cssColor("}</style>")],
      ]),
    ).toBe(":root{--a:#fff}");
    expect(cssRule(":root", [["--b", null]])).toBe("");
  });

  it("the help button's and the promotions' CSS go through it", () => {
    expect(stickyButtonCss(parseStickyButton(JSON.stringify({ enabled: true, color: "#112233" })))).toMatch(/^:root\{--etalage-sb-bg:#112233;/);
    const banner = { id: 7, color: "#000000", customStyles: { fontSizePx: 14, color: null, fontFamily: "x;}</style><script>" } };
    const css = promoCss({ promocode: null, banners: [banner] } as unknown as Parameters<typeof promoCss>[0]);
    expect(css).toBe('[data-banner="7"]{--etalage-banner-size:14px;--etalage-banner-bg:#000000;--etalage-banner-fg:#ffffff}');
  });
});
