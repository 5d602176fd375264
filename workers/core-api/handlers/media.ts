import { HttpError } from "../http";
import type { Handler } from "../router";

const MEDIA_KEY = /^[a-z0-9-]+(\/[a-z0-9._-]+)+$/;

/** GET media/{key}: an image from R2, cacheable for a year (keys never change content). */
export const media: Handler = async ({ env, params }) => {
  const key = params.key ?? "";
  if (!MEDIA_KEY.test(key) || key.includes("..")) throw new HttpError("not_found", "No such media.");
  const object = await env.MEDIA.get(key);
  if (!object) throw new HttpError("not_found", "No such media.");
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("etag", object.httpEtag);
  headers.set("cache-control", "public, max-age=31536000, immutable");
  headers.set("x-content-type-options", "nosniff");
  // SVGs are documents: never let one run script when opened directly.
  headers.set("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return new Response(object.body, { headers });
};
