// The current page's menu link, as the server marks it (HeaderContent.tsx) and the browser marks it again
// after a client navigation (enhance.client.ts, ADR 0072).

/** NavLink's `end` match: the link's path is the page's, a trailing slash aside. */
export function isCurrentLink(linkHref: string, pathname: string): boolean {
  const path = linkHref.split(/[?#]/)[0] ?? "";
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/$/, "") : p);
  return trim(path) === trim(pathname);
}
