import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it, vi } from "vitest";
import { signUpForNewsletter } from "../../workers/core-api/handlers/newsletter";
import worker, { CRON, QUEUES } from "../../workers/core-api/index";
import { eventually, fakeResendRule, fakeResendState, releaseFakeResend } from "./fake-resend-support";
import { FAKE_RESEND_API_KEY } from "../support/fake-resend-port.mjs";
import { CONTACT, place, readyCart, SEED, stepOk } from "./checkout-support";
import { call, handlerContextOf, TENANT_A } from "./support";

// Mails leave through the mail queue (ADR 0045): the real local queue of Miniflare, its consumer in this
// Worker, and the fake Resend over HTTP (scripts/fake-resend/server.mjs, Resend's wire protocol). Each
// test mails an address of its own, so the fake's rules and records are per test.

const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;

const signup = (email: string) =>
  call("/ecommerce/newsletters/nieuwsbrief/signups", {
    method: "POST",
    tenant: TENANT_A,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, confirmUrl: "http://localhost:8787/nl/newsletter/bevestigen" }),
  });

type Row = {
  id: number;
  dedupe_key: string;
  sent_at: string | null;
  failed_at: string | null;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
};
const stored = (to: string) =>
  env.DB.prepare(
    "SELECT id, dedupe_key, sent_at, failed_at, attempts, last_error, provider_message_id FROM mail_outbox WHERE tenant_id = ?1 AND to_address = ?2",
  )
    .bind(TENANT_A, to)
    .first<Row>();
const settled = (row: Row | null) => row?.sent_at != null || row?.failed_at != null;

afterAll(() => releaseFakeResend());

