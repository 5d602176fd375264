import { z } from "zod";
import { text } from "./fields";

// The contact page's form (issue 22): a shopper's message to the shop, delivered by mail to the shop's
// own address (store_details.email) with the shopper's address to reply to.

/** The limits of each field; the storefront's form holds the same (app/forms/contact.ts). */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000, messageMin: 10 } as const;

/** POST ecommerce/contact-messages. */
export const ContactMessageRequest = z.object({
  name: text().trim().min(1).max(CONTACT_LIMITS.name),
  email: z.string().trim().toLowerCase().max(CONTACT_LIMITS.email).pipe(z.email()),
  message: text({ multiline: true }).trim().min(CONTACT_LIMITS.messageMin).max(CONTACT_LIMITS.message),
});
export type ContactMessageRequest = z.infer<typeof ContactMessageRequest>;
/** 202: the message is stored and on its way to the shop. */
export const ContactMessageAccepted = z.object({ accepted: z.literal(true) });
