import type { FlashMessage } from "~/domain/flash";
import { type MessageKey, useT } from "~/i18n";

/**
 * The outcome of a form, read out to screen readers (status, or alert for an error). Without
 * JavaScript a success arrives as the flash message at the top instead. (Callers pass their classes:
 * forms.formSuccess / forms.formError for page forms.)
 */
export function FormMessage({
  answer,
  className,
  errorClassName,
}: {
  answer: { ok: boolean; message: FlashMessage | null } | undefined;
  className?: string;
  errorClassName?: string;
}) {
  const t = useT();
  if (!answer?.message) return null;
  return (
    <p role={answer.ok ? "status" : "alert"} className={answer.ok ? className : errorClassName}>
      {t(answer.message.key as MessageKey, answer.message.values)}
    </p>
  );
}
