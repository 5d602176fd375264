import { type BodySchemas, bindRoutes, type Handlers } from "./router";
import { stepBodySchema } from "./checkout/steps";
import { listCarts, resumeCart } from "./handlers/account/carts";
import { invoiceDetail, listInvoices } from "./handlers/account/invoices";
import { listOrders, orderDetail } from "./handlers/account/orders";
import { listReservations } from "./handlers/account/reservations";
import { listSubscriptions, subscriptionAction, subscriptionDetail } from "./handlers/account/subscriptions";
import { activeCampaigns, campaignProducts, getCampaign } from "./handlers/campaigns";
import { fortuneWheels, spinWheel } from "./handlers/fortune-wheels";
import { cartAction, createCart, startCart, getCart, validateCartPrices } from "./handlers/cart";
import { bundleDetail, productBundles, productDetail, productList, productSearch } from "./handlers/catalogue";
import { createOrder, getCheckout, putCheckoutStep } from "./handlers/checkout";
import { cmsPage, cmsPages } from "./handlers/cms";
import { cmsPreview, themePreview } from "./handlers/previews";
import { createCmsPreviewLink, createThemePreview, putCmsDraft } from "./operator/previews";
import { checkCoupon } from "./handlers/coupons";
import { createAddress, deleteAddress, getMe, listAddresses, updateAddress, updateMe } from "./handlers/customers";
import { devOutbox } from "./handlers/dev";
import { createGuestAccount, createGuestSignInAccount } from "./handlers/guest-account";
import { createInvite, createInviteAccount, getInvite, redeemInvite } from "./handlers/invites";
import { requestPasswordReset } from "./handlers/password-reset";
import { media } from "./handlers/media";
import { menuPages, submenuValues } from "./handlers/menu";
import { mergeOnSignIn } from "./handlers/merge";
import { getOrder, getPayment, openOrder, retryPayment } from "./handlers/orders";
import { mollieWebhook, testPaymentChoice, testPaymentPageHandler, testWebhook } from "./handlers/payment-provider";
import { deleteMollieKey, getPaymentSetup, putMollieKey } from "./handlers/payment-setup";
import { createSession, endCustomerSessions, endSession, getSession, updateSessionTokens } from "./handlers/sessions";
import { setCustomerLogo } from "./handlers/customer-logo";
import { algoliaSync } from "./handlers/search-sync";
import { createAuthTenant } from "./operator/auth-tenant";
import { importCatalogue } from "./operator/catalogue-import";
import { putMedia } from "./operator/media";
import { operatorOrder, operatorOrders } from "./operator/orders";
import { operatorSettings, setSetting } from "./operator/settings";
import { createTenant, listTenants, showTenant } from "./operator/tenants";
import { usps } from "./handlers/usps";
import { promotions } from "./handlers/promotions";
import { websiteSettings } from "./handlers/settings";
import { consumeShadowLink, createShadowLink, stopShadowSession } from "./handlers/shadow";
import { shippingOptions } from "./handlers/shipping";
import { resolveShortLink } from "./handlers/short-links";
import { branches, newsletters, storeConfiguration } from "./handlers/store";
import { confirmNewsletter, signUpForNewsletter } from "./handlers/newsletter";
import { sendContactMessage } from "./handlers/contact";
import { buildTenants, tenantById, tenantByHost } from "./handlers/tenants";
import { changeWishlist, getWishlist } from "./handlers/wishlist";

/**
 * Every endpoint of the contract (commerce/contract/endpoints.ts: method, path, tenant, who may call)
 * bound to the handler that answers it. A row without a handler, or a handler without a row, does not
 * typecheck (and bindRoutes refuses it).
 */
