import { createStaticHandler, createStaticRouter, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";

// Every rendered page writes its partial route manifest, which matches the page's ancestor paths ("/", "/nl",
// "/nl/products") against every route branch: ~0.3 ms per render (docs/performance.md §22). The project's
// patch of React Router (patches/react-router+*.patch, ADR 0083) has the static handler match a path once.

const routes = [
  { id: "root", path: "/", children: [{ id: "home", index: true }] },
  {
    id: "lang",
    path: ":lang",
    children: [
      { id: "lang-home", index: true },
      { id: "products", path: "products", children: [{ id: "product", path: ":slug" }] },
      { id: "page", path: "pagina/:slug" },
    ],
  },
];

async function staticRouter(path: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`https://noordzee.example${path}`));
  if (context instanceof Response) throw new Error("the query answered a Response");
  return { router: createStaticRouter(handler.dataRoutes, context), context, handler };
}

const ids = (matches: { route: { id?: string } }[] | null) => matches?.map((m) => m.route.id) ?? null;

describe("the server's route matching for the partial manifest", () => {
  it("answers an ancestor path as matching every route would", async () => {
    const { router } = await staticRouter("/nl/products/linnen-blouse");
    for (const path of ["/", "/nl", "/nl/products", "/nl/products/linnen-blouse", "/nl/pagina/over-ons", "/nl/pagina/over-ons/x"]) {
      expect(ids(router.match(path)), path).toEqual(ids(matchRoutes(routes, path)));
      expect(ids(router.match(path)), `${path}, asked again`).toEqual(ids(matchRoutes(routes, path)));
    }
    expect(router.match("/nl/products")?.at(-1)?.params).toEqual({ lang: "nl" });
  });

  it("matches a path once per handler: the second answer is the first one's matches", async () => {
    const { context } = await staticRouter("/nl/products/linnen-blouse");
    // The static router's match() maps what the handler's _match() answers; the patch remembers that.
    const match = (context as unknown as { _match: (path: string) => unknown[] | null })._match;
    const first = match("/nl");
    expect(first).not.toBeNull();
    expect(match("/nl")).toBe(first);
    expect(match("/en")).not.toBe(first);
  });

  it("remembers at most 1,000 paths: a forged path per request cannot grow it without end", async () => {
    const { context } = await staticRouter("/");
    const match = (context as unknown as { _match: (path: string) => unknown[] | null })._match;
    const first = match("/nl");
    for (let i = 0; i < 1000; i++) match(`/nl/pagina/p${i}`);
    expect(match("/nl")).not.toBe(first);
    expect(ids(match("/nl") as { route: { id?: string } }[])).toEqual(["lang", "lang-home"]);
  });
});
