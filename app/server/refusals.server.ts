import { bodyWithin, withBody } from "@commerce/contract/body-limit";
import type { Language } from "~/domain/languages";
import { FORM_METHODS } from "./methods.server";
import { plainPage } from "./plain-page.server";
import { isCrossSiteWrite } from "./security.server";

/** No form of the shop is anywhere near this; larger bodies are refused, counted as they stream. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * What a shop refuses before React Router runs (ADR 0012), in this order: OPTIONS is answered (204
 * with `Allow`); a method other than GET, HEAD and POST is a 405; a cross-site POST a 403; a body over
 * 256 KB a 413 (counted as it streams); a POST where no form posts a 405 — React Router would run an
 * action for any of them — and so is a GET or HEAD of a url only a form posts to. Answers the refusal,
 * or the request to handle, its body read. `allowed` names the methods the url serves.
 */
export async function refusalOf(
  received: Request,
  language: Language,
  allowed: () => Promise<readonly string[]>,
): Promise<{ refusal: Response } | { request: Request }> {
  if (received.method === "OPTIONS") {
    return { refusal: new Response(null, { status: 204, headers: { allow: (await allowed()).join(", "), "cache-control": "no-store" } }) };
  }
  const notAllowed = async () => ({ refusal: withAllow(await plainPage("methodNotAllowed", 405, language), await allowed()) });
  if (!(FORM_METHODS as readonly string[]).includes(received.method)) return notAllowed();
  if (isCrossSiteWrite(received)) return { refusal: await plainPage("security", 403, language) };
  if (received.method !== "POST") return (await allowed()).includes(received.method) ? { request: received } : notAllowed();
  const body = await bodyWithin(received, MAX_BODY_BYTES);
  if (body === null) return { refusal: await plainPage("tooLarge", 413, language) };
  if (!(await allowed()).includes("POST")) return notAllowed();
  return { request: withBody(received, body) };
}

/** The answer with the methods its url serves in `Allow` (a 405 says what would be served). */
export function withAllow(response: Response, methods: readonly string[]): Response {
  const answer = new Response(response.body, response);
  answer.headers.set("allow", methods.join(", "));
  return answer;
}
