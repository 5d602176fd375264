import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  emulatorAccount,
  emulatorIdToken,
  HOST_A,
  HOST_B,
  invite,
  invitedCustomer,
  keptSession,
  location,
  mailedResetCode,
  sessionCookie,
  sessionData,
  sessionIdHash,
  shopper,
  signIn,
  TENANT_A,
  TENANT_B,
  visit,
  inOneMinute,
} from "./support";

// Sign-in against the real Auth emulator (started by the test run, demo accounts seeded) and the
// core API with its demo customers. Passwords are the demo ones from workers/core-api/seed/auth-accounts.json.
const ANNA = { email: "anna@noordzee.test", password: "Noordzee-anna-2026" };

describe("signing in", () => {
  it("a demo customer signs in: 303 to the account, the header greets them with a tick", async () => {
    const me = shopper();
    const response = await signIn(me, ANNA.email, ANNA.password);
    expect(response.status).toBe(303);
    expect(location(response)).toBe("/nl/account/gegevens");
    const page = await (await me.page("/nl/products")).text();
    expect(page).toContain("welkom, Anna");
    expect(page).toContain("Welkom terug, Anna.");
    expect(page).not.toContain("Niet ingelogd");
  });

  it("a customer under a business account is greeted with it (chrome spec §3 parentCustomerName): 'welkom, Pieter' and the group", async () => {
    const me = shopper();
    await signIn(me, "inkoop@bedrijf-a.test", "Noordzee-pieter-2026");
    const page = await (await me.page("/nl/products")).text();
    expect(page).toContain('aria-label="welkom, Pieter De Branding Horeca Groep B.V. (Mijn account)"');
    expect(page).toMatch(/welkom,(<!-- -->)? (<!-- -->)?Pieter<small> (<!-- -->)?De Branding Horeca Groep B.V.<\/small>/);
    // And in the account area, under the company's name.
    expect(await (await me.page("/nl/account/gegevens")).text()).toContain("Onderdeel van De Branding Horeca Groep B.V.");
  });

  it("no token reaches the page: the tokens live only in the HttpOnly session cookie", async () => {
    const me = shopper();
    const response = await signIn(me, ANNA.email, ANNA.password);
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(response.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);
    const html = await (await me.page("/nl/account")).text();
    expect(html).not.toMatch(/eyJhbGciOi/);
    expect(html).not.toContain("refreshToken");
  });

  it("a wrong password and an unknown e-mail get the same message and status", async () => {
    const wrong = await signIn(shopper(), ANNA.email, "not-the-password");
    const unknown = await signIn(shopper(), "nobody@nowhere.test", "whatever-123");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const message = "Het e-mailadres of het wachtwoord klopt niet.";
    expect(await wrong.text()).toContain(message);
    expect(await unknown.text()).toContain(message);
  });

  it("keeps the e-mail and shows per-field errors for a malformed form (400)", async () => {
    const response = await signIn(shopper(), "not-an-email", "");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Vul een geldig e-mailadres in.");
    expect(html).toContain("Vul je wachtwoord in.");
    expect(html).toContain('value="not-an-email"');
  });

  it("follows a same-origin returnUrl and refuses one that points elsewhere", async () => {
    const customer = await invitedCustomer();
    const own = await signIn(shopper(), customer.email, customer.password, { returnUrl: "/nl/wishlist" });
    expect(location(own)).toBe("/nl/wishlist");
    for (const evil of ["https://evil.test/steal", "//evil.test/x", "/\\evil.test"]) {
      const response = await signIn(shopper(), customer.email, customer.password, { returnUrl: evil });
      expect(location(response)).toBe("/nl/account/gegevens");
    }
  });

  it("the account guard sends a signed-out shopper to login with the way back", async () => {
    const response = await visit("/nl/account/orders?page=2");
    expect(response.status).toBe(302);
    expect(location(response)).toBe(`/nl/auth/login?returnUrl=${encodeURIComponent("/nl/account/orders?page=2")}`);
  });

  it("a customer of another shop cannot sign in here (the accounts are per shop)", async () => {
    // Sem is a customer of Stadsbazaar only.
    const response = await signIn(shopper(), "sem@stadsbazaar.test", "Stadsbazaar-sem-2026");
    expect(response.status).toBe(401);
    const there = shopper(HOST_B);
    const ok = await there.post("/nl/auth/login", { email: "sem@stadsbazaar.test", password: "Stadsbazaar-sem-2026" }, `http://${HOST_B}/nl/auth/login`);
    expect(ok.status).toBe(303);
  });

  it("a session of one shop is worthless at another", async () => {
    const me = shopper();
    const customer = await invitedCustomer();
    await signIn(me, customer.email, customer.password);
    const elsewhere = await visit("/nl/account", { host: HOST_B, headers: { cookie: me.cookie } });
    expect(elsewhere.status).toBe(302);
    expect(location(elsewhere)).toMatch(/^\/nl\/auth\/login/);
  });

  it("a tampered session cookie counts as signed out", async () => {
    const me = shopper();
    const customer = await invitedCustomer();
    await signIn(me, customer.email, customer.password);
    const value = decodeURIComponent(me.cookie.slice(me.cookie.indexOf("=") + 1));
    const signature = value.slice(value.lastIndexOf(".") + 1);
    const json = sessionData(me.cookie) as { customer: { firstName: string } };
    json.customer.firstName = "Mallory";
    const forged = `__etalage=${encodeURIComponent(`${btoa(unescape(encodeURIComponent(JSON.stringify(json))))}.${signature}`)}`;
    const response = await visit("/nl/account", { headers: { cookie: forged } });
    expect(response.status).toBe(302);
  });

  it("a token forged for another account gets no session, and a made-up session id opens nothing", async () => {
    // An unsigned token for a customer of shop B, presented at shop A: the core API keeps no session for it.
    const idToken = emulatorIdToken("demo-b-2101", TENANT_B);
    const refused = await env.CORE_API.fetch("https://core-api.internal/auth/sessions", {
      method: "POST",
      headers: { "x-tenant-id": TENANT_A, authorization: `Bearer ${idToken}`, "content-type": "application/json" },
      body: JSON.stringify({ refreshToken: "r" }),
    });
    expect(refused.status).toBe(401);
    // A validly signed cookie (dev secret) naming that customer and a session id nobody was given.
    const cookie = await sessionCookie({
      tenantId: TENANT_A,
      customer: {
        id: 2101,
        uid: "demo-b-2101",
        number: "K-002101",
        firstName: "Sem",
        lastName: "Jansen",
        companyName: null,
        pricesIncludingVat: true,
        invoicePayment: false,
      },
      sessionId: "A".repeat(43),
    });
    const page = await visit("/nl/account/orders", { headers: { cookie } });
    expect(page.status).toBe(302);
    expect(location(page)).toMatch(/^\/nl\/auth\/login/);
  });

  it(
    "rate limits sign-in per account and client: the sixth attempt within a minute from one address is refused (429)",
    () =>
      inOneMinute(async () => {
        const email = `rate-${crypto.randomUUID().slice(0, 8)}@example.test`;
        const me = shopper();
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) statuses.push((await signIn(me, email, "wrong-password")).status);
        expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
        expect(statuses[5]).toBe(429);
        const refused = await signIn(me, email, "wrong-password");
        expect(await refused.text()).toContain("Te veel pogingen vanaf dit apparaat of netwerk. Probeer het over een minuut opnieuw.");
      }),
    60_000,
  );

  it("a bot that fills the honeypot is not signed in", async () => {
    const response = await signIn(shopper(), ANNA.email, ANNA.password, { website: "https://spam.test" });
    expect(response.status).toBe(400);
    expect(response.headers.get("set-cookie") ?? "").not.toContain("__etalage");
  });

  it("a cross-site post is refused (Origin check)", async () => {
    const response = await visit("/nl/auth/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.test" },
      body: new URLSearchParams(ANNA).toString(),
    });
    expect(response.status).toBe(403);
  });
});

