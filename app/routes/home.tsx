import type { Route } from "./+types/home";
import { CmsBlocks } from "~/components/cms/CmsBlocks";
import { firstTextBlock } from "~/domain/cms";
import { seoDescription } from "~/domain/seo";
import { loadCmsPage } from "~/server/cms.server";
import { getApp } from "~/server/context";
import { pageMeta } from "~/seo";
import { serverT } from "~/server/t.server";
import { languageOf } from "~/server/language.server";

/** The CMS page with key home; a missing page or a failed load shows the generic home (spec §8). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const t = serverT(context);
  const page = await loadCmsPage(app, languageOf(params), "home").catch((error: unknown) => {
    app.log.warn("home.cms-failed", { error: String(error) });
    return null;
  });
  const store = app.tenant.tenantName;
  const fallbackDescription = store ? t("home.descriptionWithStore", { store }) : t("home.description");
  const textBlock = page ? firstTextBlock(page.websiteCmsPageBlocks) : null;
  return {
    title: page?.metaTitle ?? page?.name ?? t("home.title"),
    heading: page?.name ?? t("home.title"),
    description: page?.metaDescription ?? (textBlock ? seoDescription(textBlock) : fallbackDescription),
    blocks: page?.websiteCmsPageBlocks ?? [],
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, loaderData?.description);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="sr-only">{loaderData.heading}</h1>
      {loaderData.blocks.length > 0 ? <CmsBlocks blocks={loaderData.blocks} /> : <p>{loaderData.description}</p>}
    </>
  );
}
