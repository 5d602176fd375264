import { describe, expect, it } from "vitest";
import { listingFocus } from "~/domain/listing";
import { CONTINUE_SHOPPING_QUERY } from "~/domain/navigation";

describe("the listing's focus=true ('continue shopping', chrome §2)", () => {
  it("asks for the search field only with the exact value", () => {
    expect(listingFocus(new URLSearchParams(CONTINUE_SHOPPING_QUERY))).toBe(true);
    expect(listingFocus(new URLSearchParams("q=jurk&focus=true"))).toBe(true);
    for (const query of ["", "focus=1", "focus=TRUE", "focus=", "focus=false", "focused=true"]) {
      expect(listingFocus(new URLSearchParams(query)), query).toBe(false);
    }
  });
});
