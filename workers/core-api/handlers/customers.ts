// The signed-in customer: GET/PATCH /customers/me and the address book. Every query names the tenant
// and the customer, so an id of someone else's address is simply not found.
import { type Address, type AddressInput, COUNTRIES } from "@commerce/contract/addresses";
import { customerAnswer, customerById, requireCustomer } from "../auth/customer";
import { HttpError, json } from "../http";
import type { Handler } from "../router";

/** A sane upper bound for one customer's address book. */
export const MAX_ADDRESSES = 20;

/** GET /customers/me */
export const getMe: Handler = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  return json(customerAnswer(customer, ctx.lang));
};

/** PATCH /customers/me — names, phone and company; a field left out stays as it is. */
export const updateMe: Handler<"account.update"> = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const update = (await ctx.input()).body;
  await ctx.env.DB.prepare(
    `UPDATE customers SET first_name = ?3, last_name = ?4,
            phone = CASE WHEN ?5 THEN ?6 ELSE phone END,
            company_name = CASE WHEN ?7 THEN ?8 ELSE company_name END
      WHERE tenant_id = ?1 AND id = ?2`,
  )
    .bind(
      ctx.tenantId,
      customer.id,
      update.firstName,
      update.lastName,
      update.phone !== undefined ? 1 : 0,
      update.phone ?? null,
      update.companyName !== undefined ? 1 : 0,
      update.companyName ?? null,
    )
    .run();
  const fresh = await customerById(ctx.env.DB, ctx.tenantId, customer.id);
  if (!fresh) throw new HttpError("not_found", "No such customer.");
  return json(customerAnswer(fresh, ctx.lang));
};

// ------------------------------------------------------------------------------------------------
// Addresses

type AddressRow = {
  id: number;
  label: string | null;
  first_name: string;
  last_name: string;
  company_name: string | null;
  street: string;
  house_number: string;
  house_number_addition: string | null;
  postcode: string;
  city: string;
  country_code: string;
  is_default_shipping: number;
  is_default_billing: number;
};

const ADDRESS_COLUMNS = `id, label, first_name, last_name, company_name, street, house_number, house_number_addition,
  postcode, city, country_code, is_default_shipping, is_default_billing`;

function addressAnswer(row: AddressRow): Address {
  const country = (COUNTRIES as readonly string[]).includes(row.country_code) ? (row.country_code as Address["country"]) : "NL";
  return {
    id: row.id,
    label: row.label,
    firstName: row.first_name,
    lastName: row.last_name,
    companyName: row.company_name,
    street: row.street,
    houseNumber: row.house_number,
    houseNumberAddition: row.house_number_addition,
    postcode: row.postcode,
    city: row.city,
    country,
    isDefaultShipping: row.is_default_shipping === 1,
    isDefaultBilling: row.is_default_billing === 1,
  };
}

async function addressesOf(db: D1Database, tenantId: string, customerId: number): Promise<Address[]> {
  const { results } = await db
    .prepare(`SELECT ${ADDRESS_COLUMNS} FROM customer_addresses WHERE tenant_id = ?1 AND customer_id = ?2 ORDER BY id`)
    .bind(tenantId, customerId)
    .all<AddressRow>();
  return results.map(addressAnswer);
}

/** An address id from the url; anything that is not one is simply not found. */
function addressId(params: Record<string, string>): number {
  const id = Number(params.id);
  if (!/^[0-9]{1,12}$/.test(params.id ?? "") || !Number.isSafeInteger(id)) throw new HttpError("not_found", "No such address.");
  return id;
}

/**
 * Statements that take a default flag away from the customer's other addresses (?1 tenant, ?2 customer,
 * ?3 keep), when `onlyIf` (an SQL condition) holds.
 */
function defaultResets(db: D1Database, tenantId: string, customerId: number, input: AddressInput, keepId: number, onlyIf = "1") {
  const resets: D1PreparedStatement[] = [];
  for (const [flag, column] of [
    [input.isDefaultShipping, "is_default_shipping"],
    [input.isDefaultBilling, "is_default_billing"],
  ] as const) {
    if (flag) {
      resets.push(
        db
          .prepare(`UPDATE customer_addresses SET ${column} = 0 WHERE tenant_id = ?1 AND customer_id = ?2 AND id <> ?3 AND ${onlyIf}`)
          .bind(tenantId, customerId, keepId),
      );
    }
  }
  return resets;
}

