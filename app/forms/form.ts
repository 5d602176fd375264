import { z } from "zod";
import type { FlashMessage } from "~/domain/flash";

// Forms, the one way (ADR 0020): every form has one zod schema in app/forms/ (client-safe: the server
// parses with it, the loader turns it into the inputs' HTML constraints); every action answers one
// shape, FormAnswer; bad input becomes one translated message per field.

/**
 * What every form's action answers: for a fetcher (JavaScript on) as data, and without JavaScript
 * either as the page's action data (a bad post: the same page again, 4xx, with its messages) or as a
 * 303 back with `message` in the flash cookie (app/server/form-answer.server.ts).
 */
export type FormAnswer<Extra extends object = Record<never, never>> = {
  ok: boolean;
  /** Which form of the page answered (a page may hold several). */
  form: string;
  /** For a form a page holds once per row (an address, a subscription): which row. */
  target?: number | string | null;
  /** What the shopper reads about the post as a whole (a success, or why it was refused). */
  message: FlashMessage | null;
  /** A bad post: the message under each field. */
  errors?: FieldErrors;
  /** A bad post: what was typed, to fill the fields again (never a password). */
  values?: Record<string, string>;
  /**
   * A form inside the chrome's server HTML, posted as a fetcher: its part re-rendered by the server (the
   * same component, with this answer's messages), swapped in where the form is; "" when the part goes
   * (ADR 0052, ~/components/forms/server-forms.client.ts).
   */
  part?: string;
} & Extra;

/** The fields whose values are never sent back to the page (a bad post keeps everything else). */
const SECRET_FIELDS: ReadonlySet<string> = new Set(["password", "currentPassword", "newPassword", "confirmPassword"]);

/** What the shopper typed, to put back into the form after a bad post (never a password, nor the intent). */
export function keptValues(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !SECRET_FIELDS.has(name) && name !== "intent"));
}

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
      return Number(issue.minimum) <= 1 ? { key: "account.errors.required" } : { key: "account.errors.tooShort", values: { min: Number(issue.minimum) } };
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

/**
 * Each schema's constraints, worked out once: the forms' schemas are the modules' own, and turning one
 * into JSON Schema was ~5 % of a checkout step's render (docs/performance.md §23). Read only.
 */
const constraintsOf = new WeakMap<z.ZodType, Readonly<Record<string, Readonly<InputConstraints>>>>();

/** Per field of an object schema: required, minLength, maxLength, pattern (the input side of the schema). */
export function htmlConstraints(schema: z.ZodType): Readonly<Record<string, Readonly<InputConstraints>>> {
  let constraints = constraintsOf.get(schema);
  if (!constraints) {
    constraints = constraintsFromJsonSchema(schema);
    constraintsOf.set(schema, constraints);
  }
  return constraints;
}

function constraintsFromJsonSchema(schema: z.ZodType): Record<string, InputConstraints> {
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
