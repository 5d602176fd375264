import type { CoBrandLogoView } from "~/domain/header/cobrand";
import { useT } from "~/i18n";
import "./cobrand.css";

/**
 * The co-brand logos beside the store logo (chrome spec §3): the active code's influencer and the
 * signed-in customer's own logo. The root loader picks them (app/domain/header/cobrand.ts) and
 * revalidates after sign-in, sign-out, account changes, a code applied or removed and an order placed.
 */
export function CoBrandLogos({ logos }: { logos: CoBrandLogoView[] }) {
  const t = useT();
  if (logos.length === 0) return null;
  return (
    <span data-cobrand="">
      {logos.map((logo) => (
        <img key={logo.kind} src={logo.src} alt={logo.name ?? t(`cobrand.${logo.kind}`)} data-kind={logo.kind} height={40} />
      ))}
    </span>
  );
}
