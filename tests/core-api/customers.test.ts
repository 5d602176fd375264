import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Address, Addresses, ApiError, Customer, TenantConfig } from "../../commerce/contract";
import { Addresses as AddressList } from "../../commerce/contract/addresses";
import { ANNA, AUTH_TENANT_A, AUTH_TENANT_B, body, callAs, DEMO_B, idToken, newCustomer, PIETER, SEM, tokenOf } from "./auth-support";
import { MAX_ADDRESSES } from "../../workers/core-api/handlers/customers";
import { call, json, TENANT_A, TENANT_B } from "./support";

const me = (authorization: string | null, tenant = TENANT_A) => call("/customers/me", { tenant, headers: authorization === null ? {} : { authorization } });

async function refused(response: Response, status: number, code: string) {
  const error = ApiError.parse(await json(response));
  expect(response.status, JSON.stringify(error)).toBe(status);
  expect(error.error.code).toBe(code);
  return error.error;
}

describe("who is asking: the Bearer ID token", () => {
  it("answers the signed-in customer of this shop, with their category", async () => {
    const anna = Customer.parse(await json(await me(`Bearer ${tokenOf(ANNA)}`)));
    expect(anna).toMatchObject({ id: 1101, number: "K-001101", email: ANNA.email, firstName: "Anna", lastName: "de Vries" });
    expect(anna.category).toEqual({ code: "consumer", name: "Particulier", displayPricesIncludingVat: true, allowInvoicePayment: false });

    const pieter = Customer.parse(await json(await callAs(PIETER, "/customers/me", { language: "en" })));
    expect(pieter.companyName).toBe("Strandpaviljoen De Branding B.V.");
    expect(pieter.category).toEqual({ code: "business", name: "Business", displayPricesIncludingVat: false, allowInvoicePayment: true });
  });

  it("names the business account a customer belongs to (chrome spec §3 parentCustomerId, parentCustomerName), only within the shop", async () => {
    const pieter = Customer.parse(await json(await callAs(PIETER, "/customers/me")));
    expect(pieter).toMatchObject({ parentCustomerId: 1190, parentCustomerName: "De Branding Horeca Groep B.V." });
    const anna = Customer.parse(await json(await me(`Bearer ${tokenOf(ANNA)}`)));
    expect(anna).toMatchObject({ parentCustomerId: null, parentCustomerName: null });
    // A parent without a company name is named by its person; one in another shop is none.
    const db = env.DB;
    try {
      await db.prepare("UPDATE customers SET company_name = NULL WHERE id = 1190").run();
      expect(Customer.parse(await json(await callAs(PIETER, "/customers/me"))).parentCustomerName).toBe("Marieke Smit");
      const other = await db.prepare("SELECT id FROM customers WHERE tenant_id = ?1 LIMIT 1").bind(TENANT_B).first<{ id: number }>();
      await db.prepare("UPDATE customers SET parent_customer_id = ?1 WHERE id = 1101").bind(other!.id).run();
      expect(Customer.parse(await json(await me(`Bearer ${tokenOf(ANNA)}`)))).toMatchObject({ parentCustomerId: null, parentCustomerName: null });
    } finally {
      await db.prepare("UPDATE customers SET company_name = 'De Branding Horeca Groep B.V.' WHERE id = 1190").run();
      await db.prepare("UPDATE customers SET parent_customer_id = NULL WHERE id = 1101").run();
    }
  });

  it("refuses a missing, malformed or garbage token with 401", async () => {
    await refused(await me(null), 401, "unauthorized");
    await refused(await me(""), 401, "unauthorized");
    await refused(await me("Bearer"), 401, "unauthorized");
    await refused(await me("Bearer not-a-token"), 401, "unauthorized");
    await refused(await me(`Basic ${btoa("anna:secret")}`), 401, "unauthorized");
    await refused(await me(`Bearer ${"a".repeat(9000)}`), 401, "unauthorized");
    await refused(await me(`Bearer ${tokenOf(ANNA)} extra`), 401, "unauthorized");
  });

  it("accepts a token only for the shop's own auth tenant", async () => {
    // Shop B's account at shop A (same uid space, another tenant): refused.
    await refused(await me(`Bearer ${idToken({ uid: ANNA.uid, email: ANNA.email, authTenant: AUTH_TENANT_B })}`), 401, "unauthorized");
    await refused(await me(`Bearer ${tokenOf(SEM)}`), 401, "unauthorized");
    // A project-level account (no tenant) is not a shop's account either.
    await refused(await me(`Bearer ${idToken({ uid: ANNA.uid, authTenant: null })}`), 401, "unauthorized");
    // The right auth tenant, but shop B's customer: no customer of this shop.
    await refused(await me(`Bearer ${idToken({ uid: SEM.uid, authTenant: AUTH_TENANT_A })}`), 401, "unauthorized");
    // The same e-mail at the other shop is another customer.
    const demoB = Customer.parse(await json(await me(`Bearer ${tokenOf(DEMO_B)}`, TENANT_B)));
    expect(demoB.id).toBe(2103);
    await refused(await me(`Bearer ${tokenOf(DEMO_B)}`, TENANT_A), 401, "unauthorized");
  });

  it("refuses expired tokens and tokens of another project", async () => {
    await refused(await me(`Bearer ${idToken({ uid: ANNA.uid, expiresIn: Math.floor(Date.now() / 1000) - 60 })}`), 401, "unauthorized");
    await refused(await me(`Bearer ${idToken({ uid: ANNA.uid, audience: "other-project" })}`), 401, "unauthorized");
    await refused(await me(`Bearer ${idToken({ uid: ANNA.uid, issuer: "https://securetoken.google.com/other-project" })}`), 401, "unauthorized");
  });

  it("the tenant lookup tells the storefront each shop's auth tenant", async () => {
    const a = TenantConfig.parse(await json(await call("/tenanted/ecommerce/website/config/tenant?host=localhost", { tenant: null })));
    const b = TenantConfig.parse(await json(await call("/tenanted/ecommerce/website/config/tenant?host=stadsbazaar.localhost", { tenant: null })));
    expect([a.authTenantId, b.authTenantId]).toEqual([AUTH_TENANT_A, AUTH_TENANT_B]);
  });
});

