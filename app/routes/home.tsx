import type { Route } from "./+types/home";
import { CmsBlocks } from "~/components/cms/CmsBlocks";
import { firstTextBlock } from "~/domain/cms";
import { heroesUnderHeader } from "~/chrome/header/rules/hero";
import { settingsMap } from "~/domain/settings";
import { seoDescription } from "~/domain/seo";
import { loadCmsPage } from "~/server/cms.server";
import { loadShopFrame } from "~/server/shop.server";
import { getApp } from "~/server/context";
import { pageMeta } from "~/seo";
import { serverT } from "~/server/t.server";
import { languageOf } from "~/server/language.server";
import { useStickyWheel } from "~/chrome/wheel/later";

/** The CMS page with key home; a missing page or a failed load shows the generic home (spec §8). */
export async function loader({ params, context }: Route.LoaderArgs) {
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
  const store = app.tenant.tenantName;
  const fallbackDescription = store ? t("home.descriptionWithStore", { store }) : t("home.description");
  const textBlock = page ? firstTextBlock(page.websiteCmsPageBlocks) : null;
  return {
    title: page?.metaTitle ?? page?.name ?? t("home.title"),
    heading: page?.name ?? t("home.title"),
    description: page?.metaDescription ?? (textBlock ? seoDescription(textBlock) : fallbackDescription),
    blocks: page?.websiteCmsPageBlocks ?? [],
    /** Where the header lies transparent over the hero (desktop, phone), with the image under it. */
    heroes: heroesUnderHeader(settingsMap(frame.settings).get("header_transparent_on_hero"), page?.websiteCmsPageBlocks ?? []),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, loaderData?.description);

export default function Home({ loaderData }: Route.ComponentProps) {
  // The shop's sticky wheel of fortune, on the browsing pages (ADR 0061).
  useStickyWheel();
  const { desktop, mobile } = loaderData.heroes;
  return (
    <>
      <h1 className="sr-only">{loaderData.heading}</h1>
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
        <p>{loaderData.description}</p>
      )}
    </>
  );
}
