import { launcher } from "~/chrome/widgets/partner-launcher.css";
import { DOOP_TEST_URL } from "~/chrome/widgets/partner-launcher";

/**
 * The partner test launcher 'Doe de Doop test' (chrome spec §2, §4), rendered on the server into the
 * widgets fragment: a plain link to the partner's site — on a desktop, and without JavaScript, it
 * simply goes there; on a phone HelpWidgets animates it first (help.client.ts). `hide`: the pages it
 * never shows on (the purchase's, issue 19), tested per page like the help button's.
 */
export function PartnerLauncher({ label, hide, hidden }: { label: string; hide: string; hidden: boolean }) {
  return (
    <a className={launcher} href={DOOP_TEST_URL} data-launcher="" data-hide={hide} hidden={hidden}>
      {label}
    </a>
  );
}
