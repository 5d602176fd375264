/**
 * Turns a shopper's search text into something safe to hand to SQLite.
 *
 * The full-text index (migration 0002, FTS5 with the trigram tokenizer) matches a term anywhere inside
 * a word, but only terms of at least 3 characters. The text is reduced to runs of letters and digits,
 * each of which becomes a quoted FTS5 string ("jurk"), so nothing the shopper types can be read as FTS5
 * syntax: quotes, AND/OR/NOT/NEAR, `*`, `^`, `:`, `+`, parentheses and column filters are either gone or
 * inside a string literal. Terms are ANDed (FTS5's implicit AND between strings).
 *
 * When no term is long enough (`xl`, `a5`), the search falls back to finding the text inside the
 * product's name in the asked language (`nameContainsSql`). Not LIKE: D1 refuses a LIKE pattern of a
 * hundred characters as "too complex", and a search box must never answer 500.
 */
export type SearchPlan =
  /** FTS5 MATCH expression, e.g. `"zomer" "jurk"`. */
  | { kind: "fts"; match: string; terms: string[] }
  /** Text to find inside a name, lower-cased, e.g. `xl`. */
  | { kind: "text"; text: string };

/** The trigram tokenizer's shortest matchable term. */
export const MIN_FTS_TERM = 3;
/** More terms than this adds nothing but work. */
const MAX_TERMS = 8;

export function searchPlan(raw: string | undefined): SearchPlan | null {
  // NFC: a decomposed 'é' (e + U+0301) would otherwise split the word and defeat remove_diacritics.
  const text = (raw ?? "").normalize("NFC").trim();
  if (text === "") return null;
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words.map((w) => w.toLowerCase()).filter((w) => [...w].length >= MIN_FTS_TERM))].slice(0, MAX_TERMS);
  if (terms.length > 0) {
    return { kind: "fts", terms, match: terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(" ") };
  }
  return { kind: "text", text: text.toLowerCase() };
}

/**
 * SQL that is true when a name (an SQL expression) contains the lower-cased text (a bound parameter):
 * `instr` has no pattern syntax and no length limit. SQLite's lower() folds ASCII only, as LIKE did.
 */
export function nameContainsSql(nameSql: string, textParam: string): string {
  return `instr(lower(${nameSql}), ${textParam}) > 0`;
}
