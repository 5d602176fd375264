import { describe, expect, it } from "vitest";
import { settingIssues } from "@commerce/contract/settings";
import { DEFAULT_PRIMARY_COLOR, themeFromSettings, typography } from "~/domain/theme";

const settings = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe("the store's theme colour (theme_color, cart spec §3 Store)", () => {
  it("colours the browser's bars, and is the primary colour when the shop set none", () => {
    expect(themeFromSettings(settings({ theme_color: "#8A2C3B" }))).toMatchObject({ themeColor: "#8a2c3b", primary: "#8a2c3b" });
  });
  it("never overrides a primary colour the shop set", () => {
    expect(themeFromSettings(settings({ theme_color: "#8a2c3b", theme_primary_color: "#123456" }))).toMatchObject({
      themeColor: "#8a2c3b",
      primary: "#123456",
    });
  });
  it("is the primary colour (default #1d4b54) when unset or not a colour", () => {
    expect(themeFromSettings(settings({}))).toMatchObject({ themeColor: DEFAULT_PRIMARY_COLOR, primary: DEFAULT_PRIMARY_COLOR });
    expect(themeFromSettings(settings({ theme_color: "red;}" })).themeColor).toBe(DEFAULT_PRIMARY_COLOR);
  });
});

describe("the store's loyalty colour (loyalty_color)", () => {
  it("is read with the text that reads on it, and is the primary colour when unset", () => {
    expect(themeFromSettings(settings({ loyalty_color: "#f5c518" }))).toMatchObject({ loyalty: "#f5c518", onLoyalty: "#1d1d1d" });
    expect(themeFromSettings(settings({ theme_primary_color: "#2f5d9b" }))).toMatchObject({ loyalty: "#2f5d9b", onLoyalty: "#ffffff" });
  });
});

describe("the store's typography", () => {
  it("reads the body and heading fonts", () => {
    expect(typography('{"body":"Verdana, sans-serif","headings":"Georgia, \'Times New Roman\', serif"}')).toEqual({
      body: "Verdana, sans-serif",
      headings: "Georgia, 'Times New Roman', serif",
    });
    expect(themeFromSettings(settings({ typography: '{"headings":"Georgia, serif"}' })).fonts).toEqual({ body: null, headings: "Georgia, serif" });
  });
  it("ignores invalid JSON and any font that could leave its declaration", () => {
    expect(typography("{not json")).toEqual({ body: null, headings: null });
    expect(typography(undefined)).toEqual({ body: null, headings: null });
    expect(typography('{"body":"x;} body{display:none","headings":"url(https://evil.example/f.woff)"}')).toEqual({ body: null, headings: null });
    expect(typography(`{"body":"${"a".repeat(101)}"}`)).toEqual({ body: null, headings: null });
  });
  it("an operator may set it only as the storefront reads it", () => {
    expect(settingIssues("typography", '{"headings":"Georgia, serif"}')).toEqual([]);
    expect(settingIssues("typography", '{"headings":"x;}"}')).not.toEqual([]);
    expect(settingIssues("typography", '{"title":"Georgia"}')).not.toEqual([]);
    expect(settingIssues("loyalty_color", "#f5c518")).toEqual([]);
    expect(settingIssues("theme_color", "blue")).not.toEqual([]);
  });
});
