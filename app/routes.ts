import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { CHECKOUT_STEPS } from "../commerce/rules/checkout-steps";
import { CART_FLOW_PAGES } from "./domain/navigation";
import { devPanelInBuild } from "./chrome/dev-panel/in-build";

// The route table of storefront-cart-checkout-routing.md §2, row by row and in the same order.
// Everything sits under /:lang except the unprefixed auth and payment routes.
export default [
  // The root path redirects to the default language.
  index("routes/root-redirect.tsx"),

  // Unprefixed routes (they render in the default language).
  route("auth/shadow", "routes/auth/shadow.tsx", { id: "unprefixed/auth/shadow" }),
  route("auth/invite", "routes/auth/invite.tsx", { id: "unprefixed/auth/invite" }),
  route("auth/login", "routes/auth/login.tsx", { id: "unprefixed/auth/login" }),
  route("auth/forgot", "routes/auth/forgot.tsx", { id: "unprefixed/auth/forgot" }),
  route("auth/reset", "routes/auth/reset.tsx", { id: "unprefixed/auth/reset" }),
  // Sign-out (POST; also stops a shadow session).
  route("auth/logout", "routes/auth/logout.tsx", { id: "unprefixed/auth/logout" }),
  route("checkout/payment/return", "routes/checkout/payment-return.tsx", { id: "unprefixed/checkout/payment/return" }),
  route("checkout/success", "routes/checkout/success.tsx", { id: "unprefixed/checkout/success" }),
  // For crawlers (ADR 0062): what they leave alone, and every page of the shop in each language.
  route("robots.txt", "routes/seo/crawlers.ts", { id: "seo/robots" }),
  route("sitemap.xml", "routes/seo/crawlers.ts", { id: "seo/sitemap" }),
  route("sitemaps/:file", "routes/seo/crawlers.ts", { id: "seo/sitemap-file" }),
  // Offline use and updates (ADR 0065): the service worker's script, at the root so that its scope is the
  // shop. Served by the crawlers' module, the shop's one module of files (every route module is an entry of the browser's build).
  route("sw.js", "routes/seo/crawlers.ts", { id: "offline/worker" }),
  // Development only (404 in production): the mails the core API "sent".
  route("dev/outbox", "routes/dev/outbox.tsx"),
  // The development panel (ADR 0064): not in the production build (nor the bench's), 404 in production.
  ...(devPanelInBuild() ? [route("dev/panel", "routes/dev/panel.tsx")] : []),

  route(":lang", "routes/lang.tsx", [
    // (empty) → home
    index("routes/lang-index.tsx"),
    route("home", "routes/home.tsx"),
    route("contact", "routes/contact.tsx"),
    route("products", "routes/products/overview.tsx", { id: "products" }),
    route("products/:ckKey/:ckVal", "routes/products/overview.tsx", { id: "products/filtered" }),
    route("products/:slug", "routes/products/detail.tsx"),
    route("bundles/:slug", "routes/bundles/detail.tsx"),
    route("search", "routes/search.ts"),
    // The preview's click events for Algolia Insights (POST; only after consent).
    route("search/events", "routes/search-events.ts"),
    // The cookie choice (issue 13): GET the page the footer's link opens, POST the banner's buttons.
    route("cookies", "routes/consent.tsx"),
    // The newsletter signup (POST; GET the signup as a page) and its double opt-in link (GET a button, POST confirms).
    route("newsletter", "routes/newsletter.tsx"),
    route("newsletter/bevestigen", "routes/newsletter-confirm.tsx"),
    route("newsletter/popup", "routes/newsletter-popup.ts"),
    // webshop, shop/all, shop/basics, shop/musthaves → products
    route("webshop", "routes/redirects/to-products.tsx", { id: "redirect/webshop" }),
    route("shop/all", "routes/redirects/to-products.tsx", { id: "redirect/shop/all" }),
    route("shop/basics", "routes/redirects/to-products.tsx", { id: "redirect/shop/basics" }),
    route("shop/musthaves", "routes/redirects/to-products.tsx", { id: "redirect/shop/musthaves" }),
    // The chrome spec's names of the checkout flow's pages → our own step.
    ...Object.keys(CART_FLOW_PAGES).map((name) => route(name, "routes/redirects/cart-flow.tsx", { id: `redirect/${name}` })),
    route("cms-preview/:id", "routes/cms/preview.tsx"),
    route("pagina/:slug", "routes/cms/page.tsx"),
    route("c/:slug", "routes/redirects/c-to-pagina.tsx"),
    route("shopping-bag", "routes/shopping-bag.tsx"),
    // The cart form: POST with an intent (add, increase, …); GET goes to the shopping bag.
    route("cart", "routes/cart.tsx"),
    // checkout: steps gegevens, adres, bezorging, betaling, samenvatting; the empty step → gegevens
    // Each step its own module in the checkout's frame (a step's page loads only its form); any other step → gegevens.
    route("checkout", "routes/checkout/layout.tsx", [
      index("routes/checkout/index.tsx"),
      ...CHECKOUT_STEPS.map((step) => route(step, `routes/checkout/steps/${step}.tsx`)),
      route(":step", "routes/checkout/step.tsx"),
    ]),
    route("checkout/success", "routes/checkout/success.tsx", { id: "checkout/success" }),
    route("checkout/payment/return", "routes/checkout/payment-return.tsx", { id: "checkout/payment/return" }),
    route("auth/login", "routes/auth/login.tsx", { id: "auth/login" }),
    route("auth/forgot", "routes/auth/forgot.tsx", { id: "auth/forgot" }),
    route("auth/reset", "routes/auth/reset.tsx", { id: "auth/reset" }),
    route("auth/invite", "routes/auth/invite.tsx", { id: "auth/invite" }),
    route("auth/logout", "routes/auth/logout.tsx", { id: "auth/logout" }),
    // An account from the order confirmation (POST; the guest who placed the order).
    route("auth/guest-account", "routes/auth/guest-account.tsx", { id: "auth/guest-account" }),
    route("account", "routes/account/layout.tsx", [
      index("routes/account/index.tsx"),
      route("gegevens", "routes/account/gegevens.tsx"),
      route("carts", "routes/account/carts.tsx"),
      route("orders", "routes/account/orders.tsx"),
      route("invoices", "routes/account/invoices.tsx"),
      route("invoices/:id", "routes/account/invoice.tsx"),
      route("reservations", "routes/account/reservations.tsx"),
      route("subscriptions", "routes/account/subscriptions.tsx"),
      route("subscriptions/:id", "routes/account/subscription.tsx"),
    ]),
    route("wishlist", "routes/wishlist.tsx"),
    route("orders/:id", "routes/orders/detail.tsx"),
    route("404", "routes/not-found.tsx", { id: "404" }),
    // The shop's web app manifest, and the page its service worker shows offline (ADR 0065).
    route("manifest.webmanifest", "routes/seo/crawlers.ts", { id: "offline/manifest" }),
    route("offline", "routes/offline/page.tsx"),
    route("campaign/:campaignId", "routes/campaign.tsx"),
    // The wheel of fortune's calls from the browser (GET the sticky wheels, POST a spin; ADR 0061).
    route("wheel", "routes/wheel.ts"),
    // Promo banners: close one (POST, a cookie), and the ADD_PROMOCODE confirmation without JavaScript.
    route("promo/dismiss", "routes/promo/dismiss.tsx"),
    route("promo/code/:code", "routes/promo/confirm.tsx"),
    // Fallbacks: a single segment is a short-link alias; anything else is the 404 page.
    route(":alias", "routes/short-link.tsx", { id: "short-link" }),
    route("*", "routes/not-found.tsx", { id: "lang/not-found" }),
  ]),

  // Anything else: the 404 page in the default language, with status 404.
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
