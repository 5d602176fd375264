import { createCookie } from "react-router";
import { z } from "zod";
import type { FlashMessage } from "~/domain/flash";
import { sessionSecrets } from "./session.server";

// The flash message: a message for the next page the shopper sees (after a form post answered 303,
// or for the page a fetcher's revalidation renders). It has a small cookie of its own, so a message
// never rewrites the session cookie; signed with the session's secret and bound to the shop.

/** How long a message waits for its page: the browser follows the redirect at once. */
const FLASH_MAX_AGE_SECONDS = 60;
export const FLASH_COOKIE = "__etalage_flash";

const StoredFlash = z.object({
  tenant: z.string(),
  message: z.object({
    kind: z.enum(["success", "error", "info"]),
    key: z.string().max(200),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});

export type Flash = {
  /** A message for the next page the shopper sees (the last one set wins). */
  set(message: FlashMessage): void;
  /** The message for this page, if any: read once, by the root loader. */
  take(): FlashMessage | null;
  /** The Set-Cookie header this response needs for the message, or null (the root middleware sends it). */
  commit(response: Response): Promise<string | null>;
};

function flashCookie(env: Env) {
  return createCookie(FLASH_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: env.ENVIRONMENT === "production",
    path: "/",
    maxAge: FLASH_MAX_AGE_SECONDS,
    secrets: sessionSecrets(env),
  });
}

/**
 * The flash of this request: the message the browser brought (when its signature holds and it is this
 * shop's), and whatever this request sets. A message read by a response that only redirects is kept
 * for the page at the end of the redirect.
 */
export async function readFlash(request: Request, env: Env, tenantId: string): Promise<Flash> {
  const cookie = flashCookie(env);
  const header = request.headers.get("cookie");
  const sent = header?.includes(`${FLASH_COOKIE}=`) ?? false;
  const stored = sent ? StoredFlash.safeParse(await cookie.parse(header).catch(() => null)) : null;
  const brought = stored?.success && stored.data.tenant === tenantId ? stored.data.message : null;
  let current: FlashMessage | null = brought;
  let taken: FlashMessage | null = null;
  return {
    set(message) {
      current = message;
    },
    take() {
      if (current) [taken, current] = [current, null];
      return taken;
    },
    async commit(response) {
      const redirect = response.status >= 300 && response.status < 400;
      const next = current ?? (redirect ? taken : null);
      if (next === brought && (next !== null || !sent)) return null;
      return next ? cookie.serialize({ tenant: tenantId, message: next }) : cookie.serialize("", { maxAge: 0 });
    },
  };
}
