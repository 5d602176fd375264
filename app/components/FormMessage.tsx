import type { FlashMessage } from "~/domain/flash";
import { type MessageKey, useT } from "~/i18n";
import * as forms from "./forms/forms.css";

/**
 * The outcome of a form, read out to screen readers (status, or alert for an error). Without
 * JavaScript a success arrives as the flash message at the top instead.
 */
export function FormMessage({ answer, className = forms.formSuccess, errorClassName = forms.formError }: {
  answer: { ok: boolean; message: FlashMessage } | undefined;
  className?: string;
  errorClassName?: string;
}) {
  const t = useT();
  if (!answer) return null;
  return (
    <p role={answer.ok ? "status" : "alert"} className={answer.ok ? className : errorClassName}>
      {t(answer.message.key as MessageKey, answer.message.values)}
    </p>
  );
}
