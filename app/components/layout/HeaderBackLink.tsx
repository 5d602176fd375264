import { Link } from "react-router";
import { ChevronIcon } from "~/components/icons";
import type { HeaderMode } from "~/domain/header/back";
import { useT } from "~/i18n";

/**
 * The phone's back button in forward mode (chrome spec §2): a link to the page's default href, so it
 * works without JavaScript. It sits before the menu button, which stays: the drawer is reachable on
 * every page. In root mode only the menu button shows.
 */
export function HeaderBackLink({ mode }: { mode: HeaderMode }) {
  const t = useT();
  if (mode.mode !== "forward") return null;
  return (
    <Link to={mode.backHref} data-back="" aria-label={t("cobrand.back")}>
      <ChevronIcon />
    </Link>
  );
}
