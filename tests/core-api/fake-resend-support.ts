// The fake Resend (scripts/fake-resend/server.mjs, started by tests/support/fake-resend.global.ts) as a core-API test inside workerd sees it: its
// control paths on the url the core API sends to (env.RESEND_API_URL).
import { env } from "cloudflare:workers";

export type FakeResendRequest = { to: string | null; idempotencyKey: string | null; authorization: string; body: string; status: number };
export type FakeResendMail = {
  id: string;
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  reply_to?: string;
  idempotencyKey: string | null;
};

async function control<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${env.RESEND_API_URL}/_fake${path}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`fake Resend ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** What the fake received for one address: every request (with its status) and the mails it took. */
export const fakeResendState = (to: string) => control<{ requests: FakeResendRequest[]; delivered: FakeResendMail[] }>(`/state?to=${encodeURIComponent(to)}`);
/** Answers these statuses in turn for the address (then 200), or hangs until released. */
export const fakeResendRule = (to: string, rule: { statuses?: number[]; hang?: boolean }) => control("/rules", { to, ...rule });
/** Answers every hanging request (with a 500). */
export const releaseFakeResend = () => control("/release", {});

/** Waits until `check` holds (the queue's consumer runs beside the test), or fails after `ms`. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
