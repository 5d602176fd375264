import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { HeaderShell } from "~/chrome/shell";
import { HOST_C, HOST_E, singleFetch, TENANT_E, visit } from "./support";

// Issue 12: the simple header, the theme of the demo shop Breiwerk (tenant E; its look in the browser is
// tests/e2e/header-themes.spec.ts). What no demo shop can show is the fallback: a theme that does not
// exist must render simple too. This file makes that shop in the test database from Breiwerk's rows
// (settings, store, languages, menu with a dropdown) under a new tenant and host, with the theme
// 'retro-neon'. A new tenant also means nothing of it is in any cache yet. (A header setup that fails
// as a whole is tests/unit's: headerConfig falls back to simple with empty pages.)

const SIMPLE = { host: HOST_E };
const UNKNOWN = { tenant: "7b1e2c4a-0000-4000-8000-0000000000e2", host: "onbekend-thema.localhost", theme: "retro-neon", menuOffset: 20_000 } as const;

type Row = Record<string, unknown>;

/** Copies a table's rows of one tenant to another, changing what `change` says (new ids, the theme). */
async function copyRows(table: string, from: string, to: string, change: (row: Row) => Row = (row) => row) {
  const { results } = await env.CORE_API_DB.prepare(`SELECT * FROM ${table} WHERE ${table === "tenants" ? "id" : "tenant_id"} = ?1`)
    .bind(from)
    .all<Row>();
  expect(results.length, `${table} rows of ${from}`).toBeGreaterThan(0);
  for (const original of results) {
    const row = change(table === "tenants" ? { ...original, id: to } : { ...original, tenant_id: to });
    const columns = Object.keys(row);
    await env.CORE_API_DB.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(", ")})`)
      .bind(...columns.map((column) => row[column] ?? null))
      .run();
  }
}

async function shopOnTheme({ tenant, host, theme, menuOffset }: typeof UNKNOWN) {
  // A shop of its own: its own media prefix (unique, migration 0015), so Breiwerk's media stay Breiwerk's.
  await copyRows("tenants", TENANT_E, tenant, (row) => ({ ...row, name: `Eenvoud ${theme}`, media_prefix: `eenvoud-${theme}` }));
  await env.CORE_API_DB.prepare("INSERT INTO tenant_domains (host, tenant_id, is_primary) VALUES (?1, ?2, 1)").bind(host, tenant).run();
  await copyRows("languages", TENANT_E, tenant);
  await copyRows("store_details", TENANT_E, tenant);
  await copyRows("settings", TENANT_E, tenant, (row) => (row.key === "theme" ? { ...row, value: theme } : row));
  await copyRows("menu_pages", TENANT_E, tenant, (row) => ({
    ...row,
    id: Number(row.id) + menuOffset,
    parent_id: row.parent_id === null ? null : Number(row.parent_id) + menuOffset,
  }));
}

async function rootHeader(host: string, path = "/nl/home"): Promise<HeaderShell> {
  const response = await visit(`${path}.data?_routes=root`, { host });
  expect(response.status).toBe(200);
  return ((await singleFetch(response)) as { root: { data: { header: HeaderShell } } }).root.data.header;
}

/** The <header> element of a page's HTML. */
async function headerHtml(host: string, path: string): Promise<string> {
  const response = await visit(path, { host });
  expect(response.status).toBe(200);
  const html = await response.text();
  return /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
}

beforeAll(async () => {
  await shopOnTheme(UNKNOWN);
});

describe("the simple header (Breiwerk's theme, and the fallback for an unknown one)", () => {
  it("Breiwerk's theme setting 'simple' gives it, with its page links and their dropdown", async () => {
    const header = await rootHeader(SIMPLE.host);
    expect(header.theme).toBe("simple");
    // Simple's dropdowns close after 250 ms (the fancy mega menu 100, the newer themes 1000): the theme's custom property.
    const page = await (await visit("/nl/home", { host: SIMPLE.host })).text();
    expect(page).toMatch(/--etalage-dd:\s*250ms/);
    const html = await headerHtml(SIMPLE.host, "/nl/home");
    expect(html).toContain('href="/nl/products/category/accessoires"');
    expect(html).toMatch(/<details><summary aria-label="Submenu Accessoires">/);
    expect(html).toContain('href="/nl/products/category/mutsen"');
  });

  it("an unknown theme renders the simple header", async () => {
    expect((await rootHeader(UNKNOWN.host)).theme).toBe("simple");
    // The same markup and classes as the shop on 'simple' itself.
    const className = (html: string) => /<header class="([^"]+)"/.exec(html)?.[1];
    const simple = className(await headerHtml(SIMPLE.host, "/nl/home"));
    expect(simple).toBeTruthy();
    expect(className(await headerHtml(UNKNOWN.host, "/nl/home"))).toBe(simple);
    expect(className(await headerHtml(HOST_C, "/nl/home"))).not.toBe(simple);
  });

  it("on the shopping bag the simple header also hides the language and the cart; other themes keep them", async () => {
    const bag = await headerHtml(SIMPLE.host, "/nl/shopping-bag");
    const elsewhere = await headerHtml(SIMPLE.host, "/nl/products");
    // Elsewhere the simple header's bar has them all …
    expect(barItem(elsewhere, "cart")).toContain('href="/nl/shopping-bag"');
    expect(barItem(elsewhere, "language")).toContain('hrefLang="en"');
    expect(barItem(elsewhere, "account")).toContain('href="/nl/auth/login"');
    expect(barItem(elsewhere, "wishlist")).toContain('href="/nl/wishlist"');
    expect(elsewhere).toContain('id="header-search"');
    for (const item of ["cart", "language", "account", "wishlist", "search"]) expect(barItemHidden(elsewhere, item), item).toBe(false);
    // … in the checkout flow none of search, wishlist, account, language or cart shows: each is there,
    // hidden, for a client navigation out of the flow to show again (ADR 0072).
    for (const item of ["cart", "language", "account", "wishlist", "search"]) expect(barItemHidden(bag, item), item).toBe(true);
    // Stapvast (ultimate-shape) keeps the language and the cart there.
    const other = await headerHtml(HOST_C, "/nl/shopping-bag");
    expect(barItem(other, "cart")).toContain('href="/nl/shopping-bag"');
    expect(barItem(other, "language")).toContain('hrefLang="en"');
    expect(barItemHidden(other, "cart")).toBe(false);
    expect(barItemHidden(other, "language")).toBe(false);
    expect(barItemHidden(other, "account")).toBe(true);
  });
});

/** Whether a bar item is hidden (its <div data-i=…> carries `hidden`: the checkout flow's simplified header). */
function barItemHidden(header: string, item: string): boolean {
  const tag = header.split(`<div data-i="${item}"`)[1]?.split(">")[0];
  expect(tag, `the bar has an item ${item}`).toBeDefined();
  return / hidden=""/.test(tag as string);
}

/** What a bar item holds (its <div data-i=…>; none of the items asked for holds a div of its own). */
function barItem(header: string, item: string): string {
  const part = header.split(`<div data-i="${item}"`)[1];
  expect(part, `the bar has an item ${item}`).toBeDefined();
  return (part as string).replace(/^[^>]*>/, "").split("</div>")[0] as string;
}
