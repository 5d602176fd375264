import { describe, expect, it } from "vitest";
import { isCurrentLink } from "~/chrome/header/rules/current-link";

// The header's current menu link (ADR 0072): the server marks it in its HTML and the browser marks it
// again after a client navigation, both by this rule, which is React Router's NavLink with `end`.
describe("the current menu link", () => {
  it("is the link to the page itself, a trailing slash aside", () => {
    expect(isCurrentLink("/nl/products", "/nl/products")).toBe(true);
    expect(isCurrentLink("/nl/products/", "/nl/products")).toBe(true);
    expect(isCurrentLink("/nl/products", "/nl/products/")).toBe(true);
  });

  it("not a link to a page above it: 'Nieuw' (/products) is not current on every product and category", () => {
    expect(isCurrentLink("/nl/products", "/nl/products/linnen-blouse")).toBe(false);
    expect(isCurrentLink("/nl/products", "/nl/products/category/dames")).toBe(false);
  });

  it("reads the link's path only: its query and fragment do not make it another page", () => {
    expect(isCurrentLink("/nl/products?focus=true", "/nl/products")).toBe(true);
    expect(isCurrentLink("/nl/pagina/over-ons#team", "/nl/pagina/over-ons")).toBe(true);
  });

  it("never for another language's page or the root", () => {
    expect(isCurrentLink("/en/products", "/nl/products")).toBe(false);
    expect(isCurrentLink("/", "/nl/home")).toBe(false);
  });
});
