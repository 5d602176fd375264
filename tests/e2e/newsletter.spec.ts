import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxe } from "./axe";
import { expectNoReload, hostUrl, jsEnabled, open, openPage, submitForm, waitForHydration } from "./support";
import { shopCookies } from "./shop-cookies";

// The newsletter signup in the footer with its double opt-in (issue 13, ADR 0024): the mail arrives in
// the development outbox, its link shows a button, and the button confirms — with JavaScript and without.

const SENT = "Bijna klaar: bevestig je inschrijving via de link in de e-mail die we je sturen.";

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
  await openPage(page, "/nl/home");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Mailadres voor de nieuwsbrief").fill(email);
  await submitForm(page, "/nl/newsletter", () => footer.getByRole("button", { name: "Inschrijven" }).click(), { text: SENT });
  await expect(page).toHaveURL(/\/nl\/home$/);
  if (jsEnabled()) {
    // The answer where the form was, in a live region that takes the focus (the button went with the form).
    const answer = footer.getByRole("status").filter({ hasText: SENT });
    await expect(answer).toBeVisible();
    await expect(answer).toBeFocused();
    await expect(footer.getByRole("button", { name: "Inschrijven" })).toHaveCount(0);
    await expectNoSeriousAxe(page);
    await expectNoReload(page);
  }

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
  await openPage(page, "/nl/home");
  const footer = page.getByRole("contentinfo");
  const field = footer.getByLabel("Mailadres voor de nieuwsbrief");
  // The browser lets "iemand@voorbeeld" through (no dot needed); the shop wants a real domain.
  await field.fill("iemand@voorbeeld");
  await footer.getByRole("button", { name: "Inschrijven" }).click();
  await expect(page.getByText("Vul een geldig e-mailadres in.")).toBeVisible();
  if (jsEnabled()) {
    // On the field itself, as the field's description; the field gets the focus to correct it.
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Vul een geldig e-mailadres in.");
    await expect(field).toBeFocused();
    await expectNoSeriousAxe(page);
    await expectNoReload(page);
    // Corrected, the message goes and the answer comes.
    await field.fill(`e2e-fixed-${Date.now()}@example.test`);
    await footer.getByRole("button", { name: "Inschrijven" }).click();
    await expect(footer.getByRole("status").filter({ hasText: SENT })).toBeVisible();
    await expect(page.getByText("Vul een geldig e-mailadres in.")).toHaveCount(0);
    await expectNoReload(page);
  }
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
      await openPage(page, "/nl/home");
      await expectNoSeriousAxe(page);
    }
    await popup(page).getByRole("button", { name: "Sluiten" }).click();
    await expect(popup(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/nl\/home$/);
    if (jsEnabled()) {
      // A fetcher closed it: no reload, and focus is on the page's main content, not lost to the document.
      await expectNoReload(page);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    }
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
  });

  test("Stadsbazaar's popup has the BACKGROUND layout; signing up from it closes it for good", async ({ page }) => {
    await openPage(page, hostUrl("stadsbazaar.localhost", "/nl/home"));
    await expect(popup(page)).toHaveAttribute("data-layout", "BACKGROUND");
    const email = `popup-${test.info().project.name}-${Date.now()}@example.test`;
    await popup(page).getByLabel("Mailadres voor de nieuwsbrief").fill(email);
    await popup(page).getByRole("button", { name: "Inschrijven" }).click();
    await expect(page.getByText(SENT).first()).toBeVisible();
    if (jsEnabled()) {
      // With JavaScript the answer shows in the popup, where the form was, until the shopper closes it.
      await expect(popup(page).getByRole("status")).toHaveText(SENT);
      await expectNoSeriousAxe(page);
      await popup(page).getByRole("button", { name: "Sluiten" }).click();
      await expectNoReload(page);
    }
    await expect(popup(page)).toHaveCount(0);
    // The mail went out all the same.
    await open(page, hostUrl("stadsbazaar.localhost", "/dev/outbox"));
    await expect(page.locator("li", { hasText: email }).first()).toContainText("Bevestig je inschrijving");
    await open(page, hostUrl("stadsbazaar.localhost", "/nl/home"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
  });
});

test.describe("consent first", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the popup waits until the cookie choice is made", async ({ page }) => {
    await openPage(page, "/nl/home");
    await expect(page.locator("[data-consent-banner]")).toBeVisible();
    await expect(page.locator("dialog[data-newsletter-popup]")).toHaveCount(0);
    await page.getByRole("button", { name: "Accepteren" }).click();
    await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
    await expect(page.locator("dialog[data-newsletter-popup]")).toBeVisible();
    await expectNoReload(page);
  });
});
