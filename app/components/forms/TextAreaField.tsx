import type { FieldError, InputConstraints } from "~/forms/form";
import { type MessageKey, useT } from "~/i18n";
import * as css from "./forms.css";

/**
 * A labelled multi-line text (a message), with its hint and error, as Field (Field.tsx) does for an
 * input. A file of its own: only the contact page loads it (the checkout's pages are at their budget).
 */
export function TextAreaField({
  formId,
  name,
  label,
  error,
  hint,
  constraints,
  defaultValue,
  rows = 6,
}: {
  formId: string;
  name: string;
  label: string;
  error?: FieldError;
  hint?: string;
  constraints?: InputConstraints;
  defaultValue?: string;
  rows?: number;
}) {
  const t = useT();
  const id = `${formId}-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  // A textarea has no pattern attribute.
  const { pattern: _pattern, ...limits } = constraints ?? {};
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
      <textarea
        id={id}
        name={name}
        rows={rows}
        className={css.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        defaultValue={defaultValue}
        {...limits}
      />
      {error ? (
        <p id={`${id}-error`} className={css.fieldError}>
          {t(error.key as MessageKey, error.values)}
        </p>
      ) : null}
    </div>
  );
}
