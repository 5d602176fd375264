// Shared by both Workers: the storefront's plain pages and the core API's mails and test payment page.
/** A text as HTML text or attribute value: the five characters that could end either are escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
