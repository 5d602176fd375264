import { describe, expect, it } from "vitest";
import { THEME_SETTING_KEYS, ThemePreviewCache, themePreviewSettingsList } from "@commerce/contract/previews";
import { settingIssues } from "@commerce/contract/settings";
import { previewAllowedOrigins, previewOriginEntries } from "@commerce/rules/preview-origins";
import { acceptedThemeEvent, isCmsPreviewPath, previewModeOf, withPreviewTheme, withThemeCache } from "~/chrome/preview/preview";
import { settingsMap } from "~/domain/settings";
import { themeFromSettings } from "~/domain/theme";

// Previews for editors (ADR 0060): the pure rules of preview mode.

const CACHE = "5e1c0a7e-7000-4000-8000-0000000000a1";
const params = (search: string) => new URLSearchParams(search);

describe("preview mode from the url", () => {
  it("is null on a shopper's page, and a mode with any of the three parameters", () => {
    expect(previewModeOf(params("q=jurk"))).toBeNull();
    expect(previewModeOf(params(`previewThemeCache=${CACHE}`))).toEqual({ session: null, listens: false, themeCache: CACHE });
    expect(previewModeOf(params(`previewSession=s-1&previewTransport=pm&previewThemeCache=${CACHE.toUpperCase()}`))).toEqual({
      session: "s-1",
      listens: true,
      themeCache: CACHE,
    });
  });

  it("listens only with transport pm and a session; a cache id that is no uuid names no cache", () => {
    expect(previewModeOf(params("previewSession=s-1&previewTransport=iframe"))?.listens).toBe(false);
    expect(previewModeOf(params("previewTransport=pm"))?.listens).toBe(false);
    expect(previewModeOf(params("previewSession=<script>&previewTransport=pm"))).toEqual({ session: null, listens: false, themeCache: null });
    expect(previewModeOf(params("previewThemeCache=7"))?.themeCache).toBeNull();
    expect(previewModeOf(params(`previewSession=${"x".repeat(129)}`))?.session).toBeNull();
  });

  it("knows a CMS page's preview path (framed for the editor too)", () => {
    expect(isCmsPreviewPath("/nl/cms-preview/101")).toBe(true);
    expect(isCmsPreviewPath("/en/cms-preview/101.data")).toBe(true);
    expect(isCmsPreviewPath("/nl/pagina/cms-preview")).toBe(false);
  });
});

describe("the message filtering rule (§4, §5: type theme-preview, the page's session, an allowed origin)", () => {
  const preview = { session: "s-1", allowedOrigins: ["https://shop.test", "https://cms.example"] };
  const from = (origin: string, data: unknown) => acceptedThemeEvent({ origin, data }, preview);

  it("accepts the right type and session from an allowed origin, with or without a theme preview cache", () => {
    expect(from("https://cms.example", { type: "theme-preview", session: "s-1", themeCache: CACHE })).toEqual({ themeCache: CACHE });
    expect(from("https://shop.test", { type: "theme-preview", session: "s-1" })).toEqual({ themeCache: null });
  });

  it("ignores another origin, another type, another session and anything that is not an event object", () => {
    expect(from("https://evil.example", { type: "theme-preview", session: "s-1" })).toBeNull();
    expect(from("https://cms.example.evil.example", { type: "theme-preview", session: "s-1" })).toBeNull();
    expect(from("https://cms.example", { type: "theme-update", session: "s-1" })).toBeNull();
    expect(from("https://cms.example", { type: "theme-preview", session: "s-2" })).toBeNull();
    expect(from("https://cms.example", { type: "theme-preview" })).toBeNull();
    for (const data of ["theme-preview", null, 7, ["theme-preview", "s-1"]]) expect(from("https://cms.example", data)).toBeNull();
    expect(from("https://cms.example", { type: "theme-preview", session: "s-1", themeCache: "../admin" })).toBeNull();
  });

  it("accepts nothing on a page without a session", () => {
    expect(acceptedThemeEvent({ origin: "https://cms.example", data: { type: "theme-preview", session: null } }, { ...preview, session: null })).toBeNull();
  });

  it("re-applies at the page's own url, with the event's cache or the page's", () => {
    const url = { pathname: "/nl/home", search: `?previewSession=s-1&previewTransport=pm&previewThemeCache=${CACHE}` };
    const other = "00000000-0000-4000-8000-000000000001";
    expect(withThemeCache(url, other)).toBe(`/nl/home?previewSession=s-1&previewTransport=pm&previewThemeCache=${other}`);
    expect(withThemeCache(url, null)).toBe(`/nl/home${url.search}`);
  });
});

