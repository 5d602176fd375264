import { z } from "zod";
import { ActiveCampaigns, Campaign, CampaignParams, CampaignProducts, CampaignQuery } from "./campaigns";
import { FortuneWheels, FortuneWheelsQuery, SpinOutcome, SpinRequest, WheelParams } from "./fortune-wheels";
import { Cart, CartAction, CartParams, CouponCheck, CouponCheckRequest, PriceValidation, PriceValidationRequest } from "./cart";
import {
  AddressStep,
  CheckoutState,
  CheckoutStepParams,
  ContactStep,
  OpenOrder,
  Order,
  Outbox,
  MollieCredentialsRequest,
  PaymentSetup,
  PaymentState,
  PaymentStep,
  PlacedOrder,
  PlaceOrderRequest,
  RetryPayment,
  RetryPaymentResult,
  ShippingStep,
} from "./checkout";
import { GuestSignInAccountRequest, InviteAccountRequest, PasswordResetAccepted, PasswordResetRequest, SignInAccountCreated } from "./sign-in-accounts";
import { CmsPage, CmsPageList, CmsPageParams } from "./cms";
import {
  CmsDraftRequest,
  CmsDraftStored,
  CmsPreview,
  CmsPreviewLinkCreated,
  CmsPreviewLinkRequest,
  CmsPreviewParams,
  ThemePreviewCache,
  ThemePreviewCreated,
  ThemePreviewParams,
  ThemePreviewRequest,
} from "./previews";
import {
  CartSummaries,
  InvoiceDetail,
  InvoiceSummaries,
  MergeRequest,
  MergeResult,
  OrderDetail,
  OrderSummaries,
  Reservations,
  ResumeCartResult,
  SubscriptionAction,
  SubscriptionDetail,
  SubscriptionSummaries,
} from "./account";
import { Address, Addresses, AddressInput } from "./addresses";
import {
  Customer,
  CustomerLogoRequest,
  CustomerLogoSet,
  CustomerUpdate,
  GuestAccountCreated,
  GuestAccountRequest,
  Invite,
  InviteCreated,
  InviteRedeemed,
  InviteRequest,
  ShadowConsume,
  ShadowLinkCreated,
  ShadowLinkRequest,
  ShadowStarted,
  ShadowStopped,
} from "./customers";
import { MenuPages, SubmenuParams, SubmenuValues } from "./menu";
import {
  AuthTenantCreated,
  CatalogueFile,
  CatalogueImported,
  MediaParams,
  MediaQuery,
  MediaStored,
  OperatorOrder,
  OperatorOrderParams,
  OperatorOrderSummaries,
  OperatorOrdersQuery,
  ShopCreated,
  ShopFile,
  TenantDetail,
  TenantSummaries,
} from "./operator";
import { BundleDetail, BundleDetailQuery, ProductBundles, ProductDetail, ProductList, ProductListQuery, ProductParams } from "./products";
import { Promotions } from "./promotions";
import { SearchQuery, SearchResult, SearchSyncOutcome } from "./search";
import { SessionCreate, SessionCreated, SessionEnded, SessionsEnded, SessionTokens, SessionTokensUpdate, SessionUpdated } from "./sessions";
import { SettingChanged, SettingParams, SettingPut, WebsiteSettings } from "./settings";
import { ShippingOptions, ShippingOptionsQuery } from "./shipping";
import { ShortLink, ShortLinkParams } from "./short-links";
import { Branches, Newsletters, StoreConfiguration } from "./store";
import { Usps } from "./usps";
import { ContactMessageAccepted, ContactMessageRequest } from "./contact";
import { NewsletterConfirmed, NewsletterConfirmRequest, NewsletterParams, NewsletterSignupAccepted, NewsletterSignupRequest } from "./newsletter";
import { BuildTenants, TenantByHostQuery, TenantByIdParams, TenantConfig } from "./tenants";
import { Wishlist, WishlistChange, WishlistParams } from "./wishlist";

