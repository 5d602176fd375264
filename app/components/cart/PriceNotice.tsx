import { useEffect, useState } from "react";
import { PRICE_NOTICE_DISMISS_MS, type PriceChange } from "@commerce/rules/price-validation";
import { formatPrice } from "~/domain/money";
import { useLanguage, useT } from "~/i18n";
import * as css from "./cart.css";

/**
 * 'Prijzen bijgewerkt' with what changed. Dismissed by the shopper or after 8 s; with nothing that
 * actually differs it never shows (spec §4).
 */
export function PriceNotice({ changes }: { changes: readonly PriceChange[] }) {
  const t = useT();
  const language = useLanguage();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    setDismissed(false);
    if (changes.length === 0) return;
    const timer = setTimeout(() => setDismissed(true), PRICE_NOTICE_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [changes]);
  if (changes.length === 0 || dismissed) return null;
  return (
    <div className={css.notice} role="status">
      <p className={css.noticeTitle}>{t("miniCart.pricesUpdated")}</p>
      <ul>
        {changes.map((change) => (
          <li key={change.variantId}>
            {t("miniCart.priceChange", {
              name: change.name,
              old: formatPrice(change.oldPrice, language),
              new: formatPrice(change.newPrice, language),
            })}
          </li>
        ))}
      </ul>
      <button type="button" className={css.linkButton} onClick={() => setDismissed(true)}>
        {t("miniCart.dismiss")}
      </button>
    </div>
  );
}
