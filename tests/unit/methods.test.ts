import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { allowedMethods } from "~/server/methods.server";

// Which methods a url serves: POST only where the route a post reaches has an action, by React
// Router's own rule (the deepest route with a path; an index route only with ?index).

const action = async () => null;
const loader = async () => null;
/** A route: a page (a component) unless `resource`; a resource route reads only with a loader. */
const route = (
  id: string,
  parentId: string | undefined,
  path: string | undefined,
  options: { index?: boolean; action?: boolean; resource?: boolean; loader?: boolean } = {},
) => ({
  id,
  parentId,
  path,
  index: options.index,
  caseSensitive: undefined,
  module: {
    ...(options.action ? { action } : {}),
    ...(options.loader ? { loader } : {}),
    ...(options.resource ? {} : { default: () => null }),
  },
});

const build = {
  routes: Object.fromEntries(
    [
      route("root", undefined, ""),
      route("lang", "root", ":lang"),
      route("cart", "lang", "cart", { action: true }),
      route("home", "lang", "home"),
      route("shop", "lang", "shop", { action: true }),
      route("shop/index", "shop", undefined, { index: true }),
      route("account", "lang", "account"),
      route("account/index", "account", undefined, { index: true, action: true }),
      route("search/events", "lang", "search/events", { action: true, resource: true }),
      route("logout", "lang", "logout", { action: true, resource: true, loader: true }),
      route("feed", "lang", "feed", { resource: true, loader: true }),
      route("not-found", "root", "*"),
    ].map((r) => [r.id, r]),
  ),
} as unknown as Pick<ServerBuild, "routes">;

const allowed = (path: string) => allowedMethods(build, new URL(path, "https://shop.test")).join(", ");

describe("allowedMethods", () => {
  it("POST where the route has an action, also as a single-fetch .data url", () => {
    expect(allowed("/nl/cart")).toBe("GET, HEAD, POST");
    expect(allowed("/nl/cart.data")).toBe("GET, HEAD, POST");
    expect(allowed("/nl/home")).toBe("GET, HEAD");
    expect(allowed("/nl/home.data")).toBe("GET, HEAD");
  });

  it("a post to a layout url reaches the layout; to its index only with ?index", () => {
    expect(allowed("/nl/shop")).toBe("GET, HEAD, POST");
    expect(allowed("/nl/shop?index")).toBe("GET, HEAD");
    expect(allowed("/nl/account")).toBe("GET, HEAD");
    expect(allowed("/nl/account?index")).toBe("GET, HEAD, POST");
    expect(allowed("/nl/account?index=1")).toBe("GET, HEAD");
  });

  it("a resource route with only an action serves POST only, also as .data (issue 19: GET was a 400 and an error)", () => {
    expect(allowed("/nl/search/events")).toBe("POST");
    expect(allowed("/nl/search/events.data")).toBe("POST");
    expect(allowed("/nl/logout")).toBe("GET, HEAD, POST");
    expect(allowed("/nl/feed")).toBe("GET, HEAD");
  });

  it("unknown urls and the root data url serve GET and HEAD only", () => {
    expect(allowed("/x/y/z")).toBe("GET, HEAD");
    expect(allowed("/_root.data")).toBe("GET, HEAD");
  });
});