// Every call of the core API, in one table: its method and path, what goes in (path params, query,
// JSON body) and what comes back. The core API's router is built from it (each endpoint bound to its
// handler: workers/core-api/routes.ts) and so is the storefront's client (app/server/core-api.server.ts),
// which fills the path, encodes the params and checks every answer against `answer`. Nothing else spells
// a core-API path (tests/unit/endpoints.test.ts). The paths are the spec's where the spec names them.

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call, and what proves it. The tenant is a separate matter (`tenantScoped`: the x-tenant-id
 * header names the shop, and the core API checks it exists).
 * - none: anyone; the answer is the shop's public data (or the secret is in the path or body).
 * - shopper: anyone; a signed-in customer's ID token (Bearer), when there is one, decides their prices.
 * - customer: the signed-in customer of this shop (Bearer ID token), else 401.
 * - account: a sign-in account (Bearer ID token) that is not a customer of the shop yet (invite, guest).
 * - order-owner: the customer who owns the order (Bearer) or the browser that placed it (x-order-token).
 * - session: the sign-in session named by x-session-id (ADR 0009).
 * - operator: the operator key (x-operator-key).
 * - provider: a payment provider's notification; the provider is asked, the body only names the payment.
 * - editor: a signed preview token for the page (x-preview-token; ADR 0060), made by the operator's tooling.
 */
export type Auth = "none" | "shopper" | "customer" | "account" | "order-owner" | "session" | "operator" | "provider" | "editor";

export type Endpoint = {
  method: Method;
  /** URLPattern syntax: `:name` is one segment; `:name(.+)` may hold slashes. */
  path: string;
  /** The path params, where the core API checks them with a schema of the contract. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. Calls that take a form (the test provider, webhooks) have none here. */
  body?: z.ZodType;
  /** The body's fields that are multi-line texts (a message): line breaks and tabs allowed there only. */
  multiline?: readonly string[];
  /** The JSON answer; null when the answer is not JSON (media, pages, redirects): only forwarded. */
  answer: z.ZodType | null;
  /** false for the few calls that are not about one shop (tenant lookup, build tenants, webhooks). */
  tenantScoped: boolean;
  auth: Auth;
};

type Spec = Omit<Endpoint, "method" | "path" | "tenantScoped"> & { tenantScoped?: false };

/** One row of the table; calls are about one shop unless the row says `tenantScoped: false`. */
function endpoint<const M extends Method, const P extends string, const S extends Spec>(method: M, path: P, spec: S) {
  return { method, path, tenantScoped: true, ...spec } as { method: M; path: P; tenantScoped: S extends { tenantScoped: false } ? false : true } & Omit<
    S,
    "tenantScoped"
  >;
}

/** Step bodies of PUT …/checkout/{step}: the handler reads the step's own (CheckoutStepBody). */
const CheckoutStepInput = z.union([ContactStep, AddressStep, ShippingStep, PaymentStep]);

/**
 * The table, in the router's matching order (the first row whose method and path match answers; a path
 * that matches with other methods only is a 405 that lists them). Names are `area.action`: the
 * storefront's named clients are the areas (`app.cart.action(…)`).
 */
