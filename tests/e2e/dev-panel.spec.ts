import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousAxe } from "./axe";
import { currentPath, jsEnabled, openPage, primaryColour, STADSBAZAAR, STAPVAST } from "./support";

// The development panel (spec §4 "Development modal", §5, §6, §8; ADR 0064), with JavaScript (a modal
// over the page, its posts as fetches, no reload until apply) and without (the /dev/panel page, each
// button a post answered 303). Every rule of the modal a developer can see.

const PRODUCTION = "Using production data. Be careful with modifications!";
const TEST_DATA = "Using test data. Safe to make changes.";
const LOCALHOST_ONLY = "Production data toggle only works in localhost mode.";

/**
 * The strip's button. With nothing chosen the strip waits above the page (the panel is a hidden one,
 * spec §1) until the keyboard reaches it, as a skip link does: focused first, then pressed.
 */
async function pressStripButton(page: Page) {
  const button = page.getByRole("link", { name: "Development settings" });
  await button.focus();
  await expect(button).toBeInViewport();
  await button.click();
}

/** Opens the panel from the strip at the page's top: the modal with JavaScript, the page without. */
async function openPanel(page: Page, path = "/nl/home"): Promise<Locator> {
  await openPage(page, path);
  await pressStripButton(page);
  if (jsEnabled()) {
    const dialog = page.getByRole("dialog", { name: "Development settings" });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await expect(page).toHaveURL(/\/dev\/panel\?returnUrl=/);
  return page.locator("form[data-dev-panel-form]");
}

/** Without JavaScript a choice of tenant or API is sent with Update; with it, at once. */
async function update(panel: Locator) {
  if (!jsEnabled()) await panel.getByRole("button", { name: "Update" }).click();
}

/** The panel's form on the page again (no JavaScript: after each 303). */
function form(page: Page): Locator {
  return jsEnabled() ? page.getByRole("dialog") : page.locator("form[data-dev-panel-form]");
}

test("the panel opens with the saved values; apply waits for a change; closing restores them", async ({ page }) => {
  // Nothing chosen: the page looks as production's, the strip out of view above it.
  await openPage(page, "/nl/home");
  await expect(page.locator("[data-dev-panel]")).not.toBeInViewport();
  const panel = await openPanel(page);
  await expect(panel.getByText(TEST_DATA)).toBeVisible();
  await expect(panel.getByLabel("Localhost (lh): the core API of this machine")).toBeChecked();
  await expect(panel.getByLabel("Shop (tenant)")).toHaveValue("");
  // Nothing changed yet: apply is not allowed.
  await expect(panel.getByRole("button", { name: "Apply" })).toBeDisabled();
  if (jsEnabled()) {
    // Focus went into the modal; axe with the modal open (axe runs with scripts only).
    await expect(panel.locator(":focus")).toHaveCount(1);
    await expectNoSeriousAxe(page);
  }

  await panel.getByLabel("Shop (tenant)").selectOption({ label: STADSBAZAAR.name });
  await update(panel);
  await expect(form(page).getByRole("button", { name: "Apply" })).toBeEnabled();

  if (jsEnabled()) {
    // Escape closes without applying; focus goes back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Development settings" })).toBeFocused();
    // No reload happened, and the next opening starts from the saved (original) values again.
    const again = await reopen(page);
    await expect(again.getByLabel("Shop (tenant)")).toHaveValue("");
    await expect(again.getByRole("button", { name: "Apply" })).toBeDisabled();
    await again.getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  } else {
    await form(page).getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/nl\/home$/);
    const again = await openPanel(page);
    await expect(again.getByLabel("Shop (tenant)")).toHaveValue("");
  }
  // Nothing was applied: the host's shop.
  await expect(page).toHaveTitle(/Noordzee Mode/);
  // The panel's page: no floating widget sits on its form; axe (with scripts) checks it too.
  await openPage(page, "/dev/panel?returnUrl=/nl/home");
  await expect(page.locator("[data-floating-widgets]")).toBeHidden();
  if (jsEnabled()) await expectNoSeriousAxe(page);
});

async function reopen(page: Page): Promise<Locator> {
  await pressStripButton(page);
  const dialog = page.getByRole("dialog", { name: "Development settings" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("production data needs a tenant; the live API turns it off; with the live API it cannot be switched", async ({ page }) => {
  const panel = await openPanel(page);
  await panel.getByRole("button", { name: "Switch to production data" }).click();
  await expect(form(page).getByText(PRODUCTION)).toBeVisible();
  // Only real shops are listed (Noordzee Mode is the development tenant), and none is chosen yet.
  const tenant = form(page).getByLabel("Shop (tenant)");
  await expect(tenant.locator("option", { hasText: STADSBAZAAR.name })).toHaveCount(1);
  await expect(tenant.locator("option", { hasText: "Noordzee Mode" })).toHaveCount(0);
  await expect(form(page).getByRole("button", { name: "Apply" })).toBeDisabled();
  await expect(form(page).getByText("Choose a shop: production data needs one.")).toBeVisible();
  await tenant.selectOption({ label: STAPVAST.name });
  await update(form(page));
  await expect(form(page).getByRole("button", { name: "Apply" })).toBeEnabled();

  // Choosing the live API turns production-data mode off (and clears the selection).
  await form(page).getByLabel("Live API address").fill("http://127.0.0.1:9");
  await form(page).getByLabel("Live: a remote core API").check();
  await update(form(page));
  await expect(form(page).getByText(TEST_DATA)).toBeVisible();
  await expect(form(page).getByLabel("Shop (tenant)")).toHaveValue("");

  // With the live API the toggle is refused, with the third text.
  await form(page).getByRole("button", { name: "Switch to production data" }).click();
  await expect(form(page).getByRole("alert")).toHaveText(LOCALHOST_ONLY);
  await expect(form(page).getByText(TEST_DATA)).toBeVisible();
  if (jsEnabled()) {
    await expect(page).toHaveURL(/\/nl\/home$/);
    await expectNoSeriousAxe(page);
  }
});

test("apply saves the tenant for this browser and reloads the shop in its look", async ({ page }) => {
  const panel = await openPanel(page, "/nl/products");
  await panel.getByLabel("Shop (tenant)").selectOption({ label: STADSBAZAAR.name });
  await update(panel);
  await form(page).getByRole("button", { name: "Apply" }).click();
  // Back where the developer was, in the chosen shop (its name and colours), on the same host.
  await expect(page).toHaveTitle(/Stadsbazaar/);
  expect(currentPath(page)).toBe("/nl/products");
  expect(new URL(page.url()).hostname).toBe("localhost");
  expect(await primaryColour(page)).toBe(STADSBAZAAR.primary);
  // Every page holds it (the cookie) and the strip says so in view; the panel opens with it as its original value.
  await openPage(page, "/nl/home");
  await expect(page).toHaveTitle(/Stadsbazaar/);
  await expect(page.locator("[data-dev-panel]")).toBeInViewport();
  await expect(page.locator("[data-dev-panel]")).toContainText("Development build: a shop or API chosen for this browser (test data).");
  const again = jsEnabled() ? await reopen(page) : await openPanel(page);
  await expect(again.getByLabel("Shop (tenant)")).toHaveValue("7b1e2c4a-0000-4000-8000-00000000000b");
  // Choosing the host's shop again and applying clears the choice.
  await again.getByLabel("Shop (tenant)").selectOption({ label: "This host's shop" });
  await update(again);
  await form(page).getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveTitle(/Noordzee Mode/);
});
