import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { HOST_A, HOST_B, TENANT_A, TENANT_B, visit } from "./support";
import { extraLogos } from "~/chrome/footer/footer";

// Both demo shops' footers as the storefront renders them from the seed: Noordzee (dark footer, one
// branch, the contact tiles, TikTok) and Stadsbazaar (primary footer, extra logos, three branches,
// the contact form switched off, no TikTok).

const footerOf = async (host: string, path = "/nl/home") => {
  const html = await (await visit(path, { host })).text();
  return /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";
};

const setting = async (tenant: string, key: string) =>
  (await env.CORE_API_DB.prepare("SELECT value FROM settings WHERE tenant_id = ?1 AND key = ?2").bind(tenant, key).first<{ value: string }>())?.value;

const details = (tenant: string) => env.CORE_API_DB.prepare("SELECT * FROM store_details WHERE tenant_id = ?1").bind(tenant).first<Record<string, string>>();

describe("the footer of both demo shops", () => {
  it.each([
    [HOST_A, TENANT_A],
    [HOST_B, TENANT_B],
  ])("%s: contact block with address, phone, email, KVK and BTW Nr., the legal links, contact and account", async (host, tenant) => {
    const footer = await footerOf(host);
    const store = (await details(tenant))!;
    expect(footer).toContain("<address");
    for (const value of [store.street, store.postal_code, store.city, store.email, store.chamber_of_commerce_number, store.vat_identifier]) {
      expect(footer).toContain(value);
    }
    expect(footer).toContain(`href="mailto:${store.email}"`);
    expect(footer).toMatch(/<dt>KVK(<!-- -->)?:<\/dt>/);
    expect(footer).toMatch(/<dt>BTW Nr\.(<!-- -->)?:<\/dt>/);
    for (const slug of ["algemene-voorwaarden", "privacy-policy", "returns-policy", "complaints"]) expect(footer).toContain(`href="/nl/pagina/${slug}"`);
    expect(footer).toContain('href="/nl/contact"');
    expect(footer).toContain('href="/nl/account"');
    expect(footer).toContain("Betaalmethoden");
    // Both shops have a newsletter: its place is there for the signup (issue 13).
    expect(footer).toContain('data-footer-slot="newsletter"');
  });

  it.each([HOST_A, HOST_B])("%s: each payment method as its mark, an image named by the method, of a fixed size (chrome spec §2)", async (host) => {
    const footer = await footerOf(host);
    const strip = /<section aria-labelledby="footer-payment">[\s\S]*?<\/section>/.exec(footer)?.[0] ?? "";
    for (const name of ["iDEAL", "Bancontact", "Visa", "Mastercard", "PayPal", "Klarna"]) {
      expect(strip).toMatch(
        new RegExp(
          `<li><svg role="img" aria-label="${name}" width="38" height="24"><title>${name}</title><use href="/assets/marks-[\\w-]+\\.svg#[a-z]+"></use></svg></li>`,
        ),
      );
    }
    // One file for every mark (one request), not one per method.
    expect(new Set(strip.match(/\/assets\/[\w-]+\.svg/g))).toHaveLength(1);
    // Marks, not text labels: no method is left as a name in a tile.
    expect(strip).not.toContain("data-payment-name");
  });

  it("the newsletter's own words (htmlContent) above the signup, in the footer and on the newsletter page", async () => {
    const intro = '<div data-newsletter-intro=""><p>Nieuwe collecties, stijltips en acties, ongeveer twee keer per maand in je inbox.</p></div>';
    expect(await footerOf(HOST_A)).toContain(intro);
    const page = await (await visit("/nl/newsletter")).text();
    expect(/<main[\s\S]*<\/main>/.exec(page)?.[0]).toContain(intro);
    const en = await (await visit("/en/newsletter")).text();
    expect(en).toContain("<p>New collections, style tips and offers, about twice a month in your inbox.</p>");
  });

  it("Noordzee: one branch (no hint), the quick-contact tiles, all three social links, no extra logos", async () => {
    const footer = await footerOf(HOST_A);
    expect(footer).not.toContain("data-footer-branches");
    expect(footer).toContain("<h3>Direct contact</h3>");
    expect(footer).toContain(`<a href="tel:0703624815">Bel ons</a>`);
    expect(footer).toContain("Bel ons");
    for (const network of ["facebook", "instagram", "tiktok"]) expect(footer).toMatch(new RegExp(`href="https://www\\.${network}\\.com/[^"]+"`));
    expect(await setting(TENANT_A, "custom_footer_logos")).toBeUndefined();
    expect(footer).not.toContain('alt="" width="96"');
  });

  it("Stadsbazaar: the branch hint, the extra logos of custom_footer_logos, no contact tiles, no TikTok", async () => {
    const footer = await footerOf(HOST_B);
    const { count } = (await env.CORE_API_DB.prepare("SELECT count(*) AS count FROM branches WHERE tenant_id = ?1").bind(TENANT_B).first<{ count: number }>())!;
    expect(count).toBeGreaterThan(1);
    expect(footer).toContain(`Je vindt ons in ${count} winkels.`);
    expect(await setting(TENANT_B, "ecommerce_footer_show_contact_form")).toBe("false");
    expect(footer).not.toContain("Direct contact");
    expect(footer).not.toContain("Stel je vraag");
    const logos = extraLogos((await setting(TENANT_B, "custom_footer_logos"))!, "nl");
    expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos.slice(0, 3)) {
      expect(footer).toContain(`src="${logo.url}"`);
      expect(logo.name, "each seeded logo is named").toBeTruthy();
      expect(footer).toContain(`alt="${logo.name}"`);
    }
    expect(footer).not.toContain("tiktok");
  });

  it("speaks English on English pages", async () => {
    const footer = await footerOf(HOST_B, "/en/home");
    expect(footer).toContain("Find us in 3 stores.");
    expect(footer).toContain('href="/en/pagina/privacy-policy"');
    expect(footer).toContain("Payment methods");
  });
});
