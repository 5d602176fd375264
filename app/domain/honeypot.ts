/** The name of the honeypot field on anonymous forms: people leave it empty, bots fill it in. */
export const HONEYPOT_FIELD = "website";

/** A post whose honeypot has anything in it came from a bot. */
export function isBotPost(form: FormData | URLSearchParams): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.length > 0;
}
