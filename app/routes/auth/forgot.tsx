import type { Route } from "./+types/forgot";
import { PageFrame } from "~/components/layout/PageFrame";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { serverT } from "~/server/t.server";

export function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context)("auth.forgotTitle") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, loaderData?.title),
  { name: "robots", content: "noindex" },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <PageFrame title={loaderData.title} intro={t("auth.forgotIntro")} />;
}
