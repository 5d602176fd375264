import { expect, type Locator, type Page, test } from "@playwright/test";
import { baseUrl, cartLink, currentPath, expectNoReload, jsEnabled, message, openPage, submitForm } from "./support";

// The shopper's journey of issue #3 ("Tests and measures"): browse → filter → product → choose a
// colour and a size → add → mini cart (with JavaScript) / shopping bag (without) → increase and
// decrease → bundle up and down → coupons → remove → clear. Every test runs with JavaScript (forms are
// fetchers: no reload, the header count follows) and without (a POST answered 303 with a flash message).

const CART = "/nl/cart";

/** What the demo seed (workers/core-api/seed/demo.sql, Noordzee Mode) holds for these journeys. */
const DEMO = {
  /** Linnen blouse, € 59,95: ecru (size M sold out: NZ-1001-ECRU-M), zeeblauw, saliegroen. */
  blouse: {
    slug: "linnen-blouse",
    name: "Linnen blouse",
    soldOutSize: "M",
    colour: { name: "zeeblauw", hex: "#2f5d7c" },
    size: "L",
  },
  /** Basic T-shirt biologisch katoen, € 19,95 (wit XS is the first size in stock). */
  tshirt: { slug: "basic-t-shirt-dames", name: "Basic T-shirt biologisch katoen" },
  /** Category Dames with size M: the Dames products 1001–1014 (1019 and 1020, shoes, have no size M). */
  filter: {
    category: "dames",
    size: "M",
    products: [
      "Linnen blouse",
      "Bretonse streeptop",
      "Basic T-shirt biologisch katoen",
      "Maxi-jurk Duinroos",
      "Wikkeljurk met stippen",
      "Linnen midi-jurk",
      "Plissé rok",
      "Denim rok",
      "Wijde linnen broek",
      "Mom jeans",
      "Grofgebreide kabeltrui",
      "Vest met knopen",
      "Trenchcoat Scheveningen",
      "Regenjas Zeewind",
    ],
    // Heren; and Dames but shoes (no size M).
    hidden: ["Oxford overhemd", "Witte leren sneakers"],
    /** The bundles that hold one of those products (issue 10: bundle cards among the products). */
    bundles: ["Weekend aan zee", "Zomerse strandlook"],
  },
  /** Basics set: a men's T-shirt plus gestreepte sokken, 2 per set. */
  bundle: {
    slug: "basics-set",
    name: "Basics set",
    tshirt: { name: "T-shirt biologisch katoen heren", variant: "wit · M" },
    socks: { name: "Gestreepte sokken", variant: "marineblauw · 41-46", unitsPerSet: 2 },
  },
  coupons: { valid: "WELKOM10", unknown: "BESTAATNIET" },
} as const;

/** A price as the Dutch pages write it (€ 24,90, with a normal or non-breaking space). */
function euro(amount: string): RegExp {
  return new RegExp(`€\\s?${amount.replace(".", ",")}$`);
}

