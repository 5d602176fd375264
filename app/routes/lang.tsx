import { data, redirect } from "react-router";
import type { Route } from "./+types/lang";
import { isLanguage } from "~/domain/languages";
import { isShortLinkAlias } from "~/domain/short-links";
import { getApp } from "~/server/context";
import { resolveShortLink } from "~/server/short-links.server";

/**
 * Everything below /:lang. A first segment that is not a language is either a short-link alias (a
 * single segment, resolved in the default language) or an unknown path: the 404 page in the default
 * language, with status 404. (A loader, not middleware: an error thrown by middleware would render
 * without the root loader's data, so without the shop's header and footer.) No component: React Router
 * renders the child route in its place, and the browser loads one empty module instead of a layout.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (isLanguage(params.lang)) return null;
  const segments = new URL(request.url).pathname
    .replace(/\.data$/, "")
    .split("/")
    .filter(Boolean);
  const [alias] = segments;
  if (segments.length === 1 && alias && isShortLinkAlias(alias)) {
    const app = getApp(context);
    throw redirect(await resolveShortLink(app, app.tenant.defaultLanguage, alias));
  }
  throw data(null, { status: 404 });
}
