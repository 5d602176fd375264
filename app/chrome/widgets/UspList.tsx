import type { Usps } from "@commerce/contract/usps";
import * as css from "~/chrome/widgets/usp-strip.css";

/**
 * The USP strip's list (chrome spec §2), rendered on the server into its fragment — once per shop and
 * language in the public cache (ADR 0052), in the order shuffled then (a new one with each fill of
 * the cache). A plain list that reads well without JavaScript.
 */
export function UspList({ usps, label }: { usps: Usps; label: string }) {
  return (
    <section className={css.strip} aria-label={label} data-usp-strip="">
      <ul className={css.list}>
        {usps.map((usp, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once to HTML; two selling points may read the same.
          <li key={index} className={css.item}>
            {usp.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
