import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO_SHOPS, flashCookie, HOST_A, HOST_B, h1, location, TENANT_A, TENANT_B, visit } from "./support";

const storeName = async (tenant: string) =>
  (await env.CORE_API_DB.prepare("SELECT store_name FROM store_details WHERE tenant_id = ?1").bind(tenant).first<{ store_name: string }>())!.store_name;

describe("tenant from the host name", () => {
  it("each demo host serves its own shop", async () => {
    const [nameA, nameB] = [await storeName(TENANT_A), await storeName(TENANT_B)];
    expect(nameA).not.toBe(nameB);
    const a = await (await visit("/nl/home", { host: HOST_A })).text();
    const b = await (await visit("/nl/home", { host: HOST_B })).text();
    expect(a).toContain(nameA);
    expect(a).not.toContain(nameB);
    expect(b).toContain(nameB);
    expect(b).not.toContain(nameA);
  });

  it.each(DEMO_SHOPS)("$host serves $name and no other demo shop", async ({ host, tenant, name }) => {
    expect(await storeName(tenant)).toBe(name);
    const html = await (await visit("/nl/home", { host })).text();
    expect(html).toContain(name);
    for (const other of DEMO_SHOPS) if (other.name !== name) expect(html).not.toContain(other.name);
  });

  it("the port and the case of the host do not matter", async () => {
    const response = await visit("/nl/home", { host: "LOCALHOST:8787" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(await storeName(TENANT_A));
  });

  it("each shop gets its own theme colours", async () => {
    const primary = async (host: string) => /--etalage-primary:(#[0-9a-f]{6})/.exec(await (await visit("/nl/home", { host })).text())?.[1];
    const expected = async (tenant: string) =>
      (await env.CORE_API_DB.prepare("SELECT value FROM settings WHERE tenant_id = ?1 AND key = 'theme_primary_color'").bind(tenant).first<{ value: string }>())
        ?.value ?? "#1d4b54";
    expect(await primary(HOST_A)).toBe((await expected(TENANT_A)).toLowerCase());
    expect(await primary(HOST_B)).toBe((await expected(TENANT_B)).toLowerCase());
  });

  it.each(["unknown.test", "evil.localhost", "localhost.evil.test", "127.0.0.2"])(
    "an unknown host (%s) gets a plain 404 'shop not found' page and no shop",
    async (host) => {
      const response = await visit("/nl/home", { host });
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(h1(html)).toBe("Winkel niet gevonden");
      expect(html).not.toContain(await storeName(TENANT_A));
      expect(html).not.toContain(await storeName(TENANT_B));
      expect(response.headers.get("set-cookie")).toBeNull();
    },
  );

  it("a new domain of a tenant is served once it is in the domain table (pages move to the primary domain, ADR 0042)", async () => {
    await env.CORE_API_DB.prepare("INSERT INTO tenant_domains (host, tenant_id) VALUES ('nieuw.localhost', ?1)").bind(TENANT_B).run();
    const response = await visit("/nl/home", { host: "nieuw.localhost" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`http://${HOST_B}/nl/home`);
    // A form post is answered where it was made.
    const posted = await visit("/nl/cookies", {
      host: "nieuw.localhost",
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://nieuw.localhost" },
      body: "choice=all&redirectTo=%2Fnl%2Fhome",
    });
    expect(posted.status).toBe(303);
  });
});

describe("tenant isolation", () => {
  it("tenant A's host never shows tenant B's CMS page, product or campaign", async () => {
    const product = await env.CORE_API_DB.prepare(
      "SELECT slug FROM products WHERE tenant_id = ?1 AND slug NOT IN (SELECT slug FROM products WHERE tenant_id = ?2) LIMIT 1",
    )
      .bind(TENANT_B, TENANT_A)
      .first<{ slug: string }>();
    expect((await visit(`/nl/products/${product!.slug}`, { host: HOST_A })).status).toBe(404);
    expect((await visit(`/nl/products/${product!.slug}`, { host: HOST_B })).status).toBe(200);

    const campaign = await env.CORE_API_DB.prepare("SELECT id FROM campaigns WHERE tenant_id = ?1 LIMIT 1").bind(TENANT_B).first<{ id: number }>();
    expect((await visit(`/nl/campaign/${campaign!.id}`, { host: HOST_A })).status).toBe(404);
    expect((await visit(`/nl/campaign/${campaign!.id}`, { host: HOST_B })).status).toBe(200);
  });

  it("a short link of tenant B does not resolve on tenant A", async () => {
    const link = await env.CORE_API_DB.prepare("INSERT INTO short_links (tenant_id, alias, key) VALUES (?1, 'alleen-bij-b', 'over-ons') RETURNING alias")
      .bind(TENANT_B)
      .first<{ alias: string }>();
    expect(location(await visit(`/nl/${link!.alias}`, { host: HOST_B }))).toBe("/nl/pagina/over-ons");
    expect(location(await visit(`/nl/${link!.alias}`, { host: HOST_A }))).toBe("/nl/404");
  });

  it("a flash message of one shop shows at no other", async () => {
    // Same cookie name and secret at every shop: the message remembers its shop and is dropped elsewhere
    // (the session does the same: tests/integration/cart.test.ts, "shops keep their carts apart").
    const cookie = await flashCookie({ kind: "success", key: "home.title" }, TENANT_A);
    const atB = await (await visit("/nl/contact", { host: HOST_B, headers: { cookie } })).text();
    expect(atB).not.toMatch(/role="status"/);
    const atA = await (await visit("/nl/contact", { host: HOST_A, headers: { cookie } })).text();
    expect(atA).toMatch(/role="status"[^>]*>Home</);
  });
});

describe("when the core API fails", () => {
  it("a page still renders with the shop's name and the default theme (startup continues)", async () => {
    await env.CORE_API_DB.prepare("DELETE FROM store_details WHERE tenant_id = ?1").bind(TENANT_B).run();
    const response = await visit("/en/contact", { host: HOST_B });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(h1(html)).toBe("Contact");
    expect(html).toContain("Stadsbazaar");
    expect(html).toMatch(/--etalage-primary:#1d4b54/);
  });
});
