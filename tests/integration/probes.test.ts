import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CHECKOUT_ADDRESS, customerSession, HOST_A, location, sessionCookie, sessionData, TENANT_A, TENANT_B, visit } from "./support";

// Every form action of the storefront, posted to the way an attacker would: fields missing, repeated,
// of the wrong kind, 100 KB long, with NUL, control and direction characters, other shops' and other
// customers' ids; bodies that are not forms; methods no page serves. Each probe must answer without
// a 5xx and without raw error text, and no probe may change anything (the database and the session
// are compared before and after each form's probes). Catalogue paths (filters, ?q=) are not here.

type Kind = "text" | "email" | "id" | "enum" | "secret" | "flag";
type Field = { name: string; value: string; kind: Kind; optional?: boolean; foreign?: string[] };
type Client = { host: string; cookie: string; ip: string };
type Form = { path: string; fields: Field[]; lists?: string[]; fetcher?: boolean };

const HUGE = "x".repeat(100 * 1024);
const BAD_TEXT = [`a\u0000b`, "\u202eJan", "Jan\u2066", "a\u0085b", "a\u007fb", "a\u0007b", "a\tb", "a\u2028b", HUGE];
const BAD_ID = ["", "0x10", "1e1", " 5", "+5", "5.0", "-1", "99999999999999999999", "NaN", "abc", "1\u0000", "１２", "[object Object]"];
const BAD_ENUM = ["teleport", "", "ADD", "add\u0000", "\u202eadd", HUGE];
const BAD_FLAG = ["off", "1", "true", "on\u0000"];
const BAD_SECRET = [`geheim\u0000geheim`, `\u202egeheimgeheim`, HUGE];
const BAD_EMAIL = ["", "geen-email", "a@b", `jan\u0000@example.test`, `\u202ejan@example.test`, `${HUGE}@example.test`];
const HOUSE_NUMBERS = ["0x10", "1e1", "+5", "5.0", "-1", "１２", "1234567"];
const BAD: Record<Kind, string[]> = { text: BAD_TEXT, email: BAD_EMAIL, id: BAD_ID, enum: BAD_ENUM, secret: BAD_SECRET, flag: BAD_FLAG };