describe("signing out", () => {
  it("leaves a clean session: no customer, no cart, no wishlist", async () => {
    const me = shopper();
    const customer = await invitedCustomer();
    await signIn(me, customer.email, customer.password);
    const out = await me.post("/nl/auth/logout", {}, `http://${HOST_A}/nl/account`);
    expect(out.status).toBe(303);
    expect(location(out)).toBe("/nl/home");
    const data = sessionData(me.cookie);
    expect(Object.keys(data).filter((key) => !key.startsWith("__flash"))).toEqual(["tenantId"]);
    const account = await me.page("/nl/account");
    expect(account.status).toBe(302);
  });

  it("a GET on the sign-out url changes nothing", async () => {
    const me = shopper();
    const customer = await invitedCustomer();
    await signIn(me, customer.email, customer.password);
    await me.page("/nl/auth/logout");
    expect((await me.page("/nl/account/gegevens")).status).toBe(200);
  });
});

describe("merging on sign-in", () => {
  it("the anonymous cart and wishlist join the customer's", async () => {
    const variant = (await env.CORE_API_DB.prepare(
      `SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE v.tenant_id = ?1 AND v.stock >= 5 AND p.is_active = 1 ORDER BY v.id DESC LIMIT 1`,
    )
      .bind(TENANT_A)
      .first<{ id: number }>())!;
    const product = (await env.CORE_API_DB.prepare("SELECT product_id FROM product_variants WHERE id = ?1").bind(variant.id).first<{ product_id: number }>())!;
    const me = shopper();
    await me.post("/nl/cart", { intent: "add", variantId: String(variant.id), quantity: "1" });
    await me.post("/nl/wishlist", { productId: String(product.product_id), intent: "add" });
    await signIn(me, "demo@etalage.test", "Noordzee-demo-2026");
    const bag = await (await me.page("/nl/shopping-bag")).text();
    const row = (await env.CORE_API_DB.prepare(
      `SELECT COUNT(*) AS n FROM cart_lines l JOIN carts c ON c.id = l.cart_id
        WHERE c.customer_id = 1103 AND c.status = 'OPEN' AND l.variant_id = ?1`,
    )
      .bind(variant.id)
      .first<{ n: number }>())!;
    expect(row.n).toBe(1);
    expect(bag).not.toContain("Je winkelmand is leeg");
    const wishlist = (await env.CORE_API_DB.prepare(
      `SELECT COUNT(*) AS n FROM wishlist_items i JOIN wishlists w ON w.id = i.wishlist_id WHERE w.customer_id = 1103 AND i.product_id = ?1`,
    )
      .bind(product.product_id)
      .first<{ n: number }>())!;
    expect(wishlist.n).toBe(1);
  });
});

