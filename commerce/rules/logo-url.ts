// Which logo urls a page may show (co-brand logos, chrome spec §3): an https address, or a path on the
// shop's own address. Anything else — http (mixed content), javascript:, data:, a protocol-relative
// '//host' or '/\host' (which browsers read as another host), control characters — is no logo.

/** Longer is not a logo address anyone types; it only bloats every page. */
export const MAX_LOGO_URL_CHARS = 2048;

export function isSafeLogoUrl(value: string): boolean {
  if (value.length === 0 || value.length > MAX_LOGO_URL_CHARS) return false;
  // No whitespace, control characters or backslashes anywhere: browsers strip or reinterpret them.
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.username === "" && url.password === "" && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The url when it is safe to show, else null. */
export function safeLogoUrl(value: string | null | undefined): string | null {
  return typeof value === "string" && isSafeLogoUrl(value) ? value : null;
}
