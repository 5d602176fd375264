import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pluralCategory } from "@commerce/i18n/translate";
import { translate } from "~/i18n";
import { STATUS_TEXTS, statusText } from "~/server/status-texts.server";

const load = (language: string) => JSON.parse(readFileSync(new URL(`../../public/assets/i18n/${language}.json`, import.meta.url), "utf8")) as object;

function keys(node: object, prefix = ""): string[] {
  return Object.entries(node).flatMap(([key, value]) => (value && typeof value === "object" ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

describe("translation files", () => {
  const nl = load("nl");
  const en = load("en");

  it("nl and en have exactly the same keys", () => {
    expect(keys(en).sort()).toEqual(keys(nl).sort());
  });

  it("have no empty texts", () => {
    for (const [language, messages] of [
      ["nl", nl],
      ["en", en],
    ] as const) {
      for (const key of keys(messages)) expect(translate(language, messages, key), `${language}:${key}`).not.toBe("");
    }
  });

  it("use the same {{placeholders}} in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of keys(nl)) expect(placeholders(translate("en", en, key)), key).toEqual(placeholders(translate("nl", nl, key)));
  });

  it("carry the spec's Dutch texts", () => {
    expect(translate("nl", nl, "home.descriptionWithStore", { store: "Noordzee Mode" })).toBe("Welkom op de website van Noordzee Mode.");
    expect(translate("nl", nl, "home.description")).toBe("Welkom op onze website.");
    expect(translate("nl", nl, "home.title")).toBe("Home");
    expect(translate("nl", nl, "footer.kvk")).toBe("KVK");
    expect(translate("nl", nl, "footer.vat")).toBe("BTW Nr.");
    expect(translate("nl", nl, "header.welcome")).toBe("welkom,");
  });

  it("use the plural form for a count (one, other)", () => {
    expect(translate("nl", nl, "header.cartCount", { count: 1 })).toBe("Winkelmand, 1 artikel");
    expect(translate("nl", nl, "header.cartCount", { count: 2 })).toBe("Winkelmand, 2 artikelen");
    expect(translate("nl", nl, "header.cartCount", { count: 0 })).toBe("Winkelmand, 0 artikelen");
    expect(translate("en", en, "products.count", { count: 1 })).toBe("1 product");
  });

  it("the status pages' compiled-in texts have the same keys in nl and en, and are the files' own texts", () => {
    expect(keys(STATUS_TEXTS.en).sort()).toEqual(keys(STATUS_TEXTS.nl).sort());
    for (const [language, messages] of [
      ["nl", nl],
      ["en", en],
    ] as const) {
      for (const key of keys(STATUS_TEXTS[language])) {
        expect(translate(language, STATUS_TEXTS[language], key), `${language}:${key}`).toBe(translate(language, messages, key));
      }
    }
    expect(statusText("en", "notFound.title")).toBe("Page not found");
    expect(statusText("nl", "error.title")).toBe("Er ging iets mis");
    // Any other language (or none: no root data) is the default language.
    expect(statusText("de", "error.title")).toBe("Er ging iets mis");
    expect(statusText(undefined, "notFound.backHome")).toBe("Naar de homepage");
  });

  it("show a missing key as the key", () => {
    expect(translate("nl", nl, "does.not.exist")).toBe("does.not.exist");
  });
});

describe("plurals follow each language's own rules (one engine: translate, ADR 0053)", () => {
  const counted = { items_one: "{{count}} one", items_few: "{{count}} few", items_many: "{{count}} many", items_other: "{{count}} other" };

  it("picks the category by the language of the text, not one shared rule", () => {
    // French counts 0 as "one", English and Dutch as "other"; Polish has "few" for 2–4 and "many" for 5.
    expect(pluralCategory("fr", 0)).toBe("one");
    expect(pluralCategory("en", 0)).toBe("other");
    expect(pluralCategory("pl", 2)).toBe("few");
    expect(pluralCategory("pl", 5)).toBe("many");
    expect(pluralCategory("en", 2)).toBe("other");
    // Asked in turn, each language keeps its own rules (the rules are cached per language).
    expect([pluralCategory("en", 0), pluralCategory("fr", 0), pluralCategory("en", 0)]).toEqual(["other", "one", "other"]);
  });

  it("translate uses the form of the language it is given", () => {
    expect(translate("fr", counted, "items", { count: 0 })).toBe("0 one");
    expect(translate("en", counted, "items", { count: 0 })).toBe("0 other");
    expect(translate("pl", counted, "items", { count: 3 })).toBe("3 few");
    expect(translate("nl", counted, "items", { count: 3 })).toBe("3 other");
  });

  it("nl and en with 0, 1 and 2, from the shop's own files", () => {
    const nl = load("nl");
    const en = load("en");
    expect([0, 1, 2].map((count) => translate("nl", nl, "header.cartCount", { count }))).toEqual([
      "Winkelmand, 0 artikelen",
      "Winkelmand, 1 artikel",
      "Winkelmand, 2 artikelen",
    ]);
    expect([0, 1, 2].map((count) => translate("en", en, "products.count", { count }))).toEqual(["0 products", "1 product", "2 products"]);
  });

  it("every plural text has the forms nl and en need (one and other)", () => {
    for (const [language, messages] of [
      ["nl", load("nl")],
      ["en", load("en")],
    ] as const) {
      const all = new Set(keys(messages));
      for (const key of all) {
        const base = /^(.*)_(zero|one|two|few|many|other)$/.exec(key)?.[1];
        if (!base) continue;
        expect(all.has(`${base}_one`) && all.has(`${base}_other`), `${language}:${base}`).toBe(true);
      }
    }
  });

  it("a count without plural forms, or a missing form, falls back to the key's own text", () => {
    expect(translate("pl", { items: "{{count}} items", items_other: "{{count}} other" }, "items", { count: 3 })).toBe("3 items");
    expect(translate("nl", { items: "{{count}} stuks" }, "items", { count: 1 })).toBe("1 stuks");
  });
});

describe("the core API texts (workers/core-api/i18n/: mails, the test payment page)", () => {
  const mailTexts = (language: string) => JSON.parse(readFileSync(new URL(`../../workers/core-api/i18n/${language}.json`, import.meta.url), "utf8")) as object;
  const nl = mailTexts("nl");
  const en = mailTexts("en");

  it("nl and en have exactly the same keys, no empty texts and the same {{placeholders}}", () => {
    expect(keys(en).sort()).toEqual(keys(nl).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of keys(nl)) {
      expect(translate("nl", nl, key), `nl:${key}`).not.toBe("");
      expect(translate("en", en, key), `en:${key}`).not.toBe("");
      expect(placeholders(translate("en", en, key)), key).toEqual(placeholders(translate("nl", nl, key)));
    }
  });
});
