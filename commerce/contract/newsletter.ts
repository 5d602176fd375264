import { z } from "zod";

// Newsletter signup with double opt-in (issue 13, ADR 0024). The storefront posts the address and the
// link its confirmation page lives at; the core API stores a pending signup and mails the link with a
// one-time token. Only the token's POST subscribes. Both answers are the same whether the address was
// known, new, pending or subscribed already: nobody learns who is on the list.

/** An e-mail address as the signup takes it: trimmed, lower-cased, at most 254 characters. */
export const NewsletterEmail = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** The identifier of one of the shop's active newsletters (chrome spec §3). */
export const NewsletterParams = z.object({ identifier: z.string().min(1).max(100) });

/** POST ecommerce/newsletters/:identifier/signups. `confirmUrl`: the storefront page on one of this shop's hosts. */
export const NewsletterSignupRequest = z.object({
  email: NewsletterEmail,
  confirmUrl: z.url({ protocol: /^https?$/ }).max(500),
});
export type NewsletterSignupRequest = z.infer<typeof NewsletterSignupRequest>;
/** Always the same (202) — known, unknown, pending or subscribed. */
export const NewsletterSignupAccepted = z.object({ accepted: z.literal(true) });

/** POST ecommerce/newsletters/confirmations: the token of the mail's link. */
export const NewsletterConfirmRequest = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
/** confirmed false: an unknown, used or expired token (the page says the link no longer works). */
export const NewsletterConfirmed = z.object({ confirmed: z.boolean() });