describe("a mail leaves through the queue to Resend's API", () => {
  it("a newsletter confirmation arrives: from the shop's name, replies to the shop, both parts, its own idempotency key", async () => {
    const to = unique("aankomst");
    expect((await signup(to)).status).toBe(202);
    const row = await eventually(() => stored(to), settled);
    expect(row?.sent_at).not.toBeNull();
    const { requests, delivered } = await fakeResendState(to);
    expect(requests.map((r) => [r.status, r.authorization])).toEqual([[200, `Bearer ${FAKE_RESEND_API_KEY}`]]);
    expect(delivered).toHaveLength(1);
    const mail = delivered[0]!;
    expect(mail.from).toBe('"Noordzee Mode" <winkels@mail.etalage.test>');
    expect(mail.to).toEqual([to]);
    expect(mail.reply_to).toBe("klantenservice@noordzeemode.nl");
    expect(mail.subject).toBe("Bevestig je inschrijving voor de nieuwsbrief van Noordzee Mode");
    expect(mail.text).toContain("http://localhost:8787/nl/newsletter/bevestigen?token=");
    expect(mail.html).toContain('href="http://localhost:8787/nl/newsletter/bevestigen?token=');
    expect(mail.idempotencyKey).toBe(`${TENANT_A}/${row!.dedupe_key}`);
    expect(row?.provider_message_id).toBe(mail.id);
  });

  it("a sender that fails once (500) is tried again by the queue: one mail delivered, none twice", async () => {
    const to = unique("eenmaal-mis");
    await fakeResendRule(to, { statuses: [500] });
    expect((await signup(to)).status).toBe(202);
    const row = await eventually(() => stored(to), settled);
    expect(row).toMatchObject({ attempts: 2, failed_at: null, last_error: null });
    expect(row?.sent_at).not.toBeNull();
    const { requests, delivered } = await fakeResendState(to);
    expect(requests.map((r) => r.status)).toEqual([500, 200]);
    // Both tries carried the same key: had the first been taken after all, Resend would not send twice.
    expect(new Set(requests.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(delivered).toHaveLength(1);
  });

  it("a mail the sender refuses for good (422) is not retried: it is marked failed with Resend's error", async () => {
    const to = unique("geweigerd");
    await fakeResendRule(to, { statuses: [422] });
    expect((await signup(to)).status).toBe(202);
    const row = await eventually(() => stored(to), settled);
    expect(row?.failed_at).not.toBeNull();
    expect(row?.last_error).toContain("resend 422 validation_error");
    expect((await fakeResendState(to)).requests).toHaveLength(1);
  });

  it("a mail that keeps failing lands in the dead-letter queue after the queue's retries, marked failed", async () => {
    const to = unique("blijft-mis");
    await fakeResendRule(to, { statuses: [500, 500, 500, 500, 500] });
    expect((await signup(to)).status).toBe(202);
    const row = await eventually(() => stored(to), settled);
    expect(row?.sent_at).toBeNull();
    expect(row?.failed_at).not.toBeNull();
    expect(row?.last_error).toContain("resend 500");
    // The first try and max_retries (2, wrangler.jsonc) more, then the dead-letter queue.
    const { requests, delivered } = await fakeResendState(to);
    expect(requests.map((r) => r.status)).toEqual([500, 500, 500]);
    expect(delivered).toEqual([]);
    const listed = (await (await call("/dev/outbox", { tenant: TENANT_A })).json()) as { to: string; status: string; attempts: number }[];
    expect(listed.find((m) => m.to === to)).toMatchObject({ status: "failed", attempts: 3 });
  });

  it("the dead-letter consumer writes one JSON error line per mail, without the address", async () => {
    const to = unique("dode-brief");
    await fakeResendRule(to, { statuses: [503] });
    await env.DB.prepare(
      `INSERT INTO mail_outbox (tenant_id, dedupe_key, to_address, subject, text_body, html_body, attempts, last_error)
       VALUES (?1, ?2, ?3, 'Onderwerp', 'tekst', '<p>html</p>', 3, 'resend 503 internal_server_error: down')`,
    )
      .bind(TENANT_A, `order-confirmation:${to}`, to)
      .run();
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      const batch = createMessageBatch(QUEUES.deadMail, [
        { id: "dead-1", timestamp: new Date(), attempts: 1, body: { tenantId: TENANT_A, dedupeKey: `order-confirmation:${to}` } },
      ]);
      const ctx = createExecutionContext();
      await worker.queue(batch, env);
      expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["dead-1"]);
    } finally {
      spy.mockRestore();
    }
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === "mail.dead_letter");
    expect(logged).toEqual([
      expect.objectContaining({
        level: "error",
        worker: "core-api",
        tenant: TENANT_A,
        kind: "order-confirmation",
        attempts: 3,
        error: expect.stringContaining("resend 503"),
      }),
    ]);
    expect(lines.join("\n")).not.toContain(to);
    expect((await stored(to))?.failed_at).not.toBeNull();
  });

  it("a message that comes again for a sent mail sends nothing; a sent mail not marked sends the same key (Resend: one mail)", async () => {
    const to = unique("nogmaals");
    expect((await signup(to)).status).toBe(202);
    const row = (await eventually(() => stored(to), settled))!;
    const again = async (id: string) => {
      const batch = createMessageBatch(QUEUES.mail, [{ id, timestamp: new Date(), attempts: 1, body: { tenantId: TENANT_A, dedupeKey: row.dedupe_key } }]);
      const ctx = createExecutionContext();
      await worker.queue(batch, env);
      return getQueueResult(batch, ctx);
    };
    expect((await again("replay-1")).explicitAcks).toEqual(["replay-1"]);
    expect((await fakeResendState(to)).requests).toHaveLength(1);
    // As if the consumer had died between Resend's answer and marking the mail sent.
    await env.DB.prepare("UPDATE mail_outbox SET sent_at = NULL WHERE id = ?1").bind(row.id).run();
    expect((await again("replay-2")).explicitAcks).toEqual(["replay-2"]);
    const { requests, delivered } = await fakeResendState(to);
    expect(requests.map((r) => r.status)).toEqual([200, 200]);
    expect(delivered).toHaveLength(1);
    expect((await stored(to))?.provider_message_id).toBe(delivered[0]!.id);
  });
});

