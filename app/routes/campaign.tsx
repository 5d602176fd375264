import { decimalIntegerOf } from "@commerce/contract/fields";
import { data } from "react-router";
import type { Route } from "./+types/campaign";
import { PageFrame } from "~/components/layout/PageFrame";
import { getApp } from "~/server/context";
import { loadCampaign } from "~/server/campaigns.server";
import { pageMeta } from "~/seo";
import { serverT } from "~/server/t.server";

/** campaign/{campaign id}: the campaign page, titled 'Campagne: {campaign name}' (spec §2). */
export async function loader({ params, context }: Route.LoaderArgs) {
  // Decimal digits only: "0x1" or "1e0" is no campaign's address.
  const id = decimalIntegerOf(params.campaignId);
  if (id === null || id < 1) throw data(null, { status: 404 });
  const campaign = await loadCampaign(getApp(context), id);
  if (!campaign) throw data(null, { status: 404 });
  return { campaign, title: serverT(context)("campaign.title", { name: campaign.name }) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, loaderData?.campaign.description);

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  return (
    <PageFrame title={loaderData.title} intro={campaign.description ?? undefined}>
      {campaign.mediaUrl ? <img src={campaign.mediaUrl} alt="" width={1600} height={700} /> : null}
    </PageFrame>
  );
}
