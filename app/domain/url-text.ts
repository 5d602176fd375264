/**
 * Text that comes from a url (a search, a filter value, a slug, a page number) is the visitor's, not
 * ours: before it is shown or sent on, characters that do not belong in a shop's text go. Those are
 * the C0 controls, DEL, the C1 controls and the bidirectional formatting marks (overrides, embeddings,
 * isolates, LRM/RLM/ALM), which can reorder how a title reads ("‮txt.exe" spoofing) or break a log line.
 * Tabs and line breaks become a space, so words do not run together.
 */
const WHITESPACE_CONTROLS = /[\t\n\v\f\r\u0085]/g;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function stripControlCharacters(text: string): string {
  return text.replace(WHITESPACE_CONTROLS, " ").replace(CONTROL_CHARACTERS, "");
}

/**
 * A text parameter from the url, ready to show and pass on: without control characters, trimmed and at
 * most `maxLength` characters (whole characters: an emoji is never cut in half); undefined when nothing
 * is left.
 */
export function textFromUrl(value: string | null | undefined, maxLength: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = Array.from(stripControlCharacters(value).trim()).slice(0, maxLength).join("").trim();
  return text === "" ? undefined : text;
}