/** Raw error text that must never reach a shopper: stacks, exception names, zod's own words. */
const RAW_ERROR =
  /\bat [\w$.<>]+ \(|\b(?:Type|Reference|Syntax|Range|Zod)Error\b|Error: |Invalid input|invalid_type|expected (?:string|number)|Unexpected Server Error|core API \/|SQLITE|D1_ERROR/;

// --- the shop's data, and who is asking ---------------------------------------------------------

const first = async <T>(sql: string, ...binds: unknown[]) =>
  (await env.CORE_API_DB.prepare(sql)
    .bind(...binds)
    .first<T>())!;

const variantOf = (tenant: string) =>
  first<{ id: number; product_id: number }>(
    `SELECT v.id, v.product_id FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE v.tenant_id = ?1 AND v.stock >= 5 AND p.is_active = 1 ORDER BY v.id LIMIT 1`,
    tenant,
  );

const ANNA = 1101;
const ANNAS_SAVED_CART = "1bc50fc2-19af-4ec3-8c94-38331f613342";
const PIETERS_CART = "2701f862-0184-42af-8311-1550ffc2333b";

function randomIp() {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** A shopper of shop A with one line in the cart and one product on the wishlist (a real session). */
async function shopperWithCart(): Promise<Client & { lineId: number; cartId: string }> {
  const client: Client = { host: HOST_A, cookie: "", ip: randomIp() };
  const variant = await variantOf(TENANT_A);
  const added = await send(client, "/nl/cart", form({ intent: "add", variantId: String(variant.id), quantity: "2" }));
  expect(added.status).toBe(303);
  client.cookie = cookieOf(added) ?? client.cookie;
  const wished = await send(client, "/nl/wishlist", form({ intent: "add", productId: String(variant.product_id) }));
  expect(wished.status).toBe(303);
  client.cookie = cookieOf(wished) ?? client.cookie;
  const cartId = sessionData(client.cookie).cartId as string;
  const line = await first<{ id: number }>("SELECT id FROM cart_lines WHERE cart_id = ?1", cartId);
  return { ...client, lineId: line.id, cartId };
}

async function signedIn(customer: number): Promise<Client> {
  const { data } = await customerSession(customer);
  return { host: HOST_A, cookie: await sessionCookie(data), ip: randomIp() };
}

const anonymous = async (): Promise<Client> => ({ host: HOST_A, cookie: "", ip: randomIp() });

/** A shopper at a checkout step (the earlier steps done), so a post to it is read, not redirected. */
async function atStep(step: "gegevens" | "adres" | "bezorging" | "betaling" | "samenvatting"): Promise<Client> {
  const client = await shopperWithCart();
  const steps: [string, Record<string, string>][] = [
    ["gegevens", { email: "jan@example.test", firstName: "Jan", lastName: "Jansen", phone: "06 12345678" }],
    ["adres", CHECKOUT_ADDRESS],
    ["bezorging", { shippingMethodId: "11" }],
    ["betaling", { method: "ideal" }],
  ];
  for (const [name, fields] of steps) {
    if (name === step) break;
    const response = await send(client, `/nl/checkout/${name}`, form(fields));
    expect(response.status, name).toBe(303);
  }
  return client;
}

// --- requests -------------------------------------------------------------------------------------

type Body = { body: BodyInit | null; type: string | null };

function form(fields: Record<string, string> | [string, string][]): Body {
  const params = new URLSearchParams(Array.isArray(fields) ? fields : Object.entries(fields));
  return { body: params.toString(), type: "application/x-www-form-urlencoded" };
}

function send(client: Client, path: string, { body, type }: Body, method = "POST", origin = `http://${client.host}`) {
  const headers: Record<string, string> = { origin, referer: `http://${client.host}${path.replace(/\.data$/, "")}`, "cf-connecting-ip": client.ip };
  if (type) headers["content-type"] = type;
  if (client.cookie) headers.cookie = client.cookie;
  return visit(path, { host: client.host, method, headers, body });
}

/** The session cookie a response sets, if it sets one (a flash message has a cookie of its own). */
function cookieOf(response: Response): string | null {
  return (
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("__etalage="))
      ?.split(";")[0] ?? null
  );
}

/** What a probe could have changed: the core API's tables of things shoppers change, row by row. */
async function databaseState(): Promise<Set<string>> {
  const tables = [
    "carts",
    "cart_lines",
    "wishlists",
    "wishlist_items",
    "customers",
    "customer_addresses",
    "subscriptions",
    "orders",
    "payments",
    "test_provider_payments",
    "customer_invites",
    "shadow_sessions",
  ];
  const rows = new Set<string>();
  for (const table of tables) {
    for (const row of (await env.CORE_API_DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()).results) rows.add(`${table} ${JSON.stringify(row)}`);
  }
  return rows;
}

/** The rows that came or went between two states (empty: nothing changed). */
function changedRows(before: Set<string>, after: Set<string>): string[] {
  return [...[...after].filter((row) => !before.has(row)).map((row) => `+ ${row}`), ...[...before].filter((row) => !after.has(row)).map((row) => `- ${row}`)];
}

/** The parts of a session that are state (not a flash message). */
function sessionState(cookie: string | null): string {
  const { customer, cartId, wishlistKey, orders, auth } = (cookie ? sessionData(cookie) : {}) as Record<string, unknown>;
  return JSON.stringify({ customer, cartId, wishlistKey, orders, signedIn: Boolean(auth) });
}

type Probe = { label: string; path: string; body: Body; method?: string; expect?: number };

/** Every malformed variant of a form: each field missing, repeated and wrong; odd bodies and methods. */
function probesOf(target: Form, base: Record<string, string>): Probe[] {
  const entries = Object.entries(base);
  const probes: Probe[] = [];
  // Every other probe as a fetcher (JavaScript on: the single-fetch .data url), the rest as a document.
  const fetcherPath = target.path.replace(/(\?.*)?$/, ".data$1");
  const at = (index: number) => (target.fetcher !== false && index % 2 === 1 ? fetcherPath : target.path);
  for (const field of target.fields) {
    if (!field.optional) probes.push({ label: `${field.name} missing`, path: at(probes.length), body: form(entries.filter(([name]) => name !== field.name)) });
    if (!target.lists?.includes(field.name)) {
      probes.push({ label: `${field.name} twice`, path: at(probes.length), body: form([...entries, [field.name, field.value]]), expect: 400 });
    }
    for (const value of [...BAD[field.kind], ...(field.foreign ?? [])]) {
      if (value === field.value) continue;
      const label = `${field.name}=${JSON.stringify(value.length > 40 ? `${value.slice(0, 20)}…(${value.length})` : value)}`;
      probes.push({ label, path: at(probes.length), body: form(entries.map(([name, v]): [string, string] => [name, name === field.name ? value : v])) });
    }
  }
  const json = { body: JSON.stringify(base), type: "application/json" };
  const multipart = new FormData();
  for (const [name, value] of entries) multipart.append(name, value);
  probes.push(
    { label: "JSON body", path: target.path, body: json, expect: 415 },
    { label: "JSON body (fetcher)", path: at(1), body: json, expect: 415 },
    { label: "multipart body", path: target.path, body: { body: multipart, type: null }, expect: 415 },
    {
      label: "multipart junk",
      path: target.path,
      body: { body: "--x\r\nContent-Disposition: form-data\r\n\r\n--", type: "multipart/form-data; boundary=x" },
      expect: 415,
    },
    { label: "text/plain body", path: target.path, body: { ...form(base), type: "text/plain" }, expect: 415 },
    { label: "no content type", path: target.path, body: { ...form(base), type: null }, expect: 415 },
    { label: "empty body", path: target.path, body: { body: "", type: "application/x-www-form-urlencoded" } },
    {
      label: "binary junk",
      path: target.path,
      body: { body: new Uint8Array([0xff, 0xfe, 0x00, 0x3d, 0x26, 0xc3]), type: "application/x-www-form-urlencoded" },
    },
  );
  for (const method of ["PUT", "PATCH", "DELETE"]) probes.push({ label: method, path: target.path, body: form(base), method, expect: 405 });
  return probes;
}

/** Probes a form as `client` (set up so that the form's own post would be read, not redirected). */
async function probeForm(client: Client, target: Form) {
  const base = Object.fromEntries(target.fields.map((field) => [field.name, field.value]));
  const before = await databaseState();
  const session = sessionState(client.cookie);
  const failures: string[] = [];
  for (const probe of probesOf(target, base)) {
    const response = await send(client, probe.path, probe.body, probe.method);
    const text = await response.text();
    const problem =
      response.status >= 500
        ? `status ${response.status}`
        : probe.expect && response.status !== probe.expect
          ? `status ${response.status}, expected ${probe.expect}`
          : RAW_ERROR.test(text)
            ? `raw error text: ${RAW_ERROR.exec(text)?.[0]}`
            : sessionState(cookieOf(response) ?? client.cookie) !== session
              ? "the session changed"
              : response.headers.has("location") && new URL(response.headers.get("location")!, "http://x.invalid").host !== "x.invalid"
                ? `redirect off the shop: ${response.headers.get("location")}`
                : null;
    if (problem) failures.push(`${probe.method ?? "POST"} ${probe.path} [${probe.label}]: ${problem}`);
  }
  expect(failures, failures.join("\n")).toEqual([]);
  const changes = changedRows(before, await databaseState());
  expect(changes, `no probe may change anything:\n${changes.join("\n")}`).toEqual([]);
}

// --- the forms ------------------------------------------------------------------------------------

const foreignVariant = async () => String((await variantOf(TENANT_B)).id);
const foreignProduct = async () => String((await variantOf(TENANT_B)).product_id);
const someoneElsesOrder = async () =>
  (await first<{ public_id: string }>("SELECT public_id FROM orders WHERE tenant_id = ?1 ORDER BY id LIMIT 1", TENANT_A)).public_id;

describe("probes: the cart form", () => {
  it("add", async () => {
    const variant = await variantOf(TENANT_A);
    await probeForm(await shopperWithCart(), {
      path: "/nl/cart",
      fields: [
        { name: "intent", value: "add", kind: "enum" },
        { name: "variantId", value: String(variant.id), kind: "id", foreign: [await foreignVariant()] },
        { name: "quantity", value: "1", kind: "id" },
      ],
    });
  });

  it("increase, decrease, remove (a line of the shopper's own cart; another cart's line is not theirs)", async () => {
    const annasLine = await first<{ id: number }>("SELECT id FROM cart_lines WHERE cart_id = ?1", ANNAS_SAVED_CART);
    for (const intent of ["increase", "decrease", "remove"]) {
      const client = await shopperWithCart();
      await probeForm(client, {
        path: "/nl/cart",
        fields: [
          { name: "intent", value: intent, kind: "enum" },
          { name: "lineId", value: String(client.lineId), kind: "id", foreign: [String(annasLine.id)] },
        ],
      });
    }
  });

  it("bundle-add, apply-coupon, choose-shipping, clear", async () => {
    const bundle = await first<{ id: number }>("SELECT id FROM bundles WHERE tenant_id = ?1 ORDER BY id LIMIT 1", TENANT_A);
    const foreignBundle = await first<{ id: number }>("SELECT id FROM bundles WHERE tenant_id = ?1 ORDER BY id LIMIT 1", TENANT_B);
    const variant = await variantOf(TENANT_A);
    await probeForm(await shopperWithCart(), {
      path: "/nl/cart",
      lists: ["variantIds"],
      fields: [
        { name: "intent", value: "bundle-add", kind: "enum" },
        { name: "bundleId", value: String(bundle.id), kind: "id", foreign: [String(foreignBundle.id)] },
        { name: "variantIds", value: String(variant.id), kind: "id", foreign: [await foreignVariant()] },
      ],
    });
    await probeForm(await shopperWithCart(), {
      path: "/nl/cart",
      fields: [
        { name: "intent", value: "apply-coupon", kind: "enum" },
        { name: "code", value: "BESTAATNIET", kind: "text" },
      ],
    });
    await probeForm(await shopperWithCart(), {
      path: "/nl/cart",
      fields: [
        { name: "intent", value: "choose-shipping", kind: "enum" },
        { name: "shippingMethodId", value: "11", kind: "id", foreign: ["21"] },
      ],
    });
    await probeForm(await shopperWithCart(), { path: "/nl/cart", fields: [{ name: "intent", value: "clear", kind: "enum" }] });
  });
});

describe("probes: the wishlist heart", () => {
  it("add and remove", async () => {
    const variant = await variantOf(TENANT_A);
    for (const intent of ["add", "remove"]) {
      await probeForm(await shopperWithCart(), {
        path: "/nl/wishlist",
        fields: [
          { name: "intent", value: intent, kind: "enum" },
          { name: "productId", value: String(variant.product_id), kind: "id", foreign: [await foreignProduct()] },
        ],
      });
    }
  });
});

describe("probes: the account", () => {
  it("profile and password", async () => {
    await probeForm(await signedIn(ANNA), {
      path: "/nl/account/gegevens",
      fields: [
        { name: "intent", value: "profile", kind: "enum" },
        { name: "firstName", value: "Anna", kind: "text" },
        { name: "lastName", value: "de Vries", kind: "text" },
        { name: "phone", value: "06 12345678", kind: "text", optional: true },
        { name: "companyName", value: "", kind: "text", optional: true },
      ],
    });
    await probeForm(await signedIn(ANNA), {
      path: "/nl/account/gegevens",
      fields: [
        { name: "intent", value: "password", kind: "enum" },
        { name: "currentPassword", value: "Noordzee-anna-2026", kind: "secret" },
        { name: "newPassword", value: "Nieuw-wachtwoord-1", kind: "secret" },
        { name: "confirmPassword", value: "Nieuw-wachtwoord-1", kind: "secret" },
      ],
    });
  });

  it("the address book: add, edit, delete (another customer's address is not theirs)", async () => {
    const own = await first<{ id: number }>("SELECT id FROM customer_addresses WHERE customer_id = ?1 ORDER BY id LIMIT 1", ANNA);
    const theirs = await first<{ id: number }>("SELECT id FROM customer_addresses WHERE customer_id <> ?1 ORDER BY id LIMIT 1", ANNA);
    const address: Field[] = [
      { name: "firstName", value: "Anna", kind: "text" },
      { name: "lastName", value: "de Vries", kind: "text" },
      { name: "street", value: "Zeestraat", kind: "text" },
      // A typed house number is text of digits: trimmed like every typed text, never read as hex or 1e1.
      { name: "houseNumber", value: "1", kind: "text", foreign: HOUSE_NUMBERS },
      { name: "houseNumberAddition", value: "A", kind: "text", optional: true },
      { name: "postcode", value: "2584 BL", kind: "text" },
      { name: "city", value: "Den Haag", kind: "text" },
      { name: "country", value: "NL", kind: "enum" },
      { name: "label", value: "Thuis", kind: "text", optional: true },
      { name: "isDefaultShipping", value: "on", kind: "flag", optional: true },
    ];
    await probeForm(await signedIn(ANNA), { path: "/nl/account/gegevens", fields: [{ name: "intent", value: "address-add", kind: "enum" }, ...address] });
    const addressId: Field = { name: "addressId", value: String(own.id), kind: "id", foreign: [String(theirs.id)] };
    await probeForm(await signedIn(ANNA), {
      path: "/nl/account/gegevens",
      fields: [{ name: "intent", value: "address-edit", kind: "enum" }, addressId, ...address],
    });
    await probeForm(await signedIn(ANNA), { path: "/nl/account/gegevens", fields: [{ name: "intent", value: "address-delete", kind: "enum" }, addressId] });
  });

  it("carts (resume another customer's cart) and a subscription", async () => {
    await probeForm(await signedIn(ANNA), {
      path: "/nl/account/carts",
      fields: [
        { name: "intent", value: "resume", kind: "enum" },
        { name: "cartId", value: ANNAS_SAVED_CART, kind: "id", foreign: [PIETERS_CART, ANNAS_SAVED_CART.toUpperCase()] },
      ],
    });
    await probeForm(await signedIn(ANNA), { path: "/nl/account/subscriptions/1001", fields: [{ name: "intent", value: "pause", kind: "enum" }] });
  });
});

describe("probes: the checkout steps", () => {
  it("gegevens, adres, bezorging, betaling", async () => {
    await probeForm(await atStep("gegevens"), {
      path: "/nl/checkout/gegevens",
      fields: [
        { name: "email", value: "jan@example.test", kind: "email" },
        { name: "firstName", value: "Jan", kind: "text" },
        { name: "lastName", value: "Jansen", kind: "text" },
        { name: "phone", value: "06 12345678", kind: "text" },
      ],
    });
    await probeForm(await atStep("adres"), {
      path: "/nl/checkout/adres",
      fields: Object.entries(CHECKOUT_ADDRESS).map(
        ([name, value]): Field => ({
          name,
          value,
          kind: name.endsWith("country") ? "enum" : "text",
          ...(name.endsWith("houseNumber") ? { foreign: HOUSE_NUMBERS } : {}),
        }),
      ),
    });
    await probeForm(await atStep("bezorging"), {
      path: "/nl/checkout/bezorging",
      fields: [
        { name: "shippingMethodId", value: "11", kind: "id", foreign: ["21", "23"] },
        { name: "branchId", value: "", kind: "id", optional: true },
      ],
    });
    await probeForm(await atStep("betaling"), { path: "/nl/checkout/betaling", fields: [{ name: "method", value: "ideal", kind: "enum" }] });
  });

  it("samenvatting (placing), and paying again for someone else's order", async () => {
    const client = await atStep("samenvatting");
    await probeForm(client, {
      path: "/nl/checkout/samenvatting",
      fields: [
        { name: "idempotencyKey", value: await summaryKey(client), kind: "text" },
        { name: "acceptTerms", value: "on", kind: "flag" },
      ],
    });
    const order = await someoneElsesOrder();
    await probeForm(await shopperWithCart(), {
      path: "/nl/checkout/betaling",
      fields: [
        { name: "intent", value: "retry-payment", kind: "enum" },
        { name: "orderId", value: order, kind: "id" },
      ],
    });
  });
});

/** The summary's idempotency key, as the page renders it for this shopper. */
async function summaryKey(client: Client): Promise<string> {
  const html = await (await visit("/nl/checkout/samenvatting", { host: client.host, headers: { cookie: client.cookie } })).text();
  return /name="idempotencyKey" value="([^"]+)"/.exec(html)![1]!;
}

