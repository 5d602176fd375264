import { data } from "react-router";
import type { FormAnswer } from "~/forms/form";

/** The one body our forms post (HTML forms and React Router fetchers alike). */
const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

/**
 * A post that cannot be one of our forms: thrown, so the action stops and nothing is stored. The
 * shopper sees the translated message in the shop's layout (root ErrorBoundary), with JavaScript too.
 */
export function formRefusal(status: 400 | 415, key: string) {
  // The one answer shape (ADR 0020); no form is named: the post was refused before its fields were read.
  return data<FormAnswer>({ ok: false, form: "", message: { kind: "error", key } }, { status });
}

/**
 * A form post's fields, read by the one rule for every form: the body must be a url-encoded form
 * (415 otherwise: JSON, multipart, text), and a field the form expects once may come once (400 when
 * repeated: which of two values would count is not ours to guess). Fields named in `lists` are the
 * form's repeated fields (a bundle's variantIds) and come back as lists. Texts are checked by the
 * form's schema (contract/fields.ts: no control characters, decimal numbers only).
 */
export async function formFieldsWithLists<L extends string>(
  request: Request,
  lists: readonly L[],
): Promise<{ fields: Record<string, string>; lists: Record<L, string[]> }> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== FORM_CONTENT_TYPE) throw formRefusal(415, "refusals.notAForm");
  let body: string;
  try {
    // Decoded by hand: workerd warns on every .text() of a body that is not text/*, a form's included.
    body = new TextDecoder().decode(await request.arrayBuffer());
  } catch {
    throw formRefusal(400, "refusals.badForm");
  }
  const single = new Map<string, string>();
  const repeated = Object.fromEntries(lists.map((name) => [name, [] as string[]])) as Record<L, string[]>;
  for (const [name, value] of new URLSearchParams(body)) {
    if ((lists as readonly string[]).includes(name)) {
      repeated[name as L].push(value);
    } else if (single.has(name)) {
      throw formRefusal(400, "refusals.repeatedField");
    } else {
      single.set(name, value);
    }
  }
  return { fields: Object.fromEntries(single), lists: repeated };
}

/** A form post's fields (see formFieldsWithLists), for a form whose every field comes once. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  return (await formFieldsWithLists(request, [])).fields;
}
