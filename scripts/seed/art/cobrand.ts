// Co-brand logos (chrome spec §3): an influencer's, shown while their code is in the cart, and a
// business customer's own, shown in the header while they are signed in. Small wordmarks, 3:1.
import { SANS, SERIF } from "./brand";

const xmlText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** A round initial badge and the name in script-like serif italics. */
export function influencerLogoSvg(name: string, col: string): string {
  const initial = xmlText(name.slice(0, 1).toUpperCase());
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${xmlText(name)}">` +
    `<circle cx="40" cy="40" r="32" fill="${col}"/>` +
    `<text x="40" y="52" text-anchor="middle" font-family="${SERIF}" font-size="34" font-style="italic" fill="#ffffff">${initial}</text>` +
    `<text x="84" y="50" font-family="${SERIF}" font-size="26" font-style="italic" fill="${col}">${xmlText(name)}</text>` +
    `</svg>\n`
  );
}

/** A company's wordmark: a striped square and the name in capitals. */
export function companyLogoSvg(name: string, col: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${xmlText(name)}">` +
    `<rect x="8" y="12" width="56" height="56" rx="6" fill="${col}"/>` +
    `<path d="M8 30 H64 M8 48 H64" stroke="#ffffff" stroke-width="6"/>` +
    `<text x="76" y="48" font-family="${SANS}" font-size="17" font-weight="700" letter-spacing="1" fill="${col}">${xmlText(name.toUpperCase())}</text>` +
    `</svg>\n`
  );
}
