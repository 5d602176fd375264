// Looking a text up in a language's translation file: the storefront's (public/assets/i18n/, on the
// server and in the browser) and the core API's mails (workers/core-api/i18n/). One engine for all
// three (ADR 0053); pure. The files keep i18next's conventions ("{{name}}", `key_one` / `key_other`),
// which is all this reads of them.

export type TranslateValues = Record<string, string | number>;

function lookup(messages: unknown, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

// One Intl.PluralRules per language, made on first use: constructing one costs far more than a select.
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The plural category of a count in a language ("one", "other"; "few", "many", … where the language
 * has them), by the language's own rules: French says "one" for 0, Polish "few" for 2.
 */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * Looks a dotted key up in a language's nested texts; a missing key shows the key, so it is easy to
 * spot. With a numeric `count`, the key with the language's plural category (`key_one`, `key_other`,
 * …) is used when it exists, else the key itself. "{{name}}" is filled in from `values`.
 */
export function translate(language: string, messages: unknown, key: string, values?: TranslateValues): string {
  const count = values?.count;
  const plural = typeof count === "number" ? lookup(messages, `${key}_${pluralCategory(language, count)}`) : undefined;
  const template = plural ?? lookup(messages, key) ?? key;
  if (!values) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
}
