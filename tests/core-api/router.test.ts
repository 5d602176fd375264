import { describe, expect, it } from "vitest";
import { ApiError, Cart, Customer } from "../../commerce/contract";
import { type Handler, literalPrefix, matchRoute } from "../../workers/core-api/router";
import { routes } from "../../workers/core-api/routes";
import { ANNA, body, callAs } from "./auth-support";
import { call, json } from "./support";

// The router parses every call's params, query and JSON body with the schemas its row of the endpoint
// table declares (commerce/contract/endpoints.ts), once, after the handler has checked who is calling
// (ADR 0049). What a caller sees: a 400 that names each field, a 415 or 400 for a body that is not JSON,
// a 413 for a body over the limit, a 401 before any of that for a caller without the right.

async function refusal(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const answer = ApiError.parse(await json(response));
  expect(answer.error.code).toBe(code);
  return answer.error;
}

const paths = (error: ApiError["error"]) => (error.issues ?? []).map((issue) => issue.path);

const jsonPost = (path: string, payload: string) => call(path, { method: "POST", headers: { "content-type": "application/json" }, body: payload });

describe("bodies", () => {
  it("a field of the wrong type is a 400 that names the field, and nothing is stored", async () => {
    const error = await refusal(await callAs(ANNA, "/customers/me", { method: "PATCH", body: body({ firstName: 5, lastName: "Jansen" }) }), 400, "bad_request");
    expect(paths(error)).toEqual(["firstName"]);
    const me = Customer.parse(await json(await callAs(ANNA, "/customers/me")));
    expect(me.firstName).not.toBe("5");
  });

  it("every wrong field is named, nested ones by their path", async () => {
    const error = await refusal(
      await jsonPost("/ecommerce/newsletters/nieuwsbrief/signups", JSON.stringify({ email: "geen-adres", confirmUrl: 12 })),
      400,
      "bad_request",
    );
    expect(paths(error).sort()).toEqual(["confirmUrl", "email"]);
  });

  it("a field the schema does not name is left out, never stored", async () => {
    const before = Customer.parse(await json(await callAs(ANNA, "/customers/me")));
    const response = await callAs(ANNA, "/customers/me", {
      method: "PATCH",
      body: body({ firstName: before.firstName, lastName: before.lastName, email: "iemand@anders.test", id: 1 }),
    });
    expect(response.status).toBe(200);
    const after = Customer.parse(await json(response));
    expect(after.email).toBe(before.email);
    expect(after.id).toBe(before.id);
  });

  it("broken JSON is a 400, another content type a 415, no body a 400", async () => {
    expect((await refusal(await jsonPost("/coupon/universal/check", '{"code": '), 400, "bad_request")).message).toBe("The request body is not valid JSON.");
    await refusal(
      await call("/coupon/universal/check", { method: "POST", headers: { "content-type": "text/plain" }, body: '{"code":"X"}' }),
      415,
      "unsupported_media_type",
    );
    expect((await refusal(await jsonPost("/coupon/universal/check", ""), 400, "bad_request")).message).toBe("The request needs a JSON body.");
  });

  it("a body over 64 KB is a 413 before it is parsed", async () => {
    const huge = JSON.stringify({ code: "x".repeat(70 * 1024) });
    await refusal(await jsonPost("/coupon/universal/check", huge), 413, "payload_too_large");
    // Just under the limit it is read and judged by the schema (a code of at most a few characters).
    const large = JSON.stringify({ code: "x".repeat(60 * 1024) });
    expect(paths(await refusal(await jsonPost("/coupon/universal/check", large), 400, "bad_request"))).toEqual(["code"]);
  });

  it("a checkout step's body is judged by that step's own schema; an unknown step is a 404", async () => {
    const cart = Cart.parse(await json(await call("/ecommerce/carts", { method: "POST" })));
    const step = (name: string, payload: unknown) =>
      call(`/ecommerce/carts/${cart.id}/checkout/${name}`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) });
    const error = await refusal(await step("gegevens", { email: "geen-adres", firstName: "Anna", lastName: "", phone: "+31 20 123 4567" }), 400, "bad_request");
    expect(paths(error).sort()).toEqual(["email", "lastName"]);
    await refusal(await step("onbekend", { method: "ideal" }), 404, "not_found");
  });
});