describe("PATCH /customers/me", () => {
  it("changes names, phone and company; a field left out stays", async () => {
    const changed = Customer.parse(
      await json(
        await callAs(SEM, "/customers/me", { method: "PATCH", body: body({ firstName: " Sem ", lastName: "Jansen-de Boer", phone: "06 11 22 33 44" }) }),
      ),
    );
    expect(changed).toMatchObject({ firstName: "Sem", lastName: "Jansen-de Boer", phone: "06 11 22 33 44", companyName: null });
    const kept = Customer.parse(await json(await callAs(SEM, "/customers/me", { method: "PATCH", body: body({ firstName: "Sem", lastName: "Jansen" }) })));
    expect(kept.phone).toBe("06 11 22 33 44");
    const cleared = Customer.parse(
      await json(await callAs(SEM, "/customers/me", { method: "PATCH", body: body({ firstName: "Sem", lastName: "Jansen", phone: "" }) })),
    );
    expect(cleared.phone).toBeNull();
    expect(cleared.email).toBe(SEM.email);
  });

  it("refuses bad bodies with 400 and the issues, and stores nothing", async () => {
    const before = await json(await callAs(ANNA, "/customers/me"));
    for (const bad of [{}, { firstName: "", lastName: "X" }, { firstName: "A".repeat(81), lastName: "X" }, { firstName: 1, lastName: "X" }, "{nope", "[]"]) {
      const error = await refused(await callAs(ANNA, "/customers/me", { method: "PATCH", body: body(bad) }), 400, "bad_request");
      if (typeof bad === "object") expect(error.issues?.length).toBeGreaterThan(0);
    }
    // e-mail and category are not the customer's to change
    await callAs(ANNA, "/customers/me", { method: "PATCH", body: body({ firstName: "Anna", lastName: "de Vries", email: "x@y.test" }) });
    expect(await json(await callAs(ANNA, "/customers/me"))).toEqual(before);
    await refused(await call("/customers/me", { method: "PATCH", body: body({ firstName: "A", lastName: "B" }) }), 401, "unauthorized");
  });

  it("refuses a huge body with 413 before reading it", async () => {
    const huge = body({ firstName: "A", lastName: "B", phone: "1".repeat(70_000) });
    const response = await callAs(ANNA, "/customers/me", { method: "PATCH", body: huge, headers: { "content-length": String(huge.length) } });
    await refused(response, 413, "payload_too_large");
    const unannounced = await callAs(ANNA, "/customers/me", { method: "PATCH", body: huge });
    expect(unannounced.status).toBe(413);
  });
});

