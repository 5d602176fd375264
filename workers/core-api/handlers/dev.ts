// Development-only calls: 404 when ENVIRONMENT is production.
import type { z } from "zod";
import type { Outbox } from "@commerce/contract/checkout";
import { HttpError, json } from "../http";
import { listOutbox } from "../mail/outbox";
import type { Handler } from "../router";

/** GET /dev/outbox — the shop's outbox, newest first. */
export const devOutbox: Handler = async ({ env, tenantId }) => {
  if (env.ENVIRONMENT === "production") throw new HttpError("not_found", "No call GET /dev/outbox.");
  const rows = await listOutbox(env.DB, tenantId);
  const body: z.infer<typeof Outbox> = rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: row.created_at,
    status: row.sent_at ? "sent" : row.failed_at ? "failed" : "queued",
    attempts: row.attempts,
  }));
  return json(body);
};
