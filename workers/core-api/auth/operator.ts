// Operator calls (invites, shadow links) carry the operator key in x-operator-key: a Worker secret
// that only the shop's staff tooling (npm run operator) knows. Compared in constant time.
import { OPERATOR_KEY_HEADER } from "@commerce/contract/customers";
import { HttpError } from "../http";
import type { HandlerContext } from "../router";
import { operatorKey } from "./secrets";

const encoder = new TextEncoder();

/** Whether two secrets are equal, in time that does not depend on where they differ (or their length). */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([crypto.subtle.digest("SHA-256", encoder.encode(given)), crypto.subtle.digest("SHA-256", encoder.encode(expected))]);
  return crypto.subtle.timingSafeEqual(a, b);
}

export async function requireOperator(ctx: Pick<HandlerContext, "request" | "env">): Promise<void> {
  const given = ctx.request.headers.get(OPERATOR_KEY_HEADER);
  if (!given || !(await sameSecret(given, operatorKey(ctx.env)))) {
    throw new HttpError("unauthorized", `This call needs the operator key (${OPERATOR_KEY_HEADER}).`);
  }
}
