import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxe } from "./axe";
import { CHROME, clippedText, overlapFindings, overlaps, tooWide, wideFindings } from "./look";
import { operatorCommand } from "./operator";
import { baseUrl, hostUrl, jsEnabled, lookShot, NOORDZEE, open, primaryColour, STADSBAZAAR, waitForHydration } from "./support";

// Previews for editors (issue 22, ADR 0060), as an editor meets them: a CMS page's draft through a
// signed preview link (nobody else sees it), a theme preview cache applied to any page by its query
// parameters (with and without JavaScript), and the editor's own page — another origin, framing the
// preview — posting theme events into it: only the right type, session and origin re-apply the theme,
// without a reload. Axe and the layout checks on a preview in every header theme, at 1280 and 390 px.

/** The demo theme previews (scripts/seed/rows/previews.ts): Noordzee's a map, Stadsbazaar's a list. */
const THEME_A = "5e1c0a7e-7000-4000-8000-0000000000a1";
const THEME_B = "5e1c0a7e-7000-4000-8000-0000000000b1";
/** The demo editor's origin, allowed by Noordzee's preview_allowed_origins; the intruder's is not. */
const EDITOR = "http://cms-editor.localhost";
const INTRUDER = "http://intruder.localhost";

/** A signed preview link of the shop's page (`npm run operator -- cms preview-link`). */
function previewLink(page: string, shop: string = NOORDZEE.host): string {
  const result = operatorCommand(["cms", "preview-link", "--shop", shop, "--page", page, "--staff-id", "editor-e2e", "--staff-name", "Eva Editor"]);
  return String(result.path);
}

/** A theme preview cache from settings (`npm run operator -- theme preview`), its id. */
function themePreview(settings: Record<string, string>, shop: string = NOORDZEE.host): string {
  const file = path.join(test.info().outputPath(), `theme-${Date.now()}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(settings));
  return String(operatorCommand(["theme", "preview", "--shop", shop, "--staff-id", "editor-e2e", "--file", file]).id);
}

const headerBackground = (page: Page) => page.locator(CHROME.header).evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe("cms-preview/{id}: a page's draft, for the editor's link only", () => {
  test("the preview link shows the draft's blocks, marked as a draft, never indexed nor kept; the live home is unchanged", async ({ page }) => {
    const link = previewLink("home");
    const response = await open(page, link);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home (voorjaar)");
    await expect(page.getByText("Concept: je bekijkt de nog niet gepubliceerde versie van deze pagina.")).toBeVisible();
    await expect(page.getByText("De voorjaarscollectie komt eraan")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nieuw dit voorjaar" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    await open(page, "/nl/home");
    await expect(page.getByText("De voorjaarscollectie komt eraan")).toHaveCount(0);
  });

  test("without the link, with another page's link or for an unknown page it is the 404 page", async ({ page }) => {
    const homeLink = new URL(previewLink("home"), baseUrl());
    const token = homeLink.searchParams.get("previewToken");
    for (const url of [
      "/nl/cms-preview/101",
      `/nl/cms-preview/102?previewToken=${token}`,
      `/nl/cms-preview/999999?previewToken=${token}`,
      "/nl/cms-preview/101?previewToken=x",
    ]) {
      await test.step(url.slice(0, 40), async () => {
        const response = await open(page, url);
        expect(response.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
        await expect(page.getByText("De voorjaarscollectie komt eraan")).toHaveCount(0);
      });
    }
  });
});

test.describe("preview mode: a theme preview cache on any page", () => {
  test("?previewThemeCache= shows the theme for this page view only (the server renders it, JavaScript or not)", async ({ page }) => {
    const response = await open(page, `/nl/products?previewSession=s-1&previewThemeCache=${THEME_A}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(await primaryColour(page)).toBe("#9c3d1c");
    expect(await headerBackground(page)).toBe("rgb(20, 33, 61)");
    // The framing for the editor's page: its own origin and the shop's allowed one.
    expect(response.headers()["content-security-policy"]).toContain(`frame-ancestors ${new URL(baseUrl()).origin} ${EDITOR}`);
    expect(response.headers()["x-frame-options"]).toBeUndefined();

    // The same page without the parameters is the live shop, and nothing of the preview was kept.
    const live = await open(page, "/nl/products");
    expect(await primaryColour(page)).toBe(NOORDZEE.primary);
    expect(live.headers()["x-frame-options"]).toBe("DENY");
    await open(page, `/nl/products?previewThemeCache=${crypto.randomUUID()}`);
    expect(await primaryColour(page)).toBe(NOORDZEE.primary);
  });

  test("a settings list (Stadsbazaar's demo preview) applies as a map does, the header's theme too", async ({ page }) => {
    await open(page, hostUrl(STADSBAZAAR.host, `/nl/home?previewThemeCache=${THEME_B}`));
    expect(await primaryColour(page)).toBe("#2f5d3a");
    await open(page, hostUrl(STADSBAZAAR.host, "/nl/home"));
    expect(await primaryColour(page)).toBe(STADSBAZAAR.primary);
    // Noordzee's preview is not Stadsbazaar's.
    await open(page, hostUrl(STADSBAZAAR.host, `/nl/home?previewThemeCache=${THEME_A}`));
    expect(await primaryColour(page)).toBe(STADSBAZAAR.primary);
  });
});

