import type { Route } from "./+types/samenvatting";
import { ReviewStep } from "~/components/checkout/ReviewStep";
import { pageMeta } from "~/seo";
import { stepAction, stepLoader } from "../step.server";

/** checkout/samenvatting: the review and placing the order (the loader and action all steps share: step.server.ts; the frame around the form: layout.tsx). */
export const loader = (args: Route.LoaderArgs) => stepLoader(args, "samenvatting");
export const action = (args: Route.ActionArgs) => stepAction(args, "samenvatting");
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function ReviewPage({ loaderData: data }: Route.ComponentProps) {
  if (data.kind !== "step" || !data.idempotencyKey) return null;
  return <ReviewStep cart={data.cart} state={data.state} steps={data.steps} idempotencyKey={data.idempotencyKey} priceChanges={data.priceChanges} />;
}
