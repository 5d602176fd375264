import { useEffect, useRef } from "react";
import { CartForm } from "~/components/cart/CartForm";
import { TrashIcon } from "~/components/icons";
import { useT } from "~/i18n";
import "./clear-cart.css";

/**
 * The header's clear-cart button (chrome spec §2 icons), beside the cart while the bag holds items (on a
 * phone, where the bar has no room for a fifth icon beside the centred logo, in the drawer instead).
 * One click only asks: it is a <details> whose panel holds the question and the real button, a POST of
 * the cart form's `clear` intent (no JavaScript: 303 back with the flash; with it a fetcher, after which
 * the root's data — the counts, this button — and an open mini cart revalidate).
 */
export function ClearCart({ labelled = false }: { labelled?: boolean }) {
  const t = useT();
  const ask = useRef<HTMLDetailsElement>(null);
  // Escape or a click elsewhere puts the question away, as a menu would.
  useEffect(() => {
    const close = (event: Event) => {
      const details = ask.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);
  return (
    <details ref={ask} data-clear-cart="">
      {/* In the bar an icon (named for the screen reader); in the phone's drawer with its words. */}
      <summary aria-label={labelled ? undefined : t("header.clearCart")} title={labelled ? undefined : t("header.clearCart")}>
        <TrashIcon />
        {labelled ? t("header.clearCart") : null}
      </summary>
      <div>
        <p>{t("header.clearCartQuestion")}</p>
        <CartForm intent="clear" target="header-clear">
          {({ busy }) => (
            <button type="submit" aria-disabled={busy || undefined}>
              {t("header.clearCartConfirm")}
            </button>
          )}
        </CartForm>
      </div>
    </details>
  );
}
