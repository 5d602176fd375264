import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useShopForm } from "~/components/forms/useShopForm";
import type { CartAnswer, CartExtra, CartFormFields, CartIntent } from "~/forms/cart";
import { useLanguage } from "~/i18n";
import { href } from "~/domain/paths";

/** What a cart form's children may show: busy while posting, then the answer (its message, the new cart). */
export type CartFormState = { busy: boolean; answer: CartAnswer | undefined };

/**
 * The hidden fields: required when the intent has fields no input of the form posts. A list (a
 * bundle's variantIds) is always the form's own inputs, one per item.
 */
type HiddenFields<F> =
  Record<never, never> extends F ? { fields?: F } : { fields: { [Name in keyof F]: F[Name] extends readonly unknown[] ? never : F[Name] } };

type CartFormProps<I extends CartIntent, Input extends keyof CartFormFields<I>> = {
  intent: I;
  /** The fields the form's own inputs post (a size to choose, a code to type); the rest are hidden fields. */
  inputs?: readonly Input[];
  /** Which form this is when the page holds the same form more than once (default: intent and fields). */
  target?: string;
  className?: string;
  /** Where to come back to without JavaScript (a same-origin path); default the current page. */
  redirectTo?: string;
  children: ReactNode | ((form: CartFormState) => ReactNode);
} & HiddenFields<Omit<CartFormFields<I>, Input>>;

/**
 * The one form of the cart form contract (POST /{lang}/cart with an intent, app/forms/cart.ts): every
 * page posts its cart changes with it. The intent's fields are typed from the cart form's schema:
 * each is a hidden field here or named in `inputs` for an input the children render. With JavaScript
 * it runs as a fetcher (no reload; the page's data revalidates); without, it posts and comes back by
 * 303 with the message in the flash.
 */
export function CartForm<I extends CartIntent, Input extends keyof CartFormFields<I> = never>(props: CartFormProps<I, Input>) {
  const { intent, target, className, children, redirectTo } = props;
  const fields = (props.fields ?? {}) as Record<string, string | number>;
  const form = useShopForm<CartExtra>("cart", target ?? `${intent}:${JSON.stringify(fields)}`);
  const language = useLanguage();
  const location = useLocation();
  return (
    <form.fetcher.Form method="post" action={href("/:lang/cart", { lang: language })} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="redirectTo" value={redirectTo ?? `${location.pathname}${location.search}`} />
      {typeof children === "function" ? children({ busy: form.busy, answer: form.answer }) : children}
    </form.fetcher.Form>
  );
}
