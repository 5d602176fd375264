import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxe } from "./axe";
import { hostUrl, jsEnabled, open, waitForHydration } from "./support";
import { shopCookies } from "./shop-cookies";

// The newsletter signup in the footer with its double opt-in (issue 13, ADR 0024): the mail arrives in
// the development outbox, its link shows a button, and the button confirms — with JavaScript and without.

async function confirmationLink(page: Page, email: string): Promise<string> {
  await open(page, "/dev/outbox");
  const mail = page.locator("li", { hasText: email }).first();
  await expect(mail).toContainText("Bevestig je inschrijving");
  const text = (await mail.locator("pre").textContent()) ?? "";
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  expect(link).toBeTruthy();
  return link!;
}

test("a footer signup arrives in the outbox and its link confirms it", async ({ page }) => {
  const email = `e2e-${test.info().project.name}-${Date.now()}@example.test`;
  await open(page, "/nl/home");
  if (jsEnabled()) await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Mailadres voor de nieuwsbrief").fill(email);
  await footer.getByRole("button", { name: "Inschrijven" }).click();
  await expect(page.getByText("Bijna klaar: bevestig je inschrijving").first()).toBeVisible();
  await expect(page).toHaveURL(/\/nl\/home$/);

  const link = new URL(await confirmationLink(page, email));
  await open(page, `${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Inschrijving bevestigen" })).toBeVisible();
  if (jsEnabled()) await waitForHydration(page);
  await page.getByRole("button", { name: "Ja, schrijf me in" }).click();
  await expect(page.getByText("Je inschrijving is bevestigd. Welkom!").first()).toBeVisible();
  // The link works once.
  await open(page, `${link.pathname}${link.search}`);
  if (jsEnabled()) await waitForHydration(page);
  await page.getByRole("button", { name: "Ja, schrijf me in" }).click();
  await expect(page.getByText("Deze link werkt niet meer.").first()).toBeVisible();
});

test("a bad address gets its message under the field", async ({ page }) => {
  await open(page, "/nl/home");
  if (jsEnabled()) await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  // The browser lets "iemand@voorbeeld" through (no dot needed); the shop wants a real domain.
  await footer.getByLabel("Mailadres voor de nieuwsbrief").fill("iemand@voorbeeld");
  await footer.getByRole("button", { name: "Inschrijven" }).click();
  await expect(page.getByText("Vul een geldig e-mailadres in.")).toBeVisible();
});

test.describe("the newsletter popup", () => {
  // The cookie choice made, the popup never closed.
  const chosen = shopCookies({ etalage_consent: "v1.necessary" }, ["localhost", "stadsbazaar.localhost"]);
  test.use({ storageState: { cookies: chosen, origins: [] } });
  const popup = (page: Page) => page.locator("dialog[data-newsletter-popup]");

  test("shows in its layout, not in the checkout flow, and 'Sluiten' keeps it closed", async ({ page }) => {
    await open(page, "/nl/shopping-bag");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
    await open(page, "/nl/home");
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toHaveAttribute("data-layout", "TWO_COLUMN");
    await expect(popup(page).getByRole("heading", { name: "Blijf op de hoogte" })).toBeVisible();
    await expect(popup(page)).toContainText("WELKOM10");
    if (jsEnabled()) {
      await waitForHydration(page);
      await expectNoSeriousAxe(page);
    }
    await popup(page).getByRole("button", { name: "Sluiten" }).click();
    await expect(popup(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/nl\/home$/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
  });

  test("Stadsbazaar's popup has the BACKGROUND layout; signing up from it closes it for good", async ({ page }) => {
    await open(page, hostUrl("stadsbazaar.localhost", "/nl/home"));
    await expect(popup(page)).toHaveAttribute("data-layout", "BACKGROUND");
    if (jsEnabled()) await waitForHydration(page);
    await popup(page).getByLabel("Mailadres voor de nieuwsbrief").fill(`popup-${test.info().project.name}-${Date.now()}@example.test`);
    await popup(page).getByRole("button", { name: "Inschrijven" }).click();
    await expect(page.getByText("Bijna klaar: bevestig je inschrijving").first()).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
  });
});

test.describe("consent first", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the popup waits until the cookie choice is made", async ({ page }) => {
    await open(page, "/nl/home");
    await expect(page.locator("[data-consent-banner]")).toBeVisible();
    await expect(page.locator("dialog[data-newsletter-popup]")).toHaveCount(0);
    if (jsEnabled()) await waitForHydration(page);
    await page.getByRole("button", { name: "Accepteren" }).click();
    await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
    await expect(page.locator("dialog[data-newsletter-popup]")).toBeVisible();
  });
});
