import { data } from "react-router";
import type { Route } from "./+types/confirm";
import { PageFrame } from "~/components/layout/PageFrame";
import { CartForm } from "~/components/cart/CartForm";
import { useT } from "~/i18n";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { languageOf } from "~/server/language.server";
import { loadPromotions } from "~/chrome/promo/load.server";
import { serverT } from "~/server/t.server";

// The ADD_PROMOCODE confirmation without JavaScript (with it the same form opens in a <dialog>): a GET
// page that only shows the POST form of the cart (intent apply-coupon). Only a code one of the shop's
// banners offers; anything else is the 404 page.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const offered = (await loadPromotions(getApp(context), language)).banners.some(
    (banner) => banner.action === "ADD_PROMOCODE" && banner.promocode?.code.toUpperCase() === params.code.toUpperCase(),
  );
  if (!offered) throw data(null, { status: 404 });
  const back = safeRedirectPath(new URL(request.url).searchParams.get("back")) ?? `/${language}`;
  return { code: params.code.toUpperCase(), back, title: serverT(context)("promo.confirm.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

/** The question, then the cart form's apply-coupon (back to the page the shopper came from), or back. */
export default function ConfirmPromoCodePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { code, back } = loaderData;
  return (
    <PageFrame title={loaderData.title}>
      <p>{t("promo.confirm.text", { code })}</p>
      <div data-promo-actions="">
        <CartForm intent="apply-coupon" fields={{ code }} target="promo-apply" redirectTo={back}>
          <button type="submit" data-promo-button="">
            {t("promo.confirm.yes")}
          </button>
        </CartForm>
        <a data-promo-button="" href={back}>
          {t("promo.confirm.no")}
        </a>
      </div>
    </PageFrame>
  );
}
