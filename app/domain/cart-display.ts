import { firstSetting, isOn, type Settings } from "./settings";

/** What the shop's settings switch on in the cart (spec §3, §9: free-shipping progress, payment icons). */
export type CartDisplay = { showFreeShippingProgress: boolean; showPaymentIcons: boolean };

export function cartDisplay(settings: Settings): CartDisplay {
  return {
    showFreeShippingProgress: isOn(settings.get("ecommerce_cart_show_free_shipping_progress")),
    showPaymentIcons: isOn(firstSetting(settings, "ecommerce_cart_show_payment_icons", "cart_show_payment_icons")),
  };
}

/** The payment methods whose icons the cart shows, in this order. */
export const PAYMENT_ICONS = ["ideal", "bancontact", "visa", "mastercard", "paypal", "klarna"] as const;
