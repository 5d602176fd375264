import { expect, test } from "@playwright/test";
import { operatorCommand } from "./operator";
import { shopCookies } from "./shop-cookies";

// Issue 20: a new shop from one file (`npm run operator -- tenant create --file docs/examples/shop.json`)
// opens on its own domain at once, and a changed setting shows on the running shop within seconds
// (ADR 0044: no restart, no deploy, no purge).

const HOST = "theehuys.localhost";
test.use({ storageState: { cookies: shopCookies({ etalage_consent: "v1.necessary", etalage_newsletter_popup: "closed" }, [HOST]), origins: [] } });

test("a shop made by tenant create opens on its domain with its name; settings set shows within seconds", async ({ page, baseURL }, testInfo) => {
  // Twice in a run (js and no-js): the second run finds the shop made and changes nothing.
  const created = operatorCommand(["tenant", "create", "--file", "docs/examples/shop.json"]);
  expect(created).toMatchObject({ name: "Theehuys Lente", primaryHost: HOST });

  const home = `http://${HOST}:${new URL(baseURL!).port}/`;
  await page.goto(home);
  await expect(page.getByRole("heading", { name: "Welkom bij Theehuys Lente" })).toBeVisible();
  await expect(page).toHaveTitle(/Theehuys Lente/);

  const slogan = `Proef de lente (${testInfo.project.name})`;
  expect(operatorCommand(["settings", "set", "--shop", HOST, "ecommerce_footer_slogan", JSON.stringify({ nl: slogan })])).toMatchObject({
    value: expect.any(String),
  });
  await expect
    .poll(
      async () => {
        await page.goto(home);
        return page.getByText(slogan).count();
      },
      { timeout: 15_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0);
});

test.describe("a new shop as a shopper sees it on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Whether two boxes share more than a sliver (2 px). */
  const intersect = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 2 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 2;

  test("its name stands in for a logo without running under the icons; a bundle without a picture keeps its name clear of the badge", async ({
    page,
    baseURL,
  }) => {
    operatorCommand(["tenant", "create", "--file", "docs/examples/shop.json"]);
    operatorCommand(["catalogue", "import", "--shop", HOST, "docs/examples/catalogue.json"]);
    const origin = `http://${HOST}:${new URL(baseURL!).port}`;
    await page.goto(`${origin}/nl/products`);

    const logo = await page.locator("header [data-i=logo] a").first().boundingBox();
    expect(logo).not.toBeNull();
    const icons = await page.locator("header [data-i]:not([data-i=logo]) > a, header [data-i=nav] > details > summary").all();
    for (const icon of icons) {
      const box = await icon.boundingBox();
      if (box) expect(intersect(logo!, box), `the shop's name runs under an icon at x=${Math.round(box.x)}`).toBe(false);
    }

    const bundle = page.locator('main a[href*="/bundles/"]').first();
    const badge = await bundle.getByText("Bundel", { exact: true }).boundingBox();
    const name = await bundle.getByRole("heading").boundingBox();
    expect(badge).not.toBeNull();
    expect(intersect(badge!, name!)).toBe(false);
  });
});
