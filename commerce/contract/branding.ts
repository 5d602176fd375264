import { z } from "zod";
import { isSafeLogoUrl } from "../rules/logo-url";
import { text } from "./fields";

/**
 * A co-brand logo beside the store logo (chrome spec §3): a code's influencer (`branding.influencer`)
 * or the customer's own header logo (`headerCustomerLogo`). Read leniently: a logo that is off, has
 * no url or a url that is not https or a path of the shop (commerce/rules/logo-url.ts) reads as no
 * logo — never as a failed answer, so a bad logo can never break a cart or a sign-in.
 */
export const CoBrandLogo = z.object({
  enabled: z.boolean().catch(false),
  logoUrl: z.string().refine(isSafeLogoUrl).nullable().catch(null),
  displayName: text().trim().max(120).nullable().catch(null),
});
export type CoBrandLogo = z.infer<typeof CoBrandLogo>;

/** An optional logo field of an answer: missing, null or unreadable is null. */
export const OptionalCoBrandLogo = CoBrandLogo.nullable().default(null).catch(null);

/** A code's branding (the spec's `branding.influencer`). */
export const CodeBranding = z.object({ influencer: OptionalCoBrandLogo }).nullable().default(null).catch(null);
export type CodeBranding = z.infer<typeof CodeBranding>;
