// The account area's invoices: the signed-in customer's invoices, and one in full with seller, buyer,
// lines and VAT per rate. Another customer's invoice is not found (404).
import { vatBreakdown } from "@commerce/rules/totals";
import { exclVatCents } from "@commerce/rules/vat";
import { INVOICE_STATUSES, type InvoiceDetail, type InvoiceSummary } from "@commerce/contract/account";
import { customerNumber, requireCustomer, type SignedIn } from "../../auth/customer";
import { HttpError, json } from "../../http";
import { localized } from "../../localized";
import type { Handler } from "../../router";
import { idParam, oneOf } from "./shared";

type InvoiceRow = {
  id: number;
  number: string;
  order_public_id: string | null;
  order_number: string | null;
  issued_at: string;
  due_at: string;
  status: string;
  total_cents: number | null;
};

const INVOICE_SELECT = `SELECT i.id, i.number, o.public_id AS order_public_id, o.number AS order_number, i.issued_at, i.due_at, i.status,
       (SELECT SUM(l.quantity * l.unit_price_cents) FROM invoice_lines l WHERE l.invoice_id = i.id AND l.tenant_id = i.tenant_id) AS total_cents
  FROM invoices i LEFT JOIN orders o ON o.id = i.order_id AND o.tenant_id = i.tenant_id`;

/** An open invoice past its due date is overdue. */
export function invoiceStatus(stored: string, dueAt: string, now: Date): InvoiceSummary["status"] {
  const status = oneOf(INVOICE_STATUSES, stored, "open");
  return status === "open" && Date.parse(dueAt) < now.getTime() ? "overdue" : status;
}

function invoiceSummary(row: InvoiceRow, now: Date): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    orderId: row.order_public_id,
    orderNumber: row.order_number,
    issuedAt: row.issued_at,
    dueAt: row.due_at,
    status: invoiceStatus(row.status, row.due_at, now),
    totalInclVat: row.total_cents ?? 0,
  };
}

/** GET /customers/me/invoices — newest first. */
export const listInvoices: Handler = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const { results } = await ctx.env.DB.prepare(`${INVOICE_SELECT} WHERE i.tenant_id = ?1 AND i.customer_id = ?2 ORDER BY i.issued_at DESC, i.id DESC`)
    .bind(ctx.tenantId, customer.id)
    .all<InvoiceRow>();
  const now = new Date();
  return json(results.map((row) => invoiceSummary(row, now)));
};

type SellerRow = {
  store_name: string;
  street: string | null;
  house_nr: string | null;
  postal_code: string | null;
  city: string | null;
  country_code: string | null;
  vat_identifier: string | null;
  chamber_of_commerce_number: string | null;
  iban: string | null;
};

function sellerAddress(row: SellerRow): string | null {
  const street = [row.street, row.house_nr].filter(Boolean).join(" ");
  const town = [row.postal_code, row.city].filter(Boolean).join(" ");
  const parts = [street, town, row.country_code].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : null;
}

/** GET /customers/me/invoices/{id} — the whole invoice: seller, buyer, lines, VAT per rate. */
export const invoiceDetail: Handler<"account.invoice"> = async (ctx) => {
  const signedIn = await requireCustomer(ctx);
  const { customer } = signedIn;
  const id = idParam((await ctx.input()).params.id, "invoice");
  const db = ctx.env.DB;
  const [invoice, lines, seller] = await db.batch([
    db
      .prepare(`${INVOICE_SELECT.replace("FROM invoices i", ", i.buyer_address FROM invoices i")} WHERE i.tenant_id = ?1 AND i.customer_id = ?2 AND i.id = ?3`)
      .bind(ctx.tenantId, customer.id, id),
    db
      .prepare(
        `SELECT l.description, l.quantity, l.unit_price_cents, l.vat_percentage FROM invoice_lines l
           JOIN invoices i ON i.id = l.invoice_id AND i.tenant_id = l.tenant_id
          WHERE l.tenant_id = ?1 AND i.customer_id = ?2 AND l.invoice_id = ?3
          ORDER BY l.sort_index, l.id`,
      )
      .bind(ctx.tenantId, customer.id, id),
    db
      .prepare(
        `SELECT store_name, street, house_nr, postal_code, city, country_code, vat_identifier, chamber_of_commerce_number, iban
           FROM store_details WHERE tenant_id = ?1`,
      )
      .bind(ctx.tenantId),
  ]);
  const row = invoice?.results[0] as (InvoiceRow & { buyer_address: string | null }) | undefined;
  if (!row) throw new HttpError("not_found", "No such invoice.");
  const store = seller?.results[0] as SellerRow | undefined;
  const lineRows = (lines?.results ?? []) as { description: string; quantity: number; unit_price_cents: number; vat_percentage: number }[];
  // Each line excl. VAT on its own, the VAT per rate the rest: the lines add up to the totals exactly.
  const money = vatBreakdown(lineRows.map((line) => ({ inclCents: line.unit_price_cents * line.quantity, vatPct: line.vat_percentage })));
  const detail: InvoiceDetail = {
    ...invoiceSummary(row, new Date()),
    seller: {
      name: store?.store_name ?? "",
      address: store ? sellerAddress(store) : null,
      vatNumber: store?.vat_identifier ?? null,
      cocNumber: store?.chamber_of_commerce_number ?? null,
      iban: store?.iban ?? null,
    },
    buyer: buyerOf(signedIn, row.buyer_address),
    lines: lineRows.map((line, i) => ({
      description: localized(line.description, ctx.lang) ?? "",
      quantity: line.quantity,
      unitPriceExclVat: exclVatCents(line.unit_price_cents, line.vat_percentage),
      vatPct: line.vat_percentage,
      totalExclVat: money.exclCents[i] as number,
    })),
    vatBreakdown: money.rates.map((rate) => ({ vatPct: rate.vatPct, base: rate.baseCents, vat: rate.vatCents })),
    totals: { exclVat: money.baseCents, vat: money.vatCents, inclVat: money.inclCents },
  };
  return json(detail);
};

function buyerOf({ customer }: SignedIn, address: string | null): InvoiceDetail["buyer"] {
  return {
    name: [customer.first_name, customer.last_name].filter(Boolean).join(" "),
    companyName: customer.company_name,
    address,
    customerNumber: customerNumber(customer.id),
  };
}
