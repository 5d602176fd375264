// Looking a text up in a language's translation file: the storefront's (public/assets/i18n/, also in
// the browser) and the core API's mails (workers/core-api/i18n/). Pure; i18next's conventions, so the
// same files read the same with i18next on the storefront's server.

export type TranslateValues = Record<string, string | number>;

function lookup(messages: unknown, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

// Dutch and English share their plural rules (one, other), as i18next's `key_one` / `key_other`.
const plurals = new Intl.PluralRules("en");

/**
 * Looks a dotted key up in nested texts; a missing key shows the key, so it is easy to spot. With a
 * numeric `count`, `key_one` or `key_other` is used when it exists (the i18next convention).
 */
export function translate(messages: unknown, key: string, values?: TranslateValues): string {
  const count = values?.count;
  const plural = typeof count === "number" ? lookup(messages, `${key}_${plurals.select(count)}`) : undefined;
  const template = plural ?? lookup(messages, key) ?? key;
  if (!values) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
}
