import { href } from "~/domain/paths";
import type { Language } from "~/domain/languages";
import { isShortLinkAlias } from "~/domain/short-links";
import type { AppContext } from "./context";

/**
 * Where a short-link alias leads: pagina/{key} in the language, or the 404 page when the alias is
 * invalid, unknown, empty or the lookup fails (spec §2, §8).
 */
export async function resolveShortLink(app: AppContext, language: Language, alias: string): Promise<string> {
  const notFound = href("/:lang/404", { lang: language });
  if (!isShortLinkAlias(alias)) return notFound;
  try {
    const { key } = await app.cms.shortLink({ params: { alias } });
    return key ? href("/:lang/pagina/:slug", { lang: language, slug: key }) : notFound;
  } catch (error) {
    app.log.warn("short-link.unresolved", { alias, error: String(error) });
    return notFound;
  }
}
