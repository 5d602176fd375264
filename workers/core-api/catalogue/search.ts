/**
 * Turns a shopper's search text into something safe to hand to SQLite.
 *
 * The full-text index (migration 0002, FTS5 with the trigram tokenizer) matches a term anywhere inside
 * a word, but only terms of at least 3 characters. The text is reduced to runs of letters and digits,
 * each of which becomes a quoted FTS5 string ("jurk"), so nothing the shopper types can be read as FTS5
 * syntax: quotes, AND/OR/NOT/NEAR, `*`, `^`, `:`, `+`, parentheses and column filters are either gone or
 * inside a string literal. Terms are ANDed (FTS5's implicit AND between strings).
 *
 * When no term is long enough (`xl`, `a5`), the search falls back to a LIKE on the product's name in
 * the asked language, with LIKE's wildcards escaped.
 */
export type SearchPlan =
  /** FTS5 MATCH expression, e.g. `"zomer" "jurk"`. */
  | { kind: "fts"; match: string; terms: string[] }
  /** LIKE pattern with `\` as the escape character, e.g. `%xl%`. */
  | { kind: "like"; pattern: string };

/** The trigram tokenizer's shortest matchable term. */
export const MIN_FTS_TERM = 3;
/** More terms than this adds nothing but work. */
const MAX_TERMS = 8;

export function searchPlan(raw: string | undefined): SearchPlan | null {
  // NFC: a decomposed 'é' (e + U+0301) would otherwise split the word and defeat remove_diacritics.
  const text = (raw ?? "").normalize("NFC").trim();
  if (text === "") return null;
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words.map((w) => w.toLowerCase()).filter((w) => [...w].length >= MIN_FTS_TERM))].slice(
    0,
    MAX_TERMS,
  );
  if (terms.length > 0) {
    return { kind: "fts", terms, match: terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(" ") };
  }
  return { kind: "like", pattern: `%${escapeLike(text)}%` };
}

/** Escapes LIKE's wildcards for `LIKE ? ESCAPE '\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
