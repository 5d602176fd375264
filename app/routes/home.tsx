import { Link } from "react-router";
import type { Route } from "./+types/home";
import { href } from "~/domain/paths";
import { useLanguage, useT } from "~/i18n";
import { CmsBlocks } from "~/components/cms/CmsBlocks";
import { firstTextBlock, homeFallback } from "~/domain/cms";
import { heroesUnderHeader } from "~/chrome/header/rules/hero";
import { firstSetting, settingsMap } from "~/domain/settings";
import { seoDescription } from "~/domain/seo";
import { loadCmsPage } from "~/server/cms.server";
import { loadShopFrame } from "~/server/shop.server";
import { getApp } from "~/server/context";
import { pageMeta } from "~/seo";
import { pageSeo, storeForSeo } from "~/chrome/seo/load.server";
import { firstPicture } from "~/chrome/seo/rules/open-graph";
import { cmsJsonLd, organizationJsonLd } from "~/chrome/seo/rules/structured-data";
import { absoluteOrigin } from "~/server/tenant.server";
import { serverT } from "~/server/t.server";
import { languageOf } from "~/server/language.server";
import { useStickyWheel } from "~/chrome/wheel/later";

/** The CMS page with key home; a missing page or a failed load shows the generic home (spec §8). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const t = serverT(context);
  const language = languageOf(params);
  const [page, frame] = await Promise.all([
    loadCmsPage(app, language, "home").catch((error: unknown) => {
      app.log.warn("home.cms-failed", { error: String(error) });
      return null;
    }),
    // The root loader reads the same frame: one load (the public cache joins them).
    loadShopFrame(app, language),
  ]);
  // The shop's name as it shows it (store_name, else the store's details), never an error page (§8).
  const settings = settingsMap(frame.settings);
  const fallback = homeFallback(firstSetting(settings, "store_name") ?? frame.configuration.store.storeName);
  const fallbackDescription = "values" in fallback.description ? t(fallback.description.key, fallback.description.values) : t(fallback.description.key);
  const textBlock = page ? firstTextBlock(page.websiteCmsPageBlocks) : null;
  const title = page?.metaTitle ?? page?.name ?? t(fallback.title);
  const description = page?.metaDescription ?? (textBlock ? seoDescription(textBlock) : fallbackDescription);
  // Open Graph from the CMS where it says, the page's own title, description and first picture where not;
  // the CMS page's own structured data and the shop as an Organization (ADR 0062).
  const og = {
    title: page?.ogTitle ?? title,
    description: page?.ogDescription ?? description,
    image: page?.ogImage ?? firstPicture(page?.websiteCmsPageBlocks ?? []) ?? storeForSeo(frame).logoUrl,
    type: page?.ogType,
  };
  const jsonLd = [...cmsJsonLd(page?.jsonLdSchema), organizationJsonLd(storeForSeo(frame), absoluteOrigin(app, request))];
  return {
    title,
    heading: page?.name ?? t(fallback.title),
    description,
    seo: pageSeo(app, request, language, og, jsonLd),
    blocks: page?.websiteCmsPageBlocks ?? [],
    /** Where the header lies transparent over the hero (desktop, phone), with the image under it. */
    heroes: heroesUnderHeader(settings.get("header_transparent_on_hero"), page?.websiteCmsPageBlocks ?? []),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, loaderData?.description, loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  // The shop's sticky wheel of fortune, on the browsing pages (ADR 0061).
  useStickyWheel();
  const { desktop, mobile } = loaderData.heroes;
  return (
    <>
      {/* Over the blocks the heading is for screen readers; on the generic home it is the page's title. */}
      <h1 className={loaderData.blocks.length > 0 ? "sr-only" : undefined}>{loaderData.heading}</h1>
      {loaderData.blocks.length > 0 ? (
        // The header's browser code (header-motion.client.ts) lays the header over the hero on the
        // screens named here and reads the image's lightness; the server's HTML keeps it solid.
        <div
          data-hero={desktop || mobile ? "" : undefined}
          data-hero-desktop={desktop ? (desktop.image ?? "") : undefined}
          data-hero-mobile={mobile ? (mobile.image ?? "") : undefined}
        >
          <CmsBlocks blocks={loaderData.blocks} />
        </div>
      ) : (
        // The generic home (spec §8): the shop's welcome and the way on, never an error page.
        <p>
          {loaderData.description} <Link to={href("/:lang/products", { lang: language })}>{t("home.toProducts")}</Link>
        </p>
      )}
    </>
  );
}
