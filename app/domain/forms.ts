import { z } from "zod";

// Forms: the one way bad input becomes messages (per field, a translation key and its values), and the
// HTML constraints a schema gives its inputs.

/** A translated message under one field. */
export type FieldError = { key: string; values?: Record<string, string | number> };
export type FieldErrors = Record<string, FieldError>;

/** Fields whose format (a regex) has its own message. */
const FORMAT_MESSAGES: Record<string, string> = {
  houseNumber: "account.errors.houseNumber",
  phone: "account.errors.phone",
};

/** The one message a field shows for a zod issue. */
export function issueMessage(issue: z.core.$ZodIssue): FieldError {
  const field = String(issue.path[0] ?? "");
  switch (issue.code) {
    case "custom":
      return { key: issue.message };
    case "invalid_type":
      return { key: "account.errors.required" };
    case "too_small":
      return Number(issue.minimum) <= 1
        ? { key: "account.errors.required" }
        : { key: "account.errors.tooShort", values: { min: Number(issue.minimum) } };
    case "too_big":
      return { key: "account.errors.tooLong", values: { max: Number(issue.maximum) } };
    case "invalid_value":
      return { key: "account.errors.choose" };
    case "invalid_format":
      return { key: FORMAT_MESSAGES[field] ?? "account.errors.format" };
    default:
      return { key: "account.errors.format" };
  }
}

/**
 * The first problem of each field, as the message to show under it; `messages` gives a field one
 * message of its own whatever went wrong (a sign-in form says "enter a valid e-mail address").
 */
export function fieldErrors(error: z.ZodError, messages: Record<string, string> = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    const own = messages[field];
    errors[field] ??= own ? { key: own } : issueMessage(issue);
  }
  return errors;
}

/** The HTML constraints of an input, read from the form's schema: the browser checks what it can. */
export type InputConstraints = { required?: boolean; minLength?: number; maxLength?: number; pattern?: string };

type JsonSchemaProperty = {
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  anyOf?: JsonSchemaProperty[];
};

/** Per field of an object schema: required, minLength, maxLength, pattern (the input side of the schema). */
export function htmlConstraints(schema: z.ZodType): Record<string, InputConstraints> {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, JsonSchemaProperty>;
    required?: string[];
  };
  const required = new Set(json.required ?? []);
  const constraints: Record<string, InputConstraints> = {};
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    const text = property.type === "string" ? property : property.anyOf?.find((p) => p.type === "string");
    const field: InputConstraints = {};
    if (required.has(name) && text?.type === "string") field.required = true;
    if (text?.minLength !== undefined && text.minLength > 1) field.minLength = text.minLength;
    if (text?.maxLength !== undefined) field.maxLength = text.maxLength;
    // HTML patterns are anchored already and compiled with the v flag; one that would not compile is
    // left out (the browser's check is a convenience, the server decides).
    const pattern = text?.pattern?.replace(/^\^/, "").replace(/\$$/, "");
    if (pattern && compilesForHtml(pattern)) field.pattern = pattern;
    constraints[name] = field;
  }
  return constraints;
}

function compilesForHtml(pattern: string): boolean {
  try {
    new RegExp(`^(?:${pattern})$`, "v");
    return true;
  } catch {
    return false;
  }
}
