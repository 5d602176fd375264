import { renderFragment } from "../fragment.server";
import { HeaderContent, type HeaderInput } from "./HeaderContent";
import { type HeroStart, heroStartScript } from "./hero-start";

/**
 * The header's fragment (ADR 0072): rendered for the document's page with the shopper's counts and
 * account, and again for every revalidation of the root's data (a form posted, another tab's change),
 * which carries it to the browser to swap the shopper's parts (enhance.client.ts).
 */
export function headerFragment(input: HeaderInput): string {
  return renderFragment(<HeaderContent {...input} />);
}

/** The document's header ends with the first frame over the home's hero (hero-start.ts), when the page has one. */
export function heroStartFragment(input: HeroStart, nonce: string): string {
  const script = heroStartScript(input);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own script; its values are JSON with `<` escaped (hero-start.ts).
  return script ? renderFragment(<script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />) : "";
}
