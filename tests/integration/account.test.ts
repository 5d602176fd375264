import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { customerRow, customerSession, h1, HOST_A, HOST_B, HOSTS, location, mergeCookies, sessionCookie, TENANT_A, singleFetch, visit } from "./support";

// The account area and the order page against the core API with its seeded demo customers. A session
// is signed directly (as the storefront would after sign-in) with an emulator-style, unsigned ID token
// that the core API accepts in development. Tests that change data each use their own customer, so
// they hold in any order.

/** A browser that keeps its cookies, starting from the session cookie given. */
function browser(host: string, cookie: string) {
  let jar = cookie;
  const remember = (response: Response) => {
    jar = mergeCookies(jar, response);
    return response;
  };
  return {
    host,
    get cookie() {
      return jar;
    },
    async page(path: string) {
      return remember(await visit(path, { host, headers: jar ? { cookie: jar } : {} }));
    },
    async html(path: string) {
      return (await this.page(path)).text();
    },
    /** A form post without JavaScript (a document request from the page it was on). */
    async post(path: string, form: Record<string, string>, referer = path) {
      const headers: Record<string, string> = {
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://${host}`,
        referer: `http://${host}${referer}`,
      };
      if (jar) headers.cookie = jar;
      return remember(await visit(path, { host, method: "POST", headers, body: new URLSearchParams(form).toString() }));
    },
    /** The same form as a fetcher (JavaScript on): a single-fetch .data request. */
    async fetch(path: string, form: Record<string, string>) {
      return this.post(`${path}.data`, form, path);
    },
  };
}

async function signedIn(id: number, overrides: { cartId?: string } = {}) {
  const { row, data } = await customerSession(id, overrides);
  return browser(HOSTS[row.tenant_id]!, await sessionCookie(data));
}

/** What an action answered a fetcher (its single-fetch body, decoded). */
async function fetcherAnswer(response: Response): Promise<unknown> {
  return ((await singleFetch(response)) as { data?: unknown }).data;
}

const ANNA = 1101;
const PIETER = 1102;
const DEMO_A = 1103;
const FATIMA = 2102;
const DEMO_B = 2103;

const rows = async <T>(sql: string, ...binds: unknown[]) =>
  (
    await env.CORE_API_DB.prepare(sql)
      .bind(...binds)
      .all<T>()
  ).results;
const ordersOf = (customer: number) =>
  rows<{ public_id: string; number: string }>("SELECT public_id, number FROM orders WHERE customer_id = ?1 ORDER BY id", customer);
const invoicesOf = (customer: number) => rows<{ id: number; number: string }>("SELECT id, number FROM invoices WHERE customer_id = ?1 ORDER BY id", customer);

