import { TrashIcon } from "~/components/icons";
import type { Language } from "~/domain/languages";
import { href } from "~/domain/paths";
import type { TFunction } from "~/i18n";

/**
 * The header's clear-cart button (chrome spec §2 icons), beside the cart while the bag holds items (on a
 * phone, where the bar has no room for a fifth icon beside the centred logo, in the drawer instead).
 * One click only asks: it is a <details> whose panel holds the question and the real button, a POST of
 * the cart form's `clear` intent (app/forms/cart.ts) — without JavaScript 303 back with the flash; with
 * it a fetcher (data-fetcher: the shell's delegated handler, ADR 0028), after which the root's data (the
 * counts, this button) and an open mini cart revalidate. Finished HTML from the server
 * (render.server.tsx): the header is on every page, and the product page's JavaScript has no room left.
 */
export function ClearCart({ t, language, redirectTo, labelled }: { t: TFunction; language: Language; redirectTo: string; labelled: boolean }) {
  return (
    <details data-clear-cart="">
      {/* In the bar an icon (named for the screen reader); in the phone's drawer with its words. */}
      <summary aria-label={labelled ? undefined : t("header.clearCart")} title={labelled ? undefined : t("header.clearCart")}>
        <TrashIcon />
        {labelled ? t("header.clearCart") : null}
      </summary>
      <div>
        <p>{t("header.clearCartQuestion")}</p>
        <form method="post" action={href("/:lang/cart", { lang: language })} data-fetcher="">
          <input type="hidden" name="intent" value="clear" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button type="submit">{t("header.clearCartConfirm")}</button>
        </form>
      </div>
    </details>
  );
}
