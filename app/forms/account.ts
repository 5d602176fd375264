import { CartId } from "@commerce/contract/cart";
import { SubscriptionAction } from "@commerce/contract/account";
import { AddressInput } from "@commerce/contract/addresses";
import { CustomerUpdate } from "@commerce/contract/customers";
import { decimalInteger, text } from "@commerce/contract/fields";
import { normalizePostcode } from "@commerce/rules/postcodes";
import { z } from "zod";

// The forms of the account area (gegevens, carts, a subscription): one zod schema per form (ADR 0020).
// The action parses with it, the loader turns it into the inputs' HTML constraints (htmlConstraints),
// and a failed parse becomes one translated message per field (fieldErrors). The core-API contract's own schemas are the base, so the
// storefront never accepts what the core API would refuse.

/** A checkbox posts "on" when ticked and nothing when not. */
const Checkbox = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");

const OptionalPhone = text()
  .trim()
  .max(32)
  .regex(/^[0-9+()\s-]*$/)
  .transform((value) => (value === "" ? null : value))
  .optional();

/** Profile: names, phone, company name (e-mail and customer category are the shop's to change). */
export const ProfileForm = CustomerUpdate.extend({ phone: OptionalPhone });
export type ProfileForm = z.infer<typeof ProfileForm>;

/** An address of the address book; the postcode must fit the country and is stored normalized. */
export const AddressForm = AddressInput.extend({ isDefaultShipping: Checkbox, isDefaultBilling: Checkbox })
  .superRefine(
    (address, ctx) => {
      if (normalizePostcode(address.country, address.postcode) === null) {
        ctx.addIssue({ code: "custom", path: ["postcode"], message: "account.errors.postcode" });
      }
    },
    // Checked even when other fields are wrong, as long as the postcode and the country themselves are fine.
    { when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === "postcode" || issue.path?.[0] === "country") },
  )
  .transform((address) => ({ ...address, postcode: normalizePostcode(address.country, address.postcode) ?? address.postcode }));
export type AddressForm = z.infer<typeof AddressForm>;

/** Which address an edit or delete is about. */
export const AddressId = decimalInteger(z.number().int().positive());

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Password change: the current one, the new one twice. Passwords are never trimmed. */
export const PasswordForm = z
  .object({
    currentPassword: text().min(1).max(PASSWORD_MAX),
    newPassword: text().min(PASSWORD_MIN).max(PASSWORD_MAX),
    confirmPassword: text().min(1).max(PASSWORD_MAX),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    message: "account.password.mismatch",
  });

/** The forms of the gegevens page, by their `intent`. */
export const ACCOUNT_FORMS = ["profile", "address-add", "address-edit", "address-delete", "password"] as const;
export type AccountFormName = (typeof ACCOUNT_FORMS)[number];
export const GegevensIntent = z.enum(ACCOUNT_FORMS);

/** account/carts: pick a saved cart up again. */
export const ResumeCartForm = z.object({ intent: z.literal("resume"), cartId: CartId });

/** account/subscriptions/{id}: pause, resume, skip or cancel (the core API says which the status allows). */
export const SubscriptionForm = SubscriptionAction;
