import { Link, redirect } from "react-router";
import type { Route } from "./+types/step";
import { PageFrame } from "~/components/layout/PageFrame";
import { checkoutStep } from "~/domain/checkout-steps";
import { CHECKOUT_STEPS } from "~/domain/routing";
import { useLanguage, useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { serverT } from "~/server/t.server";
import { languageOf } from "~/server/language.server";

export function loader({ params, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const step = checkoutStep(params.step);
  // An unknown step is step one (spec §4): send the shopper to its real url.
  if (step !== params.step) throw redirect(`/${language}/checkout/${step}`);
  const t = serverT(context);
  return { step, title: `${t("checkout.title")}: ${t(`checkout.steps.${step}`)}` };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, loaderData?.title),
  { name: "robots", content: "noindex" },
];

export default function CheckoutStepPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const current = CHECKOUT_STEPS.indexOf(loaderData.step);
  return (
    <PageFrame title={loaderData.title}>
      <nav aria-label={t("checkout.progress")}>
        <ol>
          {CHECKOUT_STEPS.map((step, index) => (
            <li key={step} aria-current={index === current ? "step" : undefined}>
              {/* Only earlier steps are links (spec §2). */}
              {index < current ? (
                <Link to={`/${language}/checkout/${step}`}>{t(`checkout.steps.${step}`)}</Link>
              ) : (
                t(`checkout.steps.${step}`)
              )}
            </li>
          ))}
        </ol>
      </nav>
      <p>{t("checkout.emptyCart")}</p>
    </PageFrame>
  );
}
