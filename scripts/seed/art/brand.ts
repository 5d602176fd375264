// The shops' logos and the footer badges.
import type { TenantKey } from "../tenants/tenant";

export const SANS = "'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";
export const SERIF = "Georgia, 'DejaVu Serif', serif";

export function logoSvg(tenant: { key: TenantKey }, col: string): string {
  if (tenant.key === "C") return stapvastLogo(col);
  if (tenant.key === "D") return huisraadLogo(col);
  if (tenant.key === "E") return breiwerkLogo(col);
  if (tenant.key === "A") {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 110" width="340" height="110" role="img" aria-label="Noordzee Mode">` +
      `<circle cx="55" cy="55" r="44" fill="none" stroke="${col}" stroke-width="5"/>` +
      `<circle cx="55" cy="40" r="11" fill="${col}"/>` +
      `<path d="M21 63 q8.5 -9 17 0 t17 0 t17 0 t17 0 M27 79 q7 -8 14 0 t14 0 t14 0 t14 0" fill="none" stroke="${col}" stroke-width="5" stroke-linecap="round"/>` +
      `<text x="118" y="60" font-family="${SERIF}" font-size="44" fill="${col}">Noordzee</text>` +
      `<text x="121" y="89" font-family="${SANS}" font-size="16" letter-spacing="9.5" fill="${col}">MODE</text>` +
      `</svg>\n`
    );
  }
  let scallops = "M10 38";
  for (let i = 0; i < 6; i++) scallops += " q7.3 13 14.6 0";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 110" width="420" height="110" role="img" aria-label="Stadsbazaar">` +
    `<rect x="10" y="12" width="88" height="88" rx="14" fill="none" stroke="${col}" stroke-width="5"/>` +
    `<path d="M24 12 H84 Q98 12 98 26 V38 H10 V26 Q10 12 24 12 Z" fill="${col}"/>` +
    `<path d="${scallops} Z" fill="${col}"/>` +
    `<path d="M39 100 V76 a15 15 0 0 1 30 0 V100" fill="none" stroke="${col}" stroke-width="5"/>` +
    `<text x="116" y="70" font-family="${SANS}" font-size="34" font-weight="700" letter-spacing="2.5" fill="${col}">STADSBAZAAR</text>` +
    `</svg>\n`
  );
}

/** Stapvast: a shoe's sole print in a circle, the name in bold capitals. */
function stapvastLogo(col: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 110" width="400" height="110" role="img" aria-label="Stapvast">` +
    `<circle cx="55" cy="55" r="44" fill="none" stroke="${col}" stroke-width="5"/>` +
    `<path d="M46 24 C30 26 30 52 38 62 C42 68 52 66 54 58 C57 46 60 26 46 24 Z" fill="${col}"/>` +
    `<ellipse cx="44" cy="78" rx="9" ry="10" fill="${col}"/>` +
    `<path d="M72 38 C62 40 62 62 68 70 C72 75 80 73 81 66 C83 56 84 38 72 38 Z" fill="${col}" fill-opacity=".55"/>` +
    `<text x="116" y="72" font-family="${SANS}" font-size="44" font-weight="800" letter-spacing="3" fill="${col}">STAPVAST</text>` +
    `</svg>\n`
  );
}

/** Huisraad: a house outline with a round window, the name in light lower case. */
function huisraadLogo(col: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 110" width="360" height="110" role="img" aria-label="Huisraad">` +
    `<path d="M14 96 V46 L55 14 L96 46 V96 Z" fill="none" stroke="${col}" stroke-width="5" stroke-linejoin="round"/>` +
    `<circle cx="55" cy="50" r="11" fill="none" stroke="${col}" stroke-width="5"/>` +
    `<path d="M42 96 V72 H68 V96" fill="none" stroke="${col}" stroke-width="5"/>` +
    `<text x="116" y="72" font-family="${SANS}" font-size="46" font-weight="300" letter-spacing="4" fill="${col}">huisraad</text>` +
    `</svg>\n`
  );
}

/** Breiwerk: a ball of wool with a knitting needle through it, the name in a serif. */
function breiwerkLogo(col: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 110" width="380" height="110" role="img" aria-label="Breiwerk">` +
    `<circle cx="55" cy="58" r="38" fill="none" stroke="${col}" stroke-width="5"/>` +
    `<path d="M24 40 Q55 56 86 40 M19 58 Q55 76 91 58 M24 76 Q55 92 86 76 M40 24 Q60 58 44 94" fill="none" stroke="${col}" stroke-width="3.5" stroke-linecap="round"/>` +
    `<path d="M16 18 L98 92" stroke="${col}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="14" cy="16" r="5" fill="${col}"/>` +
    `<path d="M93 96 Q104 104 96 108" fill="none" stroke="${col}" stroke-width="3" stroke-linecap="round"/>` +
    `<text x="116" y="72" font-family="${SERIF}" font-size="46" font-style="italic" letter-spacing="1" fill="${col}">Breiwerk</text>` +
    `</svg>\n`
  );
}

export function badgeSvg(kind: "secure" | "green"): string {
  const icon =
    kind === "secure"
      ? '<path d="M40 16 L62 24 V42 Q62 58 40 66 Q18 58 18 42 V24 Z" fill="none" stroke="#fff" stroke-width="4"/><path d="M30 41 L38 49 L52 33" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>'
      : '<path d="M22 60 Q20 22 62 18 Q62 58 26 58" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/><path d="M24 58 Q36 40 52 30" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>';
  const [l1, l2] = kind === "secure" ? ["Veilig betalen", "SSL-beveiligd"] : ["Duurzaam verpakt", "100% gerecycled"];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 84" width="240" height="84" role="img" aria-label="${l1}">` +
    `<rect x="2" y="2" width="236" height="80" rx="12" fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="2.5"/>${icon}` +
    // 17 px: "Duurzaam verpakt" in the fonts a Linux box has (DejaVu) ran past the badge at 19.
    `<text x="80" y="38" font-family="${SANS}" font-size="17" font-weight="700" fill="#fff">${l1}</text>` +
    `<text x="80" y="60" font-family="${SANS}" font-size="14" fill="#fff" fill-opacity=".85">${l2}</text></svg>\n`
  );
}
