import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signUpForNewsletter } from "../../workers/core-api/handlers/newsletter";
import { call, handlerContextOf, json, TENANT_A, TENANT_B } from "./support";

// Newsletter signup with double opt-in (issue 13, ADR 0024) in workerd on the local D1: the same answer
// for known and unknown addresses, one mail in the outbox with a link whose token subscribes once,
// another shop's newsletter refused, links only to the shop's own hosts.

const CONFIRM_A = "http://localhost:8787/nl/newsletter/bevestigen";
const post = (path: string, body: unknown, tenant = TENANT_A, language = "nl") =>
  call(path, {
    method: "POST",
    tenant,
    language,
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const signup = (email: unknown, tenant = TENANT_A, identifier = "nieuwsbrief", confirmUrl: unknown = CONFIRM_A) =>
  post(`/ecommerce/newsletters/${identifier}/signups`, { email, confirmUrl }, tenant);
const confirm = (token: unknown, tenant = TENANT_A) => post("/ecommerce/newsletters/confirmations", { token }, tenant);

const mailsTo = async (email: string, tenant = TENANT_A) =>
  (
    await env.DB.prepare("SELECT subject, text_body FROM mail_outbox WHERE tenant_id = ?1 AND to_address = ?2 ORDER BY id")
      .bind(tenant, email)
      .all<{ subject: string; text_body: string }>()
  ).results;
const subscribed = async (email: string, tenant = TENANT_A) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers WHERE tenant_id = ?1 AND email = ?2").bind(tenant, email).first<{ n: number }>())!.n;
const tokenIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get("token")!;

describe("newsletter signup (double opt-in)", () => {
  it("mails a confirmation link, and only its POST subscribes — once", async () => {
    const response = await signup(" Nieuw@Example.TEST ");
    expect(response.status).toBe(202);
    expect(await json(response)).toEqual({ accepted: true });
    const [mail, ...more] = await mailsTo("nieuw@example.test");
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Bevestig je inschrijving voor de nieuwsbrief van Noordzee Mode");
    expect(mail!.text_body).toContain(`${CONFIRM_A}?token=`);
    expect(await subscribed("nieuw@example.test")).toBe(0);
    const token = tokenIn(mail!.text_body);
    // Another shop cannot use it.
    expect(await json(await confirm(token, TENANT_B))).toEqual({ confirmed: false });
    expect(await json(await confirm(token))).toEqual({ confirmed: true });
    expect(await subscribed("nieuw@example.test")).toBe(1);
    expect(await json(await confirm(token))).toEqual({ confirmed: false });
  });

  it("answers the same for a subscribed, a pending and a new address, and mails only the new one", async () => {
    await env.DB.prepare("INSERT INTO newsletter_subscribers (tenant_id, newsletter_id, email) VALUES (?1, 11, 'al@example.test')").bind(TENANT_A).run();
    const answers = [];
    for (const email of ["al@example.test", "twee@example.test", "twee@example.test"]) {
      const response = await signup(email);
      answers.push([response.status, await json(response)]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await mailsTo("al@example.test")).toEqual([]);
    expect(await mailsTo("twee@example.test")).toHaveLength(1);
  });

  it("writes the mail in the shopper's language", async () => {
    await post(
      "/ecommerce/newsletters/nieuwsbrief/signups",
      { email: "english@example.test", confirmUrl: "http://localhost/en/newsletter/bevestigen" },
      TENANT_A,
      "en",
    );
    expect((await mailsTo("english@example.test"))[0]!.subject).toBe("Confirm your subscription to the Noordzee Mode newsletter");
  });

  it("refuses another shop's or an unknown newsletter (404), and stores nothing", async () => {
    // Tenant A's newsletter id through tenant B: the identifier exists there too, but B's own is used;
    // a made-up identifier is 404 either way.
    expect((await signup("x@example.test", TENANT_A, "bestaat-niet")).status).toBe(404);
    await env.DB.prepare("UPDATE newsletters SET is_active = 0 WHERE id = 21").run();
    expect((await signup("x@example.test", TENANT_B)).status).toBe(404);
    await env.DB.prepare("UPDATE newsletters SET is_active = 1 WHERE id = 21").run();
    expect(await mailsTo("x@example.test")).toEqual([]);
    expect(await mailsTo("x@example.test", TENANT_B)).toEqual([]);
  });

  it("links only to a host of the shop itself", async () => {
    for (const url of ["https://evil.example/nl/newsletter/bevestigen", "http://stadsbazaar.localhost/nl/newsletter/bevestigen", "javascript:alert(1)"]) {
      expect((await signup("y@example.test", TENANT_A, "nieuwsbrief", url)).status, url).toBe(400);
    }
    expect(await mailsTo("y@example.test")).toEqual([]);
  });

  it("refuses bad input with 400: no address, not an address, a huge one, a bad token", async () => {
    for (const email of [undefined, "", "geen-adres", `${"a".repeat(300)}@example.test`, 42]) {
      expect((await signup(email)).status, String(email)).toBe(400);
    }
    expect((await post("/ecommerce/newsletters/nieuwsbrief/signups", "{not json")).status).toBe(400);
    for (const token of ["", "kort", "x".repeat(43).replace(/x$/, "!"), null]) expect((await confirm(token)).status).toBe(400);
    expect(
      (await post("/ecommerce/newsletters/nieuwsbrief/signups", JSON.stringify({ email: "z@example.test", confirmUrl: CONFIRM_A, pad: "x".repeat(2_000_000) })))
        .status,
    ).toBe(413);
  });

  it("an expired token does not subscribe", async () => {
    await signup("laat@example.test");
    const token = tokenIn((await mailsTo("laat@example.test"))[0]!.text_body);
    await env.DB.prepare("UPDATE newsletter_signups SET expires_at = '2000-01-01T00:00:00.000Z' WHERE email = 'laat@example.test'").run();
    expect(await json(await confirm(token))).toEqual({ confirmed: false });
    expect(await subscribed("laat@example.test")).toBe(0);
  });
});

describe("newsletter signup: what an attacker learns", () => {
  /** Status, headers and body of an answer, as one string: byte-identical answers compare equal. */
  const wire = async (response: Response) => JSON.stringify([response.status, [...response.headers].sort(), await response.text()]);

  it("answers byte-identically for a new, a pending, a confirmed and an old subscribed address", async () => {
    await env.DB.prepare("INSERT INTO newsletter_subscribers (tenant_id, newsletter_id, email) VALUES (?1, 11, 'oud@example.test')").bind(TENANT_A).run();
    await signup("bevestigd@example.test");
    await confirm(tokenIn((await mailsTo("bevestigd@example.test"))[0]!.text_body));
    await signup("wacht@example.test");
    const answers = new Set<string>();
    for (const email of ["vers@example.test", "wacht@example.test", "bevestigd@example.test", "oud@example.test"]) answers.add(await wire(await signup(email)));
    expect(answers.size).toBe(1);
  });

  /**
   * The handler with a database that writes down every statement it is given (its SQL, and which
   * ones went together in a batch): the work done, without measuring time.
   */
  async function statementsOfSignup(email: string): Promise<string[]> {
    const seen: string[] = [];
    const db = new Proxy(env.DB, {
      get(target, name) {
        if (name === "prepare") {
          return (sql: string) => {
            seen.push(sql.replace(/\s+/g, " "));
            return target.prepare(sql);
          };
        }
        if (name === "batch") {
          return (statements: D1PreparedStatement[]) => {
            seen.push(`batch of ${statements.length}`);
            return target.batch(statements);
          };
        }
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const request = new Request("https://core-api.internal/ecommerce/newsletters/nieuwsbrief/signups", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, confirmUrl: CONFIRM_A }),
    });
    const response = await signUpForNewsletter(handlerContextOf(request, { ...env, DB: db }, TENANT_A));
    expect(response.status).toBe(202);
    return seen;
  }

  it("does the same database work for a new, a pending, a confirmed and a subscribed address", async () => {
    await env.DB.prepare("INSERT INTO newsletter_subscribers (tenant_id, newsletter_id, email) VALUES (?1, 11, 'werk-oud@example.test')").bind(TENANT_A).run();
    await signup("werk-bevestigd@example.test");
    await confirm(tokenIn((await mailsTo("werk-bevestigd@example.test"))[0]!.text_body));
    await signup("werk-wacht@example.test");
    const fresh = await statementsOfSignup("werk-vers@example.test");
    expect(fresh.length).toBeGreaterThan(0);
    for (const email of ["werk-wacht@example.test", "werk-bevestigd@example.test", "werk-oud@example.test"]) {
      expect(await statementsOfSignup(email), email).toEqual(fresh);
    }
    // And the work still means something: only the new address got a mail.
    expect(await mailsTo("werk-vers@example.test")).toHaveLength(1);
    expect(await mailsTo("werk-wacht@example.test")).toHaveLength(1);
    expect(await mailsTo("werk-bevestigd@example.test")).toHaveLength(1);
    expect(await mailsTo("werk-oud@example.test")).toEqual([]);
  });

  it("20 simultaneous signups of one address store one signup and send one mail", async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => signup("tegelijk@example.test")));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(202));
    expect(await mailsTo("tegelijk@example.test")).toHaveLength(1);
    const pending = await env.DB.prepare("SELECT count(*) AS n FROM newsletter_signups WHERE email = 'tegelijk@example.test'").first<{ n: number }>();
    expect(pending!.n).toBe(1);
  }, 30_000);

  it("mails again after ten minutes, not before", async () => {
    await signup("later@example.test");
    await signup("later@example.test");
    expect(await mailsTo("later@example.test")).toHaveLength(1);
    await env.DB.prepare(
      "UPDATE newsletter_signups SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-11 minutes') WHERE email = 'later@example.test'",
    ).run();
    await signup("later@example.test");
    expect(await mailsTo("later@example.test")).toHaveLength(2);
  });
});
