import type { Route } from "./+types/adres";
import { AddressStepForm } from "~/components/checkout/AddressStepForm";
import { pageMeta } from "~/seo";
import { stepAction, stepLoader } from "../step.server";

/** checkout/adres: the delivery and billing address (the loader and action all steps share: step.server.ts; the frame around the form: layout.tsx). */
export const loader = (args: Route.LoaderArgs) => stepLoader(args, "adres");
export const action = (args: Route.ActionArgs) => stepAction(args, "adres");
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function AddressStep({ loaderData: data }: Route.ComponentProps) {
  if (data.kind !== "step") return null;
  return (
    <AddressStepForm
      delivery={data.address?.delivery ?? {}}
      billing={data.address?.billing ?? null}
      constraints={data.constraints.address}
      countries={data.countries}
    />
  );
}
