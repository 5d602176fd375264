import type { href as routerHref } from "react-router";

/**
 * Links and redirects: React Router's typed `href()` (the same signature and types, from app/routes.ts:
 * a pattern that is no route, or a missing param, does not typecheck), built here in one line. React
 * Router's own href() (with its path-segment encoder) weighs about 0.35 KB gzip in the framework file
 * every page loads; our patterns have only required `:params`, so encoding each value is all it takes
 * (ADR 0020).
 */
export const href = ((path: string, params: Record<string, string | number> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])))) as typeof routerHref;

/** The path of the page a url shows (a single-fetch url's page: `/nl/cart.data` is `/nl/cart`). */
export function pagePathname(url: URL): string {
  return url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
}

/**
 * The page a request's url asks for. With JavaScript, React Router asks for a page's data at its
 * single-fetch url (`/nl/cart.data?_routes=root`, the home's `/_root.data`): links and "come back here"
 * values built from such a url must name the page itself, without the suffix and the router's own
 * `_routes` parameter (a promo banner's back link was `/nl/products/x.data?_routes=root`).
 */
export function pageOf(url: URL): { pathname: string; search: string } {
  const pathname = pagePathname(url);
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  const search = params.toString();
  return { pathname, search: search ? `?${search}` : "" };
}
