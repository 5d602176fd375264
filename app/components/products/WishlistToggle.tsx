import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { HeartIcon } from "~/components/icons";
import { useLanguage, useT } from "~/i18n";
import type { RootData } from "~/server/root.server";
import * as css from "./products.css";

/**
 * The heart: a form that puts a product on the wishlist or takes it off. With JavaScript it is a
 * fetcher and shows the new state at once; without, it posts and comes back.
 */
export function WishlistToggle({ productId, name, inline = false }: { productId: number; name: string; inline?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  const root = useRouteLoaderData<RootData>("root");
  const fetcher = useFetcher({ key: `wishlist:${productId}` });
  const savedOnServer = root?.wishlistIds.includes(productId) ?? false;
  // Optimistic: the state the pending submission asks for.
  const pending = fetcher.formData?.get("intent");
  const saved = pending ? pending === "add" : savedOnServer;
  return (
    <fetcher.Form method="post" action={`/${language}/wishlist`} className={inline ? undefined : css.wishlistForm}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        className={css.heart}
        aria-pressed={saved}
        aria-label={saved ? `${t("product.removeFromWishlist")}: ${name}` : t("products.addToWishlist", { name })}
        data-saved={saved ? "true" : undefined}
      >
        <HeartIcon />
      </button>
    </fetcher.Form>
  );
}
