import { describe, expect, it } from "vitest";
import { customerSession, HOST_B, location, sessionCookie, visit } from "./support";

// Issue 10, as the built storefront serves it: bundle prices that read right, and bundles a shopper
// can reach from the overview (cards and a filter), a product page and home.

const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

/** The page's HTML, without React's text separators (`<!-- -->`). */
async function page(path: string, host?: string, cookie?: string) {
  const response = await visit(path, { host, headers: cookie ? { cookie } : {} });
  expect(response.status, path).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

describe("a bundle's price", () => {
  it("a discount shows the old price struck through, with a spoken 'Van … Voor …'", async () => {
    const html = await page("/nl/bundles/zomerse-strandlook");
    expect(html).toMatch(/<del[^>]*><span class="sr-only">Van <\/span>€\s204,80<\/del><ins[^>]*><span class="sr-only">Voor <\/span>€\s194,80<\/ins>/);
    expect(text(html)).not.toContain("Van € 194,80 voor € 204,80");
  });

  it("equal from and to prices are one price", async () => {
    const html = await page("/nl/bundles/basics-set");
    expect(text(html)).toContain("€ 50,85");
    expect(text(html)).not.toMatch(/€ 50,85\s*(Voor\s*)?€ 50,85/);
    expect(html).not.toContain("<del");
  });

  it("a fixed total price shows the separate total struck through when that is higher", async () => {
    const html = await page("/en/bundles/smart-casual-heren");
    expect(html).toMatch(/<del[^>]*><span class="sr-only">Was <\/span>€259\.85<\/del><ins[^>]*><span class="sr-only">Now <\/span>€229\.95<\/ins>/);
  });

  it("a business customer sees the bundle's prices excl. VAT", async () => {
    // Pieter Bakker: Noordzee Mode's business customer, prices excl. VAT.
    const { data } = await customerSession(1102);
    const cookie = await sessionCookie(data);
    const detail = text(await page("/nl/bundles/zomerse-strandlook", undefined, cookie));
    expect(detail).toContain("€ 169,26"); // 204,80 / 1,21
    expect(detail).toContain("€ 160,99"); // 194,80 / 1,21
    expect(detail).toContain("excl. BTW");
    const card = text(await page("/nl/products?filters=kind%3Abundles", undefined, cookie));
    expect(card).toContain("€ 160,99");
    expect(card).not.toContain("€ 194,80");
  });
});

describe("the overview lists bundles", () => {
  it("bundle cards among the product cards, and a count of both", async () => {
    const html = await page("/nl/products");
    expect(text(html)).toContain("38 producten en 4 bundels");
    expect(html).toContain('href="/nl/bundles/zomerse-strandlook"');
    expect(html).toContain('href="/nl/products/linnen-blouse"');
  });

  it("the filter form's kind field folds into `filters` (303), and 'only bundles' lists only bundles", async () => {
    const folded = await visit("/nl/products?q=&kind=bundles&category=");
    expect(folded.status).toBe(303);
    expect(location(folded)).toBe("/nl/products?filters=kind%3Abundles");
    const html = await page("/nl/products?filters=kind%3Abundles");
    expect(text(html)).toContain("4 bundels");
    expect(text(html)).not.toContain("producten en");
    expect(html).not.toContain('href="/nl/products/linnen-blouse"');
    for (const slug of ["zomerse-strandlook", "smart-casual-heren", "basics-set", "weekend-aan-zee"]) {
      expect(html).toContain(`href="/nl/bundles/${slug}"`);
    }
    expect(html).toMatch(/<option value="bundles" selected="">Alleen bundels<\/option>/);
  });

  it("'only products' lists no bundles", async () => {
    const html = await page("/nl/products?filters=kind%3Aproducts");
    expect(text(html)).toContain("38 producten");
    expect(html).not.toContain('href="/nl/bundles/');
  });
});

describe("a product page names the bundles that hold it", () => {
  it("'Onderdeel van bundel …' links the bundle, with its price", async () => {
    const html = await page("/nl/products/linnen-blouse");
    expect(text(html)).toContain("Shop de look");
    expect(text(html)).toContain("Onderdeel van bundel Zomerse strandlook");
    expect(html).toContain('href="/nl/bundles/zomerse-strandlook"');
  });

  it("a product in no bundle has no such block", async () => {
    const html = await page("/nl/products/maxi-jurk-duinroos");
    expect(text(html)).not.toContain("Shop de look");
  });
});

describe("home links to the shop's bundles (CMS)", () => {
  it.each([
    ["localhost", ["zomerse-strandlook", "smart-casual-heren", "basics-set", "weekend-aan-zee"]],
    [HOST_B, ["cadeaupakket-koffieliefhebber", "gezellig-thuis", "stadsoutfit", "schrijfset"]],
  ])("%s", async (host, slugs) => {
    const html = await page("/nl/home", host);
    expect(text(html)).toContain("Shop de look");
    for (const slug of slugs) expect(html).toContain(`href="/nl/bundles/${slug}"`);
  });
});
