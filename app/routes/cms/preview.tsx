import { data } from "react-router";
import type { Route } from "./+types/preview";
import { PageFrame } from "~/components/layout/PageFrame";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { hasCmsPreviewTarget } from "~/server/cms.server";
import { getApp } from "~/server/context";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";

/** cms-preview/{id}: the preview of one of this shop's CMS pages; any other id is the 404 page. */
export async function loader({ context, params }: Route.LoaderArgs) {
  languageOf(params);
  const id = /^[1-9][0-9]{0,15}$/.test(params.id) ? Number(params.id) : null;
  if (id === null || !Number.isSafeInteger(id) || !(await hasCmsPreviewTarget(getApp(context), id))) {
    throw data(null, { status: 404 });
  }
  return { title: serverT(context)("cms.previewTitle", { name: String(id) }) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <PageFrame title={loaderData.title} intro={t("cms.previewNotice")} />;
}
