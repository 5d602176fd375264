import { renderFragment } from "../fragment.server";
import { HeaderContent, type HeaderInput } from "./HeaderContent";

/**
 * The header's fragment (ADR 0072): rendered for the document's page with the shopper's counts and
 * account, and again for every revalidation of the root's data (a form posted, another tab's change),
 * which carries it to the browser to swap the shopper's parts (enhance.client.ts).
 */
export function headerFragment(input: HeaderInput): string {
  return renderFragment(<HeaderContent {...input} />);
}
