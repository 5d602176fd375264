import type { ReactNode } from "react";
import { useFetcher, useLocation } from "react-router";
import { useLanguage } from "~/i18n";

/**
 * A small form of the cart form contract (POST /{lang}/cart with an intent). With JavaScript it runs
 * as a fetcher (no reload; the page's data revalidates); without, it posts and comes back by 303.
 */
export function CartForm({
  intent,
  fields = {},
  children,
  className,
}: {
  intent: string;
  fields?: Record<string, string | number>;
  children: ReactNode | ((busy: boolean) => ReactNode);
  className?: string;
}) {
  const fetcher = useFetcher({ key: `cart:${intent}:${JSON.stringify(fields)}` });
  const language = useLanguage();
  const location = useLocation();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={`/${language}/cart`} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {typeof children === "function" ? children(busy) : children}
    </fetcher.Form>
  );
}
