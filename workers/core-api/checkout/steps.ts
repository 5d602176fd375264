// The checkout steps as the core API checks them: the contract's schema of each step, plus the rules
// only the shop knows (postcode and house number per country). A step's body is parsed by ONE schema
// here; invalid input is a 400 with the issues and nothing is stored.
import type { z } from "zod";
import { normalizePostcode } from "@commerce/rules/postcodes";
import { AddressStep, CHECKOUT_STEP_KEYS, type CheckoutStepKey, ContactStep, PaymentStep, PostalAddressInput, ShippingStep } from "@commerce/contract/checkout";
import { HttpError } from "../http";

/** A house-number addition: 'A', 'bis', '2-hoog', 'bus 3' (Belgium), letters, digits, space, '-' and '/'. */
const ADDITION = /^[\p{L}0-9][\p{L}0-9 /-]{0,9}$/u;

/** A postal address with the country's postcode (normalised: '1234ab' → '1234 AB') and house-number rules. */
export const CheckoutAddress = PostalAddressInput.superRefine((address, ctx) => {
  if (normalizePostcode(address.country, address.postcode) === null) {
    ctx.addIssue({ code: "custom", path: ["postcode"], message: `Not a postcode of ${address.country}.` });
  }
  if (address.houseNumberAddition !== null && !ADDITION.test(address.houseNumberAddition)) {
    ctx.addIssue({ code: "custom", path: ["houseNumberAddition"], message: "Letters, digits, space, '-' or '/'." });
  }
  if (Number(address.houseNumber) < 1) ctx.addIssue({ code: "custom", path: ["houseNumber"], message: "At least 1." });
}).transform((address) => ({ ...address, postcode: normalizePostcode(address.country, address.postcode) ?? address.postcode }));

export const CheckoutAddressStep = AddressStep.extend({ delivery: CheckoutAddress, billing: CheckoutAddress.nullable() });

export const STEP_SCHEMAS = {
  gegevens: ContactStep,
  adres: CheckoutAddressStep,
  bezorging: ShippingStep,
  betaling: PaymentStep,
} as const satisfies Record<CheckoutStepKey, z.ZodType>;

/**
 * The schema of a step's body (PUT …/checkout/{step}): the step in the path chooses it, so the router
 * parses the body with it (routes.ts); an unknown step is a 404.
 */
export function stepBodySchema({ step }: { step: string }): z.ZodType {
  if (!(CHECKOUT_STEP_KEYS as readonly string[]).includes(step)) throw new HttpError("not_found", `No checkout step ${step}.`);
  return STEP_SCHEMAS[step as CheckoutStepKey];
}

export type StoredCheckout = {
  gegevens: ContactStep | null;
  adres: z.infer<typeof CheckoutAddressStep> | null;
  bezorging: ShippingStep | null;
  betaling: PaymentStep | null;
};

/** carts.checkout as stored: each step re-read with its schema (a step that no longer fits counts as not stored). */
export function readStoredCheckout(value: string | null): StoredCheckout {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(value ?? "{}");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
  } catch {
    // unreadable: nothing stored
  }
  const step = <K extends CheckoutStepKey>(key: K) => {
    const result = STEP_SCHEMAS[key].safeParse(raw[key]);
    return (result.success ? result.data : null) as StoredCheckout[K];
  };
  return { gegevens: step("gegevens"), adres: step("adres"), bezorging: step("bezorging"), betaling: step("betaling") };
}
