/**
 * A form post's fields as plain strings (files and repeated names are not part of our forms). A body
 * that is not a form reads as no fields: the schema then says what is missing.
 */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData().catch(() => null);
  const fields: Record<string, string> = {};
  for (const [name, value] of form ?? []) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}
