import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import { eventually, fakeResendState, releaseFakeResend } from "./fake-resend-support";
import { call, json, TENANT_A, TENANT_B } from "./support";

// The contact page's message (issue 22) in workerd on the local D1: stored in the shop's outbox, sent
// through the mail queue to the fake Resend, to the shop's own address, answered at the shopper.

const SHOP_A = "klantenservice@noordzeemode.nl";
const send = (body: unknown, tenant = TENANT_A, language = "nl") =>
  call("/ecommerce/contact-messages", {
    method: "POST",
    tenant,
    language,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const outbox = (marker: string) =>
  env.DB.prepare("SELECT tenant_id, to_address, reply_to, subject, text_body, html_body, sent_at FROM mail_outbox WHERE text_body LIKE ?1")
    .bind(`%${marker}%`)
    .all<{ tenant_id: string; to_address: string; reply_to: string | null; subject: string; text_body: string; html_body: string; sent_at: string | null }>();

afterAll(() => releaseFakeResend());

describe("a contact message", () => {
  it("goes by mail to the shop's own address, replies to the shopper, and leaves through Resend", async () => {
    const marker = `vraag-${crypto.randomUUID().slice(0, 8)}`;
    const response = await send({ name: " Jan <b>Jansen</b> ", email: " Jan@Example.TEST ", message: `Hebben jullie de blouse in maat 40?\n${marker}` });
    expect(await json(response)).toEqual({ accepted: true });
    expect(response.status).toBe(202);
    const [mail, ...more] = (await outbox(marker)).results;
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      tenant_id: TENANT_A,
      to_address: SHOP_A,
      reply_to: "jan@example.test",
      subject: "Bericht via de website van Jan <b>Jansen</b>",
    });
    expect(mail!.text_body).toContain("Van: Jan <b>Jansen</b> <jan@example.test>");
    expect(mail!.text_body).toContain(`Hebben jullie de blouse in maat 40?\n${marker}`);
    // The shopper's text is text in the HTML part: escaped, never markup.
    expect(mail!.html_body).toContain("Jan &lt;b&gt;Jansen&lt;/b&gt;");
    expect(mail!.html_body).not.toContain("<b>Jansen</b>");
    const sent = await eventually(
      async () => (await fakeResendState(SHOP_A)).delivered.filter((m) => m.text.includes(marker)),
      (found) => found.length > 0,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: [SHOP_A], reply_to: "jan@example.test", from: '"Noordzee Mode" <winkels@mail.etalage.test>' });
  });

  it("is in the language of the page it was written on, and goes to that shop only", async () => {
    const marker = `question-${crypto.randomUUID().slice(0, 8)}`;
    expect((await send({ name: "Sem", email: "sem@example.test", message: `Do you ship to Belgium? ${marker}` }, TENANT_B, "en")).status).toBe(202);
    const [mail] = (await outbox(marker)).results;
    expect(mail).toMatchObject({ tenant_id: TENANT_B, subject: "Message through the website from Sem" });
    expect(mail!.to_address).not.toBe(SHOP_A);
  });

  it("refuses bad input with a 400 naming each field, and stores nothing", async () => {
    const marker = `kort-${crypto.randomUUID().slice(0, 8)}`;
    const response = await send({ name: "", email: "geen-adres", message: "kort" });
    expect(response.status).toBe(400);
    const body = await json<{ error: { issues: { path: string }[] } }>(response);
    expect(body.error.issues.map((issue) => issue.path).sort()).toEqual(["email", "message", "name"]);
    expect((await send({ name: "Jan", email: "jan@example.test", message: `${"x".repeat(5001)}${marker}` })).status).toBe(400);
    // Line breaks belong in the message only: a name with one is refused.
    expect((await send({ name: "Jan\nBcc: x@example.test", email: "jan@example.test", message: `Een vraag ${marker}` })).status).toBe(400);
    expect((await outbox(marker)).results).toEqual([]);
  });

  it("is refused (404) by a shop without an address of its own, and nothing is stored", async () => {
    const marker = `geen-adres-${crypto.randomUUID().slice(0, 8)}`;
    const { email } = (await env.DB.prepare("SELECT email FROM store_details WHERE tenant_id = ?1").bind(TENANT_B).first<{ email: string }>())!;
    await env.DB.prepare("UPDATE store_details SET email = NULL WHERE tenant_id = ?1").bind(TENANT_B).run();
    try {
      expect((await send({ name: "Jan", email: "jan@example.test", message: `Een vraag ${marker}` }, TENANT_B)).status).toBe(404);
      expect((await outbox(marker)).results).toEqual([]);
    } finally {
      await env.DB.prepare("UPDATE store_details SET email = ?2 WHERE tenant_id = ?1").bind(TENANT_B, email).run();
    }
  });
});
