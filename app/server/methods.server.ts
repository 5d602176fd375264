import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { pagePathname } from "~/domain/paths";
import { keepNewest } from "./bounded-memo";

// Which HTTP methods a url of the storefront serves: GET and HEAD where the page has something to
// show (every page, but not a resource route with only an action: /nl/search/events, the newsletter
// popup's close), POST where the route the post would reach has an action. Anything else (PUT, PATCH,
// DELETE, …) is refused before React Router sees it — React Router runs any of them as an action, so
// `DELETE /nl/cart intent=clear` would empty the cart — with 405 and these methods in `Allow`; so is a
// GET of a POST-only url (React Router would answer 400 "Unexpected Server Error" and log an error).

export const READ_METHODS = ["GET", "HEAD"] as const;
export const FORM_METHODS = [...READ_METHODS, "POST"] as const;
const POST_ONLY = ["POST"] as const;

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteNode[] };

const trees = new WeakMap<ServerBuild["routes"], RouteNode[]>();

/** The build's flat route manifest as the nested route tree matchRoutes reads. */
function routeTree(routes: ServerBuild["routes"]): RouteNode[] {
  let tree = trees.get(routes);
  if (!tree) {
    const children = (parentId: string | undefined): RouteNode[] =>
      Object.values(routes)
        .filter((route) => route !== undefined && route.parentId === parentId)
        .map((route) => ({
          id: route!.id,
          path: route!.path,
          index: route!.index,
          caseSensitive: route!.caseSensitive,
          children: route!.index ? undefined : children(route!.id),
        }));
    tree = children(undefined);
    trees.set(routes, tree);
  }
  return tree;
}

/**
 * The methods `url` serves. A GET is the deepest route's: a page (a component) or a loader, else
 * nothing to read. A post goes where React Router sends it: the deepest route that adds to the path,
 * or an index route when the url says `?index` (its getTargetMatch); a single-fetch url
 * (`/nl/cart.data`) is the page's own.
 */
export function allowedMethods(build: Pick<ServerBuild, "routes">, url: URL): readonly string[] {
  const matches = routeMatches(build, url);
  if (!matches || matches.length === 0) return READ_METHODS;
  const last = matches[matches.length - 1]!;
  const nakedIndex = url.searchParams.getAll("index").some((value) => value === "");
  const target = last.route.index && nakedIndex ? last : matches.filter((m, i) => i === 0 || (m.route.path ?? "").length > 0).at(-1)!;
  const posts = Boolean(build.routes[target.route.id ?? ""]?.module.action);
  const leaf = build.routes[last.route.id ?? ""]?.module;
  const reads = !leaf || Boolean(leaf.loader || leaf.default);
  if (!reads && posts) return POST_ONLY;
  return posts ? FORM_METHODS : READ_METHODS;
}

/** The last paths' matches, per build: matchRoutes flattens, ranks and compiles the whole table on every call. */
const MATCHED_PATHS = 500;
const matched = new WeakMap<ServerBuild["routes"], Map<string, ReturnType<typeof matchRoutes>>>();

/** The routes a path matches, looked up once per path (a request asks twice: its methods and its page). */
function routeMatches(build: Pick<ServerBuild, "routes">, url: URL) {
  const pathname = pagePathname(url);
  let paths = matched.get(build.routes);
  if (!paths) {
    paths = new Map();
    matched.set(build.routes, paths);
  }
  if (paths.has(pathname)) return paths.get(pathname) ?? null;
  const matches = matchRoutes(routeTree(build.routes) as RouteObject[], pathname);
  keepNewest(paths, pathname, matches, MATCHED_PATHS);
  return matches;
}

/** The id of the page a GET of `url` shows (the deepest matching route), or null. */
export function pageRouteId(build: Pick<ServerBuild, "routes">, url: URL): string | null {
  return routeMatches(build, url)?.at(-1)?.route.id ?? null;
}
