import { hasWidths, type MediaWidth, widthCopyKey } from "@commerce/rules/media-widths";
import { HttpError } from "../http";
import type { Handler } from "../router";

const MEDIA_KEY = /^[a-z0-9-]+(\/[a-z0-9._-]+)+$/;
/** R2's longest key, in bytes: a longer one cannot exist, and asking R2 for it is an error. */
const MAX_KEY_BYTES = 1024;

/** A shop's media prefix, remembered by the isolate for a minute (it does not change). */
const PREFIX_MS = 60_000;
const prefixes = new Map<string, { prefix: string | null; until: number }>();

async function mediaPrefix(db: D1Database, tenantId: string): Promise<string | null> {
  const known = prefixes.get(tenantId);
  if (known && known.until > Date.now()) return known.prefix;
  const row = await db.prepare("SELECT media_prefix FROM tenants WHERE id = ?1").bind(tenantId).first<{ media_prefix: string | null }>();
  const prefix = row?.media_prefix ?? null;
  prefixes.set(tenantId, { prefix, until: Date.now() + PREFIX_MS });
  return prefix;
}

/**
 * GET media/{key}: an image from R2, cacheable for a year (keys never change content) — for the shop
 * that asks (the storefront names the shop of the host) and only when the key starts with that shop's
 * prefix (tenants.media_prefix): a shop's media are served on its own domains only. With `?w=640` a
 * bitmap comes as its copy at that width (ADR 0057); an SVG or GIF comes as stored.
 */
export const media: Handler<"media.file"> = async ({ env, input, tenantId }) => {
  const { params, query } = await input();
  const { key } = params;
  const notFound = new HttpError("not_found", "No such media.");
  if (key.length > MAX_KEY_BYTES || !MEDIA_KEY.test(key) || key.includes("..")) throw notFound;
  const prefix = await mediaPrefix(env.DB, tenantId);
  if (prefix === null || !key.startsWith(`${prefix}/`)) throw notFound;
  const width = query.w as MediaWidth | undefined;
  const object = (width !== undefined && hasWidths(key) ? await widthCopy(env, key, width) : null) ?? (await env.MEDIA.get(key));
  if (!object) throw notFound;
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("etag", object.httpEtag);
  headers.set("cache-control", "public, max-age=31536000, immutable");
  headers.set("x-content-type-options", "nosniff");
  // SVGs are documents: never let one run script when opened directly.
  headers.set("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return new Response(object.body, { headers });
};

/**
 * A picture's copy at a width: the one kept in R2 beside it, or made now by the Images binding (WebP,
 * never wider than the picture) and kept, so each copy is made once. Null when the picture does not
 * exist; when the copy cannot be made (a broken file, Images unavailable) the picture is served as
 * stored and the failure logged — a wider picture beats no picture.
 */
async function widthCopy(env: Env, key: string, width: MediaWidth): Promise<R2ObjectBody | null> {
  const copyKey = widthCopyKey(key, width);
  const kept = await env.MEDIA.get(copyKey);
  if (kept) return kept;
  const original = await env.MEDIA.get(key);
  if (!original) return null;
  try {
    const made = await env.IMAGES.input(original.body).transform({ width, fit: "scale-down" }).output({ format: "image/webp", quality: 82 });
    // Its own type: where transformations are off for the zone, Images answers the picture unchanged.
    const bytes = await made.response().arrayBuffer();
    await env.MEDIA.put(copyKey, bytes, { httpMetadata: { contentType: made.contentType() }, customMetadata: { source: original.httpEtag } });
  } catch (error) {
    console.warn(JSON.stringify({ level: "warn", worker: "core-api", event: "media.width-copy-failed", key, width, error: String(error) }));
    return null;
  }
  return env.MEDIA.get(copyKey);
}
