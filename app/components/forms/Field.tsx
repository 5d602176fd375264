import type { InputHTMLAttributes } from "react";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import { type MessageKey, useT } from "~/i18n";
import * as css from "./forms.css";

/** Per-field messages of a form, as translation keys (the server's answer to a bad post). */
export type FieldErrors = Partial<Record<string, MessageKey>>;

/**
 * A labelled input with its error: the error is tied to the input (aria-describedby) and marks it
 * invalid, so screen readers announce both.
 */
export function Field({
  name,
  label,
  error,
  hint,
  ...input
}: { name: string; label: string; error?: MessageKey; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const t = useT();
  const id = `field-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={css.hint}>
          {hint}
        </p>
      ) : null}
      <input id={id} name={name} className={css.input} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {error ? (
        <p id={`${id}-error`} className={css.error}>
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A form-wide message (wrong credentials, too many attempts), announced when it appears. */
export function FormError({ error }: { error?: MessageKey }) {
  const t = useT();
  if (!error) return null;
  return (
    <p role="alert" className={css.formError}>
      {t(error)}
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
