import { describe, expect, it } from "vitest";
import { ApiError } from "../../commerce/contract/common";
import { ENDPOINT_NAMES, endpointPath, endpoints } from "../../commerce/contract/endpoints";
import { bindRoutes } from "../../workers/core-api/router";
import { handlers, routes } from "../../workers/core-api/routes";
import { call, TENANT_A } from "./support";

// The core API's router is the endpoint table (ADR 0016): every row has its handler, every handler its
// row, and every row is reached by its method and path.

describe("the core API's routes are the endpoint table", () => {
  it("every endpoint has a handler and every handler an endpoint, in the table's order", () => {
    expect(Object.keys(handlers)).toEqual(ENDPOINT_NAMES);
    expect(routes.map((route) => route.name)).toEqual(ENDPOINT_NAMES);
    for (const route of routes) {
      expect(route.method).toBe(endpoints[route.name].method);
      expect(route.tenantScoped).toBe(endpoints[route.name].tenantScoped);
      expect(route.handler).toBe(handlers[route.name]);
    }
  });

  it("a handler missing or left over is refused (and does not typecheck)", () => {
    const { "cart.get": _removed, ...withoutOne } = handlers;
    // @ts-expect-error an endpoint without a handler
    expect(() => bindRoutes(withoutOne)).toThrow(/Endpoints without a handler: cart\.get;/);
    // @ts-expect-error a handler without an endpoint
    expect(() => bindRoutes({ ...handlers, "cart.steal": handlers["cart.get"] })).toThrow(/handlers without an endpoint: cart\.steal/);
  });

  it("every endpoint answers its own method and path (never the router's 'no such call' or 405)", async () => {
    for (const name of ENDPOINT_NAMES) {
      const { method, path } = endpoints[name];
      const params = Object.fromEntries([...path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1]!, "x"]));
      const response = await call(endpointPath(name, params), { method, tenant: endpoints[name].tenantScoped ? TENANT_A : null });
      const body = ApiError.safeParse(await response.json().catch(() => null));
      const refusedByRouter = body.success && (body.data.error.code === "method_not_allowed" || body.data.error.message.startsWith("No call "));
      expect(refusedByRouter, `${name}: ${method} ${path} → ${response.status} ${body.success ? body.data.error.message : ""}`).toBe(false);
    }
  });
});