describe("business customers", () => {
  it("see prices excl. VAT on cards and on the product page; consumers incl. VAT", async () => {
    const product = (await env.CORE_API_DB.prepare(
      `SELECT p.slug, p.price_cents, p.vat_percentage FROM products p WHERE p.tenant_id = ?1 AND p.is_active = 1
        AND p.discount_price_cents IS NULL ORDER BY p.id LIMIT 1`,
    )
      .bind(TENANT_A)
      .first<{ slug: string; price_cents: number; vat_percentage: number }>())!;
    const euro = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" });
    const incl = euro.format(product.price_cents / 100);
    const excl = euro.format(Math.round(product.price_cents / (1 + product.vat_percentage / 100)) / 100);
    expect(incl).not.toBe(excl);
    const business = shopper();
    await signIn(business, "inkoop@bedrijf-a.test", "Noordzee-pieter-2026");
    const page = await (await business.page(`/nl/products/${product.slug}`)).text();
    expect(page).toContain(excl);
    expect(page).not.toContain(`>${incl}<`);
    expect(page).toContain(`Prijs excl. ${product.vat_percentage}% BTW`);
    const consumer = await (await visit(`/nl/products/${product.slug}`)).text();
    expect(consumer).toContain(incl);
    expect(consumer).not.toContain(`>${excl}<`);
    expect(consumer).toContain(`Prijs incl. ${product.vat_percentage}% BTW`);
  });
});

