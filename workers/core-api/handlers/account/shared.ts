// What the account area's handlers share: the database's clock, stored values read safely, ids from the url.
import { HttpError } from "../../http";

export const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** A stored value when it is one of the allowed ones, else the fallback (the database does not check every column). */
export function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return (allowed as readonly (string | null)[]).includes(value) ? (value as T) : fallback;
}

/** A numeric id from the url; anything else is simply not found. */
export function idParam(value: string | undefined, what: string): number {
  const id = Number(value);
  if (!/^[0-9]{1,12}$/.test(value ?? "") || !Number.isSafeInteger(id)) throw new HttpError("not_found", `No such ${what}.`);
  return id;
}

export const today = () => new Date().toISOString().slice(0, 10);
