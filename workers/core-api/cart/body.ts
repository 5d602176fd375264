import { HttpError } from "../http";

/** Bodies larger than this are refused (index.ts refuses them earlier when a content-length is sent). */
const MAX_BODY_CHARS = 64 * 1024;

/** A JSON request body; anything else is a 400 (a too large one a 413). */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_BODY_CHARS) throw new HttpError("payload_too_large", "The request body is too large.");
  if (text.trim() === "") throw new HttpError("bad_request", "The request needs a JSON body.");
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError("bad_request", "The request body is not valid JSON.");
  }
}