test.describe("theme events from the editor's page (postMessage)", () => {
  test.skip(() => !jsEnabled(), "the editor's events need JavaScript");

  /** The editor's page (another origin) with the preview in a frame, and an intruder's frame beside it. */
  async function editorPage(page: Page) {
    const preview = new URL(`/nl/home?previewSession=sessie-7&previewTransport=pm&previewThemeCache=${THEME_A}`, baseUrl()).href;
    await page.route(`${EDITOR}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="nl"><title>Editor</title><h1>Editor</h1>
<iframe id="preview" title="Voorbeeld" src="${preview}" style="width:1200px;height:800px"></iframe>
<iframe id="intruder" title="Indringer" src="${INTRUDER}/frame.html"></iframe>
<script>window.send = (message) => document.getElementById("preview").contentWindow.postMessage(message, "*");</script>`,
      }),
    );
    await page.route(`${INTRUDER}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Indringer</title><script>window.send = (message) => parent.frames[0].postMessage(message, "*");</script>`,
      }),
    );
    // The editor's page comes from the test (a public address to Chromium): it may reach the local shop.
    await page.context().grantPermissions(["local-network-access"], { origin: EDITOR });
    await page.goto(`${EDITOR}/editor.html`);
    const frame = await (await page.locator("#preview").elementHandle())?.contentFrame();
    if (!frame) throw new Error("the preview did not load in the editor's frame");
    await expect.poll(() => frame.url()).toContain("previewSession=sessie-7");
    await frame.waitForFunction(() => document.querySelector("script[data-preview-listener]") !== null);
    await frame.waitForFunction(() => (window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined);
    // A mark that a reload would lose.
    await frame.evaluate(() => Object.assign(window, { keptFromLoad: true }));
    const primary = () => frame.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--etalage-primary").trim());
    const intruder = await (await page.locator("#intruder").elementHandle())?.contentFrame();
    if (!intruder) throw new Error("no intruder frame");
    await intruder.waitForFunction(() => "send" in window);
    return { frame, primary, intruder };
  }

  test("the preview loads in the editor's frame with the theme; an accepted event applies another theme without a reload", async ({ page }) => {
    const green = themePreview({ theme: "simple", ecommerce_theme_primary_color: "#2f7d32", ecommerce_header_background_color: "#ffffff" });
    const { frame, primary } = await editorPage(page);
    expect(await primary()).toBe("#9c3d1c");
    await page.evaluate((id) => (window as { send?: (m: unknown) => void }).send?.({ type: "theme-preview", session: "sessie-7", themeCache: id }), green);
    await expect.poll(primary).toBe("#2f7d32");
    await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.previewApplied)).toBe(green);
    expect(await frame.evaluate(() => (window as { keptFromLoad?: boolean }).keptFromLoad)).toBe(true);
    expect(new URL(frame.url()).searchParams.get("previewThemeCache")).toBe(green);
    expect(await frame.locator(CHROME.header).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
  });

  test("another type, another session or another origin is ignored", async ({ page }) => {
    const green = themePreview({ ecommerce_theme_primary_color: "#2f7d32" });
    const { frame, primary, intruder } = await editorPage(page);
    const send = (message: unknown) => page.evaluate((m) => (window as { send?: (m: unknown) => void }).send?.(m), message);
    await send({ type: "theme-update", session: "sessie-7", themeCache: green });
    await send({ type: "theme-preview", session: "sessie-8", themeCache: green });
    await send("theme-preview");
    await intruder.evaluate((id) => (window as { send?: (m: unknown) => void }).send?.({ type: "theme-preview", session: "sessie-7", themeCache: id }), green);
    // Then one that is accepted, so the ones before it had their chance to act.
    await send({ type: "theme-preview", session: "sessie-7" });
    await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.previewApplied)).toBe(THEME_A);
    expect(await primary()).toBe("#9c3d1c");
    expect(new URL(frame.url()).searchParams.get("previewThemeCache")).toBe(THEME_A);
    expect(await frame.evaluate(() => (window as { keptFromLoad?: boolean }).keptFromLoad)).toBe(true);
  });

  test("a shopper's page loads none of the listener's code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await open(page, "/nl/home");
    await waitForHydration(page);
    await expect(page.locator("script[data-preview-listener]")).toHaveCount(0);
    expect(scripts.filter((url) => /\/assets\/preview-/.test(url))).toEqual([]);
  });
});

test.describe("a preview in every header theme (axe, layout, screenshots)", () => {
  const SHOPS = [
    { name: "Noordzee", theme: "fancy", host: NOORDZEE.host },
    { name: "Stadsbazaar", theme: "modern-minimal", host: STADSBAZAAR.host },
    { name: "Stapvast", theme: "ultimate-shape", host: "stapvast.localhost" },
    { name: "Huisraad", theme: "modern-cool", host: "huisraad.localhost" },
    { name: "Breiwerk", theme: "simple", host: "breiwerk.localhost" },
  ] as const;
  const OUT = path.resolve(import.meta.dirname, "../../test-results/look-preview");

  for (const shop of SHOPS) {
    test(`${shop.name} (${shop.theme}): its home's preview reads well at 1280 and 390 px`, async ({ page }, testInfo) => {
      const link = previewLink("home", shop.host);
      for (const width of [1280, 390]) {
        await test.step(`${width}px`, async () => {
          await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
          const response = await open(page, hostUrl(shop.host, link));
          expect(response.status()).toBe(200);
          // Measured once the stylesheets and pictures are in (the load event), with and without JavaScript.
          await page.waitForLoadState("load");
          if (jsEnabled()) await waitForHydration(page);
          await page.evaluate(() => document.fonts.ready);
          const findings = [
            ...wideFindings(await tooWide(page)),
            ...(await clippedText(page)),
            ...overlapFindings(await overlaps(page, CHROME.header, CHROME.firstHeading)),
          ];
          await lookShot(page, `${shop.name}-${width}`, { fullPage: true, path: path.join(OUT, testInfo.project.name, `${shop.name}-${width}.png`) });
          expect(findings).toEqual([]);
          if (jsEnabled()) await expectNoSeriousAxe(page);
        });
      }
    });
  }
});
