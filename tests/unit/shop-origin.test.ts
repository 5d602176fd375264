import { describe, expect, it } from "vitest";
import { isLoopbackHost, primaryDomainLocation, shopOrigin } from "~/domain/shop-origin";

// ADR 0042: absolute links from the shop's primary domain, never from the Host header; other domains
// of the shop move there.

const url = (text: string) => new URL(text);

describe("the shop's origin for absolute links", () => {
  it("is https on the primary domain without a port, whatever the request said", () => {
    for (const requestUrl of ["http://www.noordzeemode.nl:1/nl", "http://localhost:1/nl", "https://noordzee.localhost:8787/x"]) {
      for (const production of [true, false]) {
        expect(shopOrigin({ primaryHost: "www.noordzeemode.nl", requestUrl: url(requestUrl), production }), requestUrl).toBe("https://www.noordzeemode.nl");
      }
    }
  });

  it("keeps the request's scheme and port only in development on a loopback primary (the demo shops)", () => {
    expect(shopOrigin({ primaryHost: "stadsbazaar.localhost", requestUrl: url("http://www.stadsbazaar.nl:8807/nl"), production: false })).toBe(
      "http://stadsbazaar.localhost:8807",
    );
    expect(shopOrigin({ primaryHost: "localhost", requestUrl: url("http://127.0.0.1/nl"), production: false })).toBe("http://localhost");
    // Never a port in production, and never plain http.
    expect(shopOrigin({ primaryHost: "localhost", requestUrl: url("http://localhost:1/nl"), production: true })).toBe("https://localhost");
  });

  it("uses the host asked for (it is the shop's own) when the shop marked no primary domain", () => {
    expect(shopOrigin({ primaryHost: null, requestUrl: url("http://WWW.Shop.NL.:1/nl"), production: false })).toBe("https://www.shop.nl");
    expect(shopOrigin({ primaryHost: null, requestUrl: url("http://nieuw.localhost:8787/nl"), production: false })).toBe("http://nieuw.localhost:8787");
  });

  it("knows the loopback names", () => {
    for (const host of ["localhost", "stadsbazaar.localhost", "127.0.0.1", "[::1]"]) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ["www.noordzeemode.nl", "localhost.nl", "mylocalhost", "127.0.0.2.nip.io"]) expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe("a request on another domain of the shop", () => {
  const at = (method: string, requestUrl: string, primaryHost: string | null = "www.noordzeemode.nl", production = true) =>
    primaryDomainLocation({ method, requestUrl: url(requestUrl), primaryHost, production });

  it("moves to the primary domain with its path and query (GET and HEAD)", () => {
    expect(at("GET", "http://noordzee.localhost:8787/nl/products?q=jas&page=2")).toBe("https://www.noordzeemode.nl/nl/products?q=jas&page=2");
    expect(at("HEAD", "https://noordzeemode.nl/")).toBe("https://www.noordzeemode.nl/");
    expect(at("GET", "http://www.stadsbazaar.nl:8807/nl", "stadsbazaar.localhost", false)).toBe("http://stadsbazaar.localhost:8807/nl");
  });

  it("stays for the primary domain itself (any port, a trailing dot, any case), for posts, and without a primary", () => {
    expect(at("GET", "http://www.noordzeemode.nl:1/nl")).toBeNull();
    expect(at("GET", "http://WWW.NoordzeeMode.nl./nl")).toBeNull();
    expect(at("POST", "http://localhost:1/nl/newsletter")).toBeNull();
    expect(at("GET", "http://localhost/nl", null)).toBeNull();
  });
});
