import { useContext } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * The page's stylesheets, asked for first. React writes every `<link>` but a stylesheet ahead of the
 * head's own children, so the route modules' modulepreloads (from <Scripts>) and the texts' preload came
 * before <Links>' stylesheets: on a connection that takes six requests at a time the stylesheets waited
 * for the scripts, and the first paint for the framework's code (ADR 0057). A preload of each stylesheet,
 * rendered first, is hoisted first; <Links> still applies them. Rendered by the server only (app/root.tsx):
 * the browser has its stylesheets by the time it runs, and React never matches a hoisted preload in
 * hydration, so the browser's build leaves this file out.
 */
export function StylesheetPreloads({ nonce }: { nonce: string | undefined }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const hrefs = new Set(matches.flatMap((match) => framework.manifest.routes[match.id]?.css ?? []));
  return [...hrefs].map((href) => <link key={href} rel="preload" as="style" href={href} nonce={nonce} />);
}
