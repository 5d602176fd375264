import type { StatusTone } from "~/domain/account";
import * as css from "./account.css";

/**
 * A status as a small label; its colour repeats what the text says (never colour alone). `label` says
 * what the status is of when a page shows more than one ("Bestelling: Betaald", "Betaling: Betaald").
 */
export function StatusBadge({ tone, label, children }: { tone: StatusTone; label?: string; children: string }) {
  return <span className={css.badges[tone]}>{label ? `${label}: ${children}` : children}</span>;
}
