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
import { languageOf } from "~/server/language.server";
import { useStickyWheel } from "~/chrome/wheel/later";

/** pagina/{slug}: a CMS page (the legal pages among them); an unknown page is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isShortLinkAlias(params.slug)) throw data(null, { status: 404 });
  const page = await loadCmsPage(getApp(context), languageOf(params), params.slug);
  if (!page) throw data(null, { status: 404 });
  const textBlock = firstTextBlock(page.websiteCmsPageBlocks);
  return {
    title: page.metaTitle ?? page.name,
    heading: page.name,
    description: page.metaDescription ?? (textBlock ? seoDescription(textBlock) : null),
    blocks: page.websiteCmsPageBlocks,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, loaderData?.description);

export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  // The shop's sticky wheel of fortune, on the browsing pages (ADR 0061).
  useStickyWheel();
  return (
    <PageFrame title={loaderData.heading}>
      <CmsBlocks blocks={loaderData.blocks} />
    </PageFrame>
  );
}
