import { expect, test } from "@playwright/test";
import { expectNoSeriousAxe } from "./axe";
import { jsEnabled, open, waitForHydration } from "./support";

// The cookie banner (issue 13, ADR 0023): 'Accepteren' / 'Afwijzen' posted by a form (303 back without
// JavaScript, a fetcher with it), the choice surviving a reload, reopened from the footer.

// A browser that never chose: the other specs start with a choice made (playwright.config.ts). The
// newsletter popup that follows the choice is closed already (newsletter.spec.ts tests it).
test.use({
  storageState: {
    cookies: [
      { name: "etalage_newsletter_popup", value: "closed", domain: "localhost", path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" },
    ],
    origins: [],
  },
});

const banner = (page: import("@playwright/test").Page) => page.locator("[data-consent-banner]");

test("the banner asks until the shopper declines, and the choice survives a reload", async ({ page, context }) => {
  await open(page, "/nl/home");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Accepteren" })).toBeVisible();
  if (jsEnabled()) {
    await waitForHydration(page);
    await expectNoSeriousAxe(page);
  }
  await banner(page).getByRole("button", { name: "Afwijzen" }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/nl\/home$/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "etalage_consent")?.value).toBe("v1.necessary");
  // Without consent there is no insights token.
  expect(cookies.find((c) => c.name === "etalage_insights")).toBeUndefined();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("the footer reopens the choice, with the categories, and accepting makes the insights token", async ({ page, context }) => {
  await open(page, "/nl/home");
  await banner(page).getByRole("button", { name: "Afwijzen" }).click();
  await expect(banner(page)).toHaveCount(0);
  if (jsEnabled()) await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie-instellingen" }).click();
  await expect(page).toHaveURL(/\/nl\/cookies$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cookie-instellingen" })).toBeVisible();
  await expect(page.locator("[data-consent-category]")).toHaveCount(3);
  await expect(page.locator("[data-consent-current]")).toHaveAttribute("data-consent-current", "necessary");
  await page.getByRole("main").getByRole("button", { name: "Accepteren" }).click();
  await expect(page.locator("[data-consent-current]")).toHaveAttribute("data-consent-current", "all");
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "etalage_consent")?.value).toBe("v1.all");
  expect(cookies.find((c) => c.name === "etalage_insights")?.value).toMatch(/^[a-f0-9]{32}$/);
  await page.reload();
  await expect(page.locator("[data-consent-current]")).toHaveAttribute("data-consent-current", "all");
  await expect(banner(page)).toHaveCount(0);
});
