import type { Route } from "./+types/gegevens";
import { ContactStepForm } from "~/components/checkout/ContactStepForm";
import { pageMeta } from "~/seo";
import { stepAction, stepLoader } from "../step.server";

/** checkout/gegevens: the contact details (the loader and action all steps share: step.server.ts; the frame around the form: layout.tsx). */
export const loader = (args: Route.LoaderArgs) => stepLoader(args, "gegevens");
export const action = (args: Route.ActionArgs) => stepAction(args, "gegevens");
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function ContactStep({ loaderData: data }: Route.ComponentProps) {
  if (data.kind !== "step") return null;
  return <ContactStepForm contact={data.contact} constraints={data.constraints.contact} signedIn={data.signedIn} />;
}
