import type { z } from "zod";
import { bodyWithin } from "@commerce/contract/body-limit";
import { type ApiError, DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@commerce/contract/common";

export type ErrorCode = ApiError["error"]["code"];

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { ...init, headers });
}

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  not_found: 404,
  gone: 410,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  insufficient_stock: 409,
  invalid_coupon: 422,
  conflict: 409,
  internal: 500,
  unavailable: 503,
};

export function apiError(code: ErrorCode, message: string, issues?: ApiError["error"]["issues"], details?: unknown): Response {
  const body: ApiError = { error: { code, message, ...(issues ? { issues } : {}), ...(details !== undefined ? { details } : {}) } };
  return json(body, { status: STATUS[code] });
}

/** Thrown inside a handler to answer with an error instead of a result. */
export class HttpError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ApiError["error"]["issues"],
    readonly details?: unknown,
    /** Headers the answer carries (Allow on a 405). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Parses input with a contract schema; bad input becomes a 400 that names every problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new HttpError(
    "bad_request",
    "The request is not valid.",
    result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  );
}

/** The language the caller asked for (Accept-Language, first supported tag), else the default. */
export function requestLanguage(request: Request): Language {
  const header = request.headers.get("accept-language") ?? "";
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim().slice(0, 2).toLowerCase();
    if (tag && (LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  }
  return DEFAULT_LANGUAGE;
}

/** The request body, at most `maxBytes` of it (contract/body-limit.ts); a larger one is a 413. */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<ArrayBuffer> {
  const body = await bodyWithin(request, maxBytes);
  if (body === null) throw new HttpError("payload_too_large", "The request body is too large.");
  return body;
}
