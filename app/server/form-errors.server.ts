import type { z } from "zod";
import type { FieldErrors } from "~/components/forms/Field";
import type { MessageKey } from "~/i18n";

/**
 * The first problem per field of a failed zod parse, as the translation key the form shows under
 * that field. A field without a key of its own gets `fallback`.
 */
export function fieldErrors(error: z.ZodError, messages: Partial<Record<string, MessageKey>>, fallback: MessageKey): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= messages[field] ?? fallback;
  }
  return errors;
}

/** A form post's fields as plain strings (files and repeated names are not part of our forms). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}
