import { Outlet, useMatches } from "react-router";
import { PriceNotice } from "~/components/cart/PriceNotice";
import * as css from "~/components/checkout/checkout.css";
import { CheckoutProgress } from "~/components/checkout/CheckoutProgress";
import { CheckoutSummary } from "~/components/checkout/CheckoutSummary";
import { PageFrame } from "~/components/layout/PageFrame";
import type { StepLoaderData } from "./step.server";

/**
 * The checkout's frame around each step's form (steps/*.tsx, one route module per step, so a step's
 * page loads only its own form): the progress bar, the price notice (not on samenvatting, whose review
 * shows the changes itself) and the sticky cart summary. The frame stays mounted from step to step, so
 * with JavaScript the finished step's check mark flashes and the marker slides. It shows what the step's
 * loader read; paying an order again (betaling?order=…) has no frame.
 */
export default function CheckoutFrame() {
  const data = useMatches().at(-1)?.loaderData as StepLoaderData | undefined;
  if (data?.kind !== "step") return <Outlet />;
  return (
    <PageFrame title={data.title}>
      <CheckoutProgress steps={data.steps} current={data.step} />
      <div className={css.layout}>
        <div>
          {data.step !== "samenvatting" ? <PriceNotice changes={data.priceChanges} /> : null}
          <Outlet />
        </div>
        <CheckoutSummary cart={data.cart} />
      </div>
    </PageFrame>
  );
}
