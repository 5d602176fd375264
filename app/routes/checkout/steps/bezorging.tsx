import type { Route } from "./+types/bezorging";
import { ShippingStepForm } from "~/components/checkout/ShippingStepForm";
import { pageMeta } from "~/seo";
import { stepAction, stepLoader } from "../step.server";

/** checkout/bezorging: delivery or pick-up (the loader and action all steps share: step.server.ts; the frame around the form: layout.tsx). */
export const loader = (args: Route.LoaderArgs) => stepLoader(args, "bezorging");
export const action = (args: Route.ActionArgs) => stepAction(args, "bezorging");
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function ShippingStep({ loaderData: data }: Route.ComponentProps) {
  if (data.kind !== "step") return null;
  return <ShippingStepForm cart={data.cart} state={data.state} />;
}