export const handlers = {
  "tenants.all": buildTenants,
  "tenants.byHost": tenantByHost,
  "tenants.byId": tenantById,
  "media.file": media,
  "shop.settings": websiteSettings,
  "shop.store": storeConfiguration,
  "shop.menu": menuPages,
  "shop.submenu": submenuValues,
  "shop.branches": branches,
  "shop.newsletters": newsletters,
  "shop.usps": usps,
  "newsletter.confirm": confirmNewsletter,
  "newsletter.signup": signUpForNewsletter,
  "contact.message": sendContactMessage,
  "shop.promotions": promotions,
  "cms.shortLink": resolveShortLink,
  "cms.pages": cmsPages,
  "cms.page": cmsPage,
  "cms.preview": cmsPreview,
  "theme.preview": themePreview,
  "catalogue.search": productSearch,
  "catalogue.products": productList,
  "catalogue.product": productDetail,
  "catalogue.productBundles": productBundles,
  "catalogue.bundle": bundleDetail,
  "catalogue.campaign": getCampaign,
  "catalogue.activeCampaigns": activeCampaigns,
  "catalogue.campaignProducts": campaignProducts,
  "promo.wheels": fortuneWheels,
  "promo.spin": spinWheel,
  "cart.create": createCart,
  "cart.start": startCart,
  "cart.get": getCart,
  "cart.action": cartAction,
  "cart.validatePrices": validateCartPrices,
  "cart.checkCoupon": checkCoupon,
  "cart.shippingOptions": shippingOptions,
  "wishlist.get": getWishlist,
  "wishlist.change": changeWishlist,
  "account.me": getMe,
  "account.guestSignInAccount": createGuestSignInAccount,
  "account.fromGuestOrder": createGuestAccount,
  "account.update": updateMe,
  "account.addresses": listAddresses,
  "account.addAddress": createAddress,
  "account.changeAddress": updateAddress,
  "account.deleteAddress": deleteAddress,
  "account.merge": mergeOnSignIn,
  "account.carts": listCarts,
  "account.resumeCart": resumeCart,
  "account.orders": listOrders,
  "account.order": orderDetail,
  "account.invoices": listInvoices,
  "account.invoice": invoiceDetail,
  "account.reservations": listReservations,
  "account.subscriptions": listSubscriptions,
  "account.subscription": subscriptionDetail,
  "account.subscriptionAction": subscriptionAction,
  "operator.invite": createInvite,
  "invites.get": getInvite,
  "auth.passwordReset": requestPasswordReset,
  "invites.createAccount": createInviteAccount,
  "invites.redeem": redeemInvite,
  "operator.shadowLink": createShadowLink,
  "operator.customerLogo": setCustomerLogo,
  "operator.algoliaSync": algoliaSync,
  "operator.tenants": listTenants,
  "operator.createTenant": createTenant,
  "operator.tenant": showTenant,
  "operator.settings": operatorSettings,
  "operator.setSetting": setSetting,
  "operator.putMedia": putMedia,
  "operator.importCatalogue": importCatalogue,
  "operator.orders": operatorOrders,
  "operator.order": operatorOrder,
  "operator.createAuthTenant": createAuthTenant,
  "operator.paymentSetup": getPaymentSetup,
  "operator.setMollieKey": putMollieKey,
  "operator.removeMollieKey": deleteMollieKey,
  "operator.cmsDraft": putCmsDraft,
  "operator.cmsPreviewLink": createCmsPreviewLink,
  "operator.themePreview": createThemePreview,
  "shadow.consume": consumeShadowLink,
  "shadow.stop": stopShadowSession,
  "signIn.create": createSession,
  "signIn.current": getSession,
  "signIn.updateTokens": updateSessionTokens,
  "signIn.end": endSession,
  "signIn.endAll": endCustomerSessions,
  "checkout.state": getCheckout,
  "checkout.saveStep": putCheckoutStep,
  "checkout.placeOrder": createOrder,
  "orders.get": getOrder,
  "orders.payment": getPayment,
  "orders.retryPayment": retryPayment,
  "account.openOrder": openOrder,
  "dev.outbox": devOutbox,
  "payments.testPage": testPaymentPageHandler,
  "payments.testChoice": testPaymentChoice,
  "payments.testWebhook": testWebhook,
  "payments.mollieWebhook": mollieWebhook,
} satisfies Handlers;

/** Bodies whose schema the path chooses (the table names their union, for the storefront's client). */
const bodySchemas: BodySchemas = { "checkout.saveStep": stepBodySchema };

/** The core API's routes, in the table's order. */
export const routes = bindRoutes(handlers, bodySchemas);
