/**
 * A same-origin path to send the shopper to (returnUrl, redirectTo), or null: never another site.
 * Accepts "/nl/products?q=jurk"; refuses "https://evil.test", "//evil.test", "/\\evil.test" and
 * anything that does not start with one slash.
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (!target || typeof target !== "string") return null;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return null;
  try {
    const url = new URL(target, "https://same.origin");
    if (url.origin !== "https://same.origin") return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
