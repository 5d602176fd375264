import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { HOST_B, location, post, TENANT_A, TENANT_B, visit, withoutRouteStylesheets } from "./support";

// The newsletter signup and its double opt-in through the storefront in workerd (issue 13, ADR 0024):
// every answer the same for known and unknown addresses, bad input refused with a message and nothing
// mailed, another shop's newsletter refused, the mailed link's GET subscribing no one, its POST once.

const mailsTo = async (email: string, tenant = TENANT_A) =>
  (await env.CORE_API_DB.prepare("SELECT text_body FROM mail_outbox WHERE tenant_id = ?1 AND to_address = ?2").bind(tenant, email).all<{ text_body: string }>())
    .results;
const subscribed = async (email: string) =>
  (await env.CORE_API_DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?1").bind(email).first<{ n: number }>())!.n;
const signup = (email: string, extra: Record<string, string> = {}, init: Parameters<typeof post>[2] = {}) =>
  post("/nl/newsletter", { identifier: "nieuwsbrief", email, place: "footer", redirectTo: "/nl/home", ...extra }, init);

describe("newsletter signup through the storefront", () => {
  it("answers 303 back with the same flash for a new and a subscribed address; only the new one is mailed", async () => {
    await env.CORE_API_DB.prepare("INSERT INTO newsletter_subscribers (tenant_id, newsletter_id, email) VALUES (?1, 11, 'bekend@example.test')")
      .bind(TENANT_A)
      .run();
    const answers = [];
    for (const email of ["nieuw-sf@example.test", "bekend@example.test"]) {
      const response = await signup(email);
      answers.push({ status: response.status, location: location(response), cookie: response.headers.get("set-cookie")?.split("=")[0] });
    }
    expect(answers[0]).toEqual({ status: 303, location: "/nl/home", cookie: "__etalage_flash" });
    expect(answers[1]).toEqual(answers[0]);
    expect(await mailsTo("nieuw-sf@example.test")).toHaveLength(1);
    expect(await mailsTo("bekend@example.test")).toHaveLength(0);
  });

  it("the link's GET shows a button and subscribes no one; its POST subscribes", async () => {
    await signup("link@example.test");
    const link = new URL(/https?:\/\/\S+/.exec((await mailsTo("link@example.test"))[0]!.text_body)![0]);
    expect(link.host).toBe("localhost");
    expect(link.pathname).toBe("/nl/newsletter/bevestigen");
    const page = await visit(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Ja, schrijf me in");
    expect(await subscribed("link@example.test")).toBe(0);
    const token = link.searchParams.get("token")!;
    const confirmed = await post("/nl/newsletter/bevestigen", { token });
    expect(confirmed.status).toBe(303);
    expect(await subscribed("link@example.test")).toBe(1);
    // Used once: a second post is refused (410) and changes nothing.
    expect((await post("/nl/newsletter/bevestigen", { token })).status).toBe(410);
  });

  it("refuses bad input with a translated message and mails nothing", async () => {
    const bad = await signup("geen-adres");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Vul een geldig e-mailadres in.");
    expect((await post("/nl/newsletter", { email: "a@example.test" })).status).toBe(400);
    expect((await post("/nl/newsletter/bevestigen", { token: "kapot" })).status).toBe(400);
    const huge = await visit("/nl/newsletter", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body: `identifier=nieuwsbrief&email=groot%40example.test&pad=${"x".repeat(2_000_000)}`,
    });
    expect(huge.status).toBe(413);
    expect(await mailsTo("groot@example.test")).toHaveLength(0);
  });

  it("refuses another shop's newsletter and a foreign page's post", async () => {
    await env.CORE_API_DB.prepare("INSERT INTO newsletters (id, tenant_id, identifier, is_default) VALUES (29, ?1, 'alleen-b', 0)").bind(TENANT_B).run();
    const other = await signup("ander@example.test", { identifier: "alleen-b" });
    expect(other.status).toBe(404);
    expect(await other.text()).toContain("Deze nieuwsbrief bestaat niet (meer).");
    expect((await signup("ander@example.test", { identifier: "alleen-b" }, { host: HOST_B })).status).toBe(303);
    expect(await mailsTo("ander@example.test", TENANT_A)).toHaveLength(0);
    expect(await mailsTo("ander@example.test", TENANT_B)).toHaveLength(1);
    expect((await signup("evil@example.test", {}, { origin: "https://evil.example" })).status).toBe(403);
    expect(await mailsTo("evil@example.test")).toHaveLength(0);
  });

  it("tells a bot (the honeypot) the same and sends nothing", async () => {
    const response = await signup("bot@example.test", { website: "http://spam.example" });
    expect(response.status).toBe(303);
    expect(location(response)).toBe("/nl/home");
    expect(await mailsTo("bot@example.test")).toHaveLength(0);
  });

  it("answers a fetcher with data, never a redirect", async () => {
    const response = await visit("/nl/newsletter.data", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body: new URLSearchParams({ identifier: "nieuwsbrief", email: "fetcher@example.test", place: "popup" }).toString(),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("newsletter.sent");
    expect(await mailsTo("fetcher@example.test")).toHaveLength(1);
  });
});

describe("the newsletter popup", () => {
  const page = async (cookie: string | null, path = "/nl/home") =>
    withoutRouteStylesheets(await (await visit(path, { headers: cookie ? { cookie } : {} })).text());

  it("is in the page only after the cookie choice, and not once closed", async () => {
    expect(await page(null)).not.toContain("data-newsletter-popup");
    expect(await page(null)).toContain("data-consent-banner");
    const chosen = await page("etalage_consent=v1.necessary");
    expect(chosen).toContain('data-newsletter-popup="nieuwsbrief"');
    expect(chosen).toContain("<dialog open");
    expect(chosen).not.toContain("data-consent-banner");
    expect(await page("etalage_consent=v1.necessary; etalage_newsletter_popup=closed")).not.toContain("data-newsletter-popup");
    expect(await page("etalage_consent=v1.necessary", "/nl/shopping-bag")).not.toContain("data-newsletter-popup");
  });

  it("'Sluiten' sets the cookie and goes back to the same-origin page only", async () => {
    const closed = await post("/nl/newsletter/popup", { redirectTo: "/nl/products" });
    expect(closed.status).toBe(303);
    expect(location(closed)).toBe("/nl/products");
    expect(closed.headers.get("set-cookie")).toMatch(/etalage_newsletter_popup=closed; Path=\/; Max-Age=7776000; HttpOnly; SameSite=Lax/);
    const foreign = await post("/nl/newsletter/popup", { redirectTo: "//evil.example/" });
    expect(location(foreign)).toBe("/nl/home");
    expect((await post("/nl/newsletter/popup", {}, { origin: "https://evil.example" })).status).toBe(403);
  });
});
