import { DEFAULT_LANGUAGE, type Language } from "@commerce/contract/common";

/**
 * Reads a shopper-visible text stored as a JSON language map ('{"nl":"Jurk","en":"Dress"}') in the
 * asked language, falling back to the default language, then to any language. A plain string that
 * is not JSON is returned as it is, so hand-written rows stay readable.
 */
export function localized(value: string | null | undefined, lang: Language): string | null {
  if (value == null || value === "") return null;
  let map: unknown;
  try {
    map = JSON.parse(value);
  } catch {
    return value;
  }
  if (typeof map === "string") return map;
  if (!map || typeof map !== "object") return value;
  const texts = map as Record<string, unknown>;
  for (const candidate of [texts[lang], texts[DEFAULT_LANGUAGE], ...Object.values(texts)]) {
    if (typeof candidate === "string" && candidate !== "") return candidate;
  }
  return null;
}
