import type { Route } from "./+types/panel";
import { startDevPanel } from "~/chrome/dev-panel/dev-panel.client";
import { DevPanelForm } from "~/chrome/dev-panel/DevPanelForm";
import { PageFrame } from "~/components/layout/PageFrame";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { serverT } from "~/server/t.server";
import { devPanelAction, loadDevPanel } from "./panel.server";

/**
 * dev/panel: the development settings panel (spec §4, §6; ADR 0064) — a tenant and an API server for
 * this browser. Only in a development build (app/routes.ts) and outside production (404). This page
 * is the panel without JavaScript; with it, the strip's button opens the same form as a modal: the
 * strip loads this module by a script of its own, and the module starts the modal when loaded.
 */
if (typeof document !== "undefined") startDevPanel();

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadDevPanel(getApp(context), request);
  return { ...view, title: serverT(context)("devPanel.title") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return devPanelAction(getApp(context), request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function DevPanelPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame title={loaderData.title}>
      <DevPanelForm view={loaderData} />
    </PageFrame>
  );
}