/** The value of a row of the totals (a <dl>): the <dd> right after the <dt> with this label. */
function total(cart: Locator, label: string): Locator {
  return cart
    .locator("dt")
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

async function amountOf(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? "";
  return Number(text.replace(/[^\d,]/g, "").replace(",", "."));
}

/**
 * Open the cart as the header's cart link does: with JavaScript the mini cart drawer (a modal dialog),
 * without it the shopping bag page. Returns where the cart's contents are.
 */
async function openCart(page: Page): Promise<Locator> {
  await cartLink(page).click();
  if (jsEnabled()) {
    const drawer = page.getByRole("dialog", { name: "Winkelmand" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText("Winkelmand laden…")).toHaveCount(0);
    return drawer;
  }
  await expect(page).toHaveURL(new URL("/nl/shopping-bag", baseUrl()).href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Winkelmand");
  return page.getByRole("main");
}

/** A size on a product page: a link that shows (and then adds) that size. */
const sizeLink = (page: Page, size: string) => page.getByRole("navigation", { name: "Kies je maat" }).getByRole("link", { name: size, exact: true });

/** Add a product (its first size in stock, or `size`) from its detail page. */
async function addProduct(page: Page, product: { slug: string; name: string }, expectedCount: number, size?: string) {
  await openPage(page, `/nl/products/${product.slug}`);
  if (size) await sizeLink(page, size).click();
  if (size) await expect(sizeLink(page, size)).toHaveAttribute("aria-current", "true");
  await submitForm(page, CART, () => page.getByRole("button", { name: "In winkelmand" }).click(), {
    text: `${product.name} is toegevoegd aan je winkelmand.`,
  });
  await expect(message(page, `${product.name} is toegevoegd aan je winkelmand.`)).toBeVisible();
  await expect(cartLink(page, expectedCount)).toBeVisible();
}

test.describe("catalogue", () => {
  test("browse → filter by category and size with the filter form, then clear the filters", async ({ page }) => {
    await openPage(page, "/nl/products");
    const main = page.getByRole("main");
    await expect(main.getByText("38 producten en 4 bundels", { exact: true })).toBeVisible();
    // On a desktop the filters always show, without a toggle.
    await expect(main.locator("summary", { hasText: "Filters" })).toBeHidden();

    await page.locator("#filter-category").selectOption(DEMO.filter.category);
    await page.locator("#filter-size").selectOption(DEMO.filter.size);
    await page.getByRole("button", { name: "Toon producten" }).click();

    // The loader folds the separate fields into the one `filters` parameter.
    await expect(page).toHaveURL(/[?&]filters=/);
    expect(currentPath(page)).not.toMatch(/[?&](category|size)=/);
    await expect(main.getByText(`${DEMO.filter.products.length} producten en ${DEMO.filter.bundles.length} bundels`, { exact: true })).toBeVisible();
    // Every card shown belongs: exactly the Dames products with a size M, and the bundles that hold one.
    const names = main.locator('a[href^="/nl/products/"] h2');
    await expect(names).toHaveCount(DEMO.filter.products.length);
    expect((await names.allTextContents()).sort()).toEqual([...DEMO.filter.products].sort());
    const bundles = main.locator('a[href^="/nl/bundles/"] h2');
    expect((await bundles.allTextContents()).map((name) => name.replace(/^Bundel: /, "")).sort()).toEqual([...DEMO.filter.bundles]);
    await expect(main.getByRole("link", { name: DEMO.blouse.name })).toBeVisible();
    for (const name of DEMO.filter.hidden) await expect(main.getByRole("link", { name })).toHaveCount(0);
    // The form shows the filters it applied.
    await expect(page.locator("#filter-category")).toHaveValue(DEMO.filter.category);
    await expect(page.locator("#filter-size")).toHaveValue(DEMO.filter.size);

    await main.getByRole("link", { name: "Filters wissen" }).click();
    await expect(page).toHaveURL(new URL("/nl/products", baseUrl()).href);
    await expect(main.getByText("38 producten en 4 bundels", { exact: true })).toBeVisible();
    await expect(page.locator("#filter-category")).toHaveValue("");
    await expect(page.locator("#filter-size")).toHaveValue("");
    await expectNoReload(page);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the filters fold behind 'Filters', so the products come first; opened, they filter", async ({ page }) => {
      await openPage(page, "/nl/products");
      const main = page.getByRole("main");
      const firstCard = main.locator('a[href^="/nl/products/"]').first();
      const onFirstScreen = async () => {
        const box = await firstCard.boundingBox();
        return box !== null && box.y + box.height / 2 < 844;
      };
      await expect.poll(onFirstScreen).toBe(true);
      await expect(page.locator("#filter-category")).toBeHidden();

      await main.locator("summary", { hasText: "Filters" }).click();
      await page.locator("#filter-category").selectOption(DEMO.filter.category);
      await page.getByRole("button", { name: "Toon producten" }).click();
      await expect(page).toHaveURL(/[?&]filters=/);
      await expect(main.locator("summary", { hasText: "Filters (1)" })).toBeVisible();
      await expect(page.locator("#filter-category")).toBeHidden();
      await expect.poll(onFirstScreen).toBe(true);
    });
  });

  test("product → choose a colour and a size → In winkelmand; a sold-out size cannot be chosen", async ({ page }) => {
    const { blouse } = DEMO;
    await openPage(page, `/nl/products/${blouse.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blouse.name);
    await expect(cartLink(page, 0)).toBeVisible();
    // The first colour (ecru) has a sold-out size.
    const sizes = page.getByRole("navigation", { name: "Kies je maat" });
    await expect(sizes.getByText(`${blouse.soldOutSize} (uitverkocht)`)).toHaveAttribute("aria-disabled", "true");
    await expect(sizes.getByRole("link", { name: new RegExp(`^${blouse.soldOutSize}`) })).toHaveCount(0);

    const colours = page.getByRole("navigation", { name: "Kies een kleur" });
    await colours.getByRole("link", { name: blouse.colour.name, exact: true }).click();
    await expect(page).toHaveURL(new URL(`/nl/products/${blouse.slug}?colour=${encodeURIComponent(blouse.colour.hex)}`, baseUrl()).href);
    await expect(colours.getByRole("link", { name: blouse.colour.name, exact: true })).toHaveAttribute("aria-current", "true");
    await expect(colours).toContainText(`Kies een kleur: ${blouse.colour.name}`);

    await sizeLink(page, blouse.size).click();
    await expect(sizeLink(page, blouse.size)).toHaveAttribute("aria-current", "true");
    await submitForm(page, CART, () => page.getByRole("button", { name: "In winkelmand" }).click(), {
      text: `${blouse.name} is toegevoegd aan je winkelmand.`,
    });
    await expect(message(page, `${blouse.name} is toegevoegd aan je winkelmand.`)).toBeVisible();
    await expect(cartLink(page, 1)).toBeVisible();

    // The chosen variant is the one in the cart.
    const cart = await openCart(page);
    const line = cart.getByRole("listitem").filter({ has: page.getByRole("link", { name: blouse.name }) });
    await expect(line).toContainText(`${blouse.size} · ${blouse.colour.name}`);
    await expectNoReload(page);
  });
});

test.describe("cart", () => {
  test("mini cart / shopping bag: increase to 2 and back to 1; at 1 the minus is disabled; totals", async ({ page }) => {
    const { tshirt } = DEMO;
    await addProduct(page, tshirt, 1);
    const cart = await openCart(page);

    const quantity = cart.getByLabel(`Aantal van ${tshirt.name}`, { exact: true });
    const minus = cart.getByRole("button", { name: `Eén minder van ${tshirt.name}` });
    const plus = cart.getByRole("button", { name: `Eén meer van ${tshirt.name}` });
    await expect(quantity).toHaveText("1");
    await expect(minus).toBeDisabled();
    await expect(cart.getByText("Prijzen getoond: incl. BTW")).toBeVisible();
    await expect(total(cart, "Subtotaal")).toHaveText(euro("19,95"));
    await expect(total(cart, "Verzendkosten (vanaf)")).toHaveText(euro("4,95"));
    await expect(total(cart, "Totaal te betalen")).toHaveText(euro("24,90"));

    await submitForm(page, CART, () => plus.click(), { text: "Je winkelmand is bijgewerkt." });
    await expect(quantity).toHaveText("2");
    await expect(cartLink(page, 2)).toBeAttached();
    await expect(minus).toBeEnabled();
    await expect(total(cart, "Subtotaal")).toHaveText(euro("39,90"));
    await expect(total(cart, "Totaal te betalen")).toHaveText(euro("44,85"));

    await submitForm(page, CART, () => minus.click(), { text: "Je winkelmand is bijgewerkt." });
    await expect(quantity).toHaveText("1");
    await expect(cartLink(page, 1)).toBeAttached();
    await expect(minus).toBeDisabled();
    await expect(total(cart, "Totaal te betalen")).toHaveText(euro("24,90"));

    if (jsEnabled()) {
      // The drawer closes with Escape and with its close button.
      await page.keyboard.press("Escape");
      await expect(cart).toBeHidden();
      await cartLink(page, 1).click();
      await expect(cart).toBeVisible();
      await expect(quantity).toHaveText("1");
      await cart.getByRole("button", { name: "Sluiten" }).click();
      await expect(cart).toBeHidden();
      // … and with a click on the dimmed backdrop (left of the panel, which opens from the right).
      await cartLink(page, 1).click();
      await expect(cart).toBeVisible();
      await page.mouse.click(10, 300);
      await expect(cart).toBeHidden();
    }
    await expectNoReload(page);
  });

  test("bundle: add the basics set, step it up and down by its units per set, − twice removes it", async ({ page }) => {
    const { bundle } = DEMO;
    await openPage(page, `/nl/bundles/${bundle.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(bundle.name);
    await page.getByLabel(bundle.tshirt.name).selectOption({ label: bundle.tshirt.variant });
    await page.getByLabel(new RegExp(`^${bundle.socks.name}`)).selectOption({ label: bundle.socks.variant });
    await submitForm(page, CART, () => page.getByRole("button", { name: "Bundel in winkelmand" }).click(), {
      text: "De bundel is toegevoegd aan je winkelmand.",
    });
    await expect(message(page, "De bundel is toegevoegd aan je winkelmand.")).toBeVisible();
    await expect(cartLink(page, 1 + bundle.socks.unitsPerSet)).toBeVisible();

    // The shopping bag (a page of its own, with and without JavaScript).
    await openPage(page, "/nl/shopping-bag");
    const section = page.getByRole("main").getByRole("region", { name: bundle.name });
    await expect(section).toContainText("Bundel × 1");
    const details = section.locator("details");
    await expect(details.locator("summary")).toHaveText("Bevat 2 producten");
    const line = (name: string) => section.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });
    const expand = async () => {
      if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
      await expect(details).toHaveAttribute("open", "");
    };
    await expand();
    await expect(line(bundle.tshirt.name)).toContainText("Aantal: 1");
    await expect(line(bundle.socks.name)).toContainText(`Aantal: ${bundle.socks.unitsPerSet}`);

    await submitForm(page, CART, () => section.getByRole("button", { name: `Eén meer van ${bundle.name}` }).click(), {
      text: "Je winkelmand is bijgewerkt.",
    });
    await expect(section).toContainText("Bundel × 2");
    await expand();
    await expect(line(bundle.tshirt.name)).toContainText("Aantal: 2");
    await expect(line(bundle.socks.name)).toContainText(`Aantal: ${2 * bundle.socks.unitsPerSet}`);
    await expect(cartLink(page, 2 * (1 + bundle.socks.unitsPerSet))).toBeAttached();

    await submitForm(page, CART, () => section.getByRole("button", { name: `Eén minder van ${bundle.name}` }).click(), {
      text: "Je winkelmand is bijgewerkt.",
    });
    await expect(section).toContainText("Bundel × 1");
    await expand();
    await expect(line(bundle.socks.name)).toContainText(`Aantal: ${bundle.socks.unitsPerSet}`);

    // A decrease that would bring a line to zero removes the whole bundle.
    await submitForm(page, CART, () => section.getByRole("button", { name: `Eén minder van ${bundle.name}` }).click(), {
      text: /Je winkelmand is bijgewerkt\.|De bundel is verwijderd uit je winkelmand\./,
    });
    await expect(section).toHaveCount(0);
    await expect(page.getByRole("main")).toContainText("Je winkelmand is leeg.");
    await expect(cartLink(page, 0)).toBeAttached();
    await expectNoReload(page);
  });

  test("coupon: an invalid code is refused, WELKOM10 gives a discount, and it can be removed", async ({ page }) => {
    const { blouse, coupons } = DEMO;
    await addProduct(page, blouse, 1);
    const cart = await openCart(page);
    const grandTotal = total(cart, "Totaal te betalen");
    await expect(grandTotal).toHaveText(euro("59,95"));
    const before = await amountOf(grandTotal);

    const toggle = cart.getByText("Kortingscode? Klik hier");
    const field = cart.getByLabel("Kortingscode", { exact: true });
    const apply = cart.getByRole("button", { name: "Toepassen" });
    await expect(field).toBeHidden();
    await toggle.click();
    await expect(field).toBeVisible();
    // With JavaScript, applying is disabled while the field is empty.
    if (jsEnabled()) await expect(apply).toBeDisabled();

    await field.fill(coupons.unknown);
    await submitForm(page, CART, () => apply.click(), { text: "Deze kortingscode is niet geldig.", role: "alert" });
    await expect(message(page, "Deze kortingscode is niet geldig.", "alert")).toBeVisible();
    await expect(cart.locator("dt").filter({ hasText: /^Korting$/ })).toHaveCount(0);
    await expect(grandTotal).toHaveText(euro("59,95"));

    if (!(await field.isVisible())) await toggle.click();
    await field.fill(coupons.valid);
    await submitForm(page, CART, () => field.press("Enter"), { text: `De kortingscode ${coupons.valid} is toegepast.` });
    // 10% of € 59,95 (free shipping from € 50 still applies).
    await expect(total(cart, "Korting")).toHaveText(/^-€\s?6,00$/);
    await expect(cart).toContainText(`Kortingscode: ${coupons.valid}`);
    await expect(grandTotal).toHaveText(euro("53,95"));
    expect(await amountOf(grandTotal)).toBeLessThan(before);
    await expect(message(page, "Deze kortingscode is niet geldig.", "alert")).toHaveCount(0);
    if (jsEnabled()) {
      // Success hides the field and clears it.
      await expect(field).toBeHidden();
      await toggle.click();
      await expect(field).toHaveValue("");
    }

    await submitForm(page, CART, () => cart.getByRole("button", { name: `Kortingscode ${coupons.valid} verwijderen` }).click(), {
      text: "De kortingscode is verwijderd.",
    });
    await expect(cart.locator("dt").filter({ hasText: /^Korting$/ })).toHaveCount(0);
    await expect(grandTotal).toHaveText(euro("59,95"));
    await expectNoReload(page);
  });

  test("remove a line, then 'Leeg maken' empties the cart", async ({ page }) => {
    const { tshirt, blouse } = DEMO;
    await addProduct(page, tshirt, 1);
    await addProduct(page, blouse, 2);
    const cart = await openCart(page);
    const names = [tshirt.name, blouse.name];
    for (const name of names) await expect(cart.getByRole("link", { name, exact: true })).toBeVisible();

    await submitForm(page, CART, () => cart.getByRole("button", { name: `${tshirt.name} verwijderen` }).click(), {
      text: "Het artikel is verwijderd uit je winkelmand.",
    });
    await expect(cart.getByRole("link", { name: tshirt.name, exact: true })).toHaveCount(0);
    await expect(cart.getByRole("link", { name: blouse.name, exact: true })).toBeVisible();
    await expect(cartLink(page, 1)).toBeAttached();

    await submitForm(page, CART, () => cart.getByRole("button", { name: "Leeg maken" }).click(), {
      text: "Je winkelmand is leeggemaakt.",
    });
    await expect(cart.getByText("Je winkelmand is leeg.")).toBeVisible();
    await expect(cart.getByRole("link", { name: blouse.name, exact: true })).toHaveCount(0);
    await expect(cart.getByRole("button", { name: "Leeg maken" })).toHaveCount(0);
    await expect(cartLink(page, 0)).toBeAttached();
    await expectNoReload(page);
  });
});
