// An image for the catalogue into the shop's own media folder in R2 (ADR 0044). The command names the
// key by the file's content (its SHA-256), so the same picture uploaded twice is stored once.
import type { MediaStored } from "@commerce/contract/operator";
import { MEDIA_WIDTHS, widthCopyKey } from "@commerce/rules/media-widths";
import { HttpError, json } from "../http";
import type { Handler } from "../router";
import { operatorInput, shopBasics } from "./shared";

/** The pictures a shop may show; the media handler serves them as they are (SVG in a sandbox). */
const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif", "image/svg+xml"]);

/** PUT /operator/media/{key} — the body's bytes under the key, which starts with the shop's media prefix. */
export const putMedia: Handler<"operator.putMedia"> = async (ctx) => {
  const { key } = (await operatorInput(ctx)).params;
  const { mediaPrefix } = await shopBasics(ctx.env.DB, ctx.tenantId);
  if (mediaPrefix === null) throw new HttpError("bad_request", "The shop has no media folder (tenants.media_prefix).");
  if (!key.startsWith(`${mediaPrefix}/`) || key.includes("..")) {
    throw new HttpError("bad_request", `The key must be in the shop's media folder (${mediaPrefix}/…).`, [
      { path: "key", message: "outside the shop's folder" },
    ]);
  }
  const type = (ctx.request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!IMAGE_TYPES.has(type)) throw new HttpError("unsupported_media_type", `An image is needed (${[...IMAGE_TYPES].join(", ")}).`);
  const bytes = await ctx.request.arrayBuffer();
  if (bytes.byteLength === 0) throw new HttpError("bad_request", "The image is empty.");
  const sha256 = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
  const url = `/media/${key}`;
  const existing = await ctx.env.MEDIA.head(key);
  if (existing?.customMetadata?.sha256 === sha256) return json({ url, stored: false } satisfies MediaStored);
  await ctx.env.MEDIA.put(key, bytes, { httpMetadata: { contentType: type }, customMetadata: { sha256 } });
  // Other bytes under a known key: its copies at narrower widths (ADR 0057) are made anew when next asked.
  if (existing) await ctx.env.MEDIA.delete(MEDIA_WIDTHS.map((width) => widthCopyKey(key, width)));
  return json({ url, stored: true } satisfies MediaStored, { status: 201 });
};
