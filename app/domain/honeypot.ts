/** The name of the honeypot field on anonymous forms: people leave it empty, bots fill it in. */
export const HONEYPOT_FIELD = "website";

/** A post whose honeypot has anything in it came from a bot. */
export function isBotPost(fields: Record<string, string>): boolean {
  return (fields[HONEYPOT_FIELD] ?? "").length > 0;
}
