import { decimalIntegerOf } from "@commerce/contract/fields";
import { data } from "react-router";
import type { Route } from "./+types/preview";
import { loadCmsPreview } from "~/chrome/preview/load.server";
import { PREVIEW_TOKEN_PARAM } from "~/chrome/preview/preview";
import { CmsBlocks } from "~/components/cms/CmsBlocks";
import { PageFrame } from "~/components/layout/PageFrame";
import { startThemePreviewListener } from "~/chrome/preview/theme-preview.client";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";

/**
 * cms-preview/{id}?previewToken=…: one of this shop's CMS pages as its draft shows it, for the editor
 * whose signed preview link it is (ADR 0060). Without a valid token for this page — or for an unknown
 * id — it is the 404 page: guessing ids shows nobody a draft. Never cached, never indexed.
 */
// The theme events' listener of preview mode lives in this route's browser module: an editor's page (any
// page with previewTransport=pm) loads this module by a script of its own, which names the page's
// preview (~/chrome/preview/render.server.tsx); the module starts the listener when it is loaded.
if (typeof document !== "undefined") startThemePreviewListener();

export async function loader({ context, params, request }: Route.LoaderArgs) {
  languageOf(params);
  const id = decimalIntegerOf(params.id);
  const token = new URL(request.url).searchParams.get(PREVIEW_TOKEN_PARAM);
  const page = id !== null && id > 0 ? await loadCmsPreview(getApp(context), id, token) : null;
  if (!page) throw data(null, { status: 404 });
  return {
    title: serverT(context)("cms.previewTitle", { name: page.name }),
    heading: page.name,
    draft: page.draft,
    blocks: page.websiteCmsPageBlocks,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, loaderData?.title),
  { name: "robots", content: "noindex, nofollow" },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <PageFrame title={loaderData.heading} intro={t(loaderData.draft ? "preview.draftNotice" : "cms.previewNotice")}>
      <CmsBlocks blocks={loaderData.blocks} />
    </PageFrame>
  );
}
