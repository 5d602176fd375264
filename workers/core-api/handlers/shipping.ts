import type { ShippingOption } from "@commerce/contract/cart";
import { ShippingOptionsQuery } from "@commerce/contract/shipping";
import { json, parseInput } from "../http";
import type { Handler } from "../router";
import { shippingOptions as toOptions } from "../cart/assemble";
import { type ShippingPriceRow, shippingStatement } from "../cart/queries";

/** GET ecommerce/shipping-options?country=NL|BE (default NL): the shop's active methods with their prices there. */
export const shippingOptions: Handler = async ({ env, tenantId, lang, url }) => {
  const { country } = parseInput(ShippingOptionsQuery, Object.fromEntries(url.searchParams));
  const { results } = await shippingStatement(env.DB, tenantId, country).all<ShippingPriceRow>();
  const body: ShippingOption[] = toOptions(results, lang);
  return json(body);
};
