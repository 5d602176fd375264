import { describe, expect, it } from "vitest";
import { refusalMessages } from "~/routes/checkout/checkout.server";
import { checkoutForm, keptCheckoutValues } from "~/forms/checkout";
import { CoreApiError } from "~/server/core-api.server";

// The checkout's side of the one form answer (ADR 0020): each step's form has its name, a refused
// post keeps what was typed (not the summary's key, nor the intent), and the core API's refusal of a
// step becomes messages under fields and, for what is about no field, the form's message.

const refusal = (issues: { path: string; message: string }[]) =>
  new CoreApiError("checkout.saveStep", 400, { error: { code: "bad_request", message: "m", issues } });

describe("checkout form answers", () => {
  it("each step's form is named after the step", () => {
    expect(checkoutForm("adres")).toBe("checkout-adres");
    expect(checkoutForm("samenvatting")).toBe("checkout-samenvatting");
  });

  it("a refused post keeps what was typed, but neither the summary's key nor the intent", () => {
    expect(keptCheckoutValues({ email: "jan@example", intent: "x", idempotencyKey: "k".repeat(20), acceptTerms: "on" })).toEqual({
      email: "jan@example",
      acceptTerms: "on",
    });
  });

  it("the core API's issues land under their fields; one about no field is the form's message", () => {
    expect(refusalMessages(refusal([{ path: "delivery.postcode", message: "bad" }]))).toEqual({
      errors: { "delivery.postcode": { key: "account.errors.postcode" } },
      message: null,
    });
    expect(
      refusalMessages(
        refusal([
          { path: "", message: "checkout.errors.refused" },
          { path: "email", message: "checkout.errors.email" },
        ]),
      ),
    ).toEqual({
      errors: { email: { key: "checkout.errors.email" } },
      message: { kind: "error", key: "checkout.errors.refused" },
    });
    // A refusal that names nothing is still the form's message, never a silent 400.
    expect(refusalMessages(refusal([]))).toEqual({ errors: {}, message: { kind: "error", key: "checkout.errors.refused" } });
  });
});
