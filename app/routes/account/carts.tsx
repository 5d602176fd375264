import * as forms from "~/components/forms/forms.css";
import type { CartSummary } from "@commerce/contract/customers";
import { Link } from "react-router";
import type { Route } from "./+types/carts";
import * as css from "~/components/account/account.css";
import { FormMessage } from "~/components/FormMessage";
import { StatusBadge } from "~/components/account/StatusBadge";
import { useAccountForm } from "~/components/account/useAccountForm";
import { PageFrame } from "~/components/layout/PageFrame";
import { canResumeCart, formatDate, statusTone } from "~/domain/account";
import { formatPrice } from "~/domain/money";
import { useLanguage, useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";
import { handleCartsForm, loadCarts } from "./carts.server";

/** account/carts: the customer's open and saved carts; one can be picked up again. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const page = await loadCarts(getApp(context), request, language);
  return { title: serverT(context)("account.pages.carts"), ...page };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return handleCartsForm(getApp(context), request, languageOf(params));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, loaderData?.title),
  { name: "robots", content: "noindex" },
];

export default function CartsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { carts, currentCartId } = loaderData;
  return (
    <PageFrame title={loaderData.title} intro={t("account.carts.intro")}>
      {carts.length === 0 ? (
        <p className={css.muted}>{t("account.carts.empty")}</p>
      ) : (
        <ul className={css.cards}>
          {carts.map((cart) => (
            <li key={cart.id} className={cart.id === currentCartId ? css.cardCurrent : css.card}>
              <CartCard cart={cart} currentCartId={currentCartId} />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

function CartCard({ cart, currentCartId }: { cart: CartSummary; currentCartId: string | null }) {
  const t = useT();
  const language = useLanguage();
  const resume = useAccountForm("resume", cart.id);
  const date = formatDate(cart.updatedAt, language);
  const current = cart.id === currentCartId;
  return (
    <>
      <h2 className={css.cardTitle}>{t("account.carts.heading", { date })}</h2>
      <p className={css.actions}>
        <StatusBadge tone={current ? "positive" : statusTone(cart.status)}>
          {current ? t("account.carts.current") : t(`account.carts.status.${cart.status}`)}
        </StatusBadge>
      </p>
      {cart.images.length > 0 ? (
        <ul className={css.thumbs} aria-label={t("account.carts.images")}>
          {cart.images.slice(0, 4).map((src) => (
            <li key={src}>
              <img className={css.thumb} src={src} alt="" loading="lazy" width={56} height={56} />
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={css.facts}>
        <dt className={css.factTerm}>{t("account.carts.items")}</dt>
        <dd className={css.factValue}>{t("cart.itemCount", { count: cart.itemCount })}</dd>
        <dt className={css.factTerm}>{t("account.carts.total")}</dt>
        <dd className={css.factValue}>{formatPrice(cart.totalInclVat, language)}</dd>
        <dt className={css.factTerm}>{t("account.carts.updated")}</dt>
        <dd className={css.factValue}>{date}</dd>
      </dl>
      <FormMessage answer={resume.answer} className={forms.formSuccess} errorClassName={forms.formError} />
      {current ? (
        <Link className={css.buttonSecondary} to={`/${language}/shopping-bag`}>
          {t("account.carts.viewCurrent")}
        </Link>
      ) : canResumeCart(cart, currentCartId) ? (
        <resume.fetcher.Form method="post" action={`/${language}/account/carts`}>
          <input type="hidden" name="intent" value="resume" />
          <input type="hidden" name="cartId" value={cart.id} />
          <button type="submit" className={css.button} disabled={resume.busy}>
            {t("account.carts.resume")}
            <span className="sr-only"> {t("account.carts.resumeLabel", { date })}</span>
          </button>
        </resume.fetcher.Form>
      ) : null}
    </>
  );
}

