import type { CoBrandImage } from "~/chrome/header/rules/cobrand";
import "./cobrand.css";

/**
 * The co-brand logos beside the store logo (chrome spec §3): the active code's influencer and the
 * signed-in customer's own logo, as the root loader picked them (app/chrome/header/rules/cobrand.ts). It
 * revalidates after sign-in, sign-out, account changes, a code applied or removed and an order placed.
 */
export function CoBrandLogos({ logos }: { logos: CoBrandImage[] }) {
  return logos.length > 0 ? (
    <span data-cobrand="">
      {logos.map((logo) => (
        <img key={logo.src} src={logo.src} alt={logo.alt} height={40} />
      ))}
    </span>
  ) : null;
}
