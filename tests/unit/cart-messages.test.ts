import { describe, expect, it } from "vitest";
import { cartMessage } from "~/server/cart.server";
import { CoreApiError } from "~/server/core-api.server";

const failed = (status: number, code?: string, issues?: { path: string; message: string }[]) => ({
  ok: false as const,
  error: new CoreApiError("cart.action", status, code ? { error: { code: code as "bad_request", message: "m", issues } } : null),
});

describe("the shopper's message for a cart change", () => {
  it("an invalid code is miniCart.couponInvalid, a failing check miniCart.couponError (spec §8)", () => {
    const apply = { intent: "apply-coupon" as const, code: "x" };
    expect(cartMessage(apply, failed(422, "invalid_coupon")).key).toBe("miniCart.couponInvalid");
    expect(cartMessage(apply, failed(502)).key).toBe("miniCart.couponError");
  });

  it("too many tells how many are left; none left is sold out", () => {
    const add = { intent: "add" as const, variantId: 1, quantity: 5 };
    expect(cartMessage(add, failed(409, "insufficient_stock", [{ path: "available", message: "3" }]))).toEqual({
      kind: "error",
      key: "cart.errors.insufficientStock",
      values: { available: 3 },
    });
    expect(cartMessage(add, failed(409, "insufficient_stock", [{ path: "available", message: "0" }])).key).toBe("cart.errors.soldOut");
  });

  it("decrease at 1 says to use remove; bad input is invalid", () => {
    expect(cartMessage({ intent: "decrease", lineId: 1 }, failed(400, "bad_request")).key).toBe("cart.errors.decreaseAtOne");
    expect(cartMessage(null, null).key).toBe("cart.errors.invalid");
  });
});