describe("the allowed origins (setting preview_allowed_origins)", () => {
  it("are the shop's own first, then the setting's valid origins (spaces or commas)", () => {
    expect(previewAllowedOrigins("https://shop.test", "https://cms.example, http://cms-editor.localhost https://cms.example/")).toEqual([
      "https://shop.test",
      "https://cms.example",
      "http://cms-editor.localhost",
    ]);
    expect(previewAllowedOrigins("https://shop.test", undefined)).toEqual(["https://shop.test"]);
  });

  it("leave out what is not an origin: http to a public host, a path, a wildcard; the operator is told", () => {
    const entries = previewOriginEntries("http://cms.example https://cms.example/admin *.example https://ok.example:8443");
    expect(entries.map((e) => e.origin)).toEqual([null, null, null, "https://ok.example:8443"]);
    expect(settingIssues("preview_allowed_origins", "https://cms.example http://127.0.0.1:5173")).toEqual([]);
    expect(settingIssues("preview_allowed_origins", "http://cms.example")).toHaveLength(1);
    expect(settingIssues("preview_allowed_origins", "")).toHaveLength(1);
  });
});

describe("a theme preview cache: a settings list or a map (§7)", () => {
  it("both shapes parse, and read as the same list", () => {
    const list = ThemePreviewCache.parse([
      { key_: "theme", value_: "fancy" },
      { key_: "ecommerce_theme_primary_color", value_: "#9c3d1c" },
    ]);
    const map = ThemePreviewCache.parse({ theme: "fancy", ecommerce_theme_primary_color: "#9c3d1c" });
    expect(themePreviewSettingsList(map)).toEqual(themePreviewSettingsList(list));
  });

  it("a map's JSON settings may be JSON themselves; numbers and switches become text; null is left out", () => {
    const map = ThemePreviewCache.parse({ ecommerce_header_settings: { stickyHeader: true }, header_transparent_on_hero: true, store_logo: null });
    expect(themePreviewSettingsList(map)).toEqual([
      { key_: "ecommerce_header_settings", value_: '{"stickyHeader":true}' },
      { key_: "header_transparent_on_hero", value_: "true" },
    ]);
    expect(ThemePreviewCache.safeParse("fancy").success).toBe(false);
    expect(ThemePreviewCache.safeParse([{ key: "theme" }]).success).toBe(false);
  });
});

describe("applying a preview's theme to the page view", () => {
  const shop = settingsMap([
    { key_: "theme", value_: "fancy" },
    { key_: "ecommerce_theme_primary_color", value_: "#1d4b54" },
    { key_: "ecommerce_header_background_color", value_: "#222222" },
    { key_: "search_provider", value_: "own" },
    { key_: "store_name", value_: "Noordzee Mode" },
  ]);

  it("the theme's keys come from the preview: header theme, colours, logos; the header's colour follows", () => {
    const merged = withPreviewTheme(
      shop,
      [
        { key_: "theme", value_: "modern-cool" },
        { key_: "ecommerce_theme_primary_color", value_: "#9c3d1c" },
        { key_: "ecommerce_header_background_color", value_: "#14213d" },
        { key_: "store_logo_light", value_: "/media/noordzee/logo/logo-light.svg" },
      ],
      THEME_SETTING_KEYS,
    );
    const theme = themeFromSettings(merged);
    expect(theme).toMatchObject({ headerTheme: "modern-cool", primary: "#9c3d1c", headerBackground: "#14213d", headerText: "#ffffff", onPrimary: "#ffffff" });
    expect(merged.get("store_logo_light")).toBe("/media/noordzee/logo/logo-light.svg");
    // The shop's own settings are untouched (the next page view is the live shop).
    expect(themeFromSettings(shop).primary).toBe("#1d4b54");
  });

  it("never takes another key from a preview (search, the shop's name), and an empty value removes the shop's own", () => {
    const merged = withPreviewTheme(
      shop,
      [
        { key_: "search_provider", value_: "algolia" },
        { key_: "store_name", value_: "Iets anders" },
        { key_: "ecommerce_header_background_color", value_: "" },
      ],
      THEME_SETTING_KEYS,
    );
    expect(merged.get("search_provider")).toBe("own");
    expect(merged.get("store_name")).toBe("Noordzee Mode");
    // Without its own header colour the fancy theme's default shows.
    expect(themeFromSettings(merged).headerBackground).toBe("#5b2a86");
    expect(merged.has("ecommerce_header_background_color")).toBe(false);
  });
});
