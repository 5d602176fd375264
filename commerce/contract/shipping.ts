import { z } from "zod";
import { ShippingOption } from "./cart";

/** The country a cart is priced for until its delivery address says otherwise. */
export const DEFAULT_SHIPPING_COUNTRY = "NL";

/** GET ecommerce/shipping-options?country=NL|BE (default NL). */
export const ShippingOptionsQuery = z.object({
  country: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.enum(["NL", "BE"]))
    .default(DEFAULT_SHIPPING_COUNTRY),
});

/** The shop's active shipping methods with their prices in that country. */
export const ShippingOptions = z.array(ShippingOption);
