import { isEndpointPath } from "@commerce/contract/endpoints";
import { imageSize } from "image-size";
import { z } from "zod";

/**
 * The header's logo as an `<img>` with the picture's own proportions in its width and height, so the
 * browser keeps the logo's room before the picture arrives and nothing beside it moves when it does
 * (the stylesheet sizes it by height: a square logo given 160 × 50 was laid out three times as wide
 * until it loaded). The sizes come from the shop's own media (the shop frame reads each logo once).
 */
export const LogoSize = z.object({ width: z.number().int().positive(), height: z.number().int().positive() });
export type LogoSize = z.infer<typeof LogoSize>;

/** What the header says when the picture's size is unknown (an https logo elsewhere, an unreadable file). */
export const DEFAULT_LOGO_SIZE: LogoSize = { width: 160, height: 50 };

/** A logo file larger than this is not read for its size (logos are a few KB; SVGs a few dozen). */
export const MAX_LOGO_BYTES = 512 * 1024;

/** The picture's width and height from its bytes (SVG, PNG, JPEG, WebP, GIF, …), or null when they say none. */
export function logoSizeOf(bytes: Uint8Array): LogoSize | null {
  try {
    const { width, height } = imageSize(bytes);
    const size = LogoSize.safeParse({ width: Math.round(width ?? 0), height: Math.round(height ?? 0) });
    return size.success ? size.data : null;
  } catch {
    // Not a picture image-size knows: the header keeps its default proportions.
    return null;
  }
}

/** The shop's own logos (the path of its media files), whose size the shop frame can read; an https logo elsewhere is not fetched. */
export function isOwnMedia(url: string | null | undefined): url is string {
  return typeof url === "string" && isEndpointPath("media.file", url);
}
