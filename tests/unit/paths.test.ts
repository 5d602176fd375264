import { href as routerHref } from "react-router";
import { describe, expect, it } from "vitest";
import { href, pageOf } from "~/domain/paths";

// Our href() is React Router's, typed by the same route table, in one line of our own (ADR 0020): it
// must build the very paths React Router's would.

describe("href(): the paths React Router's own href() builds", () => {
  const cases: [string, Record<string, string | number>][] = [
    ["/:lang/home", { lang: "nl" }],
    ["/:lang/products/:slug", { lang: "en", slug: "linnen-blouse" }],
    ["/:lang/products/:ckKey/:ckVal", { lang: "nl", ckKey: "kleur", ckVal: "rood" }],
    ["/:lang/checkout/:step", { lang: "nl", step: "betaling" }],
    ["/:lang/account/invoices/:id", { lang: "nl", id: 1042 }],
    // Values that would change the url's structure are encoded, as React Router does.
    ["/:lang/pagina/:slug", { lang: "nl", slug: "a b/c?d#e%f" }],
    ["/:lang/orders/:id", { lang: "en", id: "ordér 7" }],
    ["/auth/login", {}],
  ];

  it.each(cases)("%s", (pattern, params) => {
    const build = (fn: (path: string, params?: Record<string, string | number>) => string) => fn(pattern, params);
    expect(build(href as never)).toBe(build(routerHref as never));
  });
});

describe("pageOf(): the page a request asks for, also at its single-fetch url", () => {
  const page = (url: string) => pageOf(new URL(url, "https://shop.example"));
  it.each([
    ["/nl/products/linnen-blouse", { pathname: "/nl/products/linnen-blouse", search: "" }],
    ["/nl/products/linnen-blouse.data?_routes=root", { pathname: "/nl/products/linnen-blouse", search: "" }],
    ["/nl/products.data?q=trui&_routes=root%2Croutes%2Flang&page=2", { pathname: "/nl/products", search: "?q=trui&page=2" }],
    ["/_root.data?_routes=root", { pathname: "/", search: "" }],
    ["/nl/cart.data?index", { pathname: "/nl/cart", search: "?index=" }],
    ["/nl/account?tab=orders", { pathname: "/nl/account", search: "?tab=orders" }],
  ])("%s → %o", (url, expected) => {
    expect(page(url)).toEqual(expected);
  });
});
