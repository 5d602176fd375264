// The one checked path for CSS built from settings (ADR 0052): the CSP allows no style attributes, so a
// shop's colours and sizes reach the page as custom properties in the root's nonce'd <style>. Every
// value goes through one of the checks below and a rule is written only by cssRule: a value that does
// not pass is left out (the stylesheet's default shows), so a setting can never end a declaration, a
// rule or the <style> element. Pure; no I/O.

declare const checked: unique symbol;
/** A value one of the checks below let through. */
export type CssValue = string & { readonly [checked]: true };

const ok = (value: string) => value as CssValue;

/** A hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa), else null. */
export function cssColor(value: string | null | undefined): CssValue | null {
  const v = value?.trim();
  return v && /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v) ? ok(v) : null;
}

/** A finite number with a unit (px, ms), or none. */
export function cssNumber(value: number, unit: "" | "px" | "ms" = ""): CssValue | null {
  return Number.isFinite(value) ? ok(`${value}${unit}`) : null;
}

/** A font family as a plain name or list of names (letters, digits, spaces, hyphens, commas, quotes), else null. */
export function cssFontName(value: string | null | undefined): CssValue | null {
  const v = value?.trim();
  return v && v.length <= 100 && /^[\p{L}\p{N} ,'"-]+$/u.test(v) ? ok(v) : null;
}

/** An image url (https or a path on the shop) as url("…"), every character that could end it escaped; else null. */
export function cssUrl(value: string | null | undefined): CssValue | null {
  const v = value?.trim();
  if (!v || !/^(?:https?:\/\/|\/(?!\/))/i.test(v)) return null;
  return ok(`url("${v.replace(/[^A-Za-z0-9\-._~:/?#[\]@!$&*+,;=%]/g, (c) => encodeURIComponent(c))}")`);
}

/** A keyword or number of our own code (a bar item's order, `flex`, `-50%`): one token, nothing that ends a declaration. */
export function cssKeyword(value: string | number): CssValue | null {
  const v = String(value);
  return /^-?[A-Za-z0-9.%-]+$/.test(v) ? ok(v) : null;
}

/** A selector from our own code with one attribute value of data (a banner's id, a bar item's name). */
export function cssAttrSelector(prefix: string, attribute: string, value: string | number): string {
  return `${prefix}[${attribute}="${String(value).replace(/[^A-Za-z0-9_-]/g, "")}"]`;
}

/** `selector{--name:value;…}` from checked values; names are our own custom properties or plain properties. */
export function cssRule(selector: string, declarations: readonly (readonly [string, CssValue | null])[]): string {
  const body = declarations
    .filter((d): d is readonly [string, CssValue] => d[1] !== null && /^(?:--)?[a-z][a-z0-9-]*$/.test(d[0]))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return body ? `${selector}{${body}}` : "";
}
