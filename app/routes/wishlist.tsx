import { href } from "~/domain/paths";
import type { Route } from "./+types/wishlist";
import { PageFrame } from "~/components/layout/PageFrame";
import { ProductCard } from "~/components/products/ProductCard";
import * as css from "~/components/products/products.css";
import type { FlashMessage } from "~/domain/flash";
import { parseWishlistForm, type WishlistAnswer } from "~/forms/cart";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { answerForm } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";
import { changeWishlist, loadWishlist } from "~/server/wishlist.server";

/** The wishlist page: what the shopper kept (anonymously, with the session). */
export async function loader({ params, context }: Route.LoaderArgs) {
  languageOf(params);
  const wishlist = await loadWishlist(getApp(context));
  return { title: serverT(context)("wishlist.title"), items: wishlist.items };
}

/**
 * POST /{lang}/wishlist with intent add or remove and a productId: the heart toggle (its schema is
 * app/forms/cart.ts). Without JavaScript 303 back with a flash message; with it (a fetcher) data.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const fields = await formFields(request);
  const change = parseWishlistForm(fields);
  let message: FlashMessage;
  let status = 200;
  let productIds: number[] | null = null;
  if (!change) {
    message = { kind: "error", key: "wishlist.errors.invalid" };
    status = 400;
  } else {
    try {
      productIds = (await changeWishlist(app, change)).productIds;
      message = { kind: "success", key: change.action === "add" ? "wishlist.added" : "wishlist.removed" };
    } catch (error) {
      if (!(error instanceof CoreApiError)) throw error;
      status = error.status >= 500 ? 502 : error.status;
      message = { kind: "error", key: error.notFound ? "wishlist.errors.notFound" : "wishlist.errors.invalid" };
    }
  }
  const answer: WishlistAnswer = { ok: status === 200, form: "wishlist", productIds, message };
  return answerForm(request, app, answer, {
    status,
    redirectTo: fields.redirectTo,
    fallback: href("/:lang/wishlist", { lang: language }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <PageFrame title={loaderData.title} intro={loaderData.items.length === 0 ? t("wishlist.empty") : undefined}>
      {loaderData.items.length > 0 ? (
        <ul className={css.grid}>
          {loaderData.items.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      ) : null}
    </PageFrame>
  );
}
