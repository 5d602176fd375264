import { describe, expect, it } from "vitest";
import { EVIL, OPEN_REDIRECT_PAYLOADS } from "../support/open-redirect-payloads";
import { customerSession, HOST_A, sessionCookie, shopper, visit } from "./support";

// Every redirect target a shopper can hand us (redirectTo of the small forms, the login's returnUrl,
// the Referer of a form post without one) against the open-redirect payload list, end to end: the
// Location header never leaves the shop's origin.

/** The Location as a browser reads it: never another host, never a protocol-relative or odd value. */
function expectOwnOrigin(response: Response, payload: string) {
  const value = response.headers.get("location");
  expect(value, payload).toBeTruthy();
  expect(value!, payload).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
  expect(new URL(value!, `http://${HOST_A}/`).host, payload).toBe(HOST_A);
}

describe("redirect targets never leave the shop", () => {
  it("the cart form's redirectTo", async () => {
    const me = shopper();
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const response = await me.post("/nl/cart", { intent: "remove-coupon", redirectTo: payload });
      expect(response.status, payload).toBe(303);
      expectOwnOrigin(response, payload);
    }
  });

  it("the wishlist heart's redirectTo", async () => {
    const me = shopper();
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const response = await me.post("/nl/wishlist", { intent: "remove", productId: "1001", redirectTo: payload });
      expect(response.status, payload).toBe(303);
      expectOwnOrigin(response, payload);
    }
  });

  it("the Referer a form post falls back to, when it names a path like //evil.example/", async () => {
    const me = shopper();
    for (const referer of [`http://${HOST_A}//${EVIL}/`, `http://${HOST_A}/.//${EVIL}/`, `http://${HOST_A}/\\${EVIL}`, `http://${HOST_A}/%2f%2f${EVIL}`]) {
      const response = await me.post("/nl/cart", { intent: "remove-coupon" }, referer);
      expect(response.status, referer).toBe(303);
      expectOwnOrigin(response, referer);
    }
  });

  it("the login's returnUrl (signed in already: straight back)", async () => {
    const { data } = await customerSession(1101);
    const cookie = await sessionCookie(data);
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      if (payload.length > 2048) continue;
      const response = await visit(`/nl/auth/login?returnUrl=${encodeURIComponent(payload)}`, { headers: { cookie } });
      expect(response.status, payload).toBe(302);
      expectOwnOrigin(response, payload);
    }
  });

  it("the login's returnUrl after signing in, with the reported payload", async () => {
    const response = await shopper().post(
      "/nl/auth/login",
      { email: "anna@noordzee.test", password: "Noordzee-anna-2026", returnUrl: `/.//${EVIL}/` },
      `http://${HOST_A}/nl/auth/login`,
    );
    expect(response.status).toBe(303);
    expectOwnOrigin(response, `/.//${EVIL}/`);
    expect(response.headers.get("location")).toBe("/nl/account/gegevens");
  });

  it("the login page never puts an unsafe returnUrl into its form", async () => {
    const html = await (await visit(`/nl/auth/login?returnUrl=${encodeURIComponent(`/.//${EVIL}/`)}`)).text();
    expect(html).not.toMatch(/name="returnUrl"[^>]*evil\.example/);
  });
});
