import type { Route } from "./+types/subscriptions";
import { PageFrame } from "~/components/layout/PageFrame";
import { pageMeta } from "~/seo";
import { serverT } from "~/server/t.server";

export function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context)("account.pages.subscriptions") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, loaderData?.title),
  { name: "robots", content: "noindex" },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PageFrame title={loaderData.title} />;
}