describe("probes: signing in and its kin", () => {
  it("login, forgot, reset, invite, shadow", async () => {
    await probeForm(await anonymous(), {
      path: "/nl/auth/login",
      fields: [
        { name: "email", value: "anna@noordzee.test", kind: "email" },
        { name: "password", value: "Noordzee-anna-2026", kind: "secret" },
      ],
    });
    await probeForm(await anonymous(), { path: "/nl/auth/forgot", fields: [{ name: "email", value: "niemand@example.test", kind: "email" }] });
    const newPassword: Field[] = [
      { name: "password", value: "Nieuw-wachtwoord-1", kind: "secret" },
      { name: "confirm", value: "Nieuw-wachtwoord-1", kind: "secret" },
    ];
    await probeForm(await anonymous(), { path: "/nl/auth/reset", fields: [{ name: "oobCode", value: "bestaat-niet", kind: "text" }, ...newPassword] });
    await probeForm(await anonymous(), { path: "/nl/auth/invite", fields: [{ name: "token", value: "a".repeat(32), kind: "text" }, ...newPassword] });
    await probeForm(await anonymous(), { path: "/auth/shadow", fields: [{ name: "token", value: "vervalst", kind: "text" }] });
    await probeForm(await anonymous(), {
      path: "/nl/auth/guest-account",
      fields: [{ name: "orderId", value: await someoneElsesOrder(), kind: "text" }, ...newPassword],
    });
  });

  it("logout signs out whatever it is sent, but only by POST and only to the shop itself", async () => {
    const client = await signedIn(ANNA);
    for (const body of [
      form({ redirectTo: "//evil.example/" }),
      form({ redirectTo: "/.//evil.example/" }),
      form([
        ["redirectTo", "/nl"],
        ["redirectTo", "/en"],
      ]),
      { body: "{}", type: "application/json" },
    ]) {
      const response = await send(client, "/nl/auth/logout", body);
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get("location") ?? "/").toMatch(/^\/(?![/\\])/);
    }
    for (const method of ["PUT", "DELETE", "PATCH"]) expect((await send(client, "/nl/auth/logout", form({}), method)).status).toBe(405);
  });
});

