import { z } from "zod";

/** The newsletter signup (footer, popup, the /{lang}/newsletter page): which newsletter, and the address. */
export const NewsletterSignupForm = z.object({
  identifier: z.string().min(1).max(100),
  email: z.string().trim().max(254).pipe(z.email()),
});
export const NEWSLETTER_MESSAGES = { email: "newsletter.errors.email", identifier: "newsletter.errors.unknown" };

/** The confirmation page's button: the token of the mailed link (43 base64url characters). */
export const NewsletterConfirmForm = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