const addressValues = (input: AddressInput) =>
  [
    input.label ?? null,
    input.firstName,
    input.lastName,
    input.companyName ?? null,
    input.street,
    input.houseNumber,
    input.houseNumberAddition ?? null,
    input.postcode.toUpperCase(),
    input.city,
    input.country,
  ] as const;

/** GET /customers/me/addresses */
export const listAddresses: Handler = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  return json(await addressesOf(ctx.env.DB, ctx.tenantId, customer.id));
};

/**
 * POST /customers/me/addresses — the first address becomes the default for shipping and billing. The
 * limit and "the first" are decided inside the batch that stores the address (its statements see one
 * another, never a concurrent request halfway): many additions at once stop at the limit.
 */
export const createAddress: Handler<"account.addAddress"> = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const input = (await ctx.input()).body;
  const db = ctx.env.DB;
  const book = "FROM customer_addresses WHERE tenant_id = ?1 AND customer_id = ?2";
  const room = `(SELECT COUNT(*) ${book}) < ${MAX_ADDRESSES}`;
  const results = await db.batch([
    // -1: no address has this id yet, so every other address loses the flag (when this one goes in).
    ...defaultResets(db, ctx.tenantId, customer.id, input, -1, room),
    db
      .prepare(
        `INSERT INTO customer_addresses (tenant_id, customer_id, label, first_name, last_name, company_name, street, house_number,
                                         house_number_addition, postcode, city, country_code, is_default_shipping, is_default_billing)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13 OR NOT EXISTS (SELECT 1 ${book}), ?14 OR NOT EXISTS (SELECT 1 ${book})
          WHERE ${room}
         RETURNING ${ADDRESS_COLUMNS}`,
      )
      .bind(ctx.tenantId, customer.id, ...addressValues(input), input.isDefaultShipping ? 1 : 0, input.isDefaultBilling ? 1 : 0),
  ]);
  const row = results[results.length - 1]?.results[0] as AddressRow | undefined;
  if (!row) throw new HttpError("conflict", `An address book holds at most ${MAX_ADDRESSES} addresses.`, [{ path: "addresses", message: "full" }]);
  return json(addressAnswer(row), { status: 201 });
};

/** PUT /customers/me/addresses/{id} — replaces the address; 404 when it is not this customer's. */
export const updateAddress: Handler<"account.changeAddress"> = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const { params, body: input } = await ctx.input();
  const id = addressId(params);
  const db = ctx.env.DB;
  const exists = await db
    .prepare("SELECT id FROM customer_addresses WHERE tenant_id = ?1 AND customer_id = ?2 AND id = ?3")
    .bind(ctx.tenantId, customer.id, id)
    .first();
  if (!exists) throw new HttpError("not_found", "No such address.");
  const results = await db.batch([
    ...defaultResets(db, ctx.tenantId, customer.id, input, id),
    db
      .prepare(
        `UPDATE customer_addresses
            SET label = ?4, first_name = ?5, last_name = ?6, company_name = ?7, street = ?8, house_number = ?9,
                house_number_addition = ?10, postcode = ?11, city = ?12, country_code = ?13,
                is_default_shipping = ?14, is_default_billing = ?15
          WHERE tenant_id = ?1 AND customer_id = ?2 AND id = ?3
         RETURNING ${ADDRESS_COLUMNS}`,
      )
      .bind(ctx.tenantId, customer.id, id, ...addressValues(input), input.isDefaultShipping ? 1 : 0, input.isDefaultBilling ? 1 : 0),
  ]);
  const row = results[results.length - 1]?.results[0] as AddressRow | undefined;
  if (!row) throw new HttpError("not_found", "No such address.");
  return json(addressAnswer(row));
};

/** DELETE /customers/me/addresses/{id} — answers the address book without it. */
export const deleteAddress: Handler<"account.deleteAddress"> = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const id = addressId((await ctx.input()).params);
  const result = await ctx.env.DB.prepare("DELETE FROM customer_addresses WHERE tenant_id = ?1 AND customer_id = ?2 AND id = ?3")
    .bind(ctx.tenantId, customer.id, id)
    .run();
  if (result.meta.changes === 0) throw new HttpError("not_found", "No such address.");
  return json(await addressesOf(ctx.env.DB, ctx.tenantId, customer.id));
};