/** The text of the page as a reader sees it (tags out, the usual entities decoded). */
function text(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const NOT_FOUND = "Pagina niet gevonden";

/** The intents a subscription page offers: its submit buttons named "intent", in page order. */
function intentButtons(html: string): string[] {
  return [...html.matchAll(/<button\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\bname="intent"/.test(tag))
    .map((tag) => /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "");
}

describe("the account pages show the signed-in customer's own data", () => {
  it("gegevens: name, e-mail, customer number and address book", async () => {
    const anna = await signedIn(ANNA);
    const response = await anna.page("/nl/account/gegevens");
    expect(response.status).toBe(200);
    const page = text(await response.text());
    expect(page).toContain("Mijn gegevens");
    expect(page).toContain("anna@noordzee.test");
    expect(page).toContain("K-001101");
    expect(page).toContain("Badhuisweg 52 B");
    expect(page).toContain("2587 CL Den Haag");
    expect(page).toContain("Standaard bezorgadres");
    // Not Pieter's.
    expect(page).not.toContain("Strandweg");
  });

  it("an empty account path leads to gegevens", async () => {
    const anna = await signedIn(ANNA);
    const response = await anna.page("/nl/account");
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/nl/account/gegevens");
  });

  it("orders: every order of the customer with its number, and no one else's", async () => {
    const anna = await signedIn(ANNA);
    const page = text(await anna.html("/nl/account/orders"));
    expect(page).toContain("Je bestellingen, de nieuwste bovenaan");
    const own = await ordersOf(ANNA);
    expect(own.length).toBeGreaterThan(0);
    for (const order of own) expect(page).toContain(order.number);
    for (const order of await ordersOf(PIETER)) expect(page).not.toContain(order.number);
  });

  it("orders in English", async () => {
    const anna = await signedIn(ANNA);
    const html = await anna.html("/en/account/orders");
    expect(h1(html)).toBe("Orders");
    expect(text(html)).toContain("Your orders, newest first");
  });

  it("invoices: the list, and each invoice as a document with VAT per rate", async () => {
    const anna = await signedIn(ANNA);
    const list = text(await anna.html("/nl/account/invoices"));
    const own = await invoicesOf(ANNA);
    for (const invoice of own) expect(list).toContain(invoice.number);
    for (const invoice of await invoicesOf(PIETER)) expect(list).not.toContain(invoice.number);

    const first = own[0]!;
    const response = await anna.page(`/nl/account/invoices/${first.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(h1(html)).toBe(`Factuur ${first.number}`);
    const doc = text(html);
    expect(doc).toContain("Linnen blouse (ecru, XS)");
    expect(doc).toContain("Btw per tarief");
    expect(doc).toContain("21%");
    expect(doc).toContain("Noordzee Mode");
    expect(doc).toContain("Anna de Vries");
    expect(doc).toContain("Totaal incl. btw");
  });

  it("reservations: running and earlier ones, with the branch", async () => {
    const anna = await signedIn(ANNA);
    const page = text(await anna.html("/nl/account/reservations"));
    expect(page).toContain("Lopende reserveringen");
    expect(page).toContain("Linnen midi-jurk");
    expect(page).toContain("Ligt klaar");
    expect(page).toContain("Noordzee Mode Den Haag");
    expect(page).toContain("Eerdere reserveringen");
    expect(page).toContain("Visserstrui");
  });

  it("subscriptions: the list and one subscription with its items, deliveries and allowed actions", async () => {
    const anna = await signedIn(ANNA);
    const list = text(await anna.html("/nl/account/subscriptions"));
    expect(list).toContain("Sokkenabonnement");
    expect(list).toContain("Basics elk seizoen");
    expect(list).toContain("Elke 3 maanden");

    const html = await anna.html("/nl/account/subscriptions/1002");
    expect(h1(html)).toBe("Basics elk seizoen");
    const page = text(html);
    expect(page).toContain("Basic T-shirt biologisch katoen");
    expect(page).toContain("1 oktober 2026");
    // Paused: resume and cancel, never pause or skip.
    expect(intentButtons(html)).toEqual(["resume", "cancel"]);
  });

  it("carts: the saved cart with its items and a way to carry on with it", async () => {
    const anna = await signedIn(ANNA);
    const html = await anna.html("/nl/account/carts");
    const page = text(html);
    expect(page).toContain("Winkelmandje van 24 oktober 2026");
    expect(page).toContain("2 artikelen");
    expect(html).toContain('value="1bc50fc2-19af-4ec3-8c94-38331f613342"');
    expect(page).toContain("Verder met dit mandje");
  });

  it("the order page shows lines, addresses, methods, totals and the invoice link to its owner", async () => {
    const anna = await signedIn(ANNA);
    const [order] = await ordersOf(ANNA);
    const response = await anna.page(`/nl/orders/${order!.public_id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(h1(html)).toBe(`Bestelling ${order!.number}`);
    const page = text(html);
    expect(page).toContain("Linnen blouse (ecru, XS)");
    expect(page).toContain("Bezorgadres");
    expect(page).toContain("Badhuisweg");
    expect(page).toContain("Afgerond");
    expect(page).toContain("Totaal");
    const [invoice] = await invoicesOf(ANNA);
    expect(html).toContain(`href="/nl/account/invoices/${invoice!.id}"`);
    expect(page).not.toContain("namens jou");
  });

  it("an order placed by staff in a shadow session says so", async () => {
    const pieter = await signedIn(PIETER);
    const [order] = await rows<{ public_id: string }>("SELECT public_id FROM orders WHERE customer_id = ?1 AND placed_by_staff IS NOT NULL", PIETER);
    const page = text(await pieter.html(`/nl/orders/${order!.public_id}`));
    expect(page).toContain("Sanne de Wit heeft deze bestelling namens jou geplaatst.");
  });
});

describe("after a real sign-in (the Auth emulator's own tokens)", () => {
  it("the account shows the customer's orders", async () => {
    const sem = browser(HOST_B, "");
    const signIn = await sem.post("/nl/auth/login", { email: "sem@stadsbazaar.test", password: "Stadsbazaar-sem-2026" }, "/nl/auth/login");
    expect(signIn.status).toBe(303);
    const page = text(await sem.html("/nl/account/orders"));
    for (const order of await ordersOf(2101)) expect(page).toContain(order.number);
  });
});

describe("who may see what", () => {
  const ACCOUNT_PATHS = [
    "/nl/account",
    "/nl/account/gegevens",
    "/nl/account/carts",
    "/nl/account/orders",
    "/nl/account/invoices",
    "/nl/account/invoices/1001",
    "/nl/account/reservations",
    "/nl/account/subscriptions",
    "/nl/account/subscriptions/1001",
  ];

  it("signed out, every account page leads to login with a way back", async () => {
    for (const path of ACCOUNT_PATHS) {
      const response = await visit(path);
      expect([302, 303], path).toContain(response.status);
      expect(location(response), path).toBe(`/nl/auth/login?returnUrl=${encodeURIComponent(path)}`);
    }
  });

  it("signed out, a form post to the account changes nothing and leads to login", async () => {
    const response = await browser(HOST_A, "").post("/nl/account/gegevens", { intent: "profile", firstName: "X", lastName: "Y" });
    expect([302, 303]).toContain(response.status);
    expect(location(response)).toMatch(/^\/nl\/auth\/login\?returnUrl=/);
    expect((await customerRow(ANNA)).first_name).toBe("Anna");
  });

  it("another customer's order, invoice or subscription is the 404 page", async () => {
    const anna = await signedIn(ANNA);
    const [pieterOrder] = await ordersOf(PIETER);
    const [pieterInvoice] = await invoicesOf(PIETER);
    const [otherShopOrder] = await ordersOf(DEMO_B);
    const [pieterSubscription] = await rows<{ id: number }>("SELECT id FROM subscriptions WHERE customer_id = ?1", PIETER);
    for (const path of [
      `/nl/orders/${pieterOrder!.public_id}`,
      `/nl/orders/${otherShopOrder!.public_id}`,
      "/nl/orders/does-not-exist",
      `/nl/account/invoices/${pieterInvoice!.id}`,
      "/nl/account/invoices/999999",
      "/nl/account/invoices/abc",
      `/nl/account/subscriptions/${pieterSubscription!.id}`,
      "/nl/account/subscriptions/0",
    ]) {
      const response = await anna.page(path);
      expect(response.status, path).toBe(404);
      expect(h1(await response.text()), path).toBe(NOT_FOUND);
    }
  });

  it("an order page is the 404 page when signed out", async () => {
    const [order] = await ordersOf(ANNA);
    const response = await visit(`/nl/orders/${order!.public_id}`);
    expect(response.status).toBe(404);
    expect(h1(await response.text())).toBe(NOT_FOUND);
  });

  it("a forged session cookie is a signed-out visitor", async () => {
    const { data } = await customerSession(ANNA);
    const forged = browser(HOST_A, await sessionCookie(data, "not-the-session-secret"));
    const response = await forged.page("/nl/account/orders");
    expect(response.status).toBe(302);
    expect(location(response)).toBe(`/nl/auth/login?returnUrl=${encodeURIComponent("/nl/account/orders")}`);
    const [order] = await ordersOf(ANNA);
    expect((await forged.page(`/nl/orders/${order!.public_id}`)).status).toBe(404);
  });

  it("a session the core API no longer accepts is signed out and sent to login", async () => {
    // A customer whose sign-in account is unlinked after signing in: its token is no customer of this
    // shop any more, and the core API answers 401.
    const uid = `weg-${crypto.randomUUID()}`;
    const { id } = (await env.CORE_API_DB.prepare(
      "INSERT INTO customers (tenant_id, auth_uid, email, first_name, last_name) VALUES (?1, ?2, ?3, 'Anna', 'Weg') RETURNING id",
    )
      .bind(TENANT_A, uid, `${uid}@example.test`)
      .first<{ id: number }>())!;
    const stranger = await signedIn(id);
    await env.CORE_API_DB.prepare("UPDATE customers SET auth_uid = NULL WHERE id = ?1").bind(id).run();
    const response = await stranger.page("/nl/account/gegevens");
    expect(response.status).toBe(302);
    expect(location(response)).toBe(`/nl/auth/login?returnUrl=${encodeURIComponent("/nl/account/gegevens")}`);
    // Signed out for good: the next account page goes to login without asking the core API.
    const again = await stranger.page("/nl/account/orders");
    expect(location(again)).toBe(`/nl/auth/login?returnUrl=${encodeURIComponent("/nl/account/orders")}`);
    expect(await stranger.html("/nl/home")).not.toContain("welkom, Anna");
  });

  it("the session of one shop is worthless at the other", async () => {
    const { data } = await customerSession(ANNA);
    const elsewhere = browser(HOST_B, await sessionCookie(data));
    const response = await elsewhere.page("/nl/account/orders");
    expect(location(response)).toBe(`/nl/auth/login?returnUrl=${encodeURIComponent("/nl/account/orders")}`);
  });
});

describe("every account form answers the one shape (FormAnswer, ADR 0020) to a fetcher", () => {
  it("a bad profile: form, message, the message per field and what was typed", async () => {
    const demo = await signedIn(DEMO_A);
    const response = await demo.fetch("/nl/account/gegevens", { intent: "profile", firstName: "", lastName: "Klant", phone: "bel me" });
    expect(response.status).toBe(400);
    expect(await fetcherAnswer(response)).toEqual({
      ok: false,
      form: "profile",
      target: null,
      message: { kind: "error", key: "account.errors.checkFields" },
      errors: { firstName: { key: "account.errors.required" }, phone: { key: "account.errors.phone" } },
      values: { firstName: "", lastName: "Klant", phone: "bel me" },
    });
  });

  it("a bad password change keeps no password", async () => {
    const demo = await signedIn(DEMO_A);
    const response = await demo.fetch("/nl/account/gegevens", { intent: "password", currentPassword: "x", newPassword: "kort", confirmPassword: "kort" });
    expect(response.status).toBe(400);
    const answer = (await fetcherAnswer(response)) as { ok: boolean; form: string; values?: Record<string, string> };
    expect(answer).toMatchObject({ ok: false, form: "password" });
    expect(answer.values).toEqual({});
  });

  it("an address that is not theirs: which address, and why", async () => {
    const demo = await signedIn(DEMO_A);
    const response = await demo.fetch("/nl/account/gegevens", { intent: "address-delete", addressId: "999999" });
    expect(response.status).toBe(404);
    expect(await fetcherAnswer(response)).toEqual({
      ok: false,
      form: "address-delete",
      target: 999999,
      message: { kind: "error", key: "account.addresses.notFound" },
    });
  });

  it("a subscription intent and a cart: the row they were about", async () => {
    const demo = await signedIn(DEMO_B);
    const refused = await demo.fetch("/nl/account/subscriptions/2006", { intent: "skip" });
    expect(await fetcherAnswer(refused)).toEqual({
      ok: false,
      form: "subscription",
      target: 2006,
      message: { kind: "error", key: "account.subscription.notAllowed" },
    });
    const cartId = "1bc50fc2-19af-4ec3-8c94-38331f613342";
    const foreign = await demo.fetch("/nl/account/carts", { intent: "resume", cartId });
    expect(foreign.status).toBe(404);
    expect(await fetcherAnswer(foreign)).toEqual({
      ok: false,
      form: "resume",
      target: cartId,
      message: { kind: "error", key: "account.carts.notFound" },
    });
  });
});

describe("the profile form", () => {
  const profile = (fields: Record<string, string>) => ({ intent: "profile", companyName: "", phone: "", ...fields });

  it("bad input: 400, a message per field, the input kept, nothing stored", async () => {
    const demo = await signedIn(DEMO_A);
    const response = await demo.post("/nl/account/gegevens", profile({ firstName: "  ", lastName: "x".repeat(81), phone: "bel me maar" }));
    expect(response.status).toBe(400);
    const html = await response.text();
    const page = text(html);
    expect(page).toContain("Niet alles is goed ingevuld.");
    expect(page).toContain("Vul dit veld in.");
    expect(page).toContain("Gebruik hoogstens 80 tekens.");
    expect(page).toContain("Gebruik alleen cijfers, spaties en + - ( ).");
    expect(html).toContain('value="bel me maar"');
    expect(html).toMatch(/id="profile-firstName"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="profile-firstName"/);
    const row = await customerRow(DEMO_A);
    expect(row.first_name).toBe("Demo");
    expect(row.last_name).toBe("Klant");
  });

  it("bad input from a fetcher: 400 as well, nothing stored", async () => {
    const demo = await signedIn(DEMO_A);
    const response = await demo.fetch("/nl/account/gegevens", profile({ firstName: "", lastName: "" }));
    expect(response.status).toBe(400);
    expect((await customerRow(DEMO_A)).first_name).toBe("Demo");
  });

  it("valid input: stored, 303 back with a flash, the header greets the new name", async () => {
    const demo = await signedIn(DEMO_A);
    const response = await demo.post("/nl/account/gegevens", profile({ firstName: "Demi", lastName: "Klant", phone: "06 11 22 33 44" }));
    expect(response.status).toBe(303);
    expect(location(response)).toBe("/nl/account/gegevens");
    const row = await env.CORE_API_DB.prepare("SELECT first_name, phone FROM customers WHERE id = ?1")
      .bind(DEMO_A)
      .first<{ first_name: string; phone: string }>();
    expect(row).toEqual({ first_name: "Demi", phone: "06 11 22 33 44" });
    const page = text(await demo.html("/nl/account/gegevens"));
    expect(page).toContain("Je gegevens zijn opgeslagen.");
    expect(page).toContain("welkom, Demi");
    // The flash shows once.
    expect(text(await demo.html("/nl/account/gegevens"))).not.toContain("Je gegevens zijn opgeslagen.");
  });

  it("an unknown intent changes nothing and says so", async () => {
    const demo = await signedIn(DEMO_A);
    const response = await demo.post("/nl/account/gegevens", { intent: "delete-account" });
    expect(response.status).toBe(303);
    expect(text(await demo.html("/nl/account/gegevens"))).toContain("Dat verzoek klopt niet.");
  });

  it("refuses a form from another site", async () => {
    const { data } = await customerSession(DEMO_A);
    const response = await visit("/nl/account/gegevens", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.test", cookie: await sessionCookie(data) },
      body: new URLSearchParams(profile({ firstName: "Evil", lastName: "Evil" })).toString(),
    });
    expect(response.status).toBe(403);
    expect((await customerRow(DEMO_A)).first_name).not.toBe("Evil");
  });
});

describe("the address book", () => {
  const fields = {
    label: "Werk",
    firstName: "Demo",
    lastName: "Klant",
    companyName: "",
    street: "Spui",
    houseNumber: "70",
    houseNumberAddition: "",
    postcode: "2511bt",
    city: "Den Haag",
    country: "NL",
  };
  type AddressRow = { id: number; label: string; postcode: string; city: string; is_default_billing: number };
  const book = (customer: number) =>
    rows<AddressRow>("SELECT id, label, postcode, city, is_default_billing FROM customer_addresses WHERE customer_id = ?1 ORDER BY id", customer);

  it("adds, changes and deletes an address", async () => {
    const demo = await signedIn(DEMO_B);
    const before = await book(DEMO_B);

    const added = await demo.post("/nl/account/gegevens", { intent: "address-add", ...fields });
    expect(added.status).toBe(303);
    const afterAdd = await book(DEMO_B);
    expect(afterAdd).toHaveLength(before.length + 1);
    const address = afterAdd.at(-1)!;
    expect(address).toMatchObject({ label: "Werk", postcode: "2511 BT", city: "Den Haag" });
    const page = text(await demo.html("/nl/account/gegevens"));
    expect(page).toContain("Het adres is toegevoegd.");
    expect(page).toContain("2511 BT Den Haag");

    const changed = await demo.post("/nl/account/gegevens", {
      intent: "address-edit",
      addressId: String(address.id),
      ...fields,
      city: "Scheveningen",
      isDefaultBilling: "on",
    });
    expect(changed.status).toBe(303);
    expect((await book(DEMO_B)).find((a) => a.id === address.id)).toMatchObject({ city: "Scheveningen", is_default_billing: 1 });
    expect(text(await demo.html("/nl/account/gegevens"))).toContain("Het adres is gewijzigd.");

    const deleted = await demo.post("/nl/account/gegevens", { intent: "address-delete", addressId: String(address.id) });
    expect(deleted.status).toBe(303);
    expect((await book(DEMO_B)).map((a) => a.id)).not.toContain(address.id);
    expect(text(await demo.html("/nl/account/gegevens"))).toContain("Het adres is verwijderd.");
  });

  it("a bad address: 400 with the message under the field, the input kept, nothing stored", async () => {
    const demo = await signedIn(DEMO_B);
    const before = await book(DEMO_B);
    const response = await demo.post("/nl/account/gegevens", { intent: "address-add", ...fields, postcode: "99999", houseNumber: "70a", street: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    const page = text(html);
    expect(page).toContain("Deze postcode past niet bij het gekozen land.");
    expect(page).toContain("Vul alleen het nummer in, met cijfers.");
    expect(html).toContain('value="70a"');
    // The add form is open again, so the messages are seen.
    expect(html).toMatch(/<details[^>]*open=""/);
    expect(await book(DEMO_B)).toEqual(before);

    const [own] = before;
    const edit = await demo.post("/nl/account/gegevens", { intent: "address-edit", addressId: String(own!.id), ...fields, country: "XX" });
    expect(edit.status).toBe(400);
    expect(text(await edit.text())).toContain("Kies een van de mogelijkheden.");
    expect(await book(DEMO_B)).toEqual(before);
  });

  it("someone else's address cannot be changed or deleted", async () => {
    const demo = await signedIn(DEMO_A);
    const [annas] = await book(ANNA);
    const edit = await demo.post("/nl/account/gegevens", { intent: "address-edit", addressId: String(annas!.id), ...fields });
    expect(edit.status).toBe(303);
    const remove = await demo.post("/nl/account/gegevens", { intent: "address-delete", addressId: String(annas!.id) });
    expect(remove.status).toBe(303);
    expect(text(await demo.html("/nl/account/gegevens"))).toContain("Dit adres staat (niet meer) in je adresboek.");
    expect((await book(ANNA))[0]).toEqual(annas);
  });
});

describe("the password form", () => {
  it("checks the new password twice and its length before asking anyone, and never echoes a password", async () => {
    const demo = await signedIn(DEMO_A);
    const response = await demo.post("/nl/account/gegevens", {
      intent: "password",
      currentPassword: "Geheim-oud-123",
      newPassword: "kort",
      confirmPassword: "anders",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(text(html)).toContain("Gebruik minstens 8 tekens.");
    expect(text(html)).toContain("De twee nieuwe wachtwoorden zijn niet gelijk.");
    expect(html).not.toContain("Geheim-oud-123");
  });

  it("a wrong current password is said under that field (the sign-in service checks it)", async () => {
    const demo = await signedIn(DEMO_A);
    const response = await demo.post("/nl/account/gegevens", {
      intent: "password",
      currentPassword: "Niet-het-wachtwoord-1",
      newPassword: "Een-nieuw-wachtwoord-2",
      confirmPassword: "Een-nieuw-wachtwoord-2",
    });
    expect(response.status).toBe(400);
    expect(text(await response.text())).toContain("Dit is niet je huidige wachtwoord.");
  });
});

describe("subscription actions", () => {
  const status = async (id: number) =>
    (await env.CORE_API_DB.prepare("SELECT status, next_delivery_at FROM subscriptions WHERE id = ?1")
      .bind(id)
      .first<{ status: string; next_delivery_at: string }>())!;

  it("an allowed intent changes the subscription: 303 back with a flash", async () => {
    const demo = await signedIn(DEMO_B);
    expect((await status(2005)).status).toBe("active");
    const response = await demo.post("/nl/account/subscriptions/2005", { intent: "pause" });
    expect(response.status).toBe(303);
    expect(location(response)).toBe("/nl/account/subscriptions/2005");
    expect((await status(2005)).status).toBe("paused");
    const html = await demo.html("/nl/account/subscriptions/2005");
    expect(text(html)).toContain("Je abonnement is gepauzeerd.");
    expect(intentButtons(html)).toEqual(["resume", "cancel"]);
  });

  it("an intent the status does not allow is refused and changes nothing", async () => {
    const demo = await signedIn(DEMO_B);
    const before = await status(2006);
    expect(before.status).toBe("paused");
    for (const intent of ["skip", "pause"]) {
      const response = await demo.post("/nl/account/subscriptions/2006", { intent });
      expect(response.status).toBe(303);
      expect(text(await demo.html("/nl/account/subscriptions/2006"))).toContain("Dat kan niet met dit abonnement zoals het nu is.");
    }
    const unknown = await demo.post("/nl/account/subscriptions/2006", { intent: "teleport" });
    expect(unknown.status).toBe(303);
    expect(text(await demo.html("/nl/account/subscriptions/2006"))).toContain("Dat verzoek klopt niet.");
    expect(await status(2006)).toEqual(before);
  });

  it("a fetcher gets the refusal as data with the core API's status", async () => {
    const demo = await signedIn(DEMO_B);
    const before = await status(2006);
    const response = await demo.fetch("/nl/account/subscriptions/2006", { intent: "skip" });
    expect(response.status).toBe(409);
    expect(await status(2006)).toEqual(before);
  });

  it("someone else's subscription is the 404 page and stays as it was", async () => {
    const demo = await signedIn(DEMO_B);
    const [fatimas] = await rows<{ id: number }>("SELECT id FROM subscriptions WHERE customer_id = ?1 ORDER BY id", FATIMA);
    const before = await status(fatimas!.id);
    const response = await demo.post(`/nl/account/subscriptions/${fatimas!.id}`, { intent: "cancel" });
    expect(response.status).toBe(404);
    expect(await status(fatimas!.id)).toEqual(before);
  });
});

describe("resuming a saved cart", () => {
  const FATIMAS_CART = "0ff5534b-8f9e-4892-a288-6b5d12b4e468";
  const cartCount = (html: string) => /aria-label="(Winkelmand, \d+ artikel(?:en)?)"/.exec(html)?.[1];

  it("makes it the session's cart: the mini cart counts its items", async () => {
    const fatima = await signedIn(FATIMA);
    expect(cartCount(await fatima.html("/nl/home"))).toBe("Winkelmand, 0 artikelen");

    // Another shop's cart is not hers: refused, nothing changes.
    const foreign = await fatima.post("/nl/account/carts", { intent: "resume", cartId: "1bc50fc2-19af-4ec3-8c94-38331f613342" });
    expect(foreign.status).toBe(303);
    expect(text(await fatima.html("/nl/account/carts"))).toContain("Dit winkelmandje bestaat niet (meer).");
    expect(cartCount(await fatima.html("/nl/home"))).toBe("Winkelmand, 0 artikelen");

    const response = await fatima.post("/nl/account/carts", { intent: "resume", cartId: FATIMAS_CART });
    expect(response.status).toBe(303);
    expect(location(response)).toBe("/nl/account/carts");
    const carts = await fatima.html("/nl/account/carts");
    expect(text(carts)).toContain("Dit winkelmandje is nu weer je winkelmand.");
    expect(text(carts)).toContain("Je huidige winkelmand");
    expect(cartCount(await fatima.html("/nl/home"))).toBe("Winkelmand, 3 artikelen");
  });

  it("a bad cart id is refused", async () => {
    const fatima = await signedIn(FATIMA);
    const response = await fatima.fetch("/nl/account/carts", { intent: "resume", cartId: "not-a-cart" });
    expect(response.status).toBe(400);
  });
});
