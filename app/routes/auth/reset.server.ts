import { redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { text } from "@commerce/contract/fields";
import { endSessionsAfterReset, shopSignIn } from "~/server/auth.server";
import { getApp } from "~/server/context";
import { SignInServiceError } from "~/server/firebase.server";
import { fieldErrors } from "~/forms/form";
import { formFields } from "~/server/forms.server";
import { refusedAttempt } from "~/server/rate-limit.server";
import { authLanguage, refuse } from "./auth.server";

/** A new password: 8 to 128 characters, typed twice the same. */
export const NewPassword = z
  .object({ password: text().min(8).max(128), confirm: text().max(128) })
  .refine((value) => value.password === value.confirm, { path: ["confirm"] });

export const ResetForm = z.object({ oobCode: text().min(1).max(512) }).and(NewPassword);

/**
 * A refused new-password form: messages under the two password fields; a bad link (its token or code
 * in `linkField`) is said once for the whole form.
 */
export function refuseNewPassword(error: z.ZodError, linkField: string, linkMessage: string) {
  const errors = fieldErrors(error, { password: "auth.errors.newPassword", confirm: "auth.errors.confirm", [linkField]: linkMessage });
  return refuse(400, errors[linkField] ? { ...errors, form: errors[linkField] } : errors);
}

/** The reset link's code (Firebase action links carry `oobCode`), or null. */
function resetCode(request: Request): string | null {
  const code = new URL(request.url).searchParams.get("oobCode");
  return code && code.length <= 512 ? code : null;
}

/** The reset page: a valid code shows the form for its account; anything else a clear dead end. */
export async function resetLoader(request: Request, context: Readonly<RouterContextProvider>, params: { lang?: string }) {
  const language = authLanguage(params, context);
  const oobCode = resetCode(request);
  if (!oobCode) return { language, oobCode: null, email: null };
  try {
    const email = await shopSignIn(getApp(context)).checkResetCode(oobCode);
    return { language, oobCode, email };
  } catch (error) {
    if (error instanceof SignInServiceError && !error.unavailable) return { language, oobCode: null, email: null };
    throw error;
  }
}

export async function resetAction(request: Request, context: Readonly<RouterContextProvider>, params: { lang?: string }) {
  const app = getApp(context);
  const language = authLanguage(params, context);
  const values = await formFields(request);
  const parsed = ResetForm.safeParse(values);
  if (!parsed.success) return refuseNewPassword(parsed.error, "oobCode", "auth.errors.resetInvalid");
  const limited = await refusedAttempt(app, request, "reset");
  if (limited) return refuse(429, { form: limited });
  let email: string;
  try {
    email = await shopSignIn(app).resetPassword(parsed.data.oobCode, parsed.data.password);
  } catch (error) {
    if (!(error instanceof SignInServiceError)) throw error;
    if (error.unavailable) return refuse(503, { form: "auth.unavailable" });
    if (error.code === "WEAK_PASSWORD") return refuse(400, { password: "auth.errors.newPassword" });
    return refuse(400, { form: "auth.errors.resetInvalid" });
  }
  // Whoever is signed in to this account with the old password is not any more (ADR 0009).
  await endSessionsAfterReset(app, email, parsed.data.password);
  app.flash.set({ kind: "success", key: "auth.passwordReset" });
  throw redirect(`/${language}/auth/login`, 303);
}
