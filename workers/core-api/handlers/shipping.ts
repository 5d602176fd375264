import type { ShippingOption } from "@commerce/contract/cart";
import { json } from "../http";
import type { Handler } from "../router";
import { shippingOptions as toOptions } from "../cart/assemble";
import { type ShippingPriceRow, shippingStatement } from "../cart/queries";

/** GET ecommerce/shipping-options?country=NL|BE (default NL): the shop's active methods with their prices there. */
export const shippingOptions: Handler<"cart.shippingOptions"> = async ({ env, tenantId, lang, input }) => {
  const { country } = (await input()).query;
  const { results } = await shippingStatement(env.DB, tenantId, country).all<ShippingPriceRow>();
  const body: ShippingOption[] = toOptions(results, lang);
  return json(body);
};
