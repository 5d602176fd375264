import * as forms from "~/components/forms/forms.css";
import type { CartSummary } from "@commerce/contract/account";
import { Link } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/carts";
import * as css from "~/components/account/account.css";
import { FormMessage } from "~/components/FormMessage";
import { useShopForm } from "~/components/forms/useShopForm";
import { StatusBadge } from "~/components/account/StatusBadge";
import { PageFrame } from "~/components/layout/PageFrame";
import { canResumeCart, formatDate, statusTone } from "~/domain/account";
import type { FlashMessage } from "~/domain/flash";
import { formatPrice } from "~/domain/money";
import { ResumeCartForm } from "~/forms/account";
import { useLanguage, useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { answerForm } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";
import { askAccount, askAccountForm } from "./account.server";

/** account/carts: the customer's open and saved carts (newest change first); one can be picked up again. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const carts = await askAccount(app, request, language, () => app.account.carts());
  return { title: serverT(context)("account.pages.carts"), carts, currentCartId: app.session.get("cartId") ?? null };
}

/**
 * POST /{lang}/account/carts { intent: resume, cartId }: that cart becomes the session's cart, so the
 * shopper carries on with it (the mini cart shows it at once). 303 back with a flash, or data.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const fields = await formFields(request);
  const parsed = ResumeCartForm.safeParse(fields);
  // The card the answer is about, even when the post was refused.
  const target = ResumeCartForm.shape.cartId.safeParse(fields.cartId).data ?? null;
  const back = href("/:lang/account/carts", { lang: language });
  const answer = (ok: boolean, message: FlashMessage, status: number) =>
    answerForm(request, app, { ok, form: "resume", target, message }, { status, redirectTo: back, fallback: back });
  if (!parsed.success) return answer(false, { kind: "error", key: "account.errors.invalid" }, 400);
  const resumed = await askAccountForm(app, request, language, () => app.account.resumeCart({ params: { cartId: parsed.data.cartId } }));
  if (resumed instanceof CoreApiError) {
    if (resumed.notFound) return answer(false, { kind: "error", key: "account.carts.notFound" }, 404);
    if (resumed.status >= 500) return answer(false, { kind: "error", key: "account.errors.unavailable" }, 502);
    return answer(false, { kind: "error", key: "account.carts.cannotResume" }, resumed.status);
  }
  app.session.set("cartId", resumed.cartId);
  // Another cart: its prices are checked again before the shopper sees them.
  app.session.unset("cartPriceValidatedAt");
  return answer(true, { kind: "success", key: "account.carts.resumed" }, 200);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

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
  const resume = useShopForm("resume", cart.id);
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
        <Link className={css.buttonSecondary} to={href("/:lang/shopping-bag", { lang: language })}>
          {t("account.carts.viewCurrent")}
        </Link>
      ) : canResumeCart(cart, currentCartId) ? (
        <resume.fetcher.Form method="post" action={href("/:lang/account/carts", { lang: language })}>
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
