import { Field } from "./Field";
import type { FieldErrors } from "~/forms/form";
import { useT } from "~/i18n";

/**
 * Choosing a password (invite, reset): the account's e-mail for password managers, the new password
 * and its repeat.
 */
export function NewPasswordFields({ formId, email, errors }: { formId: string; email: string; errors: FieldErrors }) {
  const t = useT();
  return (
    <>
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <Field formId={formId} name="password" type="password" label={t("auth.newPassword")} hint={t("auth.passwordHint")} autoComplete="new-password" required error={errors.password} />
      <Field formId={formId} name="confirm" type="password" label={t("auth.confirmPassword")} autoComplete="new-password" required error={errors.confirm} />
    </>
  );
}
