import { z } from "zod";
import { text } from "@commerce/contract/fields";
import { NewPassword } from "@commerce/contract/sign-in-accounts";
import type { FlashMessage } from "~/domain/flash";
import { type FieldErrors, fieldErrors } from "~/forms/form";

// The sign-in pages' forms (ADR 0020): one schema per form. The actions parse with them; the loaders
// turn them into the inputs' HTML constraints (htmlConstraints).

export const LoginForm = z.object({
  email: z.email().max(254),
  password: text().min(1).max(128),
  returnUrl: z.string().max(2048).optional(),
});

/** A sign-in form says what each field needs, whatever was wrong with it. */
export const LOGIN_MESSAGES = { email: "auth.errors.email", password: "auth.errors.password" };

export const ForgotForm = z.object({ email: z.email().max(254) });

export const FORGOT_MESSAGES = { email: "auth.errors.email" };

/** A new password (the contract's rule), typed twice the same (reset, invite, a guest's account). */
const newPassword = { password: NewPassword, confirm: text().max(128) };

function typedTwiceTheSame(value: { password: string; confirm: string }): boolean {
  return value.password === value.confirm;
}

const NEW_PASSWORD_MESSAGES = { password: "auth.errors.newPassword", confirm: "auth.errors.confirm" };

/** The token of an invite link. */
export const InviteToken = z
  .string()
  .min(16)
  .max(256)
  .regex(/^[A-Za-z0-9_-]+$/);

export const InviteForm = z.object({ token: InviteToken, ...newPassword }).refine(typedTwiceTheSame, { path: ["confirm"] });

/** Firebase action links carry the reset code as `oobCode`. */
export const ResetForm = z.object({ oobCode: text().min(1).max(512), ...newPassword }).refine(typedTwiceTheSame, { path: ["confirm"] });

export const GuestAccountForm = z.object({ orderId: text().min(1).max(64), ...newPassword }).refine(typedTwiceTheSame, { path: ["confirm"] });

export const ShadowForm = z.object({ token: text().min(1).max(2048) });

/**
 * A refused new-password form: messages under the two password fields; a bad link (its token or code
 * in `linkField`) is said once for the whole form, as its message.
 */
export function newPasswordErrors(error: z.ZodError, linkField?: string, linkMessage?: string): { errors: FieldErrors; message: FlashMessage | null } {
  const messages: Record<string, string> = linkField && linkMessage ? { ...NEW_PASSWORD_MESSAGES, [linkField]: linkMessage } : NEW_PASSWORD_MESSAGES;
  const errors = fieldErrors(error, messages);
  const link = linkField ? errors[linkField] : undefined;
  return { errors, message: link ? { kind: "error", ...link } : null };
}
