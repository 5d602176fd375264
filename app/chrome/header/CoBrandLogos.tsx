import type { CoBrandImage } from "~/chrome/header/rules/cobrand";
import "./cobrand.css";

/**
 * The co-brand logos beside the store logo (chrome spec §3): the active code's influencer and the
 * signed-in customer's own logo, as the root loader picked them (app/chrome/header/rules/cobrand.ts). It
 * revalidates after sign-in, sign-out, account changes, a code applied or removed and an order placed.
 */
export function CoBrandLogos({ logos }: { logos: CoBrandImage[] }) {
  // Always there, hidden without logos: a part the browser swaps as they come and go (ADR 0072, marks.ts).
  return (
    <span data-cobrand="" data-part="cobrand" hidden={logos.length === 0}>
      {logos.map((logo) => (
        <img key={logo.src} src={logo.src} alt={logo.alt} height={40} />
      ))}
    </span>
  );
}
