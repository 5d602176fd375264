import { controlCharacterPath } from "@commerce/contract/fields";
import { HttpError } from "../http";

/**
 * A JSON request body (index.ts has already refused one over the size limit). Another content type
 * is a 415; an empty or broken body a 400; and so is any text in it with control characters
 * (contract/fields.ts), whatever the call's schema says: the contract refuses them everywhere.
 */
export async function readJsonBody(request: Request, multiline: readonly string[] = []): Promise<unknown> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") throw new HttpError("unsupported_media_type", "The request body must be JSON (application/json).");
  const text = await request.text();
  if (text.trim() === "") throw new HttpError("bad_request", "The request needs a JSON body.");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError("bad_request", "The request body is not valid JSON.");
  }
  const path = controlCharacterPath(body, [], multiline);
  if (path !== null) throw new HttpError("bad_request", "The request is not valid.", [{ path, message: "refusals.controlCharacters" }]);
  return body;
}
