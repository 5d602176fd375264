import type { Route } from "./+types/detail";
import { PageFrame } from "~/components/layout/PageFrame";
import { pageMeta } from "~/seo";
import { serverT } from "~/server/t.server";

/** bundles/{slug}: the bundle detail; until the bundle-detail call exists it shows the spec's fallback name. */
export function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context)("bundle.defaultName") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title);

export default function BundleDetail({ loaderData }: Route.ComponentProps) {
  return <PageFrame title={loaderData.title} />;
}
