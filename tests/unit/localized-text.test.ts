import { describe, expect, it } from "vitest";
import { localizedField, localizedStored, localizedText } from "@commerce/i18n/localized-text";
import { parseStickyButton } from "~/chrome/widgets/sticky-button";

// Issue 19: a shop's own texts in a settings JSON, per language, falling back to the default language.

describe("localizedText: one text, or a language map", () => {
  it("a plain text is the text in every language", () => {
    expect(localizedText("Contact", "en")).toBe("Contact");
    expect(localizedText("Contact", "nl")).toBe("Contact");
  });
  it("a language map gives the page's language, else the default language, else any text", () => {
    const map = { nl: "Hulp nodig?", en: "Need help?" };
    expect(localizedText(map, "en")).toBe("Need help?");
    expect(localizedText(map, "nl")).toBe("Hulp nodig?");
    expect(localizedText({ nl: "Hulp nodig?" }, "en")).toBe("Hulp nodig?");
    expect(localizedText({ nl: "Hulp nodig?", en: "  " }, "en")).toBe("Hulp nodig?");
    expect(localizedText({ de: "Hilfe?" }, "en")).toBe("Hilfe?");
  });
  it("nothing, an empty text or no text at all is null", () => {
    for (const value of [undefined, null, "", "   ", 42, [], ["Hulp"], {}, { en: 3 }]) expect(localizedText(value, "en")).toBeNull();
  });
});

describe("localizedField: a field with per-language keys beside it", () => {
  it("text_en wins on /en; text (a text or a map) next; text_nl is the default's", () => {
    expect(localizedField({ text: "Hulp nodig?", text_en: "Need help?" }, "text", "en")).toBe("Need help?");
    expect(localizedField({ text: "Hulp nodig?", text_en: "Need help?" }, "text", "nl")).toBe("Hulp nodig?");
    expect(localizedField({ text: { nl: "Hulp", en: "Help" } }, "text", "en")).toBe("Help");
    expect(localizedField({ text_nl: "Hulp", text_en: "Help" }, "text", "en")).toBe("Help");
    expect(localizedField({ text_nl: "Hulp" }, "text", "en")).toBe("Hulp");
    expect(localizedField({ text: { nl: "Hulp", de: "Hilfe" }, text_nl: "Hulp!" }, "text", "en")).toBe("Hulp!");
    expect(localizedField({}, "text", "en")).toBeNull();
  });
});

describe("the sticky button's texts per language (sticky_button)", () => {
  const setting = JSON.stringify({
    enabled: true,
    action: "popup",
    text: { nl: "Hulp nodig?", en: "Need help?" },
    popup: { title_en: "Can we help?", title: "Kunnen we helpen?", bodyHtml: { nl: "<p>Bel ons.</p>", en: "<p>Call us.</p>" } },
  });
  it("on an English page: the English texts", () => {
    const config = parseStickyButton(setting, "en");
    expect([config.text, config.popup.title, config.popup.bodyHtml]).toEqual(["Need help?", "Can we help?", "<p>Call us.</p>"]);
  });
  it("on a Dutch page: the Dutch texts", () => {
    const config = parseStickyButton(setting, "nl");
    expect([config.text, config.popup.title, config.popup.bodyHtml]).toEqual(["Hulp nodig?", "Kunnen we helpen?", "<p>Bel ons.</p>"]);
  });
  it("only Dutch given: Dutch on /en too; no title: null (the translation files' default)", () => {
    const config = parseStickyButton(JSON.stringify({ enabled: true, text: "Contact", popup: { bodyHtml: "<p>Bel ons.</p>" } }), "en");
    expect([config.text, config.popup.title, config.popup.bodyHtml]).toEqual(["Contact", null, "<p>Bel ons.</p>"]);
  });
});

describe("a stored text (a row or a setting): a JSON language map or a plain text", () => {
  it("reads the map in the language, then the default language; a plain or broken text as it is", () => {
    expect(localizedStored('{"nl":"Jurk","en":"Dress"}', "en")).toBe("Dress");
    expect(localizedStored('{"nl":"Met liefde gemaakt"}', "en")).toBe("Met liefde gemaakt");
    expect(localizedStored("Met liefde gemaakt", "en")).toBe("Met liefde gemaakt");
    expect(localizedStored('{"nl":', "nl")).toBe('{"nl":');
    expect(localizedStored('"Jurk"', "nl")).toBe("Jurk");
    expect(localizedStored("", "nl")).toBeNull();
    expect(localizedStored(undefined, "nl")).toBeNull();
  });
});