export const endpoints = {
  "tenants.all": endpoint("GET", "/tenanted/ecommerce/website/config/build-tenants", { answer: BuildTenants, tenantScoped: false, auth: "none" }),
  "tenants.byHost": endpoint("GET", "/tenanted/ecommerce/website/config/tenant", {
    query: TenantByHostQuery,
    answer: TenantConfig,
    tenantScoped: false,
    auth: "none",
  }),
  // The tenant a developer chose in the development panel (ADR 0064), by its id instead of a host.
  "tenants.byId": endpoint("GET", "/tenanted/ecommerce/website/config/tenant/:tenantId", {
    params: TenantByIdParams,
    answer: TenantConfig,
    tenantScoped: false,
    auth: "none",
  }),
  "media.file": endpoint("GET", "/media/:key(.+)", { query: MediaQuery, answer: null, auth: "none" }),
  "shop.settings": endpoint("GET", "/ecommerce/website-settings", { answer: WebsiteSettings, auth: "none" }),
  "shop.store": endpoint("GET", "/ecommerce/store-configuration", { answer: StoreConfiguration, auth: "none" }),
  "shop.menu": endpoint("GET", "/ecommerce/website/pages", { answer: MenuPages, auth: "none" }),
  "shop.submenu": endpoint("GET", "/ecommerce/website/pages/submenus/:key", { params: SubmenuParams, answer: SubmenuValues, auth: "none" }),
  "shop.branches": endpoint("GET", "/ecommerce/branches", { answer: Branches, auth: "none" }),
  "shop.newsletters": endpoint("GET", "/ecommerce/newsletters", { answer: Newsletters, auth: "none" }),
  "shop.usps": endpoint("GET", "/ecommerce/usps", { answer: Usps, auth: "none" }),
  // Newsletter signup with double opt-in (issue 13): contract/newsletter.ts.
  "newsletter.confirm": endpoint("POST", "/ecommerce/newsletters/confirmations", { body: NewsletterConfirmRequest, answer: NewsletterConfirmed, auth: "none" }),
  "newsletter.signup": endpoint("POST", "/ecommerce/newsletters/:identifier/signups", {
    params: NewsletterParams,
    body: NewsletterSignupRequest,
    answer: NewsletterSignupAccepted,
    auth: "none",
  }),
  // The contact page's form (issue 22): a message to the shop's own address; contract/contact.ts.
  "contact.message": endpoint("POST", "/ecommerce/contact-messages", {
    body: ContactMessageRequest,
    multiline: ["message"],
    answer: ContactMessageAccepted,
    auth: "none",
  }),
  "shop.promotions": endpoint("GET", "/ecommerce/promotions", { answer: Promotions, auth: "none" }),
  "cms.shortLink": endpoint("GET", "/ecommerce/short-links/:alias", { params: ShortLinkParams, answer: ShortLink, auth: "none" }),
  "cms.pages": endpoint("GET", "/ecommerce/cms/pages", { answer: CmsPageList, auth: "none" }),
  "cms.page": endpoint("GET", "/ecommerce/cms/pages/:key", { params: CmsPageParams, answer: CmsPage, auth: "none" }),
  // Previews for editors (ADR 0060): a page's draft with a signed preview token (x-preview-token); a theme
  // preview cache by its id, from a fixed path that ends in the id, without the environment header (§7).
  "cms.preview": endpoint("GET", "/ecommerce/cms/previews/:id", { params: CmsPreviewParams, answer: CmsPreview, auth: "editor" }),
  "theme.preview": endpoint("GET", "/ecommerce/theme-preview-caches/:id", { params: ThemePreviewParams, answer: ThemePreviewCache, auth: "none" }),
  "catalogue.search": endpoint("GET", "/ecommerce/search", { query: SearchQuery, answer: SearchResult, auth: "none" }),
  "catalogue.products": endpoint("GET", "/ecommerce/products", { query: ProductListQuery, answer: ProductList, auth: "none" }),
  "catalogue.product": endpoint("GET", "/ecommerce/products/:slug", { params: ProductParams, answer: ProductDetail, auth: "none" }),
  "catalogue.productBundles": endpoint("GET", "/ecommerce/products/:slug/bundles", { params: ProductParams, answer: ProductBundles, auth: "none" }),
  "catalogue.bundle": endpoint("GET", "/products/bundle-detail", { query: BundleDetailQuery, answer: BundleDetail, auth: "none" }),
  "catalogue.campaign": endpoint("GET", "/campaign/get", { query: CampaignQuery, answer: Campaign, auth: "none" }),
  // The shop's active campaigns (the sitemap's), and one active campaign's products (its page).
  "catalogue.activeCampaigns": endpoint("GET", "/campaign/active", { answer: ActiveCampaigns, auth: "none" }),
  "catalogue.campaignProducts": endpoint("GET", "/campaign/:campaignId/products", { params: CampaignParams, answer: CampaignProducts, auth: "none" }),
  // The wheel of fortune (ADR 0061): the shop's wheels, and a spin whose outcome the server draws.
  "promo.wheels": endpoint("GET", "/ecommerce/fortune-wheels", { query: FortuneWheelsQuery, answer: FortuneWheels, auth: "none" }),
  "promo.spin": endpoint("POST", "/ecommerce/fortune-wheels/:wheelId/spins", { params: WheelParams, body: SpinRequest, answer: SpinOutcome, auth: "shopper" }),
  "cart.create": endpoint("POST", "/ecommerce/carts", { answer: Cart, auth: "shopper" }),
  // A new cart with its first change, in one call: a shopper's first add (or bundle, or code) makes the cart.
  "cart.start": endpoint("POST", "/ecommerce/new-carts", { body: CartAction, answer: Cart, auth: "shopper" }),
  "cart.get": endpoint("GET", "/ecommerce/carts/:cartId", { params: CartParams, answer: Cart, auth: "shopper" }),
  "cart.action": endpoint("POST", "/ecommerce/carts/:cartId/actions", { params: CartParams, body: CartAction, answer: Cart, auth: "shopper" }),
  "cart.validatePrices": endpoint("POST", "/ecommerce/carts/:cartId/price-validation", {
    params: CartParams,
    body: PriceValidationRequest,
    answer: PriceValidation,
    auth: "shopper",
  }),
  "cart.checkCoupon": endpoint("POST", "/coupon/universal/check", { body: CouponCheckRequest, answer: CouponCheck, auth: "none" }),
  "cart.shippingOptions": endpoint("GET", "/ecommerce/shipping-options", { query: ShippingOptionsQuery, answer: ShippingOptions, auth: "none" }),
  "wishlist.get": endpoint("GET", "/ecommerce/wishlists/:key", { params: WishlistParams, answer: Wishlist, auth: "shopper" }),
  "wishlist.change": endpoint("POST", "/ecommerce/wishlists/:key/items", { params: WishlistParams, body: WishlistChange, answer: Wishlist, auth: "shopper" }),
  // The signed-in customer (Authorization: Bearer <ID token>), issue #4.
  "account.me": endpoint("GET", "/customers/me", { answer: Customer, auth: "customer" }),
  "account.guestSignInAccount": endpoint("POST", "/customers/guest-account/sign-in-account", {
    body: GuestSignInAccountRequest,
    answer: SignInAccountCreated,
    auth: "order-owner",
  }),
  "account.fromGuestOrder": endpoint("POST", "/customers/guest-account", { body: GuestAccountRequest, answer: GuestAccountCreated, auth: "account" }),
  "account.update": endpoint("PATCH", "/customers/me", { body: CustomerUpdate, answer: Customer, auth: "customer" }),
  "account.addresses": endpoint("GET", "/customers/me/addresses", { answer: Addresses, auth: "customer" }),
  "account.addAddress": endpoint("POST", "/customers/me/addresses", { body: AddressInput, answer: Address, auth: "customer" }),
  "account.changeAddress": endpoint("PUT", "/customers/me/addresses/:id", { body: AddressInput, answer: Address, auth: "customer" }),
  "account.deleteAddress": endpoint("DELETE", "/customers/me/addresses/:id", { answer: Addresses, auth: "customer" }),
  "account.merge": endpoint("POST", "/customers/me/merge", { body: MergeRequest, answer: MergeResult, auth: "customer" }),
  "account.carts": endpoint("GET", "/customers/me/carts", { answer: CartSummaries, auth: "customer" }),
  "account.resumeCart": endpoint("POST", "/customers/me/carts/:cartId/resume", { answer: ResumeCartResult, auth: "customer" }),
  "account.orders": endpoint("GET", "/customers/me/orders", { answer: OrderSummaries, auth: "customer" }),
  "account.order": endpoint("GET", "/customers/me/orders/:publicId", { answer: OrderDetail, auth: "customer" }),
  "account.invoices": endpoint("GET", "/customers/me/invoices", { answer: InvoiceSummaries, auth: "customer" }),
  "account.invoice": endpoint("GET", "/customers/me/invoices/:id", { answer: InvoiceDetail, auth: "customer" }),
  "account.reservations": endpoint("GET", "/customers/me/reservations", { answer: Reservations, auth: "customer" }),
  "account.subscriptions": endpoint("GET", "/customers/me/subscriptions", { answer: SubscriptionSummaries, auth: "customer" }),
  "account.subscription": endpoint("GET", "/customers/me/subscriptions/:id", { answer: SubscriptionDetail, auth: "customer" }),
  "account.subscriptionAction": endpoint("POST", "/customers/me/subscriptions/:id/actions", {
    body: SubscriptionAction,
    answer: SubscriptionDetail,
    auth: "customer",
  }),
  // Invitations and shadow sessions; /operator calls need the operator key (x-operator-key).
  "operator.invite": endpoint("POST", "/operator/invites", { body: InviteRequest, answer: InviteCreated, auth: "operator" }),
  "invites.get": endpoint("GET", "/auth/invites/:token", { answer: Invite, auth: "none" }),
  "auth.passwordReset": endpoint("POST", "/auth/password-resets", { body: PasswordResetRequest, answer: PasswordResetAccepted, auth: "none" }),
  "invites.createAccount": endpoint("POST", "/auth/invites/:token/account", { body: InviteAccountRequest, answer: SignInAccountCreated, auth: "none" }),
  "invites.redeem": endpoint("POST", "/auth/invites/:token/redeem", { answer: InviteRedeemed, auth: "account" }),
  "operator.shadowLink": endpoint("POST", "/operator/shadow-links", { body: ShadowLinkRequest, answer: ShadowLinkCreated, auth: "operator" }),
  // A customer's own co-brand logo in the header (staff set it; the customer cannot).
  "operator.customerLogo": endpoint("POST", "/operator/customer-logos", { body: CustomerLogoRequest, answer: CustomerLogoSet, auth: "operator" }),
  // The shop's pending catalogue changes to its Algolia indexes now (what the cron does every minute).
  "operator.algoliaSync": endpoint("POST", "/operator/algolia-sync", { answer: SearchSyncOutcome, auth: "operator" }),
  // The operator's commands (ADR 0044): shops, settings, the catalogue, orders, the sign-in tenant.
  "operator.tenants": endpoint("GET", "/operator/tenants", { answer: TenantSummaries, tenantScoped: false, auth: "operator" }),
  "operator.createTenant": endpoint("POST", "/operator/tenants", { body: ShopFile, answer: ShopCreated, tenantScoped: false, auth: "operator" }),
  "operator.tenant": endpoint("GET", "/operator/tenant", { answer: TenantDetail, auth: "operator" }),
  "operator.settings": endpoint("GET", "/operator/settings", { answer: WebsiteSettings, auth: "operator" }),
  "operator.setSetting": endpoint("PUT", "/operator/settings/:key", { params: SettingParams, body: SettingPut, answer: SettingChanged, auth: "operator" }),
  // An image's bytes (not JSON) into the shop's media folder in R2.
  "operator.putMedia": endpoint("PUT", "/operator/media/:key(.+)", { params: MediaParams, answer: MediaStored, auth: "operator" }),
  "operator.importCatalogue": endpoint("POST", "/operator/catalogue-imports", { body: CatalogueFile, answer: CatalogueImported, auth: "operator" }),
  "operator.orders": endpoint("GET", "/operator/orders", { query: OperatorOrdersQuery, answer: OperatorOrderSummaries, auth: "operator" }),
  "operator.order": endpoint("GET", "/operator/orders/:number", { params: OperatorOrderParams, answer: OperatorOrder, auth: "operator" }),
  "operator.createAuthTenant": endpoint("POST", "/operator/auth-tenant", { answer: AuthTenantCreated, auth: "operator" }),
  // The shop's own Mollie API key (ADR 0046): stored encrypted, shown only as mode and last 4 characters.
  "operator.paymentSetup": endpoint("GET", "/operator/payments/mollie", { answer: PaymentSetup, auth: "operator" }),
  "operator.setMollieKey": endpoint("PUT", "/operator/payments/mollie", { body: MollieCredentialsRequest, answer: PaymentSetup, auth: "operator" }),
  "operator.removeMollieKey": endpoint("DELETE", "/operator/payments/mollie", { answer: PaymentSetup, auth: "operator" }),
  // Previews for editors (ADR 0060): a page's draft, a signed link to its preview, a theme preview cache.
  "operator.cmsDraft": endpoint("PUT", "/operator/cms-drafts", { body: CmsDraftRequest, answer: CmsDraftStored, auth: "operator" }),
  "operator.cmsPreviewLink": endpoint("POST", "/operator/cms-preview-links", { body: CmsPreviewLinkRequest, answer: CmsPreviewLinkCreated, auth: "operator" }),
  "operator.themePreview": endpoint("POST", "/operator/theme-previews", { body: ThemePreviewRequest, answer: ThemePreviewCreated, auth: "operator" }),
  "shadow.consume": endpoint("POST", "/auth/shadow-links/consume", { body: ShadowConsume, answer: ShadowStarted, auth: "none" }),
  "shadow.stop": endpoint("POST", "/auth/shadow-sessions/:id/stop", { answer: ShadowStopped, auth: "customer" }),
  // Sign-in sessions (issue 10, ADR 0009): the storefront's cookie carries only the session id (x-session-id).
  "signIn.create": endpoint("POST", "/auth/sessions", { body: SessionCreate, answer: SessionCreated, auth: "customer" }),
  "signIn.current": endpoint("GET", "/auth/sessions/current", { answer: SessionTokens, auth: "session" }),
  "signIn.updateTokens": endpoint("PUT", "/auth/sessions/current/tokens", { body: SessionTokensUpdate, answer: SessionUpdated, auth: "session" }),
  "signIn.end": endpoint("DELETE", "/auth/sessions/current", { answer: SessionEnded, auth: "session" }),
  "signIn.endAll": endpoint("DELETE", "/customers/me/sessions", { answer: SessionsEnded, auth: "customer" }),
  // Checkout, orders and payments (issue 5): contract/checkout.ts.
  "checkout.state": endpoint("GET", "/ecommerce/carts/:cartId/checkout", { params: CartParams, answer: CheckoutState, auth: "shopper" }),
  "checkout.saveStep": endpoint("PUT", "/ecommerce/carts/:cartId/checkout/:step", {
    params: CheckoutStepParams,
    body: CheckoutStepInput,
    answer: CheckoutState,
    auth: "shopper",
  }),
  "checkout.placeOrder": endpoint("POST", "/ecommerce/carts/:cartId/orders", {
    params: CartParams,
    body: PlaceOrderRequest,
    answer: PlacedOrder,
    auth: "shopper",
  }),
  "orders.get": endpoint("GET", "/ecommerce/orders/:publicId", { answer: Order, auth: "order-owner" }),
  "orders.payment": endpoint("GET", "/ecommerce/orders/:publicId/payment", { answer: PaymentState, auth: "order-owner" }),
  "orders.retryPayment": endpoint("POST", "/ecommerce/orders/:publicId/payments", { body: RetryPayment, answer: RetryPaymentResult, auth: "order-owner" }),
  "account.openOrder": endpoint("GET", "/customers/me/open-order", { answer: OpenOrder, auth: "customer" }),
  "dev.outbox": endpoint("GET", "/dev/outbox", { answer: Outbox, auth: "none" }),
  // The payment providers: the test provider's hosted page (for the shop of the storefront's host) and
  // the webhooks (not about one shop by header: the payment knows its tenant). Form bodies, not JSON.
  "payments.testPage": endpoint("GET", "/payments/test/:paymentId", { answer: null, auth: "none" }),
  "payments.testChoice": endpoint("POST", "/payments/test/:paymentId", { answer: null, auth: "none" }),
  "payments.testWebhook": endpoint("POST", "/payments/webhooks/test", { answer: null, tenantScoped: false, auth: "provider" }),
  // Mollie's webhook names its shop in the path: the payment is looked up, and Mollie asked, for that shop
  // only, with that shop's own key (ADR 0046).
  "payments.mollieWebhook": endpoint("POST", "/payments/webhooks/mollie/:tenantId", { answer: null, tenantScoped: false, auth: "provider" }),
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];

