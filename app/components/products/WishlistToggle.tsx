import { useLocation, useRouteLoaderData } from "react-router";
import { useShopForm } from "~/components/forms/useShopForm";
import { HeartIcon } from "~/components/icons";
import type { WishlistExtra, WishlistIntent } from "~/forms/cart";
import { useLanguage, useT } from "~/i18n";
import type { ShellData } from "~/chrome/shell";
import * as css from "./products.css";
import { href } from "~/domain/paths";

/**
 * The heart: a form that puts a product on the wishlist or takes it off. With JavaScript it is a
 * fetcher and shows the new state at once; without, it posts and comes back. The form's schema and
 * answer (FormAnswer, form "wishlist") are app/forms/cart.ts.
 */
export function WishlistToggle({ productId, name, inline = false }: { productId: number; name: string; inline?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  const root = useRouteLoaderData<ShellData>("root");
  // One heart per product on a page: its fetcher is keyed by the product.
  const { fetcher } = useShopForm<WishlistExtra>("wishlist", productId);
  const savedOnServer = root?.wishlistIds.includes(productId) ?? false;
  // Optimistic: the state the pending submission asks for.
  const pending = fetcher.formData?.get("intent") as WishlistIntent | undefined;
  const saved = pending ? pending === "add" : savedOnServer;
  const intent: WishlistIntent = saved ? "remove" : "add";
  return (
    <fetcher.Form method="post" action={href("/:lang/wishlist", { lang: language })} className={inline ? undefined : css.wishlistForm}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="intent" value={intent} />
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
