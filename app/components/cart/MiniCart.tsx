import type { Cart } from "@commerce/contract/cart";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { BagIcon } from "~/components/icons";
import type { PriceChange } from "@commerce/rules/price-validation";
import { useLanguage, useT } from "~/i18n";
import { CartContents } from "./CartContents";
import { CartForm } from "./CartForm";
import { PriceNotice } from "./PriceNotice";
import * as css from "./minicart.css";
import { href } from "~/domain/paths";

const NO_CHANGES: PriceChange[] = [];

type BagData = { cart: Cart | null; priceChanges: PriceChange[] };

/** Whether the browser says it is online (true on the server: the drawer is never rendered open there). */
function useOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener("online", changed);
      window.addEventListener("offline", changed);
      return () => {
        window.removeEventListener("online", changed);
        window.removeEventListener("offline", changed);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/** How long the connection must have been back before the drawer loads the bag (ADR 0084). */
const ONLINE_SETTLE_MS = 500;

/**
 * Online, and for ONLINE_SETTLE_MS since the connection came back (at once for a drawer opened online):
 * the online event can come before requests get through — then the worker answers the drawer's load by
 * reloading the page into the copy it has seen, with an older bag (seen in the end-to-end tests, where
 * the worker's network comes back a few milliseconds after the page's).
 */
function useSettledOnline(online: boolean): boolean {
  const [settled, setSettled] = useState(online);
  useEffect(() => {
    if (!online) {
      setSettled(false);
      return;
    }
    const timer = setTimeout(() => setSettled(true), ONLINE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [online]);
  return online && settled;
}

/**
 * The mini cart drawer: a modal <dialog> from the right with a dimmed backdrop that closes it. Opening
 * it loads the cart again (the core API recalculates prices). Without JavaScript the cart button is a
 * link to the shopping bag page, which shows the same contents.
 * Offline (ADR 0065) it shows the bag as the page knows it and says so: loading it would answer with the
 * offline page instead of the drawer. It loads when the connection is back (for half a second) while it is open.
 */
export function MiniCart({ open, onClose, fallback }: { open: boolean; onClose: () => void; fallback: Cart | null }) {
  const t = useT();
  const language = useLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<BagData>({ key: "mini-cart" });
  const { pathname } = useLocation();
  const load = fetcher.load;
  const online = useOnline();
  const settled = useSettledOnline(online);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);
  // Each opening loads the bag, and so does the connection coming back (and settled) while it is open.
  useEffect(() => {
    if (open && settled) load(href("/:lang/shopping-bag", { lang: language }));
  }, [open, settled, language, load]);

  // The drawer closes after navigating (spec §2).
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current !== pathname && open) onClose();
    lastPath.current = pathname;
  }, [pathname, open, onClose]);

  const cart = fetcher.data?.cart ?? fallback;
  const loading = online && fetcher.state === "loading" && !fetcher.data;
  const hasLines = !!cart && cart.transactionLines.length > 0;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes the drawer; from the keyboard Escape does (the dialog's own close).
    <dialog
      ref={dialog}
      className={css.drawer}
      aria-labelledby="mini-cart-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (outside the panel) closes the drawer.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={css.panel}>
        <header className={css.header}>
          <h2 id="mini-cart-title" className={css.title}>
            {t("miniCart.title")}
          </h2>
          {hasLines ? (
            <CartForm intent="clear">
              <button type="submit" className={css.clear}>
                {t("miniCart.clear")}
              </button>
            </CartForm>
          ) : null}
          <button type="button" className={css.close} onClick={onClose} aria-label={t("miniCart.close")}>
            ×
          </button>
        </header>
        <div className={css.body} aria-busy={loading}>
          {online ? null : (
            <p className={css.offline} role="status">
              {t("miniCart.offline")}
            </p>
          )}
          {loading ? (
            <p className={css.loading} role="status">
              <span className={css.spinner} aria-hidden />
              {t("miniCart.loading")}
            </p>
          ) : hasLines && cart ? (
            <>
              <PriceNotice changes={fetcher.data?.priceChanges ?? NO_CHANGES} />
              <CartContents cart={cart} onNavigate={onClose} />
            </>
          ) : (
            <div className={css.empty}>
              <BagIcon className={css.emptyIcon} />
              <p>{t("miniCart.empty")}</p>
            </div>
          )}
        </div>
        {hasLines ? (
          <footer className={css.footer}>
            <Link className={css.checkout} to={href("/:lang/checkout/:step", { lang: language, step: "gegevens" })} onClick={onClose}>
              {t("miniCart.checkout")}
            </Link>
          </footer>
        ) : null}
      </div>
    </dialog>
  );
}