/** The calls with a JSON answer (the others are forwarded as they are: media, the test provider's page). */
export type JsonEndpointName = { [N in EndpointName]: Endpoints[N]["answer"] extends z.ZodType ? N : never }[EndpointName];
/** The operator's calls (the operator key): made by `npm run operator`, never by the storefront. */
export type OperatorEndpointName = { [N in EndpointName]: Endpoints[N]["auth"] extends "operator" ? N : never }[EndpointName];
/** The calls that are not about one shop: the only ones a client without a tenant may make. */
export type TenantlessEndpointName = { [N in EndpointName]: Endpoints[N]["tenantScoped"] extends false ? N : never }[EndpointName];

// --- What a call takes: typed from the row ---------------------------------------------------------

/** The names of a path's params: "/a/:b/c/:d(.+)" → "b" | "d". */
export type PathParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Param}/${infer Tail}`
    ? ParamName<Param> | PathParamNames<`/${Tail}`>
    : ParamName<Rest>
  : never;
type ParamName<S extends string> = S extends `${infer Name}(${string}` ? Name : S;

type ParamsInput<E extends Endpoint> = [PathParamNames<E["path"]>] extends [never]
  ? unknown
  : { params: { [K in PathParamNames<E["path"]>]: string | number } };
type QueryInput<E> = E extends { query: infer Q extends z.ZodType } ? { query: z.input<Q> } : unknown;
type BodyInput<E> = E extends { body: infer B extends z.ZodType } ? { body: z.output<B> } : unknown;

/** The input of a call: its path params, query and body, as the row says. */
export type EndpointInput<N extends EndpointName> = ParamsInput<Endpoints[N]> & QueryInput<Endpoints[N]> & BodyInput<Endpoints[N]>;
/** What a call answers, checked against the row's schema. */
export type EndpointAnswer<N extends EndpointName> = Endpoints[N]["answer"] extends z.ZodType ? z.output<Endpoints[N]["answer"]> : never;

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)(\([^)]*\))?/g;

/**
 * The path of a call with its params filled in, each encoded (encodeURIComponent: a slash or a `?` in a
 * value stays inside its segment; the core API decodes it). A missing param is a programming error.
 */
export function endpointPath(name: EndpointName, params: Record<string, string | number> = {}): string {
  return endpoints[name].path.replace(PARAM, (_, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`${name}: no value for :${param}`);
    return encodeURIComponent(String(value));
  });
}

/** Does a path (as it arrives, still encoded) name this endpoint? For requests passed through as they are. */
export function isEndpointPath(name: EndpointName, pathname: string): boolean {
  return endpointPathPattern(name).test(pathname);
}

/** Each endpoint's path as a regular expression, made once (the storefront asks for some on every request). */
const pathPatterns = new Map<EndpointName, RegExp>();
function endpointPathPattern(name: EndpointName): RegExp {
  let made = pathPatterns.get(name);
  if (made) return made;
  const pattern = endpoints[name].path.split(PARAM).reduce<string>((regex, part, index) => {
    // split with two groups yields [text, name, pattern, text, name, pattern, …].
    if (index % 3 === 0) return regex + part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (index % 3 === 1) return regex;
    return regex + (part ? `(?:${part.slice(1, -1)})` : "[^/]+");
  }, "");
  made = new RegExp(`^${pattern}$`);
  pathPatterns.set(name, made);
  return made;
}
