import { describe, expect, it } from "vitest";
import { pathInLanguage } from "~/domain/language-links";
import { isLanguage, languageOfParams, pathWithoutLanguage } from "~/domain/languages";

describe("languages", () => {
  it("serves nl (default) and en", () => {
    expect(isLanguage("nl")).toBe(true);
    expect(isLanguage("en")).toBe(true);
    expect(isLanguage("de")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it("a request's language is its route's :lang param; none or an unknown one is the default (nl)", () => {
    expect(languageOfParams({ lang: "en" })).toBe("en");
    expect(languageOfParams({ lang: "nl" })).toBe("nl");
    expect(languageOfParams({})).toBe("nl");
    expect(languageOfParams({ lang: "de" })).toBe("nl");
    expect(languageOfParams({ lang: "EN" })).toBe("nl");
  });

  it("strips only a supported language prefix", () => {
    expect(pathWithoutLanguage("/nl/products/jurk")).toBe("/products/jurk");
    expect(pathWithoutLanguage("/en")).toBe("/");
    expect(pathWithoutLanguage("/auth/login")).toBe("/auth/login");
    expect(pathWithoutLanguage("/de/products")).toBe("/de/products");
  });

  it("switches to /{newLang}/{the same path without the old prefix}, keeping the query", () => {
    expect(pathInLanguage("/nl/products/linnen-blouse", "?q=x", "en")).toBe("/en/products/linnen-blouse?q=x");
    expect(pathInLanguage("/en/home", "", "nl")).toBe("/nl/home");
    expect(pathInLanguage("/nl", "", "en")).toBe("/en");
    expect(pathInLanguage("/auth/login", "", "en")).toBe("/en/auth/login");
  });
});
