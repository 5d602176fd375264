import { LOCAL_API_HEADER, REQUEST_ID_HEADER, TENANT_HEADER, TenantId } from "@commerce/contract/common";
import { cmsPage, cmsPreviewTarget } from "./handlers/cms";
import { createGuestAccount } from "./handlers/guest-account";
import { media } from "./handlers/media";
import { menuPages } from "./handlers/menu";
import { getCampaign } from "./handlers/campaigns";
import { cartAction, createCart, getCart, validateCartPrices } from "./handlers/cart";
import { bundleDetail, productBundles, productDetail, productList } from "./handlers/catalogue";
import { checkCoupon } from "./handlers/coupons";
import { shippingOptions } from "./handlers/shipping";
import { changeWishlist, getWishlist } from "./handlers/wishlist";
import {
  invoiceDetail,
  listCarts,
  listInvoices,
  listOrders,
  listReservations,
  listSubscriptions,
  orderDetail,
  resumeCart,
  subscriptionAction,
  subscriptionDetail,
} from "./handlers/account";
import { createAddress, deleteAddress, getMe, listAddresses, updateAddress, updateMe } from "./handlers/customers";
import { createInvite, getInvite, redeemInvite } from "./handlers/invites";
import { mergeOnSignIn } from "./handlers/merge";
import { consumeShadowLink, createShadowLink, stopShadowSession } from "./handlers/shadow";
import { cleanUpSessions, createSession, endCustomerSessions, endSession, getSession, updateSessionTokens } from "./handlers/sessions";
import { resolveShortLink } from "./handlers/short-links";
import { websiteSettings } from "./handlers/settings";
import { storeConfiguration } from "./handlers/store";
import { buildTenants, tenantByHost } from "./handlers/tenants";
import { createOrder, getCheckout, putCheckoutStep } from "./handlers/checkout";
import { devOutbox } from "./handlers/dev";
import { getOrder, getPayment, openOrder, retryPayment } from "./handlers/orders";
import { mollieWebhook, testPaymentChoice, testPaymentPageHandler, testWebhook } from "./handlers/payment-provider";
import { withBody } from "@commerce/contract/body-limit";
import { apiError, HttpError, readBodyWithin, requestLanguage } from "./http";
import { matchRoute, type Route, route } from "./router";

/** Every call of the core API, by method and path (the paths the spec names where it names them). */
const routes: Route[] = [
  route("GET", "/tenanted/ecommerce/website/config/build-tenants", buildTenants, false),
  route("GET", "/tenanted/ecommerce/website/config/tenant", tenantByHost, false),
  route("GET", "/media/:key(.+)", media, false),
  route("GET", "/ecommerce/website-settings", websiteSettings),
  route("GET", "/ecommerce/store-configuration", storeConfiguration),
  route("GET", "/ecommerce/website/pages", menuPages),
  route("GET", "/ecommerce/short-links/:alias", resolveShortLink),
  route("GET", "/ecommerce/cms/pages/:key", cmsPage),
  route("GET", "/ecommerce/cms/previews/:id", cmsPreviewTarget),
  route("GET", "/ecommerce/products", productList),
  route("GET", "/ecommerce/products/:slug", productDetail),
  route("GET", "/ecommerce/products/:slug/bundles", productBundles),
  route("GET", "/products/bundle-detail", bundleDetail),
  route("GET", "/campaign/get", getCampaign),
  route("POST", "/ecommerce/carts", createCart),
  route("GET", "/ecommerce/carts/:cartId", getCart),
  route("POST", "/ecommerce/carts/:cartId/actions", cartAction),
  route("POST", "/ecommerce/carts/:cartId/price-validation", validateCartPrices),
  route("POST", "/coupon/universal/check", checkCoupon),
  route("GET", "/ecommerce/shipping-options", shippingOptions),
  route("GET", "/ecommerce/wishlists/:key", getWishlist),
  route("POST", "/ecommerce/wishlists/:key/items", changeWishlist),
  // The signed-in customer (Authorization: Bearer <ID token>), issue #4.
  route("GET", "/customers/me", getMe),
  route("POST", "/customers/guest-account", createGuestAccount),
  route("PATCH", "/customers/me", updateMe),
  route("GET", "/customers/me/addresses", listAddresses),
  route("POST", "/customers/me/addresses", createAddress),
  route("PUT", "/customers/me/addresses/:id", updateAddress),
  route("DELETE", "/customers/me/addresses/:id", deleteAddress),
  route("POST", "/customers/me/merge", mergeOnSignIn),
  route("GET", "/customers/me/carts", listCarts),
  route("POST", "/customers/me/carts/:cartId/resume", resumeCart),
  route("GET", "/customers/me/orders", listOrders),
  route("GET", "/customers/me/orders/:publicId", orderDetail),
  route("GET", "/customers/me/invoices", listInvoices),
  route("GET", "/customers/me/invoices/:id", invoiceDetail),
  route("GET", "/customers/me/reservations", listReservations),
  route("GET", "/customers/me/subscriptions", listSubscriptions),
  route("GET", "/customers/me/subscriptions/:id", subscriptionDetail),
  route("POST", "/customers/me/subscriptions/:id/actions", subscriptionAction),
  // Invitations and shadow sessions; /operator calls need the operator key (x-operator-key).
  route("POST", "/operator/invites", createInvite),
  route("GET", "/auth/invites/:token", getInvite),
  route("POST", "/auth/invites/:token/redeem", redeemInvite),
  route("POST", "/operator/shadow-links", createShadowLink),
  route("POST", "/auth/shadow-links/consume", consumeShadowLink),
  route("POST", "/auth/shadow-sessions/:id/stop", stopShadowSession),
  // Sign-in sessions (issue 10, ADR 0009): the storefront's cookie carries only the session id (x-session-id).
  route("POST", "/auth/sessions", createSession),
  route("GET", "/auth/sessions/current", getSession),
  route("PUT", "/auth/sessions/current/tokens", updateSessionTokens),
  route("DELETE", "/auth/sessions/current", endSession),
  route("DELETE", "/customers/me/sessions", endCustomerSessions),
  // Checkout, orders and payments (issue 5): contract/checkout.ts.
  route("GET", "/ecommerce/carts/:cartId/checkout", getCheckout),
  route("PUT", "/ecommerce/carts/:cartId/checkout/:step", putCheckoutStep),
  route("POST", "/ecommerce/carts/:cartId/orders", createOrder),
  route("GET", "/ecommerce/orders/:publicId", getOrder),
  route("GET", "/ecommerce/orders/:publicId/payment", getPayment),
  route("POST", "/ecommerce/orders/:publicId/payments", retryPayment),
  route("GET", "/customers/me/open-order", openOrder),
  route("GET", "/dev/outbox", devOutbox),
  // The payment providers: the test provider's hosted page (for the shop of the storefront's host) and
  // the webhooks (not about one shop by header: the payment knows its tenant).
  route("GET", "/payments/test/:paymentId", testPaymentPageHandler),
  route("POST", "/payments/test/:paymentId", testPaymentChoice),
  route("POST", "/payments/webhooks/test", testWebhook, false),
  route("POST", "/payments/webhooks/mollie", mollieWebhook, false),
];

