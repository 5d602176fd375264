// Who is asking: the customer behind `Authorization: Bearer <Firebase ID token>`. The token is checked
// against this shop's auth tenant (a token of another shop's tenant is refused), then the customer is
// found by (tenant, auth_uid). No token, a bad token or no customer of this shop → 401 unauthorized.
import { type CustomerCategoryRules, customerCategoryRules } from "@commerce/rules/price-basis";
import { InvalidIdToken, type VerifiedIdToken, verifyIdToken } from "@commerce/firebase/id-token";
import type { Language } from "@commerce/contract/common";
import type { Customer } from "@commerce/contract/customers";
import { coBrandLogo } from "../branding";
import { HttpError } from "../http";
import { localized } from "../localized";
import type { HandlerContext } from "../router";
import { firebaseConfig } from "./secrets";

type Context = Pick<HandlerContext, "request" | "env" | "tenantId">;

/** Longer headers are not a Firebase ID token (they are about 1 KB). */
const MAX_TOKEN_CHARS = 8192;

export type CustomerRow = {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  phone: string | null;
  auth_uid: string | null;
  category_code: string | null;
  category_name: string | null;
  display_prices_including_vat: number | null;
  allow_invoice_payment: number | null;
  header_logo_enabled: number;
  header_logo_url: string | null;
  header_logo_display_name: string | null;
  parent_customer_id: number | null;
  parent_company_name: string | null;
  parent_first_name: string | null;
  parent_last_name: string | null;
};

export type SignedIn = { customer: CustomerRow; token: VerifiedIdToken };

/** ?1 = tenant id in every customer query; the caller adds the rest of the WHERE clause. */
const CUSTOMER_SELECT = `SELECT c.id, c.email, c.first_name, c.last_name, c.company_name, c.phone, c.auth_uid,
       c.header_logo_enabled, c.header_logo_url, c.header_logo_display_name,
       k.code AS category_code, k.name AS category_name, k.display_prices_including_vat, k.allow_invoice_payment,
       p.id AS parent_customer_id, p.company_name AS parent_company_name, p.first_name AS parent_first_name, p.last_name AS parent_last_name
  FROM customers c
  LEFT JOIN customer_categories k ON k.id = c.customer_category_id AND k.tenant_id = c.tenant_id
  LEFT JOIN customers p ON p.id = c.parent_customer_id AND p.tenant_id = c.tenant_id
 WHERE c.tenant_id = ?1`;

export function customerById(db: D1Database, tenantId: string, id: number) {
  return db.prepare(`${CUSTOMER_SELECT} AND c.id = ?2`).bind(tenantId, id).first<CustomerRow>();
}

export function customerByAuthUid(db: D1Database, tenantId: string, uid: string) {
  return db.prepare(`${CUSTOMER_SELECT} AND c.auth_uid = ?2`).bind(tenantId, uid).first<CustomerRow>();
}

/** The shop's tenant at the sign-in service (null when the shop has none). */
export async function authTenantOf(db: D1Database, tenantId: string): Promise<string | null> {
  const row = await db.prepare("SELECT auth_tenant_id FROM tenants WHERE id = ?1").bind(tenantId).first<{ auth_tenant_id: string | null }>();
  return row?.auth_tenant_id ?? null;
}

const unauthorized = (message: string) => new HttpError("unauthorized", message);

/** The ID token of `Authorization: Bearer <ID token>` as sent (not yet checked), or null without one. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (header === null || header.trim() === "") return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match || (match[1] as string).length > MAX_TOKEN_CHARS) throw unauthorized("The Authorization header must be 'Bearer <ID token>'.");
  return match[1] as string;
}

/**
 * The verified ID token of the request, or null when it carries none. A token that is there but not
 * valid for this shop is a 401: it is never quietly treated as anonymous.
 */
export async function verifiedToken(ctx: Context): Promise<VerifiedIdToken | null> {
  const token = bearerToken(ctx.request);
  if (token === null) return null;
  const config = firebaseConfig(ctx.env, await authTenantOf(ctx.env.DB, ctx.tenantId));
  try {
    return await verifyIdToken(token, config);
  } catch (error) {
    if (error instanceof InvalidIdToken) throw unauthorized("The ID token is not valid for this shop.");
    throw error;
  }
}

/** The signed-in customer, or null for an anonymous caller (carts, wishlists). */
export async function optionalCustomer(ctx: Context): Promise<SignedIn | null> {
  const token = await verifiedToken(ctx);
  if (!token) return null;
  const customer = await customerByAuthUid(ctx.env.DB, ctx.tenantId, token.uid);
  if (!customer) throw unauthorized("This sign-in account is not a customer of this shop.");
  return { customer, token };
}

/** The signed-in customer; anyone else gets 401. */
export async function requireCustomer(ctx: Context): Promise<SignedIn> {
  const signedIn = await optionalCustomer(ctx);
  if (!signedIn) throw unauthorized("Sign in first (Authorization: Bearer <ID token>).");
  return signedIn;
}

/** What the customer's category decides (price basis, invoice payment); null without a category. */
export function categoryRules(row: CustomerRow | null | undefined): CustomerCategoryRules | null {
  if (!row || row.category_code === null) return null;
  return customerCategoryRules({
    displayPricesIncludingVat: row.display_prices_including_vat,
    allowInvoicePayment: row.allow_invoice_payment,
  });
}

/** The number staff see: 'K-001101'. */
export const customerNumber = (id: number) => `K-${String(id).padStart(6, "0")}`;

export function customerAnswer(row: CustomerRow, lang: Language): Customer {
  const rules = categoryRules(row);
  return {
    id: row.id,
    number: customerNumber(row.id),
    email: row.email,
    firstName: row.first_name ?? "",
    lastName: row.last_name ?? "",
    companyName: row.company_name,
    phone: row.phone,
    category:
      rules && row.category_code
        ? {
            code: row.category_code,
            name: localized(row.category_name, lang) ?? row.category_code,
            displayPricesIncludingVat: rules.displayPricesIncludingVat ?? true,
            allowInvoicePayment: rules.allowInvoicePayment,
          }
        : null,
    headerCustomerLogo: coBrandLogo(row.header_logo_enabled, row.header_logo_url, row.header_logo_display_name),
    ...parentCustomer(row),
  };
}

/**
 * The business account the customer belongs to (chrome spec §3 parentCustomerId, parentCustomerName):
 * its company name, else its person's name; none when the customer has no parent (in this shop).
 */
export function parentCustomer(row: Pick<CustomerRow, "parent_customer_id" | "parent_company_name" | "parent_first_name" | "parent_last_name">) {
  if (row.parent_customer_id === null) return { parentCustomerId: null, parentCustomerName: null };
  const person = [row.parent_first_name, row.parent_last_name].filter(Boolean).join(" ");
  return { parentCustomerId: row.parent_customer_id, parentCustomerName: row.parent_company_name?.trim() || person || null };
}
