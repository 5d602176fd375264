import type { Route } from "./+types/betaling";
import { PaymentStepForm, RetryPaymentForm } from "~/components/checkout/PaymentStepForm";
import { PageFrame } from "~/components/layout/PageFrame";
import { pageMeta } from "~/seo";
import { stepAction, stepLoader } from "../step.server";

/**
 * checkout/betaling: the payment method; with ?order=… paying again for an order that was placed but
 * not paid (the loader and action all steps share: step.server.ts; the frame around the form: layout.tsx).
 */
export const loader = (args: Route.LoaderArgs) => stepLoader(args, "betaling");
export const action = (args: Route.ActionArgs) => stepAction(args, "betaling");
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function PaymentStep({ loaderData: data }: Route.ComponentProps) {
  if (data.kind === "retry") {
    return (
      <PageFrame title={data.title}>
        <RetryPaymentForm payment={data.payment} />
      </PageFrame>
    );
  }
  return <PaymentStepForm state={data.state} />;
}