describe("probes: the test provider's page", () => {
  it("its choice form", async () => {
    const client = await atStep("samenvatting");
    const placed = await send(client, "/nl/checkout/samenvatting", form({ idempotencyKey: await summaryKey(client), acceptTerms: "on" }));
    expect(placed.status).toBe(303);
    client.cookie = cookieOf(placed) ?? client.cookie;
    const paymentPath = location(placed)!;
    expect(paymentPath).toMatch(/^\/payments\/test\/tst_/);
    await probeForm(client, { path: paymentPath, fetcher: false, fields: [{ name: "outcome", value: "paid", kind: "enum" }] });
  });
});

describe("probes: odd paths and headers (outside the catalogue)", () => {
  const PATHS = [
    "/nl/cart%00",
    "/nl/%ff",
    "/%E0%A4%A",
    "/nl/orders/%",
    "/nl/orders/%E0%A4%A",
    "/nl/account/subscriptions/%00",
    "/nl/account/subscriptions/99999999999999999999999",
    "/nl/checkout/%2e%2e",
    "/nl/checkout/..%2f..%2fadmin",
    "//evil.example/",
    "/\\evil.example/",
    "/nl//cart",
    "/nl/cart/.data",
    "/_root.data",
    "/nl.data",
    `/nl/${"a".repeat(8 * 1024)}`,
    `/nl/pagina/${"%C3%A9".repeat(1000)}`,
    "/auth/login?returnUrl=%00",
    "/nl/auth/reset?oobCode=%00%ff",
    "/payments/test/%00",
    "/payments/test/..%2f..%2fecommerce%2fwebsite-settings",
    "/media/%2e%2e/%2e%2e/etc/passwd",
  ];

  it("answer without a 5xx and without raw error text; redirects stay on the shop", async () => {
    const { data } = await customerSession(ANNA);
    const cookie = await sessionCookie(data);
    const failures: string[] = [];
    for (const path of PATHS) {
      for (const headers of [{}, { cookie }] as Record<string, string>[]) {
        const response = await visit(path, { headers });
        const text = await response.text();
        const target = response.headers.get("location");
        if (response.status >= 500) failures.push(`${path}: status ${response.status}`);
        else if (RAW_ERROR.test(text)) failures.push(`${path}: raw error text ${RAW_ERROR.exec(text)?.[0]}`);
        else if (target && (/^\/[/\\]/.test(target) || new URL(target, "http://x.invalid").host !== "x.invalid"))
          failures.push(`${path}: redirect to ${target}`);
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("odd headers: broken or huge cookies, odd Origin, Referer and Content-Length change nothing and break nothing", async () => {
    const client = await shopperWithCart();
    const lines = async () => (await first<{ n: number }>("SELECT COUNT(*) AS n FROM cart_lines WHERE cart_id = ?1", client.cartId)).n;
    // [extra headers, the status that must come back (or any below 500)]
    const cases: [Record<string, string>, number | null][] = [
      [{ cookie: "__etalage=%%%" }, 303],
      [{ cookie: `__etalage=${"a".repeat(8000)}` }, 303],
      [{ cookie: "__etalage=eyJ0ZW5hbnRJZCI6IjdiMWUyYzRhLTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDAwYSJ9.x; __etalage=y" }, 303],
      [{ origin: "null" }, 403],
      [{ origin: `http://${HOST_A}.evil.example` }, 403],
      [{ origin: `http://${HOST_A}:1` }, 403],
      [{ "content-length": "abc" }, 413],
      [{ "content-type": "application/json" }, 415],
      [{ "accept-language": "x".repeat(4000), "content-type": "text/plain" }, 415],
    ];
    const failures: string[] = [];
    const post = async (extra: Record<string, string>) => {
      const headers = { "content-type": "application/x-www-form-urlencoded", origin: `http://${HOST_A}`, cookie: client.cookie, ...extra };
      return visit("/nl/cart", { method: "POST", headers, body: "intent=clear" });
    };
    for (const [extra, status] of cases) {
      const response = await post(extra);
      const text = await response.text();
      const label = JSON.stringify(extra).slice(0, 80);
      if (response.status >= 500 || (status !== null && response.status !== status)) failures.push(`${label}: status ${response.status}`);
      else if (RAW_ERROR.test(text)) failures.push(`${label}: raw error text`);
    }
    expect(failures, failures.join("\n")).toEqual([]);
    // None of them was the shopper's own form from the shop: the cart is as it was.
    expect(await lines()).toBe(1);
    // An odd Referer does not stop the shopper's own form, and the 303 never follows it off the shop.
    for (const referer of ["javascript:alert(1)", `http://${HOST_A}//evil.example/`, "http://evil.example/nl/home"]) {
      const response = await post({ referer });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toMatch(/^\/(?![/\\])/);
    }
  });
});
