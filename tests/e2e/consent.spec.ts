import { expect, test } from "@playwright/test";
import { expectNoSeriousAxe } from "./axe";
import { expectNoReload, jsEnabled, message, open, openPage, submitForm } from "./support";

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

/** With JavaScript, where focus is once an overlay went: the page's main content, not the bare document. */
async function focusedAfterClose(page: import("@playwright/test").Page) {
  if (!jsEnabled()) return;
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
}

test("the banner asks until the shopper declines, and the choice survives a reload", async ({ page, context }) => {
  await openPage(page, "/nl/home");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Accepteren" })).toBeVisible();
  if (jsEnabled()) await expectNoSeriousAxe(page);
  // With JavaScript a fetcher (no reload); without, 303 back with the flash.
  await submitForm(page, "/nl/cookies", () => banner(page).getByRole("button", { name: "Afwijzen" }).click(), { text: "Je cookiekeuze is bewaard." });
  await expect(banner(page)).toHaveCount(0);
  await focusedAfterClose(page);
  await expectNoReload(page);
  await expect(page).toHaveURL(/\/nl\/home$/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "etalage_consent")?.value).toBe("v1.necessary");
  // Without consent there is no insights token.
  expect(cookies.find((c) => c.name === "etalage_insights")).toBeUndefined();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("accepting in the banner makes the insights token at once, without a reload", async ({ page, context }) => {
  await openPage(page, "/nl/home");
  await submitForm(page, "/nl/cookies", () => banner(page).getByRole("button", { name: "Accepteren" }).click(), { text: "Je cookiekeuze is bewaard." });
  await expect(banner(page)).toHaveCount(0);
  await focusedAfterClose(page);
  await expectNoReload(page);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "etalage_consent")?.value).toBe("v1.all");
  expect(cookies.find((c) => c.name === "etalage_insights")?.value).toMatch(/^[a-f0-9]{32}$/);
});

test("the footer reopens the choice, with the categories, and accepting makes the insights token", async ({ page, context }) => {
  await open(page, "/nl/home");
  await banner(page).getByRole("button", { name: "Afwijzen" }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie-instellingen" }).click();
  await expect(page).toHaveURL(/\/nl\/cookies$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cookie-instellingen" })).toBeVisible();
  await expect(page.locator("[data-consent-category]")).toHaveCount(3);
  await expect(page.locator("[data-consent-current]")).toHaveAttribute("data-consent-current", "necessary");
  await openPage(page, "/nl/cookies");
  await submitForm(page, "/nl/cookies", () => page.getByRole("main").getByRole("button", { name: "Accepteren" }).click(), {
    text: "Je cookiekeuze is bewaard.",
  });
  await expect(page.locator("[data-consent-current]")).toHaveAttribute("data-consent-current", "all");
  // The answer where the form is (with JavaScript) or as the flash (without): the same text.
  await expect(message(page, "Je cookiekeuze is bewaard.")).toBeVisible();
  await expectNoReload(page);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "etalage_consent")?.value).toBe("v1.all");
  expect(cookies.find((c) => c.name === "etalage_insights")?.value).toMatch(/^[a-f0-9]{32}$/);
  await page.reload();
  await expect(page.locator("[data-consent-current]")).toHaveAttribute("data-consent-current", "all");
  await expect(banner(page)).toHaveCount(0);
});
