/** Longer targets are not ours: no page of the shop has a path this long. */
const MAX_TARGET_LENGTH = 2048;

/** Browsers drop tabs and newlines anywhere in a url before they read it. */
const STRIPPED_BY_BROWSERS = /[\t\n\r]/g;

/** Any other control or direction character makes the target unusable (and a Location header unsafe). */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** A control character, percent-encoded (once or more): no page of ours has one in its url. */
const ENCODED_CONTROL_CHARACTER = /%(?:25)*(?:[01][0-9a-f]|7f)/i;

/** Percent-encoded slashes, backslashes and dots, also when the percent sign is itself encoded. */
const ENCODED_SEPARATOR = /%(?:25)*(2f|5c|2e)/gi;
const DECODED: Record<string, string> = { "2f": "/", "5c": "\\", "2e": "." };

/** The origin a path is resolved against: only the path, query and fragment are kept. */
const SAME_ORIGIN = "https://same.origin";

/**
 * A same-origin path to send the shopper to (returnUrl, redirectTo, the Referer fallback), or null:
 * never another site. The target is normalised first — tabs and newlines dropped, encoded slashes,
 * backslashes and dots decoded, backslashes read as slashes, dot segments resolved — and only then
 * checked, so "/.//evil.example/" or "/%2f%2fevil.example" cannot turn into "//evil.example" after
 * the check. Answers the resolved path (ASCII, percent-encoded: safe in a Location header).
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_TARGET_LENGTH) return null;
  const stripped = target.replace(STRIPPED_BY_BROWSERS, "");
  if (CONTROL_CHARACTERS.test(stripped) || ENCODED_CONTROL_CHARACTER.test(stripped)) return null;
  const normalised = decodeSeparators(stripped).replace(/\\/g, "/");
  if (!isRootedPath(normalised)) return null;
  let url: URL;
  try {
    url = new URL(normalised, SAME_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== SAME_ORIGIN || !isRootedPath(url.pathname)) return null;
  // The path as the browser will read it is checked above; what we answer is the original target,
  // resolved the same way, so an encoded character that belongs to a query keeps its meaning.
  const answered = new URL(stripped.replace(/\\/g, "/"), SAME_ORIGIN);
  if (answered.origin !== SAME_ORIGIN || !isRootedPath(answered.pathname)) return null;
  return `${answered.pathname}${answered.search}${answered.hash}`;
}

/** One slash, then a path segment: "/nl/home", not "//host" nor "relative". */
function isRootedPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//");
}

/** Decodes encoded separators until nothing changes (double encoding included). */
function decodeSeparators(value: string): string {
  let current = value;
  for (let round = 0; round < 5; round++) {
    const next = current.replace(ENCODED_SEPARATOR, (_, code: string) => DECODED[code.toLowerCase()]!);
    if (next === current) return current;
    current = next;
  }
  return current;
}