describe("the at-most-once rules hold at the sender (ADR 0037)", () => {
  it("20 simultaneous signups of one address: one mail stored, one request to Resend, one mail delivered", async () => {
    const to = unique("twintig");
    const answers = await Promise.all(Array.from({ length: 20 }, () => signup(to)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(202));
    await eventually(() => stored(to), settled);
    // A little longer: a second message, had one been queued, would have been consumed by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { requests, delivered } = await fakeResendState(to);
    expect(requests).toHaveLength(1);
    expect(delivered).toHaveLength(1);
  });
});

describe("a checkout never waits for the mail", () => {
  it("the order is placed while the sender hangs; its confirmation goes once the sender answers again", async () => {
    const to = unique("hangt");
    await fakeResendRule(to, { hang: true });
    const cartId = await readyCart([[SEED.a.tshirtBlackXL, 1]]);
    await stepOk(cartId, "gegevens", { ...CONTACT, email: to });
    const started = Date.now();
    const { placed } = await place(cartId);
    const took = Date.now() - started;
    expect(placed.order.number).toMatch(/^NZ-/);
    // The sender hangs for its 10 s timeout; the placement took a fraction of that.
    expect(took).toBeLessThan(3000);
    await eventually(
      () => fakeResendState(to),
      (state) => state.requests.length === 1,
    );
    expect((await stored(to))?.sent_at).toBeNull();
    // The sender is back: the hanging request fails (500), the queue's retry delivers.
    await fakeResendRule(to, {});
    await releaseFakeResend();
    const row = await eventually(() => stored(to), settled);
    expect(row?.sent_at).not.toBeNull();
    expect((await fakeResendState(to)).delivered.map((m) => m.subject)).toEqual([`Je bestelling ${placed.order.number} bij Noordzee Mode`]);
  });
});

describe("nothing is lost", () => {
  it("a queue that cannot be reached fails no signup: the mail is stored, the failure logged", async () => {
    const to = unique("geen-wachtrij");
    const request = new Request("https://core-api.internal/ecommerce/newsletters/nieuwsbrief/signups", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: to, confirmUrl: "http://localhost:8787/nl/newsletter/bevestigen" }),
    });
    const unreachable = {
      send: () => Promise.reject(new Error("Queue send failed: internal error")),
      sendBatch: () => Promise.reject(new Error("Queue send failed: internal error")),
    } as unknown as Queue;
    const lines: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      const response = await signUpForNewsletter(handlerContextOf(request, { ...env, MAIL_QUEUE: unreachable }, TENANT_A));
      expect(response.status).toBe(202);
    } finally {
      spy.mockRestore();
    }
    expect(lines.map((line) => JSON.parse(line).event)).toEqual(["mail.enqueue_failed"]);
    expect(await stored(to)).toMatchObject({ sent_at: null, failed_at: null, attempts: 0 });
    // Kept out of the sweep's reach for the rest of this file.
    await env.DB.prepare("UPDATE mail_outbox SET failed_at = 'test' WHERE tenant_id = ?1 AND to_address = ?2").bind(TENANT_A, to).run();
  });

  it("the every-minute cron queues a mail stored but never tried; one older than three days stays unsent", async () => {
    const lost = unique("verdwaald");
    const old = unique("te-oud");
    const insert = (to: string, age: string) =>
      env.DB.prepare(
        `INSERT INTO mail_outbox (tenant_id, dedupe_key, to_address, subject, text_body, html_body, created_at)
         VALUES (?1, ?2, ?3, 'Je bestelling', 'tekst', '<p>html</p>', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?4))`,
      )
        .bind(TENANT_A, `order-confirmation:${to}`, to, age)
        .run();
    await insert(lost, "-15 minutes");
    await insert(old, "-4 days");
    // (The same cron queues the search syncs of the seed's changes: held here, their Algolia is not this test's.)
    const searchSync = { sendBatch: async () => {} } as unknown as Queue;
    await worker.scheduled(createScheduledController({ cron: CRON.searchSync }), { ...env, SEARCH_SYNC_QUEUE: searchSync });
    const row = await eventually(() => stored(lost), settled);
    expect(row?.sent_at).not.toBeNull();
    expect((await fakeResendState(lost)).delivered).toHaveLength(1);
    expect(await stored(old)).toMatchObject({ sent_at: null, failed_at: null, attempts: 0 });
    expect((await fakeResendState(old)).requests).toEqual([]);
    await env.DB.prepare("UPDATE mail_outbox SET failed_at = 'test' WHERE tenant_id = ?1 AND to_address = ?2").bind(TENANT_A, old).run();
  });
});
