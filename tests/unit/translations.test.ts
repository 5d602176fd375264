import { readFileSync } from "node:fs";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { translate, type TranslateValues } from "~/i18n";
import { I18NEXT_OPTIONS } from "~/server/i18next-options.server";
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
      for (const key of keys(messages)) expect(translate(messages, key), `${language}:${key}`).not.toBe("");
    }
  });

  it("use the same {{placeholders}} in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of keys(nl)) expect(placeholders(translate(en, key)), key).toEqual(placeholders(translate(nl, key)));
  });

  it("carry the spec's Dutch texts", () => {
    expect(translate(nl, "home.descriptionWithStore", { store: "Noordzee Mode" })).toBe("Welkom op de website van Noordzee Mode.");
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
    for (const [language, messages] of [
      ["nl", nl],
      ["en", en],
    ] as const) {
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

/** The plural suffixes of i18next (Intl.PluralRules categories) that a key may carry. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Sample values for a text's placeholders: odd enough to show any escaping or formatting one side
 * would do and the other not (an ampersand, angle brackets, quotes, a large number).
 */
function sampleValues(names: string[]): TranslateValues {
  return Object.fromEntries(names.map((name, index) => [name, name === "count" ? 2 : index % 2 ? 1234567 : `Zoë & <Co> "${name}"`]));
}

describe("the server (i18next) and the browser (translate) give the same text", () => {
  const texts = { nl: load("nl"), en: load("en") };

  /** i18next set up exactly as the server's middleware sets it up, with both files as its resources. */
  function serverT(language: "nl" | "en") {
    const i18n = i18next.createInstance({
      ...I18NEXT_OPTIONS,
      lng: language,
      initAsync: false,
      resources: { nl: { translation: texts.nl }, en: { translation: texts.en } },
    });
    void i18n.init();
    return (key: string, values?: TranslateValues) => i18n.t(key, values ?? {}) as string;
  }

  for (const language of ["nl", "en"] as const) {
    it(`for every key of ${language}, with sample values and the counts 0, 1 and 2`, () => {
      const server = serverT(language);
      const messages = texts[language];
      // A plural key is rendered through its base key, as the code asks for it (t("header.cartCount", {count})).
      const baseKeys = [...new Set(keys(messages).map((key) => key.replace(PLURAL_SUFFIX, "")))];
      let compared = 0;
      for (const key of baseKeys) {
        const forms = keys(messages).filter((k) => k === key || k.replace(PLURAL_SUFFIX, "") === key);
        const names = [...new Set(forms.flatMap((form) => [...translate(messages, form).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!)))];
        const plural = forms.some((form) => PLURAL_SUFFIX.test(form));
        const cases: (TranslateValues | undefined)[] = [undefined, sampleValues(names)];
        if (plural || names.includes("count")) for (const count of [0, 1, 2]) cases.push({ ...sampleValues(names), count });
        for (const values of cases) {
          const shown = translate(messages, key, values);
          expect(shown, `${language}:${key} ${JSON.stringify(values)}`).toBe(server(key, values));
          compared++;
        }
        // The text is a real one, not the key shown as a fallback.
        expect(translate(messages, key, sampleValues(names)), `${language}:${key}`).not.toBe(key);
      }
      expect(compared).toBeGreaterThan(2 * baseKeys.length);
    });
  }
});

describe("the core API texts (workers/core-api/i18n/: mails, the test payment page)", () => {
  const mailTexts = (language: string) => JSON.parse(readFileSync(new URL(`../../workers/core-api/i18n/${language}.json`, import.meta.url), "utf8")) as object;
  const nl = mailTexts("nl");
  const en = mailTexts("en");

  it("nl and en have exactly the same keys, no empty texts and the same {{placeholders}}", () => {
    expect(keys(en).sort()).toEqual(keys(nl).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of keys(nl)) {
      expect(translate(nl, key), `nl:${key}`).not.toBe("");
      expect(translate(en, key), `en:${key}`).not.toBe("");
      expect(placeholders(translate(en, key)), key).toEqual(placeholders(translate(nl, key)));
    }
  });
});
