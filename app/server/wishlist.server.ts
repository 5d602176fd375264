import type { Wishlist, WishlistChange } from "@commerce/contract/wishlist";
import type { AppContext } from "./context";
import { CoreApiError } from "./core-api.server";

const EMPTY: Wishlist = { productIds: [], items: [] };

/** One read of the wishlist per request: the root (header count, hearts) and the wishlist page share it. */
const wishlistOfRequest = new WeakMap<AppContext, Promise<Wishlist>>();

/** The shopper's wishlist (anonymous: kept with the session); empty when there is none yet. */
export function loadWishlist(app: AppContext): Promise<Wishlist> {
  let wishlist = wishlistOfRequest.get(app);
  if (!wishlist) {
    wishlist = readWishlist(app);
    wishlistOfRequest.set(app, wishlist);
  }
  return wishlist;
}

async function readWishlist(app: AppContext): Promise<Wishlist> {
  const key = app.session.get("wishlistKey");
  if (!key) return EMPTY;
  try {
    return await app.wishlist.get({ params: { key } });
  } catch (error) {
    if (error instanceof CoreApiError && (error.notFound || error.status === 400)) return EMPTY;
    throw error;
  }
}

/** Puts a product on the wishlist or takes it off; the first change gives the session its key. */
export async function changeWishlist(app: AppContext, change: WishlistChange): Promise<Wishlist> {
  wishlistOfRequest.delete(app);
  let key = app.session.get("wishlistKey");
  if (!key) {
    if (change.action === "remove") return EMPTY;
    key = crypto.randomUUID();
    app.session.set("wishlistKey", key);
  }
  return app.wishlist.change({ params: { key }, body: change });
}
