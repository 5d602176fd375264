import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { translate } from "~/i18n";
import { STATUS_TEXTS, statusText } from "~/server/status-texts.server";

const load = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../public/assets/i18n/${language}.json`, import.meta.url), "utf8")) as object;

function keys(node: object, prefix = ""): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    value && typeof value === "object" ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("translation files", () => {
  const nl = load("nl");
  const en = load("en");

  it("nl and en have exactly the same keys", () => {
    expect(keys(en).sort()).toEqual(keys(nl).sort());
  });

  it("have no empty texts", () => {
    for (const [language, messages] of [["nl", nl], ["en", en]] as const) {
      for (const key of keys(messages)) expect(translate(messages, key), `${language}:${key}`).not.toBe("");
    }
  });

  it("use the same {{placeholders}} in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of keys(nl)) expect(placeholders(translate(en, key)), key).toEqual(placeholders(translate(nl, key)));
  });

  it("carry the spec's Dutch texts", () => {
    expect(translate(nl, "home.descriptionWithStore", { store: "Noordzee Mode" })).toBe(
      "Welkom op de website van Noordzee Mode.",
    );
    expect(translate(nl, "home.description")).toBe("Welkom op onze website.");
    expect(translate(nl, "home.title")).toBe("Home");
    expect(translate(nl, "footer.kvk")).toBe("KVK");
    expect(translate(nl, "footer.vat")).toBe("BTW Nr.");
    expect(translate(nl, "header.welcome")).toBe("welkom,");
  });

  it("use the plural form for a count (one, other)", () => {
    expect(translate(nl, "header.cartCount", { count: 1 })).toBe("Winkelmand, 1 artikel");
    expect(translate(nl, "header.cartCount", { count: 2 })).toBe("Winkelmand, 2 artikelen");
    expect(translate(nl, "header.cartCount", { count: 0 })).toBe("Winkelmand, 0 artikelen");
    expect(translate(en, "products.count", { count: 1 })).toBe("1 product");
  });

  it("the status pages' compiled-in texts have the same keys in nl and en, and are the files' own texts", () => {
    expect(keys(STATUS_TEXTS.en).sort()).toEqual(keys(STATUS_TEXTS.nl).sort());
    for (const [language, messages] of [["nl", nl], ["en", en]] as const) {
      for (const key of keys(STATUS_TEXTS[language])) {
        expect(translate(STATUS_TEXTS[language], key), `${language}:${key}`).toBe(translate(messages, key));
      }
    }
    expect(statusText("en", "notFound.title")).toBe("Page not found");
    expect(statusText("nl", "error.title")).toBe("Er ging iets mis");
    // Any other language (or none: no root data) is the default language.
    expect(statusText("de", "error.title")).toBe("Er ging iets mis");
    expect(statusText(undefined, "notFound.backHome")).toBe("Naar de homepage");
  });

  it("show a missing key as the key", () => {
    expect(translate(nl, "does.not.exist")).toBe("does.not.exist");
  });
});
