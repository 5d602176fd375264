import { createContext, use } from "react";
import type { AlternateLink } from "~/domain/language-links";

/** The document's canonical link and one alternate per language plus x-default (~/domain/language-links). */
export type DocumentLanguageLinks = { canonical: string; alternates: AlternateLink[] };

/**
 * The document's language links, worked out by the server before it renders (app/entry.server.tsx). The
 * browser never renders them: after a client navigation the header's browser code sets them for the new
 * page (~/chrome/header/enhance.client.ts, ADR 0072), so no page's first JavaScript carries their rules.
 */
export const LanguageLinksContext = createContext<DocumentLanguageLinks | null>(null);

export function LanguageLinks() {
  const links = use(LanguageLinksContext);
  if (!links) return null;
  return (
    <>
      <link rel="canonical" href={links.canonical} />
      {links.alternates.map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
    </>
  );
}
