import type { Cart } from "@commerce/contract/cart";
import type { Promotions } from "@commerce/contract/promotions";
import type { FormAnswer } from "~/forms/form";
import type { Language } from "~/domain/languages";
import type { TFunction } from "~/i18n";
import { isFetcherRequest } from "~/server/form-answer.server";
import { renderFragment } from "./fragment.server";
import { NewsletterSignup } from "./overlays/NewsletterSignup";
import { Banner } from "./promo/PromoMarkup";
import { cartCode, placeAttributes } from "./promo/promo";

// The answer of a form inside the chrome's server HTML (ADR 0052): with JavaScript its part rendered
// again by the one helper — the same component, with the answer's messages — for the browser to swap
// in where the form is (~/components/forms/server-forms.client.ts). Without JavaScript nothing changes:
// the action answers 303 with the flash as before, and the next page renders the chrome anew.

/** The answer with its part re-rendered, for a fetcher only (a document post never renders it). */
export function withPart<A extends FormAnswer>(request: Request, answer: A, render: () => string): A {
  return isFetcherRequest(request) ? { ...answer, part: render() } : answer;
}

/** A newsletter signup (footer, popup, the newsletter page) with its answer. */
export function signupPart(input: { t: TFunction; language: Language; identifier: string; place: string; answer: FormAnswer }): string {
  return renderFragment(<NewsletterSignup {...input} />);
}

/**
 * A promo banner after its code was applied or removed through the cart form: its code's state from
 * the cart as it is now, and a refusal's message in the banner itself (issue 19). Empty when the
 * shop no longer has it.
 */
export function bannerPart(input: {
  t: TFunction;
  language: Language;
  promotions: Promotions;
  bannerId: number;
  url: string;
  cart: Pick<Cart, "promocodes" | "couponsCreated"> | null;
  answer: FormAnswer;
}): string {
  const banner = input.promotions.banners.find((b) => b.id === input.bannerId);
  if (!banner) return "";
  const message = input.answer.ok ? null : input.answer.message;
  return renderFragment(
    <Banner
      t={input.t}
      language={input.language}
      banner={banner}
      url={input.url}
      cartCode={cartCode(input.cart)}
      minimised={false}
      place={placeAttributes({ products: banner.includedProducts, minimise: banner.href ? { href: banner.href, minimised: false } : null })}
      message={message}
    />,
  );
}
