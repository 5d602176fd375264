import { DEFAULT_LANGUAGE, type Language } from "@commerce/contract/common";

/** Collects bound parameters for one statement and hands out their numbered placeholders (?1, ?2…). */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `?${this.values.length}`;
  }
}

/** A statement ready for env.DB: SQL plus its parameters. */
export type Statement = { sql: string; params: unknown[] };

export function prepare(db: D1Database, statement: Statement): D1PreparedStatement {
  return db.prepare(statement.sql).bind(...statement.params);
}

/**
 * SQL for a JSON language map column read in one language, with the same fallbacks as localized():
 * the asked language, then the default language; a value that is not JSON is used as it is.
 * `langPath` is the placeholder of a bound '$.nl' / '$.en'.
 */
export function localizedSql(column: string, langPath: string): string {
  return `(CASE WHEN json_valid(${column}) THEN coalesce(nullif(json_extract(${column}, ${langPath}), ''), nullif(json_extract(${column}, '$.${DEFAULT_LANGUAGE}'), ''), ${column}) ELSE ${column} END)`;
}

export function languagePath(lang: Language): string {
  return `$.${lang}`;
}

/** The price a shopper pays, in cents incl. VAT: the discount price when there is one. */
export const EFFECTIVE_PRICE = "coalesce(p.discount_price_cents, p.price_cents)";
