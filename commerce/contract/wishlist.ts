import { z } from "zod";
import { decimalInteger } from "./fields";
import { ProductCard } from "./products";

/** The key of an anonymous shopper's wishlist (kept in the storefront session). */
export const WishlistKey = z.uuid();
export const WishlistParams = z.object({ key: WishlistKey });

/** GET ecommerce/wishlists/{key}: the products on the list, newest first. */
export const Wishlist = z.object({ productIds: z.array(z.number().int()), items: z.array(ProductCard) });
export type Wishlist = z.infer<typeof Wishlist>;

/** POST ecommerce/wishlists/{key}/items: put a product on the list or take it off. */
export const WishlistChange = z.object({
  productId: decimalInteger(z.number().int().positive()),
  action: z.enum(["add", "remove"]),
});
export type WishlistChange = z.infer<typeof WishlistChange>;
