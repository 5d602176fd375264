import { expect, type Page, type Response, test } from "@playwright/test";

/**
 * Small helpers shared by the end-to-end specs. Every spec runs twice: in the `js` project (the
 * hydrated app) and in the `no-js` project (plain HTML, links and forms only).
 */

/** The storefront's base url of this run (http://localhost:8790 unless E2E_BASE_URL says otherwise). */
export function baseUrl(): URL {
  const configured = test.info().project.use.baseURL;
  if (!configured) throw new Error("the Playwright project has no baseURL");
  return new URL(configured);
}

/** The url of `path` on another host name of the same server (stadsbazaar.localhost, onbekend.localhost …). */
export function hostUrl(host: string, path = "/"): string {
  const base = baseUrl();
  return `${base.protocol}//${host}${base.port ? `:${base.port}` : ""}${path}`;
}

/** The demo tenants (workers/core-api/seed/demo.sql). */
export const NOORDZEE = { host: "localhost", name: "Noordzee Mode", primary: "#1d4b54" } as const;
export const STADSBAZAAR = { host: "stadsbazaar.localhost", name: "Stadsbazaar", primary: "#8a2c3b" } as const;
export const DEMO_SHOP_NAMES = [NOORDZEE.name, STADSBAZAAR.name] as const;

/** True in the `js` project, where the app hydrates and navigates on the client. */
export function jsEnabled(): boolean {
  return test.info().project.use.javaScriptEnabled !== false;
}

/** Open a page and return the response of the final document (after any redirects). */
export async function open(page: Page, url: string): Promise<Response> {
  const response = await page.goto(url);
  if (!response) throw new Error(`no response for ${url}`);
  return response;
}

/** The path (and query) the browser shows now. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** A page has exactly one h1 (and it is not empty). */
export async function expectOneH1(page: Page): Promise<void> {
  const h1 = page.locator("h1");
  await expect(h1).toHaveCount(1);
  await expect(h1).not.toHaveText(/^\s*$/);
}

/** No page ever shows a placeholder. */
export async function expectNoTodo(page: Page): Promise<void> {
  await expect(page.locator("body")).not.toContainText("TODO");
}

/** A finished screen: one h1, no placeholder text. */
export async function expectScreen(page: Page): Promise<void> {
  await expectOneH1(page);
  await expectNoTodo(page);
}

/** The language of the document. */
export async function expectLang(page: Page, language: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

/**
 * The shop's primary colour as the page defines it on :root. With JavaScript on this is the
 * computed custom property; with JavaScript off it is read from the inline theme <style> of the
 * served HTML (what the browser applies without any script).
 */
export async function primaryColour(page: Page): Promise<string> {
  if (jsEnabled()) {
    const value = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--etalage-primary"));
    return value.trim().toLowerCase();
  }
  const html = await page.content();
  const match = /:root\s*\{[^}]*--etalage-primary\s*:\s*([^;}]+)/.exec(html);
  return (match?.[1] ?? "").trim().toLowerCase();
}

/**
 * Wait until React has hydrated the document: the router exists and the header's logo link carries
 * React's props (so a click is a client-side navigation, not a document load).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const router = (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } }).__reactRouterDataRouter;
    const link = document.querySelector("header a[href]");
    return !!router?.state.initialized && !!link && Object.keys(link).some((key) => key.startsWith("__reactProps"));
  });
}

/** The header's main navigation as a user finds it (the closed mobile drawer is not visible). */
export function mainNavigation(page: Page, language: "nl" | "en" = "nl") {
  return page.getByRole("banner").getByRole("navigation", { name: language === "nl" ? "Hoofdmenu" : "Main menu" });
}