describe("the address book", () => {
  const input = {
    label: "Kantoor",
    firstName: "Anna",
    lastName: "de Vries",
    companyName: "",
    street: "Lange Voorhout",
    houseNumber: "10",
    houseNumberAddition: "A",
    postcode: "2514 ed",
    city: "Den Haag",
    country: "NL",
    isDefaultShipping: true,
  };

  it("lists, adds (moving the default), changes and deletes the customer's own addresses", async () => {
    const before = Addresses.parse(await json(await callAs(ANNA, "/customers/me/addresses")));
    expect(before.length).toBe(2);
    expect(before.filter((a) => a.isDefaultShipping).length).toBe(1);

    const created = await callAs(ANNA, "/customers/me/addresses", { method: "POST", body: body(input) });
    expect(created.status).toBe(201);
    const address = Address.parse(await json(created));
    expect(address).toMatchObject({ label: "Kantoor", companyName: null, postcode: "2514 ED", isDefaultShipping: true, isDefaultBilling: false });
    const after = Addresses.parse(await json(await callAs(ANNA, "/customers/me/addresses")));
    expect(after.length).toBe(3);
    expect(after.filter((a) => a.isDefaultShipping).map((a) => a.id)).toEqual([address.id]);
    expect(after.filter((a) => a.isDefaultBilling).length).toBe(1);

    const changed = Address.parse(
      await json(
        await callAs(ANNA, `/customers/me/addresses/${address.id}`, { method: "PUT", body: body({ ...input, city: "Leiden", isDefaultShipping: false }) }),
      ),
    );
    expect(changed).toMatchObject({ id: address.id, city: "Leiden", isDefaultShipping: false });

    const rest = AddressList.parse(await json(await callAs(ANNA, `/customers/me/addresses/${address.id}`, { method: "DELETE" })));
    expect(rest.map((a) => a.id)).toEqual(before.map((a) => a.id));
  });

  it("another customer's address is not found (404) and stays as it is", async () => {
    const pieters = Addresses.parse(await json(await callAs(PIETER, "/customers/me/addresses")));
    const annas = Addresses.parse(await json(await callAs(ANNA, "/customers/me/addresses")));
    const theirs = pieters[0]!;
    const asDefault = { ...input, isDefaultShipping: true, isDefaultBilling: true };
    await refused(await callAs(ANNA, `/customers/me/addresses/${theirs.id}`, { method: "PUT", body: body(asDefault) }), 404, "not_found");
    await refused(await callAs(ANNA, `/customers/me/addresses/${theirs.id}`, { method: "DELETE" }), 404, "not_found");
    await refused(await callAs(ANNA, "/customers/me/addresses/abc", { method: "DELETE" }), 404, "not_found");
    // the same id at another shop is nobody's there
    await refused(await callAs(SEM, `/customers/me/addresses/${theirs.id}`, { method: "DELETE" }), 404, "not_found");
    expect(Addresses.parse(await json(await callAs(PIETER, "/customers/me/addresses")))).toEqual(pieters);
    // a refused change leaves the caller's own address book alone too (no default moved)
    expect(Addresses.parse(await json(await callAs(ANNA, "/customers/me/addresses")))).toEqual(annas);
  });

  it("holds at most its limit of addresses, and one default, however many are added at once", async () => {
    const customer = await newCustomer();
    const extra = 5;
    const responses = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + extra }, (_, i) =>
        callAs(customer, "/customers/me/addresses", { method: "POST", body: body({ ...input, label: `Adres ${i}`, isDefaultShipping: false }) }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_ADDRESSES);
    expect(statuses.filter((s) => s === 409)).toHaveLength(extra);
    const book = Addresses.parse(await json(await callAs(customer, "/customers/me/addresses")));
    expect(book).toHaveLength(MAX_ADDRESSES);
    expect(book.filter((a) => a.isDefaultShipping)).toHaveLength(1);
    expect(book.filter((a) => a.isDefaultBilling)).toHaveLength(1);
  }, 30_000);

  it("refuses bad addresses with 400 and stores nothing", async () => {
    const count = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM customer_addresses WHERE tenant_id = ?1").bind(TENANT_A).first<{ n: number }>())!.n;
    const before = await count();
    for (const bad of [
      {},
      { ...input, houseNumber: "10a" },
      { ...input, country: "US" },
      { ...input, street: "" },
      { ...input, postcode: "1" },
      { ...input, isDefaultShipping: "yes" },
    ]) {
      const error = await refused(await callAs(ANNA, "/customers/me/addresses", { method: "POST", body: body(bad) }), 400, "bad_request");
      expect(error.issues?.length).toBeGreaterThan(0);
    }
    expect(await count()).toBe(before);
    await refused(await call("/customers/me/addresses"), 401, "unauthorized");
  });
});
