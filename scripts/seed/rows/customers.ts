// Customers: the two customer categories (consumer: prices incl. VAT; business: excl. VAT, pays on
// invoice) and the demo customers.
import { nlEn, type ShopRows } from "../sql";
import type { Tenant } from "../tenants/tenant";
import { isoDay } from "../time";

export type Customer = { id: number; email: string; first: string; last: string; company: string | null; phone: string; business: boolean };

/** A customer's own header logo (chrome §3 headerCustomerLogo): its url and the name it stands for. */
export type HeaderLogo = { url: string; displayName: string };

export function buildCustomers(rows: ShopRows, T: Tenant, headerLogos: ReadonlyMap<string, HeaderLogo> = new Map()): Customer[] {
  const { n } = T;
  rows.comment(`customers ${T.key}`);
  const consumerCat = n * 10 + 1;
  const businessCat = n * 10 + 2;
  rows.insert("customer_categories", {
    id: consumerCat,
    tenant_id: T.id,
    code: "consumer",
    name: nlEn("Particulier", "Consumer"),
    display_prices_including_vat: 1,
    allow_invoice_payment: 0,
  });
  rows.insert("customer_categories", {
    id: businessCat,
    tenant_id: T.id,
    code: "business",
    name: nlEn("Zakelijk", "Business"),
    display_prices_including_vat: 0,
    allow_invoice_payment: 1,
  });
  // The business account first (the customers under it point to it): no sign-in, no orders of its own.
  const parent = T.parentCustomer;
  const parentId = n * 1000 + 190;
  if (parent) {
    rows.insert("customers", {
      id: parentId,
      tenant_id: T.id,
      auth_uid: null,
      email: parent.email,
      first_name: parent.first,
      last_name: parent.last,
      company_name: parent.company,
      phone: null,
      customer_category_id: businessCat,
      created_at: isoDay([2025, 5, 1], 0, 10),
    });
  }
  return T.customers.map(([email, first, last, company, phone, kind], i) => {
    const id = n * 1000 + 100 + i + 1;
    const logo = headerLogos.get(email);
    rows.insert("customers", {
      id,
      tenant_id: T.id,
      auth_uid: `demo-${T.key.toLowerCase()}-${id}`,
      email,
      first_name: first,
      last_name: last,
      company_name: company,
      phone,
      customer_category_id: kind === "business" ? businessCat : consumerCat,
      created_at: isoDay([2025, 6, 1], i * 7, 10),
      ...(logo ? { header_logo_enabled: 1, header_logo_url: logo.url, header_logo_display_name: logo.displayName } : {}),
      ...(parent?.children.includes(email) ? { parent_customer_id: parentId } : {}),
    });
    return { id, email, first, last, company, phone, business: kind === "business" };
  });
}