describe("params and queries", () => {
  it("a path param of the wrong type is a 400 that names it", async () => {
    expect(paths(await refusal(await call("/ecommerce/cms/previews/abc"), 400, "bad_request"))).toEqual(["id"]);
    expect(paths(await refusal(await call("/ecommerce/wishlists/geen-sleutel"), 400, "bad_request"))).toEqual(["key"]);
    const cart = await refusal(
      await call("/ecommerce/carts/geen-winkelwagen/actions", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
      400,
      "bad_request",
    );
    expect(cart.issues).toEqual([{ path: "cartId", message: "Not a cart id." }]);
  });

  it("a query value of the wrong type is a 400 that names it", async () => {
    expect(paths(await refusal(await call("/ecommerce/products?page=abc"), 400, "bad_request"))).toEqual(["page"]);
    expect(paths(await refusal(await call("/ecommerce/shipping-options?country=XX"), 400, "bad_request"))).toEqual(["country"]);
  });

  it("the overview's empty form fields mean 'not set'; a bundle's given id must be valid", async () => {
    expect((await call("/ecommerce/products?q=&size=&page=&colour=")).status).toBe(200);
    await refusal(await call("/products/bundle-detail?id=abc&slug=x"), 400, "bad_request");
  });
});

describe("who calls comes first", () => {
  it("without a sign-in a broken body is a 401, not a 400: the input rules are not shown to just anyone", async () => {
    await refusal(await callAs(null, "/customers/me/addresses", { method: "POST", body: '{"street": ' }), 401, "unauthorized");
    await refusal(await callAs(null, "/customers/me", { method: "PATCH", body: body({ firstName: 5 }) }), 401, "unauthorized");
  });

  it("without the operator key a broken catalogue is a 401: it is not parsed for someone without the key", async () => {
    const response = await call("/operator/catalogue-imports", { method: "POST", headers: { "content-type": "application/json" }, body: '{"products": [' });
    await refusal(response, 401, "unauthorized");
  });
});

describe("types", () => {
  it("a handler gets its own endpoint's parsed input", () => {
    const handler: Handler<"wishlist.change"> = async (ctx) => {
      const { params, query, body } = await ctx.input();
      const key: string = params.key;
      const productId: number = body.productId;
      const action: "add" | "remove" = body.action;
      const none: undefined = query;
      // @ts-expect-error the wishlist's body has no quantity
      body.quantity;
      return new Response(JSON.stringify({ key, productId, action, none }));
    };
    const step: Handler<"checkout.saveStep"> = async (ctx) => new Response((await ctx.input()).params.step);
    expect([handler, step].every((h) => typeof h === "function")).toBe(true);
  });
});

describe("finding a call's route", () => {
  /** What the table answers when every route is tried in turn (without the literal-prefix filter). */
  function linear(method: string, url: URL) {
    const allowed = new Set<string>();
    for (const route of routes) {
      const match = route.pattern.exec({ pathname: url.pathname });
      if (!match) continue;
      if (route.method === method || (method === "HEAD" && route.method === "GET")) return route.name;
      allowed.add(route.method);
      if (route.method === "GET") allowed.add("HEAD");
    }
    return allowed.size > 0 ? [...allowed].sort() : null;
  }
  const found = (method: string, url: URL) => {
    const match = matchRoute(routes, method, url);
    if (!match) return null;
    return "route" in match ? match.route.name : [...match.allowed].sort();
  };

  it("a route is tried only for a path that starts with its pattern's literal text", () => {
    expect(literalPrefix("/ecommerce/products/:slug")).toBe("/ecommerce/products/");
    expect(literalPrefix("/ecommerce/usps")).toBe("/ecommerce/usps");
    expect(literalPrefix("/media/:key(.+)")).toBe("/media/");
    expect(literalPrefix("/a{/b}?")).toBe("/a");
    expect(literalPrefix("/files/*")).toBe("/files/");
    for (const route of routes) expect(route.prefix, route.name).toBe(literalPrefix(route.pattern.pathname));
  });

  it("the literal-prefix filter answers as trying every route in turn, for every row, method and a few strays", () => {
    const paths = routes.map((route) => route.pattern.pathname.replace(/:[A-Za-z]+\(\.\+\)/g, "a/b").replace(/:[A-Za-z]+/g, "12"));
    paths.push("/", "/nope", "/ecommerce", "/ecommerce/nope/12", "/operator", "/media", "/%65commerce/carts/12");
    for (const path of paths) {
      for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]) {
        const url = new URL(`https://core-api.internal${path}`);
        expect(found(method, url), `${method} ${path}`).toEqual(linear(method, url));
      }
    }
  });
});
