import { z } from "zod";
import { OptionalText, PersonName, text } from "./fields";

// The signed-in customer's address book (/customers/me/addresses, issue 4).

export const COUNTRIES = ["NL", "BE", "DE", "FR", "LU"] as const;

/** An address in the customer's address book. */
export const Address = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  street: z.string(),
  houseNumber: z.string(),
  houseNumberAddition: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
  country: z.enum(COUNTRIES),
  isDefaultShipping: z.boolean(),
  isDefaultBilling: z.boolean(),
});
export type Address = z.infer<typeof Address>;
export const Addresses = z.array(Address);

/**
 * POST /customers/me/addresses (new; 201 Address) and PUT /customers/me/addresses/{id} (change; Address).
 * DELETE /customers/me/addresses/{id} answers the remaining Addresses. Another customer's id is a 404.
 */
export const AddressInput = z.object({
  label: OptionalText(40),
  firstName: PersonName,
  lastName: PersonName,
  companyName: OptionalText(120),
  street: text().trim().min(1).max(120),
  houseNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{1,6}$/),
  houseNumberAddition: OptionalText(10),
  postcode: text().trim().min(4).max(10),
  city: text().trim().min(1).max(80),
  country: z.enum(COUNTRIES),
  isDefaultShipping: z.boolean().default(false),
  isDefaultBilling: z.boolean().default(false),
});
export type AddressInput = z.infer<typeof AddressInput>;
