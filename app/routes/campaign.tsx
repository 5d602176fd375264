import { decimalIntegerOf } from "@commerce/contract/fields";
import { data, Link } from "react-router";
import type { Route } from "./+types/campaign";
import { PageFrame } from "~/components/layout/PageFrame";
import { ProductCard } from "~/components/products/ProductCard";
import * as css from "~/components/products/products.css";
import { href } from "~/domain/paths";
import { useLanguage, useT } from "~/i18n";
import { getApp } from "~/server/context";
import { loadCampaignPage } from "~/server/campaigns.server";
import { languageOf } from "~/server/language.server";
import { pageMeta } from "~/seo";
import { pageSeo } from "~/chrome/seo/load.server";
import { serverT } from "~/server/t.server";
import { useStickyWheel } from "~/chrome/wheel/later";

/**
 * campaign/{campaign id}: the campaign page, titled 'Campagne: {campaign name}', listing the campaign's
 * products as the overview's cards (spec §2); an unknown or inactive campaign is the 404 page.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  const language = languageOf(params);
  // Decimal digits only: "0x1" or "1e0" is no campaign's address.
  const id = decimalIntegerOf(params.campaignId);
  if (id === null || id < 1) throw data(null, { status: 404 });
  const page = await loadCampaignPage(app, language, id);
  if (!page) throw data(null, { status: 404 });
  const title = serverT(context)("campaign.title", { name: page.campaign.name });
  // Shared on a social network, the campaign shows with its own picture and words (ADR 0062).
  const seo = pageSeo(app, request, language, { title, description: page.campaign.description, image: page.campaign.mediaUrl });
  return { ...page, title, seo };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, loaderData?.campaign.description, loaderData?.seo);

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  // The shop's sticky wheel of fortune, on the browsing pages (ADR 0061).
  useStickyWheel();
  const t = useT();
  const language = useLanguage();
  const { campaign, products } = loaderData;
  return (
    <PageFrame title={loaderData.title} intro={campaign.description ?? undefined}>
      {campaign.mediaUrl ? <img className={css.campaignImage} src={campaign.mediaUrl} alt="" width={1600} height={700} /> : null}
      <section aria-label={t("campaign.products")}>
        {products.length > 0 ? (
          <ul className={css.grid}>
            {products.map((product, index) => (
              <li key={product.id}>
                {/* The first row is on screen at once: its pictures load first (as on the overview). */}
                <ProductCard product={product} eager={index < 4} />
              </li>
            ))}
          </ul>
        ) : (
          <p>
            {t("campaign.empty")} <Link to={href("/:lang/products", { lang: language })}>{t("campaign.allProducts")}</Link>
          </p>
        )}
      </section>
    </PageFrame>
  );
}
