import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { HOST_B, invitedCustomer, shopper, TENANT_A, visit } from "./support";

// Issue 19: the Host header's port ended up in absolute links (newsletter confirmation mail, the
// password reset's continue link, the canonical link) with `Host: localhost:1`. Absolute links come from
// the shop's primary domain (tenant_domains.is_primary), and a page on another of its domains moves
// there (ADR 0042). Here Noordzee's primary domain is its real one, www.noordzeemode.nl, as in
// production; localhost, 127.0.0.1 and noordzee.localhost are its other domains.

const PRIMARY = "www.noordzeemode.nl";

beforeAll(async () => {
  await env.CORE_API_DB.prepare("UPDATE tenant_domains SET is_primary = (host = ?1) WHERE tenant_id = ?2").bind(PRIMARY, TENANT_A).run();
});

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;

describe("absolute links name the shop's primary domain, never the Host header's port", () => {
  it("the canonical link of a page asked for with Host: www.noordzeemode.nl:1", async () => {
    const response = await visit("/nl/products", { host: `${PRIMARY}:1` });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(canonicalOf(html)).toBe(`https://${PRIMARY}/nl/products`);
    expect(html).not.toContain(`${PRIMARY}:1`);
  });

  it("the newsletter's confirmation mail, signed up on Host: localhost:1", async () => {
    const email = `domein-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const response = await shopper("localhost:1").post("/nl/newsletter", { identifier: "nieuwsbrief", email, place: "footer", redirectTo: "/nl/home" });
    expect(response.status).toBe(303);
    const mail = await env.CORE_API_DB.prepare("SELECT text_body FROM mail_outbox WHERE tenant_id = ?1 AND to_address = ?2")
      .bind(TENANT_A, email)
      .first<{ text_body: string }>();
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text_body)![0]);
    expect(link.origin).toBe(`https://${PRIMARY}`);
    expect(link.pathname).toBe("/nl/newsletter/bevestigen");
  });

  it("the password-reset mail's link, asked for on Host: localhost:1", async () => {
    const customer = await invitedCustomer();
    const response = await shopper("localhost:1").post("/nl/auth/forgot", { email: customer.email }, "http://localhost:1/nl/auth/forgot");
    expect(response.status).toBe(303);
    // The shop's own mail (ADR 0050) links to its reset page on the primary domain.
    const mail = await env.CORE_API_DB.prepare("SELECT text_body FROM mail_outbox WHERE to_address = ?1 AND dedupe_key LIKE 'password-reset:%'")
      .bind(customer.email.toLowerCase())
      .first<string>("text_body");
    expect(mail).toContain(`https://${PRIMARY}/nl/auth/reset?oobCode=`);
    expect(mail).not.toContain("localhost");
  });
});

describe("another domain of the shop", () => {
  it("sends a GET or HEAD to the primary domain (301) with its path and query", async () => {
    for (const host of ["localhost:1", "noordzee.localhost:8787", "127.0.0.1"]) {
      for (const method of ["GET", "HEAD"]) {
        const response = await visit("/nl/products?q=jas&page=2", { host, method });
        expect(response.status, `${method} ${host}`).toBe(301);
        expect(response.headers.get("location"), `${method} ${host}`).toBe(`https://${PRIMARY}/nl/products?q=jas&page=2`);
      }
    }
  });

  it("answers a form post where it was made (its Origin check binds it to that host)", async () => {
    const response = await shopper("noordzee.localhost").post("/nl/newsletter", {
      identifier: "nieuwsbrief",
      email: "post@example.test",
      redirectTo: "/nl/home",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/nl/home");
  });

  it("in development, a demo shop on a .localhost primary domain keeps the request's port", async () => {
    const moved = await visit("/nl/home", { host: "www.stadsbazaar.nl:8807" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`http://${HOST_B}:8807/nl/home`);
    const page = await visit("/nl/products", { host: `${HOST_B}:8807` });
    expect(canonicalOf(await page.text())).toBe(`http://${HOST_B}:8807/nl/products`);
  });
});
