// Colours of the illustrations: mixing towards white or black, and the tones of a fabric.

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function rgbToHex(rgb: readonly number[]): string {
  return (
    "#" +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

/** amt > 0 mixes towards white, amt < 0 towards black. */
export function shade(hex: string, amt: number): string {
  const rgb = hexToRgb(hex);
  const t = amt < 0 ? 0 : 255;
  const p = Math.abs(amt);
  return rgbToHex(rgb.map((v) => v + (t - v) * p));
}

export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The tones of a fabric colour: highlights, shadows, seam lines and stitching. */
export type Tones = { c: string; hi: string; lo: string; deep: string; line: string; stitch: string; lineOp: number };

/** Derived tones for a fabric colour: highlights, shadows, seam lines and stitching. */
export function tones(c: string): Tones {
  const dark = luminance(c) < 0.3;
  return {
    c,
    hi: shade(c, dark ? 0.22 : 0.3),
    lo: shade(c, dark ? -0.35 : -0.22),
    deep: shade(c, dark ? -0.6 : -0.42),
    line: dark ? shade(c, -0.65) : shade(c, -0.38),
    stitch: dark ? shade(c, 0.35) : shade(c, -0.3),
    lineOp: dark ? 0.55 : 0.45,
  };
}
