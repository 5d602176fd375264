import { ContactMessageRequest } from "@commerce/contract/contact";

// The contact page's form (issue 22, ADR 0020): the contract's own schema (one schema per thing), so
// the shop checks here exactly what the core API takes; the loader turns it into HTML constraints.
export const ContactForm = ContactMessageRequest;

/** Each field says what it needs, whatever was wrong with it. */
export const CONTACT_MESSAGES = { name: "contact.errors.name", email: "contact.errors.email", message: "contact.errors.message" };
