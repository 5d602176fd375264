import { Field } from "./Field";
import type { FieldErrors, InputConstraints } from "~/forms/form";
import { useT } from "~/i18n";

/**
 * Choosing a password (invite, reset, a guest's account): the account's e-mail for password managers,
 * the new password and its repeat. Their HTML constraints come from the form's schema (app/forms/auth.ts).
 */
export function NewPasswordFields({
  formId,
  email,
  errors,
  constraints = {},
}: {
  formId: string;
  email: string;
  errors: FieldErrors;
  constraints?: Record<string, InputConstraints>;
}) {
  const t = useT();
  return (
    <>
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <Field
        formId={formId}
        name="password"
        type="password"
        label={t("auth.newPassword")}
        hint={t("auth.passwordHint")}
        autoComplete="new-password"
        required
        constraints={constraints.password}
        error={errors.password}
      />
      <Field
        formId={formId}
        name="confirm"
        type="password"
        label={t("auth.confirmPassword")}
        autoComplete="new-password"
        required
        constraints={constraints.confirm}
        error={errors.confirm}
      />
    </>
  );
}
