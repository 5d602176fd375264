import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { h1, location, shopper, TENANT_A, visit } from "./support";

// The contact page's form through the storefront in workerd (issue 22): the message goes through the core
// API's mail port to the shop's own address; bad input is the page again with a translated message per
// field and nothing sent; a bot (the honeypot) is told the same and nothing is sent; too many posts from
// one client are refused; with JavaScript the same form answers data (a fetcher), never a redirect.

const SHOP_A = "klantenservice@noordzeemode.nl";
const mailsWith = async (marker: string) =>
  (
    await env.CORE_API_DB.prepare("SELECT to_address, reply_to, subject, text_body FROM mail_outbox WHERE tenant_id = ?1 AND text_body LIKE ?2")
      .bind(TENANT_A, `%${marker}%`)
      .all<{ to_address: string; reply_to: string | null; subject: string; text_body: string }>()
  ).results;
const marker = () => `m-${crypto.randomUUID().slice(0, 8)}`;
const message = (m: string, extra: Record<string, string> = {}) => ({
  name: "Anna de Vries",
  email: "anna@example.test",
  message: `Is de linnen blouse ook in het blauw te krijgen?\nGroet, Anna ${m}`,
  website: "",
  ...extra,
});

describe("the contact page", () => {
  it("shows the store's details and a form with its labels and HTML constraints", async () => {
    const html = await (await visit("/nl/contact")).text();
    expect(h1(html)).toBe("Contact");
    expect(html).toContain("Keizerstraat 112");
    expect(html).toContain("Stuur ons een bericht");
    const input = (name: string) => new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(input("name")).toContain('required=""');
    expect(input("name")).toContain('maxLength="100"');
    expect(input("email")).toContain('type="email"');
    expect(input("message")).toContain('minLength="10"');
    expect(input("message")).toContain('maxLength="5000"');
    expect(html).toContain('name="website"');
    const en = await (await visit("/en/contact")).text();
    expect(en).toContain("Send us a message");
  });
});

describe("a contact message without JavaScript", () => {
  it("is mailed to the shop's address (reply to the shopper), then 303 back with the translated confirmation", async () => {
    const m = marker();
    const client = shopper();
    const response = await client.post("/nl/contact", message(m), "http://localhost/nl/contact");
    expect(response.status).toBe(303);
    expect(location(response)).toBe("/nl/contact");
    const [mail, ...more] = await mailsWith(m);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to_address: SHOP_A, reply_to: "anna@example.test", subject: "Bericht via de website van Anna de Vries" });
    expect(mail!.text_body).toContain(`Is de linnen blouse ook in het blauw te krijgen?\nGroet, Anna ${m}`);
    const page = await (await client.page("/nl/contact")).text();
    expect(page).toContain("Bedankt voor je bericht! We antwoorden zo snel mogelijk.");
  });

  it("refuses bad input with a translated message per field, keeps what was typed, and sends nothing", async () => {
    const m = marker();
    const response = await shopper().post("/nl/contact", message(m, { name: "", email: "geen-adres", message: `kort ${m}`.slice(0, 9) }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Vul je naam in (hoogstens 100 tekens).");
    expect(html).toContain("Vul een geldig e-mailadres in.");
    expect(html).toContain("Schrijf een bericht van 10 tot 5000 tekens.");
    expect(html).toContain('value="geen-adres"');
    expect(await mailsWith(m)).toEqual([]);
    // English texts on the English page.
    const en = await (await shopper().post("/en/contact", message(m, { email: "nope" }))).text();
    expect(en).toContain("Enter a valid e-mail address.");
  });

  it("tells a bot (the honeypot) the same and sends nothing", async () => {
    const m = marker();
    const response = await shopper().post("/nl/contact", message(m, { website: "http://spam.example" }), "http://localhost/nl/contact");
    expect(response.status).toBe(303);
    expect(location(response)).toBe("/nl/contact");
    expect(await mailsWith(m)).toEqual([]);
  });

  it("refuses a client over the rate limit (429, translated) and sends nothing more", async () => {
    const client = shopper();
    const sent: string[] = [];
    let refused: Response | null = null;
    let refusedMarker = "";
    // Five a minute per address and client (app/server/rate-limit.server.ts, wrangler.jsonc); a count
    // that spans the start of a new minute may allow a few more, never twelve.
    for (let i = 0; i < 12 && !refused; i++) {
      const m = marker();
      const response = await client.post("/nl/contact", message(m));
      if (response.status === 429) [refused, refusedMarker] = [response, m];
      else sent.push(m);
    }
    expect(refused?.status).toBe(429);
    expect(sent.length).toBeGreaterThanOrEqual(5);
    expect(await refused!.text()).toContain("Te veel pogingen");
    expect(await mailsWith(refusedMarker)).toEqual([]);
  });

  it("refuses a post from another site (Origin) and sends nothing", async () => {
    const m = marker();
    const response = await visit("/nl/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: new URLSearchParams(message(m)).toString(),
    });
    expect(response.status).toBe(403);
    expect(await mailsWith(m)).toEqual([]);
  });
});

describe("a contact message with JavaScript (a fetcher)", () => {
  it("answers data with the confirmation, never a redirect", async () => {
    const m = marker();
    const response = await shopper().fetch("/nl/contact", message(m));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("contact.sent");
    expect(await mailsWith(m)).toHaveLength(1);
  });

  it("answers a bad post with the field messages (400)", async () => {
    const m = marker();
    const response = await shopper().fetch("/nl/contact", message(m, { message: "" }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("contact.errors.message");
    expect(await mailsWith(m)).toEqual([]);
  });
});
