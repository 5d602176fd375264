import { z } from "zod";
import { text } from "./fields";

// Sign-in accounts are made by the core API, never by the shopper's own sign-up: each shop's tenant at
// the sign-in service has sign-up switched off (ADR 0050), so only the admin API can create an account.
// The core API does so for the two ways a customer gets one: an invite, and their own guest order.

/** A new password: 8 to 128 characters (the storefront's forms ask for it twice; ADR 0020). */
export const NewPassword = text().min(8).max(128);

/** POST /auth/invites/{token}/account — the invited customer's account, with the password they chose. */
export const InviteAccountRequest = z.object({ password: NewPassword });

/**
 * POST /customers/guest-account/sign-in-account with the order's access token (x-order-token) — the
 * account of the order's e-mail, for a guest who wants one from the order confirmation.
 */
export const GuestSignInAccountRequest = z.object({ orderId: text().min(1).max(64), password: NewPassword });

/**
 * 201 `created`; 200 `exists` for an invite whose e-mail has an account already (a retry after a
 * half-finished attempt: the storefront signs in with the password instead, which fails for another
 * password). Refusals: 400 (the password: `issues[0].path` "password", also when the sign-in service
 * finds it too weak), 404 (unknown invite or order), 409 (a guest order whose e-mail has an account,
 * or an order that already belongs to one), 503 (the sign-in service did not answer).
 */
export const SignInAccountCreated = z.object({ status: z.enum(["created", "exists"]) });
export type SignInAccountCreated = z.infer<typeof SignInAccountCreated>;

/**
 * POST /auth/password-resets { email } — the shop mails a link to choose a new password, in the
 * caller's language (Accept-Language), when the e-mail has an account in this shop: one mail per
 * address per two minutes. Always 202: whether the e-mail has an account is nobody's business.
 */
export const PasswordResetRequest = z.object({ email: z.email().max(254) });
export const PasswordResetAccepted = z.object({ status: z.literal("accepted") });
