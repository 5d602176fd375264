// What the generator writes: SQL statements (one per line), images and the sign-in accounts.
import { assert } from "./assert";

export type SqlValue = string | number | boolean | null | undefined;
export type Row = Record<string, SqlValue>;

/** A demo sign-in account for the Auth emulator (auth-accounts.json). */
export type AuthAccount = {
  authTenantId: string;
  uid: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  shop: string;
  customerId: number;
  kind: "consumer" | "business";
};

export const json = (value: unknown): string => JSON.stringify(value);

/** A text in both languages, as the database keeps it ({"nl": …, "en": …}). */
export const nlEn = (nl: string, en: string): string => json({ nl, en });

function sqlValue(v: SqlValue): string {
  if (v === null || v === undefined) return "NULL";
  if (typeof v === "boolean") return v ? "1" : "0";
  if (typeof v === "number") {
    assert(Number.isFinite(v), "non-finite number");
    return String(v);
  }
  return `'${String(v).replace(/'/g, "''")}'`;
}

/** Every table, children first: the order demo.sql empties them in, so applying it twice is the same. */
export const DELETE_ORDER = [
  "shadow_sessions",
  "shadow_links",
  "customer_invites",
  "customer_addresses",
  "subscription_deliveries",
  "subscription_items",
  "subscriptions",
  "reservations",
  "invoice_lines",
  "invoices",
  "wishlist_items",
  "wishlists",
  "order_lines",
  "orders",
  "cart_lines",
  "carts",
  "newsletter_signups",
  "newsletter_subscribers",
  "newsletters",
  "fortune_wheel_spins",
  "fortune_wheel_segments",
  "fortune_wheels",
  "campaign_products",
  "campaigns",
  "promo_banners",
  "promo_codes",
  "coupons",
  "shipping_method_prices",
  "shipping_methods",
  "customers",
  "customer_categories",
  "bundle_items",
  "bundles",
  "product_tags",
  "product_categories",
  "product_media",
  "product_variants",
  "products",
  "tags",
  "categories",
  "short_links",
  "theme_preview_caches",
  "cms_draft_blocks",
  "cms_page_drafts",
  "cms_blocks",
  "cms_pages",
  "menu_pages",
  "usps",
  "branches",
  "languages",
  "store_details",
  "settings",
  "tenant_domains",
  "tenants",
];

/** The seed being written: its SQL lines, its images (by key, in order) and the sign-in accounts. */
export class Seed {
  readonly sql: string[] = [];
  readonly media = new Map<string, string>();
  readonly manifest: { key: string; file: string; contentType: string }[] = [];
  readonly authAccounts: AuthAccount[] = [];

  insert(table: string, row: Row): void {
    const cols = Object.keys(row);
    const stmt = `INSERT INTO ${table} (${cols.join(", ")}) VALUES (${cols.map((c) => sqlValue(row[c])).join(", ")});`;
    assert(!/[\r\n]/.test(stmt), `newline in statement for ${table}`);
    // one statement per line and no ';' inside values, so even a naive splitter on ';' works
    assert(stmt.indexOf(";") === stmt.length - 1, `';' inside a value in ${table}: ${stmt.slice(0, 120)}`);
    this.sql.push(stmt);
  }

  comment(text: string): void {
    this.sql.push(`-- ${text}`);
  }

  /** Registers an image; answers its url (/media/<key>). */
  addMedia(key: string, svg: string): string {
    assert(/^[a-z0-9][a-z0-9/._-]*\.svg$/.test(key), `bad media key ${key}`);
    assert(!this.media.has(key), `duplicate media key ${key}`);
    this.media.set(key, svg);
    this.manifest.push({ key, file: `workers/core-api/seed/media/${key}`, contentType: "image/svg+xml" });
    return `/media/${key}`;
  }
}

/** The rows of one shop: inserted into the seed and counted per table (for the report). */
export class ShopRows {
  readonly counts: Record<string, number> = {};
  readonly seed: Seed;

  constructor(seed: Seed) {
    this.seed = seed;
  }

  insert(table: string, row: Row): void {
    this.counts[table] = (this.counts[table] || 0) + 1;
    this.seed.insert(table, { ...row });
  }

  comment(text: string): void {
    this.seed.comment(text);
  }
}
