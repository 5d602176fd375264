import { data } from "react-router";
import type { Route } from "./+types/page";
import { CmsBlocks } from "~/components/cms/CmsBlocks";
import { PageFrame } from "~/components/layout/PageFrame";
import { firstTextBlock } from "~/domain/cms";
import { seoDescription } from "~/domain/seo";
import { isShortLinkAlias } from "~/domain/short-links";
import { loadCmsPage } from "~/server/cms.server";
import { getApp } from "~/server/context";
import { pageMeta } from "~/seo";
import { pageSeo } from "~/chrome/seo/load.server";
import { firstPicture } from "~/chrome/seo/rules/open-graph";
import { cmsJsonLd } from "~/chrome/seo/rules/structured-data";
import { languageOf } from "~/server/language.server";
import { useStickyWheel } from "~/chrome/wheel/later";

/** pagina/{slug}: a CMS page (the legal pages among them); an unknown page is the 404 page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isShortLinkAlias(params.slug)) throw data(null, { status: 404 });
  const app = getApp(context);
  const language = languageOf(params);
  const page = await loadCmsPage(app, language, params.slug);
  if (!page) throw data(null, { status: 404 });
  const textBlock = firstTextBlock(page.websiteCmsPageBlocks);
  const title = page.metaTitle ?? page.name;
  const description = page.metaDescription ?? (textBlock ? seoDescription(textBlock) : null);
  // Open Graph from the CMS where it says, and the page's own structured data (ADR 0062).
  const og = {
    title: page.ogTitle ?? title,
    description: page.ogDescription ?? description,
    image: page.ogImage ?? firstPicture(page.websiteCmsPageBlocks),
    type: page.ogType,
  };
  return {
    title,
    heading: page.name,
    description,
    seo: pageSeo(app, request, language, og, cmsJsonLd(page.jsonLdSchema)),
    blocks: page.websiteCmsPageBlocks,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, loaderData?.description, loaderData?.seo);

export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  // The shop's sticky wheel of fortune, on the browsing pages (ADR 0061).
  useStickyWheel();
  return (
    <PageFrame title={loaderData.heading}>
      <CmsBlocks blocks={loaderData.blocks} />
    </PageFrame>
  );
}
