import { AddressInput, COUNTRIES, CustomerUpdate } from "@commerce/contract/customers";
import { decimalInteger, text } from "@commerce/contract/fields";
import { z } from "zod";
import type { FlashMessage } from "./flash";
import type { FieldErrors } from "~/forms/form";
import { type Country, normalizePostcode } from "@commerce/rules/postcodes";

// The forms of the account area (gegevens): one zod schema per form. The action parses with it, the
// loader turns it into the inputs' HTML constraints (htmlConstraints), and a failed parse becomes one
// translated message per field (fieldErrors). The core-API contract's own schemas are the base, so the
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

/** The fields whose values are never sent back to the page (a bad post keeps everything else). */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(["currentPassword", "newPassword", "confirmPassword"]);

/** What the shopper typed, to put back into the form after a bad post (never a password). */
export function keptValues(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !SECRET_FIELDS.has(name) && name !== "intent"));
}

/** The forms of the gegevens page, by their `intent`. */
export const ACCOUNT_FORMS = ["profile", "address-add", "address-edit", "address-delete", "password"] as const;
export type AccountFormName = (typeof ACCOUNT_FORMS)[number];

/**
 * What an account form's action answers a fetcher (and, after a bad post without JavaScript, the
 * page): the outcome, and for a bad post the message per field and the input to keep. `target` says
 * which address an edit form was about, so only that form shows the answer.
 */
export type AccountFormAnswer = {
  ok: boolean;
  form: string;
  target?: number | string | null;
  message: FlashMessage;
  errors?: FieldErrors;
  values?: Record<string, string>;
};
