import { ContactStep, PAYMENT_METHODS, PaymentStep, PostalAddressInput } from "@commerce/contract/checkout";
import { decimalInteger } from "@commerce/contract/fields";
import { z } from "zod";
import type { CheckoutStep } from "@commerce/rules/checkout-steps";
import { normalizePostcode } from "@commerce/rules/postcodes";
import type { PriceChange } from "@commerce/rules/price-validation";
import { type FieldErrors, issueMessage, keptValues } from "~/forms/form";

// The checkout's forms (ADR 0020): one zod schema per step, built on the contract's step schemas, so
// the storefront never accepts what the core API would refuse. Field names are the schema's paths
// ("delivery.postcode"), so a message lands under the input it is about. Client-safe: no I/O.

/**
 * A step's form by name: the answer's `form`, and the prefix of its inputs' ids ("checkout-adres-delivery.city").
 * (Views name their form as a literal typed CheckoutFormName: importing this module's values would ship zod.)
 */
export type CheckoutFormName<S extends CheckoutStep = CheckoutStep> = `checkout-${S}`;
export function checkoutForm<S extends CheckoutStep>(step: S): CheckoutFormName<S> {
  return `checkout-${step}`;
}

/** What a refused placement adds to the answer: the prices that changed ('Prijzen bijgewerkt'). */
export type PlaceOrderExtra = { priceChanges?: PriceChange[] };

/** Step gegevens: e-mail, first and last name, phone. */
export const ContactForm = ContactStep;

/** A postal address whose postcode fits its country (NL "1234 AB", BE "1234"), stored normalised. */
export const PostalAddressForm = PostalAddressInput.superRefine(
  (address, ctx) => {
    if (normalizePostcode(address.country, address.postcode) === null) {
      ctx.addIssue({ code: "custom", path: ["postcode"], message: "account.errors.postcode" });
    }
  },
  { when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === "postcode" || issue.path?.[0] === "country") },
).transform((address) => ({ ...address, postcode: normalizePostcode(address.country, address.postcode) ?? address.postcode }));

/** Step adres: the delivery address, and the billing address only when "different billing address" is ticked. */
export const AddressForm = z.object({ delivery: PostalAddressForm, billing: PostalAddressForm.nullable() });
export type AddressForm = z.infer<typeof AddressForm>;

/** The address form's posted fields ("delivery.street", "billing.city", "differentBilling") as the schema's input. */
export function addressFormInput(fields: Record<string, string>) {
  const part = (prefix: string) =>
    Object.fromEntries(
      Object.entries(fields)
        .filter(([name]) => name.startsWith(`${prefix}.`))
        .map(([name, value]) => [name.slice(prefix.length + 1), value]),
    );
  return { delivery: part("delivery"), billing: fields.differentBilling === "on" ? part("billing") : null };
}

const OptionalId = z
  .union([z.literal(""), decimalInteger(z.number().int().positive())])
  .optional()
  .transform((value) => (value === "" || value === undefined ? null : value));

/**
 * Step bezorging: one of the shop's shipping methods; a pick-up method also needs a branch (and any
 * other method none). `methods` are the cart's shipping options.
 */
export function shippingForm(methods: readonly { id: number; kind: "delivery" | "pickup" }[], branches: readonly { id: number }[]) {
  return z
    .object({ shippingMethodId: decimalInteger(z.number().int().positive()), branchId: OptionalId })
    .superRefine((form, ctx) => {
      const method = methods.find((m) => m.id === form.shippingMethodId);
      if (!method) {
        ctx.addIssue({ code: "custom", path: ["shippingMethodId"], message: "checkout.errors.shippingMethod" });
      } else if (method.kind === "pickup" && !branches.some((b) => b.id === form.branchId)) {
        ctx.addIssue({ code: "custom", path: ["branchId"], message: "checkout.errors.branch" });
      }
    })
    .transform((form) => {
      const method = methods.find((m) => m.id === form.shippingMethodId);
      return { shippingMethodId: form.shippingMethodId, branchId: method?.kind === "pickup" ? form.branchId : null };
    });
}

/** Step betaling: one of the payment methods. */
export const PaymentForm = PaymentStep;
export { PAYMENT_METHODS };

/** Step samenvatting: the terms accepted, and the idempotency key the summary was rendered with. */
export const PlaceOrderForm = z.object({
  idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{16,64}$/),
  acceptTerms: z.literal("on"),
});

/** Fields whose every problem has one message of its own. */
export const CHECKOUT_FIELD_MESSAGES: Record<string, string> = {
  email: "checkout.errors.email",
  shippingMethodId: "checkout.errors.shippingMethod",
  method: "checkout.errors.paymentMethod",
  acceptTerms: "checkout.errors.acceptTerms",
  idempotencyKey: "checkout.errors.reload",
};

/**
 * The first problem of each field, keyed by the field's full name ("delivery.postcode"): a nested
 * form's messages land under their own inputs. A field's own message (above) wins.
 */
export function checkoutFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join(".") || "form";
    const last = String(issue.path.at(-1) ?? "form");
    const own = CHECKOUT_FIELD_MESSAGES[last];
    // issueMessage reads the field from the first path segment: give it the field itself.
    errors[name] ??= own && issue.code !== "custom" ? { key: own } : issueMessage({ ...issue, path: [last] } as z.core.$ZodIssue);
  }
  return errors;
}

/** What was typed, to fill the form again after a bad post (the summary's key comes from its page, not the post). */
export function keptCheckoutValues(fields: Record<string, string>): Record<string, string> {
  const { idempotencyKey: _key, ...values } = keptValues(fields);
  return values;
}
