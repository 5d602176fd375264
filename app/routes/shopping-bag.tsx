import { Link } from "react-router";
import type { Route } from "./+types/shopping-bag";
import { CartContents } from "~/components/cart/CartContents";
import { CartForm } from "~/components/cart/CartForm";
import { PriceNotice } from "~/components/cart/PriceNotice";
import * as css from "~/components/cart/cart.css";
import { PageFrame } from "~/components/layout/PageFrame";
import { useLanguage, useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { loadCart, validateCartPrices } from "~/server/cart.server";
import { getApp } from "~/server/context";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";
import { CONTINUE_SHOPPING_QUERY } from "~/domain/navigation";
import { href } from "~/domain/paths";

/** The shopping bag: the same cart as the mini cart, as a full page (works without JavaScript). */
export async function loader({ params, context }: Route.LoaderArgs) {
  languageOf(params);
  const app = getApp(context);
  // Loading the bag (the page, or the mini cart when it opens) recalculates its prices in the core
  // API, then checks them against the catalogue (throttled per session).
  const cart = await loadCart(app);
  const priceChanges = cart ? await validateCartPrices(app, cart) : [];
  return { title: serverT(context)("cart.title"), cart, priceChanges };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function ShoppingBag({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { cart } = loaderData;
  const empty = !cart || cart.transactionLines.length === 0;
  return (
    <PageFrame title={loaderData.title} intro={empty ? t("cart.empty") : t("cart.itemCount", { count: cart.itemCount })}>
      {empty ? (
        <Link className={css.primaryButton} to={`${href("/:lang/products", { lang: language })}?${CONTINUE_SHOPPING_QUERY}`}>
          {t("cart.continueShopping")}
        </Link>
      ) : (
        <>
          <PriceNotice changes={loaderData.priceChanges} />
          <CartContents cart={cart} />
          <div className={css.actions}>
            <CartForm intent="clear">
              <button type="submit" className={css.linkButton}>
                {t("miniCart.clear")}
              </button>
            </CartForm>
            <Link className={css.linkButton} to={`${href("/:lang/products", { lang: language })}?${CONTINUE_SHOPPING_QUERY}`}>
              {t("cart.continueShopping")}
            </Link>
            <Link className={css.primaryButton} to={href("/:lang/checkout/:step", { lang: language, step: "gegevens" })}>
              {t("miniCart.checkout")}
            </Link>
          </div>
        </>
      )}
    </PageFrame>
  );
}
