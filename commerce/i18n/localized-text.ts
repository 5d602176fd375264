import { DEFAULT_LANGUAGE } from "../contract/constants";

// A shop's own text in a setting or a row, given once for every language or per language (issue 19):
//   "Hulp nodig?"                              the same text in every language (written in the default one)
//   {"nl": "Hulp nodig?", "en": "Need help?"}  a language map
//   text_en: "Need help?" beside text           a per-language key (localizedField)
// The page's language first, then the shop's default language, then any text at all: a shop that wrote
// only Dutch still shows its Dutch text on an English page rather than nothing. Pure; both Workers use it.

type Texts = Partial<Record<string, unknown>>;

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

/** A text, or a language map's text in `language`, else in `defaultLanguage`, else any of its texts. */
export function localizedText(value: unknown, language: string, defaultLanguage: string = DEFAULT_LANGUAGE): string | null {
  if (typeof value === "string") return text(value);
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const map = value as Texts;
  for (const candidate of [map[language], map[defaultLanguage], ...Object.values(map)]) {
    const found = text(candidate);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A field of a settings object in `language`: its per-language key (`text_en`) first, then the field
 * itself (a plain text or a language map), then the default language's key (`text_nl`).
 */
export function localizedField(object: Texts, field: string, language: string, defaultLanguage: string = DEFAULT_LANGUAGE): string | null {
  const own = text(object[`${field}_${language}`]);
  if (own !== null) return own;
  const value = object[field];
  // A language map without the page's language waits for the default's own key below.
  const inMap = value && typeof value === "object" ? text((value as Texts)[language]) : null;
  if (inMap !== null) return inMap;
  return text(object[`${field}_${defaultLanguage}`]) ?? localizedText(value, language, defaultLanguage);
}

/**
 * A stored text that may be a JSON language map ('{"nl":"Jurk","en":"Dress"}') or a plain text: the
 * map's text by localizedText(); anything that is not a JSON object (a hand-written row) as it is.
 */
export function localizedStored(value: string | null | undefined, language: string, defaultLanguage: string = DEFAULT_LANGUAGE): string | null {
  if (value == null || value === "") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return value;
  }
  if (typeof parsed === "string") return parsed;
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return value;
  return localizedText(parsed, language, defaultLanguage);
}
