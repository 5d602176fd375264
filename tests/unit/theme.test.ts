import { describe, expect, it } from "vitest";
import { settingsMap } from "~/domain/settings";
import { buttonTone, contrastRatio, footerColor, headerTheme, hexColor, logoOn, readableColor, readableTextOn, themeFromSettings } from "~/domain/theme";

const settings = (pairs: Record<string, string>) => settingsMap(Object.entries(pairs).map(([key_, value_]) => ({ key_, value_ })));

describe("theme from settings", () => {
  it("defaults the primary colour to #1d4b54", () => {
    expect(themeFromSettings(settings({})).primary).toBe("#1d4b54");
  });

  it("takes ecommerce_theme_primary_color before theme_primary_color", () => {
    expect(themeFromSettings(settings({ theme_primary_color: "#8a2c3b" })).primary).toBe("#8a2c3b");
    expect(themeFromSettings(settings({ theme_primary_color: "#8a2c3b", ecommerce_theme_primary_color: "#123456" })).primary).toBe("#123456");
  });

  it("ignores anything that is not a hex colour, so no setting can inject CSS", () => {
    expect(hexColor("red;}body{display:none")).toBeUndefined();
    expect(hexColor("#abc")).toBe("#aabbcc");
    expect(themeFromSettings(settings({ theme_primary_color: "url(javascript:x)" })).primary).toBe("#1d4b54");
  });

  it("picks readable text on the primary colour", () => {
    expect(readableTextOn("#1d4b54")).toBe("#ffffff");
    expect(readableTextOn("#f5e663")).toBe("#1d1d1d");
    expect(contrastRatio("#ffffff", "#1d4b54")).toBeGreaterThan(4.5);
  });

  it("maps footer colour words: dark #1d1d1d, light #ffffff, primary, default #1d1d1d", () => {
    expect(footerColor("dark", "#8a2c3b")).toBe("#1d1d1d");
    expect(footerColor("light", "#8a2c3b")).toBe("#ffffff");
    expect(footerColor("primary", "#8a2c3b")).toBe("#8a2c3b");
    expect(footerColor(undefined, "#8a2c3b")).toBe("#1d1d1d");
    expect(footerColor("purple-ish", "#8a2c3b")).toBe("#1d1d1d");
  });

  it("falls back to the simple header for an unknown theme", () => {
    expect(headerTheme("fancy")).toBe("fancy");
    expect(headerTheme("brutalist")).toBe("simple");
    expect(headerTheme(undefined)).toBe("simple");
  });
});

describe("dark backgrounds", () => {
  it("take the light logo", async () => {
    const { isDark } = await import("~/domain/theme");
    expect(isDark("#8a2c3b")).toBe(true);
    expect(isDark("#1d1d1d")).toBe(true);
    expect(isDark("#ffffff")).toBe(false);
    expect(isDark("#f5e663")).toBe(false);
  });
});

describe("readable buttons on every shop's colours (issue 19)", () => {
  const PRIMARIES = { noordzee: "#1d4b54", stadsbazaar: "#8a2c3b", stapvast: "#b4441c", huisraad: "#2f5d9b", breiwerk: "#7a3b5c" };
  it("a shop's text colour stays when it reads (4.5:1), else the readable one replaces it", () => {
    expect(readableColor("#ffffff", "#1d4b54")).toBe("#ffffff");
    // Dark text on Noordzee's teal (1.8:1) is not kept.
    expect(readableColor("#1d1d1d", "#1d4b54")).toBe("#ffffff");
    // White on the spec's default sky blue (2.8:1): dark text.
    expect(readableColor("#ffffff", "#0ea5e9")).toBe("#1d1d1d");
    expect(readableColor(undefined, "#0ea5e9")).toBe("#1d1d1d");
  });
  it("the primary button's text reads on the primary colour in all five shops", () => {
    for (const primary of Object.values(PRIMARIES)) {
      const { onPrimary } = themeFromSettings(settings({ ecommerce_theme_primary_color: primary }));
      expect(contrastRatio(onPrimary, primary)).toBeGreaterThanOrEqual(4.5);
    }
  });
  it("a button on a footer of the primary colour turns inverse; on a dark or light footer it stays primary", () => {
    expect(buttonTone("#8a2c3b", "#8a2c3b")).toBe("inverse");
    expect(buttonTone("#8a2c3b", "#8b2d3c")).toBe("inverse");
    expect(buttonTone("#1d4b54", "#ffffff")).toBe("primary");
    // Noordzee: teal on its dark footer (1.8:1).
    expect(buttonTone("#1d4b54", "#1d1d1d")).toBe("inverse");
    expect(buttonTone("#2f5d9b", "#ffffff")).toBe("primary");
  });
});

describe("the logo on a background (store_logo, store_logo_light, store_logo_dark)", () => {
  const logos = { logoUrl: "/logo.svg", logoLightUrl: "/logo-light.svg", logoDarkUrl: "/logo-dark.svg" };
  it("takes the white variant on a dark background and the shop's own logo on a light one", () => {
    expect(logoOn("#1d1d1d", logos)).toBe("/logo-light.svg");
    expect(logoOn("#ffffff", logos)).toBe("/logo.svg");
  });
  it("falls back: no white variant → the plain logo; no plain logo → the dark variant on light, the white one on dark, never the dark one on dark", () => {
    expect(logoOn("#1d1d1d", { ...logos, logoLightUrl: null })).toBe("/logo.svg");
    expect(logoOn("#ffffff", { ...logos, logoUrl: null })).toBe("/logo-dark.svg");
    expect(logoOn("#1d1d1d", { ...logos, logoUrl: null })).toBe("/logo-light.svg");
    // A dark logo on a dark background would not be seen: no logo (the header and footer show the name).
    expect(logoOn("#1d1d1d", { logoUrl: null, logoLightUrl: null, logoDarkUrl: "/logo-dark.svg" })).toBeNull();
    expect(logoOn("#ffffff", { logoUrl: null, logoLightUrl: null, logoDarkUrl: null })).toBeNull();
  });
});
