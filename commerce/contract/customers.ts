import { z } from "zod";
import { isSafeLogoUrl } from "../rules/logo-url";
import { OptionalCoBrandLogo } from "./branding";
import { Language } from "./common";
import { OptionalText, PersonName, text } from "./fields";

// Customers: who they are and what they may change, invitations, guest accounts, shadow sessions and
// their own header logo (issue 4). Their addresses are in addresses.ts, their account area in account.ts.
//
// Who is asking: calls under /customers/me carry `Authorization: Bearer <Firebase ID token>`; the core
// API verifies the token (commerce/firebase/id-token.ts) against the shop's auth tenant and finds the
// customer by (tenant, auth_uid). No token, a bad token or no customer of this shop → 401 unauthorized.
// Calls under /operator carry `x-operator-key` (a Worker secret); a wrong or missing key → 401.
// Amounts are whole cents (Cents), like the cart contract; dates are ISO 8601 strings.

export const OPERATOR_KEY_HEADER = "x-operator-key";

/** A customer category decides the price basis and whether paying on invoice is allowed (spec §3). */
export const CustomerCategory = z.object({
  code: z.string(),
  name: z.string(),
  displayPricesIncludingVat: z.boolean(),
  allowInvoicePayment: z.boolean(),
});
export type CustomerCategory = z.infer<typeof CustomerCategory>;

/** GET /customers/me — the signed-in customer of this shop. */
export const Customer = z.object({
  id: z.number().int(),
  /** Shown to staff in the shadow bar and on invoices: 'K-001101'. */
  number: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  category: CustomerCategory.nullable(),
  /** The customer's own logo beside the store logo (a business customer's, chrome spec §3). */
  headerCustomerLogo: OptionalCoBrandLogo,
  /**
   * The business account this customer belongs to (chrome spec §3 User details), or null: its id and
   * its name (its company name, else its person's). A remote API without them answers none.
   */
  parentCustomerId: z.number().int().nullable().default(null),
  parentCustomerName: z.string().nullable().default(null),
});
export type Customer = z.infer<typeof Customer>;

/** PATCH /customers/me — what a customer may change about themselves (e-mail and category are not). */
export const CustomerUpdate = z.object({
  firstName: PersonName,
  lastName: PersonName,
  phone: OptionalText(32),
  companyName: OptionalText(120),
});
export type CustomerUpdate = z.infer<typeof CustomerUpdate>;

// --- Invitations: no public sign-up; an operator invites, the customer sets a password -------------

/**
 * POST /operator/invites (operator key) — creates (or finds) the customer and a 7-day invite (201).
 * 409 conflict when that customer already has a sign-in account; 400 for an unknown categoryCode.
 */
export const InviteRequest = z.object({
  email: z.email().max(254),
  firstName: PersonName,
  lastName: PersonName,
  companyName: OptionalText(120),
  /** customer_categories.code of this shop; none = the shop's consumer category. */
  categoryCode: text().max(40).optional(),
  language: Language.default("nl"),
});
export type InviteRequest = z.infer<typeof InviteRequest>;
/** The token goes into the link /{lang}/auth/invite?token=…; only its hash is stored. */
export const InviteCreated = z.object({ token: z.string(), customerId: z.number().int(), expiresAt: z.string(), path: z.string() });

/** GET /auth/invites/{token} — a valid, unused, unexpired invite of this shop, else 404. */
export const Invite = z.object({ email: z.string(), firstName: z.string(), expiresAt: z.string() });
export type Invite = z.infer<typeof Invite>;
/**
 * POST /auth/invites/{token}/redeem with the new account's ID token (Bearer) — links the sign-in
 * account to the customer and uses the invite up. The token's e-mail must be the invite's.
 * Refusals: 401 unauthorized (no or bad token, other e-mail), 404 not_found (unknown), 409 conflict
 * (used, or the account is linked to another customer), 410 gone (expired).
 */
export const InviteRedeemed = Customer;

/**
 * POST /customers/guest-account { orderId } with the new account's ID token (Bearer) and the order's
 * access token (x-order-token) — a guest turns the order's e-mail into an account from the order
 * confirmation: the customer (new, or known by e-mail without an account) gets the sign-in account and
 * the order becomes theirs. 201 Customer; 401 (no/bad token, other e-mail), 404 (order not theirs),
 * 409 (the order or the e-mail already has an account).
 */
export const GuestAccountRequest = z.object({ orderId: text().min(1).max(64) });
export const GuestAccountCreated = Customer;

// --- Shadow sessions: staff act for a customer ------------------------------------------------------

/**
 * POST /operator/shadow-links (operator key) — a signed, single-use link valid 15 minutes (201).
 * 404 for a customer not of this shop, 409 conflict for one without a sign-in account yet.
 */
export const ShadowLinkRequest = z.object({
  staffId: text().trim().min(1).max(64),
  staffName: text().trim().min(1).max(120),
  customerId: z.number().int().positive(),
});
export type ShadowLinkRequest = z.infer<typeof ShadowLinkRequest>;
export const ShadowLinkCreated = z.object({ token: z.string(), path: z.string(), expiresAt: z.string() });

/**
 * POST /operator/customer-logos — staff set or switch off a customer's own header logo, the co-brand
 * logo beside the store logo (chrome spec §3 `headerCustomerLogo`). The url is https or a path of the
 * shop; anything else is refused (400), as is a logo that is on without a url. 404 for a customer of
 * another shop or none. The customer sees it from their next sign-in or change of details (spec §4).
 */
export const CustomerLogoRequest = z
  .object({
    customerId: z.number().int().positive(),
    enabled: z.boolean(),
    logoUrl: text().trim().max(500).refine(isSafeLogoUrl, "https or a path of the shop").nullable().default(null),
    displayName: text().trim().max(120).nullable().default(null),
  })
  .refine((logo) => !logo.enabled || logo.logoUrl !== null, { path: ["logoUrl"], message: "A logo that is on needs a url." });
export type CustomerLogoRequest = z.infer<typeof CustomerLogoRequest>;
export const CustomerLogoSet = z.object({ customerId: z.number().int(), headerCustomerLogo: OptionalCoBrandLogo });
export type CustomerLogoSet = z.infer<typeof CustomerLogoSet>;

/**
 * POST /auth/shadow-links/consume { token } — checks signature, expiry, shop and single use, starts a
 * logged shadow session and answers a custom token that signs in as the customer with the staff id.
 * Refusals: 404 not_found (forged, other shop's, customer without account), 410 gone (expired),
 * 409 conflict (used) — the storefront shows one clear page for all. Answers 201 ShadowStarted.
 */
export const ShadowConsume = z.object({ token: text().min(1).max(2048) });
export const ShadowStarted = z.object({
  sessionId: z.number().int(),
  customToken: z.string(),
  staff: z.object({ id: z.string(), name: z.string() }),
  customer: Customer,
});
export type ShadowStarted = z.infer<typeof ShadowStarted>;
/**
 * POST /auth/shadow-sessions/{id}/stop (Bearer: the shadow session's ID token) — logs the stop. The
 * token must be the session's customer with impersonatedBy = its staff id, else 404; a second stop
 * answers the first stoppedAt.
 */
export const ShadowStopped = z.object({ stoppedAt: z.string() });
