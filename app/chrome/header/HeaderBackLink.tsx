import { Link } from "react-router";
import { ChevronIcon } from "~/components/icons";
import { useT } from "~/i18n";

/**
 * The phone's back button in forward mode (chrome spec §2; `to` is null on a root page): a link to the page's default href, so it
 * works without JavaScript. It sits before the menu button, which stays: the drawer is reachable on
 * every page. In root mode only the menu button shows.
 */
export function HeaderBackLink({ to }: { to: string | null }) {
  const t = useT();
  return to ? (
    <Link to={to} data-back="" aria-label={t("cobrand.back")}>
      <ChevronIcon />
    </Link>
  ) : null;
}
