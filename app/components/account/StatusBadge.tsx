import type { StatusTone } from "~/domain/account";
import * as css from "./account.css";

/** A status as a small label; its colour repeats what the text says (never colour alone). */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: string }) {
  return <span className={css.badges[tone]}>{children}</span>;
}
