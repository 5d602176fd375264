import { axeBuilder } from "./axe";
import { expect, test } from "@playwright/test";
import { HUISRAAD, hostUrl, open, waitForHydration } from "./support";

// The header's search (chrome spec §2 "Search field", §4, §5, §8, §9) on Noordzee Mode (simple theme,
// professional_search_enabled 'true', the shop's own index).

test.describe("header search with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the live preview needs JavaScript");

  test("the preview shows up to 5 cards and BEKIJK MEER with the total; arrows and Enter open a product", async ({ page }) => {
    await open(page, "/nl/home");
    await waitForHydration(page);
    await page.locator("#header-search").click();
    const combobox = page.getByRole("combobox", { name: "Zoek in de winkel" });
    await combobox.fill("linnen");
    const listbox = page.getByRole("listbox", { name: "Zoekresultaten" });
    await expect(listbox).toBeVisible();
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    const options = listbox.getByRole("option");
    const cards = await options.count();
    expect(cards).toBeGreaterThan(0);
    expect(cards).toBeLessThanOrEqual(6);
    // Only the modern-cool header shows prices in the preview (§2).
    await expect(listbox).not.toContainText("incl. BTW");
    const total = await (await page.request.get("/nl/search?q=linnen")).json();
    if (total.total > 5) await expect(listbox.getByRole("option", { name: `BEKIJK MEER (${total.total})` })).toBeVisible();

    const results = await axeBuilder(page).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

    await combobox.press("ArrowDown");
    await expect(combobox).toHaveAttribute("aria-activedescendant", "header-search-option-0");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await combobox.press("Escape");
    await expect(listbox).toBeHidden();
    await combobox.press("ArrowDown");
    await expect(listbox).toBeVisible();
    const slug = total.items[0].slug as string;
    await combobox.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/nl/products/${slug}$`));
    await expect(listbox).toBeHidden();
  });

  test("in the modern-cool header (Huisraad) each card also shows its price with 'incl. BTW'", async ({ page }) => {
    await open(page, hostUrl(HUISRAAD.host, "/nl/home"));
    await waitForHydration(page);
    await page.locator("#header-search").click();
    await page.getByRole("combobox", { name: "Zoek in de winkel" }).fill("vaas");
    const options = page.getByRole("listbox", { name: "Zoekresultaten" }).getByRole("option");
    await expect(options.first()).toContainText("Vaas");
    await expect(options.first()).toContainText(/€\s?\d+,\d{2} incl\. BTW/);
  });

  test("an unknown query shows 'Geen resultaten'", async ({ page }) => {
    await open(page, "/nl/home");
    await waitForHydration(page);
    await page.locator("#header-search").click();
    await page.getByRole("combobox", { name: "Zoek in de winkel" }).fill("zzqxw");
    await expect(page.getByText("Geen resultaten")).toBeVisible();
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect(page.getByText("Geen resultaten")).toBeHidden();
  });

  test("on the product overview the typed query updates the listing, keeping the other filters", async ({ page }) => {
    await open(page, "/nl/products?sort=price-asc");
    await waitForHydration(page);
    await page.locator("#header-search").click();
    await page.getByRole("combobox", { name: "Zoek in de winkel" }).fill("jurk");
    await expect(page).toHaveURL(/[?&]q=jurk/);
    expect(new URL(page.url()).searchParams.get("sort")).toBe("price-asc");
    await expect(page.getByRole("listbox", { name: "Zoekresultaten", includeHidden: true })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("jurk");
    await page.getByRole("combobox", { name: "Zoek in de winkel" }).fill("j");
    await expect(page).not.toHaveURL(/[?&]q=/);
  });
});

test.describe("header search without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "the plain form");
  test("the form submits to products?q=", async ({ page }) => {
    await open(page, "/nl/home");
    await page.locator("#header-search").fill("linnen");
    await page.locator("#header-search").press("Enter");
    await expect(page).toHaveURL(/\/nl\/products\?q=linnen$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("linnen");
  });
});
