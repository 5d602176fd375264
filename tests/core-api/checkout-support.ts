// Helpers for the checkout, order and payment tests: a cart with lines, the steps filled in, a placement.
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { ApiError, Cart, CheckoutState, PlacedOrder } from "../../commerce/contract";
import { type Account, body, callAs } from "./auth-support";
import { json, TENANT_A } from "./support";

export const RETURN_URL = "https://noordzee.example/checkout/payment/return";

/** Seed rows (workers/core-api/seed/demo.sql). */
export const SEED = {
  a: { tshirtBlackXL: 100035, blouseEcruXS: 100001, postnl: 11, dhl: 12, branch: 11 },
  b: { tshirtBlackXS: 200001, postnl: 21, express: 22, pickup: 23, branch: 21 },
};

export const CONTACT = { email: "jan@example.test", firstName: "Jan", lastName: "Jansen", phone: "06 12345678" };
export const ADDRESS_NL = {
  firstName: "Jan",
  lastName: "Jansen",
  street: "Keizerstraat",
  houseNumber: "12",
  postcode: "2584bl",
  city: "Den Haag",
  country: "NL",
};
export const ADDRESS_BE = { ...ADDRESS_NL, street: "Meir", houseNumber: "40", postcode: "2000", city: "Antwerpen", country: "BE" };

type Who = { account?: Account | null; tenant?: string; language?: string; headers?: Record<string, string> };

export function api(path: string, init: RequestInit & Who = {}) {
  const { account = null, tenant = account?.tenant ?? TENANT_A, ...rest } = init;
  return callAs(account, path, { ...rest, tenant });
}

export async function newCartWith(lines: [variantId: number, quantity: number][], who: Who = {}): Promise<string> {
  const created = await api("/ecommerce/carts", { method: "POST", ...who });
  expect(created.status).toBe(201);
  const cart = Cart.parse(await json(created));
  for (const [variantId, quantity] of lines) {
    const response = await api(`/ecommerce/carts/${cart.id}/actions`, { method: "POST", body: body({ intent: "add", variantId, quantity }), ...who });
    expect(response.status, await response.clone().text()).toBe(200);
  }
  return cart.id;
}

export const putStep = (cartId: string, step: string, value: unknown, who: Who = {}) =>
  api(`/ecommerce/carts/${cartId}/checkout/${step}`, { method: "PUT", body: body(value), ...who });

export async function stepOk(cartId: string, step: string, value: unknown, who: Who = {}) {
  const response = await putStep(cartId, step, value, who);
  const data = await json(response);
  expect(response.status, JSON.stringify(data)).toBe(200);
  return CheckoutState.parse(data);
}

export async function checkoutOf(cartId: string, who: Who = {}) {
  const response = await api(`/ecommerce/carts/${cartId}/checkout`, who);
  expect(response.status).toBe(200);
  return CheckoutState.parse(await json(response));
}

/** A cart with every step done (delivery by the given method, payment iDEAL unless invoice). */
export async function readyCart(
  lines: [number, number][],
  who: Who = {},
  options: { shippingMethodId?: number; branchId?: number | null; address?: typeof ADDRESS_NL; invoice?: boolean } = {},
): Promise<string> {
  const cartId = await newCartWith(lines, who);
  await stepOk(cartId, "gegevens", CONTACT, who);
  await stepOk(cartId, "adres", { delivery: options.address ?? ADDRESS_NL, billing: null }, who);
  await stepOk(cartId, "bezorging", { shippingMethodId: options.shippingMethodId ?? SEED.a.postnl, branchId: options.branchId ?? null }, who);
  if (!options.invoice) await stepOk(cartId, "betaling", { method: "ideal" }, who);
  return cartId;
}

export const newKey = () => `key-${crypto.randomUUID()}`;

export const placeCall = (cartId: string, who: Who = {}, key = newKey(), extra: Record<string, unknown> = {}) =>
  api(`/ecommerce/carts/${cartId}/orders`, { method: "POST", body: body({ idempotencyKey: key, acceptTerms: true, returnUrl: RETURN_URL, ...extra }), ...who });

export async function place(cartId: string, who: Who = {}, key = newKey()) {
  const response = await placeCall(cartId, who, key);
  const data = await json(response);
  expect([200, 201], JSON.stringify(data)).toContain(response.status);
  return { status: response.status, placed: PlacedOrder.parse(data) };
}

export async function refusal(response: Response, status: number, code: string) {
  const data = ApiError.parse(await json(response));
  expect(response.status, JSON.stringify(data)).toBe(status);
  expect(data.error.code).toBe(code);
  return data.error;
}

export async function stockOf(variantId: number): Promise<number> {
  const row = await env.DB.prepare("SELECT stock FROM product_variants WHERE id = ?1").bind(variantId).first<{ stock: number }>();
  return row!.stock;
}

export async function ordersOfCart(cartId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE cart_id = ?1").bind(cartId).first<{ n: number }>();
  return row!.n;
}

export const storedCheckout = async (cartId: string) =>
  (await env.DB.prepare("SELECT checkout FROM carts WHERE id = ?1").bind(cartId).first<{ checkout: string }>())!.checkout;

/** The payment id at the test provider from a checkout url …/payments/test/{id}. */
export const testPaymentId = (checkoutUrl: string) => decodeURIComponent(new URL(checkoutUrl).pathname.split("/").pop()!);
