import { z } from "zod";

import { LANGUAGES } from "./constants";

export * from "./constants";

export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

export const TenantId = z.uuid();

/**
 * An amount of money: a whole number of cents (1295 is € 12,95), from the database through the contract
 * to the view, where it is formatted (app/domain/money.ts). Never euros as a floating-point number.
 */
export const Cents = z.number().int();
export type Cents = z.infer<typeof Cents>;

/** Every error the core API answers has this body: a stable code and an English message for logs. */
export const ApiError = z.object({
  error: z.object({
    code: z.enum([
      "bad_request",
      /** No valid sign-in (ID token) or operator key. */
      "unauthorized",
      "not_found",
      /** A link or invite that was valid once and has expired. */
      "gone",
      "method_not_allowed",
      "payload_too_large",
      /** A body that is not what the call reads (JSON for the API, a url-encoded form for the test provider's page). */
      "unsupported_media_type",
      /** A cart change asked for more than the stock. */
      "insufficient_stock",
      /** A coupon or promo code that does not exist, expired, or does not apply. */
      "invalid_coupon",
      /** A concurrent change won; the caller may retry. */
      "conflict",
      "internal",
      /** The Worker does not serve: its environment is not complete (ADR 0043; the log says what). */
      "unavailable",
    ]),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** More about the refusal where a call documents it (e.g. a placement's price changes: PriceChanged). */
    details: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof ApiError>;

/** A short-link alias or a page key in a url: 1–64 lowercase letters, digits or hyphens (spec §5). */
export const Slug = z.string().regex(/^[a-z0-9-]{1,64}$/);
