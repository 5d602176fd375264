import type { InputHTMLAttributes, ReactNode } from "react";
import type { FieldError, InputConstraints } from "~/forms/form";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import { type MessageKey, useT } from "~/i18n";
import * as css from "./forms.css";

/** The message under a field, tied to its input by id. */
function ErrorText({ id, error }: { id: string; error?: FieldError }) {
  const t = useT();
  if (!error) return null;
  return (
    <p id={id} className={css.fieldError}>
      {t(error.key as MessageKey, error.values)}
    </p>
  );
}

type FieldProps = {
  /** Unique on the page: a page may hold several forms with the same field names. */
  formId: string;
  name: string;
  label: string;
  error?: FieldError;
  hint?: string;
  constraints?: InputConstraints;
  /** Marks the label "(optioneel)". */
  optional?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">;

/**
 * A labelled input with its hint and error: the error marks the input invalid and is read out with
 * it (aria-describedby). The HTML constraints come from the form's zod schema.
 */
export function Field({ formId, name, label, error, hint, constraints, optional, ...input }: FieldProps) {
  const t = useT();
  const id = `${formId}-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
        {optional ? <span className={css.optional}> {t("account.optional")}</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={css.hint}>
          {hint}
        </p>
      ) : null}
      <input id={id} name={name} className={css.input} aria-invalid={error ? true : undefined} aria-describedby={described} {...constraints} {...input} />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled select; its options are the children. */
export function SelectField({
  formId,
  name,
  label,
  error,
  defaultValue,
  children,
}: {
  formId: string;
  name: string;
  label: string;
  error?: FieldError;
  defaultValue?: string;
  children: ReactNode;
}) {
  const id = `${formId}-${name}`;
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={css.input}
        defaultValue={defaultValue}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** A checkbox with its label after it. */
export function CheckboxField({ formId, name, label, defaultChecked }: { formId: string; name: string; label: string; defaultChecked?: boolean }) {
  const id = `${formId}-${name}`;
  return (
    <div className={css.checkbox}>
      <input id={id} name={name} type="checkbox" defaultChecked={defaultChecked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A form-wide message (wrong credentials, too many attempts), announced when it appears. */
export function FormError({ error }: { error?: FieldError }) {
  const t = useT();
  if (!error) return null;
  return (
    <p role="alert" className={css.formError}>
      {t(error.key as MessageKey, error.values)}
    </p>
  );
}

/** A field people never see and bots fill in: a post with it filled is dropped (anonymous forms). */
export function Honeypot() {
  const t = useT();
  return (
    <div className={css.honeypot} aria-hidden="true">
      <label htmlFor={`field-${HONEYPOT_FIELD}`}>{t("forms.honeypot")}</label>
      <input id={`field-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
