import { test } from "@playwright/test";
import { hostUrl, jsEnabled, NOORDZEE, open, STADSBAZAAR } from "./support";
import { shopCookies } from "./shop-cookies";

// Temporary: screenshots of the chrome's fragments for a look (not committed).
for (const width of [1280, 390]) {
  for (const shop of [NOORDZEE, STADSBAZAAR]) {
    test(`${shop.name} ${width} banner`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, hostUrl(shop.host, "/nl/home"));
      await page.waitForLoadState("load");
      await page.waitForTimeout(800);
      const tag = `${shop.name.split(" ")[0]}-${width}-${jsEnabled() ? "js" : "nojs"}`;
      await page.screenshot({ path: `/tmp/fragments-shots/${tag}-top.png` });
      await page.screenshot({ path: `/tmp/fragments-shots/${tag}-full.png`, fullPage: true });
    });
    test.describe(() => {
      test.use({ storageState: { cookies: shopCookies({ etalage_consent: "v1.necessary" }, ["localhost", "stadsbazaar.localhost"]), origins: [] } });
      test(`${shop.name} ${width} popup`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await open(page, hostUrl(shop.host, "/nl/home"));
        await page.waitForLoadState("load");
        await page.waitForTimeout(800);
        const tag = `${shop.name.split(" ")[0]}-${width}-${jsEnabled() ? "js" : "nojs"}`;
        await page.screenshot({ path: `/tmp/fragments-shots/${tag}-popup.png` });
        if (jsEnabled()) {
          // A bad address in the footer: the part with its message, swapped in.
          await page.locator("dialog[data-newsletter-popup]").getByRole("button", { name: "Sluiten" }).click();
          await page.waitForTimeout(500);
          const footer = page.getByRole("contentinfo");
          await footer.getByLabel("Mailadres voor de nieuwsbrief").fill("iemand@voorbeeld");
          await footer.getByRole("button", { name: "Inschrijven" }).click();
          await page.getByText("Vul een geldig e-mailadres in.").waitFor();
          await footer.screenshot({ path: `/tmp/fragments-shots/${tag}-footer-error.png` });
        }
      });
    });
  }
}