describe("forgotten password and reset", () => {
  it("answers the same for a known and an unknown e-mail, and the emailed code sets a new password", async () => {
    const me = shopper();
    const invited = await invite();
    // The invite makes the account (and proves the reset works for a fresh customer too).
    await me.post(`/nl/auth/invite?token=${invited.token}`, { token: invited.token, password: "Eerste-wachtwoord-1", confirm: "Eerste-wachtwoord-1" });
    const known = await shopper().post("/nl/auth/forgot", { email: invited.email }, `http://${HOST_A}/nl/auth/forgot`);
    const unknown = await shopper().post("/nl/auth/forgot", { email: "nobody@nowhere.test" }, `http://${HOST_A}/nl/auth/forgot`);
    expect(known.status).toBe(303);
    expect(unknown.status).toBe(303);
    expect(location(known)).toBe(location(unknown));

    // The shop's own mail (ADR 0050) went to the known address only, with the link to its reset page.
    expect(await mailedResetCode("nobody@nowhere.test")).toBeUndefined();
    const code = (await mailedResetCode(invited.email))!;
    expect(code).toBeDefined();
    const form = await (await visit(`/nl/auth/reset?mode=resetPassword&oobCode=${code}`)).text();
    expect(form).toContain(invited.email);
    const mismatch = await shopper().post(`/nl/auth/reset?oobCode=${code}`, { oobCode: code, password: "Nieuw-wachtwoord-2", confirm: "iets-anders" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("De wachtwoorden zijn niet gelijk.");
    const reset = await shopper().post(`/nl/auth/reset?oobCode=${code}`, { oobCode: code, password: "Nieuw-wachtwoord-2", confirm: "Nieuw-wachtwoord-2" });
    expect(reset.status).toBe(303);
    expect((await signIn(shopper(), invited.email, "Eerste-wachtwoord-1")).status).toBe(401);
    expect((await signIn(shopper(), invited.email, "Nieuw-wachtwoord-2")).status).toBe(303);
    // The code is used up.
    const again = await shopper().post(`/nl/auth/reset?oobCode=${code}`, { oobCode: code, password: "Derde-wachtwoord-3", confirm: "Derde-wachtwoord-3" });
    expect(again.status).toBe(400);
  });

  it("a made-up reset code shows a clear dead end", async () => {
    const html = await (await visit("/nl/auth/reset?oobCode=made-up-code")).text();
    expect(html).toContain("Deze link om je wachtwoord te herstellen is ongeldig of verlopen.");
  });

  it("while the sign-in service does not answer, the reset page says so with a 503 (the link may still be good later)", async () => {
    const vars = env as unknown as { AUTH_EMULATOR_HOST: string };
    const real = vars.AUTH_EMULATOR_HOST;
    // Nothing listens on port 9 (discard): the service's calls fail at once, as when it is down.
    vars.AUTH_EMULATOR_HOST = "127.0.0.1:9";
    try {
      const response = await visit("/nl/auth/reset?oobCode=some-code-123");
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(html).toContain("Inloggen is op dit moment niet mogelijk. Probeer het later nog eens.");
      expect(html).not.toContain("ongeldig of verlopen");
      expect(html).not.toContain('name="password"');
    } finally {
      vars.AUTH_EMULATOR_HOST = real;
    }
  });
});

describe("invitations", () => {
  it("an invited customer sets a password and is signed in; the invite works once", async () => {
    const invited = await invite();
    const page = await (await visit(invited.path)).text();
    expect(page).toContain(invited.email);
    const me = shopper();
    const short = await me.post(invited.path, { token: invited.token, password: "kort", confirm: "kort" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Kies een wachtwoord van minstens 8 tekens.");
    const accepted = await me.post(invited.path, { token: invited.token, password: "Mijn-wachtwoord-1", confirm: "Mijn-wachtwoord-1" });
    expect(accepted.status).toBe(303);
    expect(location(accepted)).toBe("/nl/account/gegevens");
    expect(await (await me.page("/nl/products")).text()).toContain("welkom, Ilse");
    // The core API made the account with the admin API (the shop's tenant allows no sign-up, ADR 0050):
    // verified by the invite, which a shopper's own sign-up could not have set.
    expect(await emulatorAccount({ email: invited.email.toLowerCase() })).toMatchObject({ emailVerified: true, displayName: "Ilse" });
    const reused = await (await visit(invited.path)).text();
    expect(reused).toContain("Deze uitnodiging is ongeldig, verlopen of al gebruikt.");
  });

  it("an invite of another shop is not valid here", async () => {
    const invited = await invite(undefined, "7b1e2c4a-0000-4000-8000-00000000000b");
    const html = await (await visit(`/nl/auth/invite?token=${invited.token}`)).text();
    expect(html).toContain("Deze uitnodiging is ongeldig, verlopen of al gebruikt.");
  });
});

describe("keeping the sign-in fresh", () => {
  /** A fresh customer signed in on a browser of their own, and that browser's session in the core API. */
  async function signedInSession() {
    const me = shopper();
    const customer = await invitedCustomer();
    await signIn(me, customer.email, customer.password);
    await me.page("/nl/home"); // shows (and uses up) the welcome flash
    const hash = await sessionIdHash(sessionData(me.cookie).sessionId as string);
    const row = () =>
      env.CORE_API_DB.prepare("SELECT sealed_tokens, token_expires_at FROM customer_sessions WHERE id_hash = ?1")
        .bind(hash)
        .first<{ sealed_tokens: string; token_expires_at: number }>();
    const expire = () =>
      env.CORE_API_DB.prepare("UPDATE customer_sessions SET token_expires_at = ?2 WHERE id_hash = ?1")
        .bind(hash, Date.now() - 1000)
        .run();
    return { me, row, expire };
  }

  it("an expired ID token is refreshed with the refresh token: still signed in, the new tokens kept by the core API", async () => {
    const { me, row, expire } = await signedInSession();
    await expire();
    const before = await row();
    const response = await me.page("/nl/account/gegevens");
    expect(response.status).toBe(200);
    const after = await row();
    expect(after!.token_expires_at).toBeGreaterThan(Date.now() + 30 * 60_000);
    expect(after!.sealed_tokens).not.toBe(before!.sealed_tokens);
    // The cookie did not change for it: the tokens are not in it.
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("a refresh the sign-in service refuses signs the session out and empties it", async () => {
    const me = shopper();
    const customer = await invitedCustomer();
    await signIn(me, customer.email, customer.password);
    const session = sessionData(me.cookie) as Record<string, unknown>;
    // A session the core API keeps with a refresh token the sign-in service never issued, already due.
    const uid = (await env.CORE_API_DB.prepare("SELECT auth_uid FROM customers WHERE id = ?1").bind(customer.customerId).first<{ auth_uid: string }>())!
      .auth_uid;
    const sessionId = await keptSession(TENANT_A, emulatorIdToken(uid, TENANT_A), "not-a-refresh-token");
    await env.CORE_API_DB.prepare("UPDATE customer_sessions SET token_expires_at = ?2 WHERE id_hash = ?1")
      .bind(await sessionIdHash(sessionId), Date.now() - 1000)
      .run();
    const refused = await sessionCookie({ ...session, sessionId });
    const response = await visit("/nl/account/gegevens", { headers: { cookie: refused } });
    expect(response.status).toBe(302);
    expect(location(response)).toMatch(/^\/nl\/auth\/login\?returnUrl=/);
    const left = sessionData(response.headers.get("set-cookie")!.split(";")[0]!);
    expect(left.customer).toBeUndefined();
    expect(left.sessionId).toBeUndefined();
    // The refused session is gone from the core API too.
    const back = await env.CORE_API.fetch("https://core-api.internal/auth/sessions/current", {
      headers: { "x-tenant-id": TENANT_A, "x-session-id": sessionId },
    });
    expect(back.status).toBe(404);
  });
});

describe("an account from the order confirmation", () => {
  /** A guest's order placed through the core API, as the checkout does, with its access token. */
  async function guestOrder(email: string) {
    const core = (path: string, body?: unknown, method = "POST") =>
      env.CORE_API.fetch(`https://core-api.internal${path}`, {
        method,
        headers: { "content-type": "application/json", "x-tenant-id": TENANT_A },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const cart = (await (await core("/ecommerce/carts")).json()) as { id: string };
    expect((await core(`/ecommerce/carts/${cart.id}/actions`, { intent: "add", variantId: 100001, quantity: 1 })).status).toBe(200);
    const steps: [string, unknown][] = [
      ["gegevens", { email, firstName: "Greta", lastName: "Gast", phone: "06 12345678" }],
      [
        "adres",
        {
          delivery: { firstName: "Greta", lastName: "Gast", street: "Keizerstraat", houseNumber: "12", postcode: "2584 BL", city: "Den Haag", country: "NL" },
          billing: null,
        },
      ],
      ["bezorging", { shippingMethodId: 11, branchId: null }],
      ["betaling", { method: "ideal" }],
    ];
    for (const [step, value] of steps) expect((await core(`/ecommerce/carts/${cart.id}/checkout/${step}`, value, "PUT")).status).toBe(200);
    const placed = (await (
      await core(`/ecommerce/carts/${cart.id}/orders`, {
        idempotencyKey: `key-${crypto.randomUUID()}`,
        acceptTerms: true,
        returnUrl: "http://localhost/checkout/payment/return",
      })
    ).json()) as { order: { id: string }; accessToken: string };
    return { id: placed.order.id, token: placed.accessToken };
  }

  it("the browser that placed the order chooses a password and is signed in, with the order in the account", async () => {
    const email = `gast-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const order = await guestOrder(email);
    const cookie = await sessionCookie({ tenantId: TENANT_A, orders: [order] });
    // The shopper's browser holds the session with the order's token.
    const response = await visit("/nl/auth/guest-account", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${HOST_A}`, cookie, "cf-connecting-ip": "10.9.9.9" },
      body: new URLSearchParams({ orderId: order.id, password: "Gast-wachtwoord-1", confirm: "Gast-wachtwoord-1" }).toString(),
    });
    expect(response.status).toBe(303);
    expect(location(response)).toBe("/nl/account/gegevens");
    const session = sessionData(response.headers.get("set-cookie")!.split(";")[0]!) as { customer: { firstName: string } };
    expect(session.customer.firstName).toBe("Greta");
    // Signing in with the new password works, and the order is in the account.
    const again = shopper();
    expect((await signIn(again, email, "Gast-wachtwoord-1")).status).toBe(303);
    expect(await (await again.page("/nl/account/orders")).text()).toMatch(/Bestelling/);
    // The core API made the account with the admin API, with the guest's first name (ADR 0050).
    expect(await emulatorAccount({ email })).toMatchObject({ displayName: "Greta" });
  });

  it("another browser (without the order's token) cannot make an account for it", async () => {
    const email = `gast-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const order = await guestOrder(email);
    const stranger = shopper();
    const response = await stranger.post("/nl/auth/guest-account", { orderId: order.id, password: "Gast-wachtwoord-1", confirm: "Gast-wachtwoord-1" });
    expect(response.status).toBe(303);
    expect(await (await stranger.page("/nl/home")).text()).toContain("Een account bij deze bestelling maken kan hier niet (meer).");
    expect((await signIn(shopper(), email, "Gast-wachtwoord-1")).status).toBe(401);
  });
});

describe("the sign-in forms' one answer (ADR 0020)", () => {
  it("a refused sign-in answers a fetcher with the form's name and its message, 401, the e-mail kept and never the password", async () => {
    const response = await shopper().fetch("/nl/auth/login", { email: ANNA.email, password: "not-the-password" });
    expect(response.status).toBe(401);
    const body = await response.text();
    for (const part of ['"form"', '"login"', '"message"', '"error"', '"auth.errors.credentials"', `"${ANNA.email}"`]) expect(body).toContain(part);
    expect(body).not.toContain("not-the-password");
  });

  it("a malformed sign-in answers each field's message (400); a good one is a redirect the fetcher follows", async () => {
    const bad = await shopper().fetch("/nl/auth/login", { email: "not-an-email", password: "" });
    expect(bad.status).toBe(400);
    const body = await bad.text();
    for (const part of ['"login"', '"auth.errors.email"', '"auth.errors.password"', '"not-an-email"']) expect(body).toContain(part);
    const good = await shopper().fetch("/nl/auth/login", { email: ANNA.email, password: ANNA.password });
    // Single fetch answers a redirect to a fetcher as data; the browser then navigates to it.
    expect(good.status).toBe(202);
    expect(await good.text()).toContain('"/nl/account/gegevens"');
  });

  it("forgot, reset, invite and shadow name their form in the answer, with the form-wide refusal as its message", async () => {
    const cases: [string, Record<string, string>, number, string, string][] = [
      ["/nl/auth/forgot", { email: "nope" }, 400, '"forgot"', '"auth.errors.email"'],
      ["/nl/auth/reset", { password: "Lang-genoeg-1", confirm: "Lang-genoeg-1" }, 400, '"reset"', '"auth.errors.resetInvalid"'],
      ["/nl/auth/invite", { token: "kort", password: "Lang-genoeg-1", confirm: "Lang-genoeg-1" }, 400, '"invite"', '"auth.errors.inviteInvalid"'],
      ["/auth/shadow", {}, 400, '"shadow"', '"auth.errors.shadowInvalid"'],
    ];
    for (const [path, form, status, name, key] of cases) {
      const response = await shopper().fetch(path, form);
      expect(response.status, path).toBe(status);
      const body = await response.text();
      expect(body, path).toContain(name);
      expect(body, path).toContain(key);
    }
  });
});