/** The path as the access log shows it: invite tokens (secrets in the url) are left out. */
function loggedPath(pathname: string): string {
  return pathname.replace(/^\/auth\/invites\/[^/]+/, "/auth/invites/:token");
}

/** Larger bodies are refused: no call of the contract needs more. */
const MAX_BODY_BYTES = 64 * 1024;
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export default {
  async fetch(request, env): Promise<Response> {
    const started = Date.now();
    const url = new URL(request.url);
    let response: Response;
    try {
      response = await handle(request, env, url);
    } catch (error) {
      if (error instanceof HttpError) {
        response = apiError(error.code, error.message, error.issues, error.details);
        for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value);
      } else {
        console.error(JSON.stringify({ level: "error", worker: "core-api", path: loggedPath(url.pathname), error: String(error) }));
        response = apiError("internal", "Something went wrong in the core API.");
      }
    }
    console.log(
      JSON.stringify({
        level: "info",
        worker: "core-api",
        requestId: request.headers.get(REQUEST_ID_HEADER),
        tenant: request.headers.get(TENANT_HEADER),
        local: request.headers.has(LOCAL_API_HEADER),
        method: request.method,
        path: loggedPath(url.pathname),
        status: response.status,
        durationMs: Date.now() - started,
      }),
    );
    return response;
  },

  /** The daily cleanup (triggers.crons in wrangler.jsonc): sign-in sessions that have ended. */
  async scheduled(_controller, env): Promise<void> {
    const removed = await cleanUpSessions(env.DB);
    console.log(JSON.stringify({ level: "info", worker: "core-api", event: "sessions.cleanup", removed }));
  },
} satisfies ExportedHandler<Env>;

async function handle(received: Request, env: Env, url: URL): Promise<Response> {
  // A declared length over the limit is refused before anything else; an undeclared one below.
  if (!(Number(received.headers.get("content-length") ?? 0) <= MAX_BODY_BYTES)) {
    throw new HttpError("payload_too_large", "The request body is too large.");
  }
  const match = matchRoute(routes, received.method, url);
  if (match === null) throw new HttpError("not_found", `No call ${received.method} ${url.pathname}.`);
  if ("allowed" in match) {
    throw new HttpError("method_not_allowed", `${received.method} is not allowed here.`, undefined, undefined, { allow: match.allowed.join(", ") });
  }
  // Counted as it streams: a chunked body without Content-Length stops at the limit too.
  const request = BODY_METHODS.has(received.method) ? withBody(received, await readBodyWithin(received, MAX_BODY_BYTES)) : received;

  let tenantId = "";
  if (match.route.tenantScoped) tenantId = await knownTenant(env, request.headers.get(TENANT_HEADER));
  return match.route.handler({ request, env, url, params: match.params, lang: requestLanguage(request), tenantId });
}

/** Tenants known to exist, remembered by the isolate for a minute (tenants are rarely added). */
const KNOWN_TENANT_MS = 60_000;
const knownTenants = new Map<string, number>();

/** The tenant header must name a tenant that exists; anything else is a 400, never another shop. */
async function knownTenant(env: Env, header: string | null): Promise<string> {
  const parsed = TenantId.safeParse(header);
  if (!parsed.success) throw new HttpError("bad_request", `The ${TENANT_HEADER} header must be a tenant uuid.`);
  const id = parsed.data;
  if ((knownTenants.get(id) ?? 0) > Date.now()) return id;
  const row = await env.DB.prepare("SELECT id FROM tenants WHERE id = ?1").bind(id).first<{ id: string }>();
  if (!row) throw new HttpError("bad_request", "Unknown tenant.");
  knownTenants.set(id, Date.now() + KNOWN_TENANT_MS);
  return id;
}
