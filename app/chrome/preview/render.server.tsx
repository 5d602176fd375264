import { renderFragment } from "../fragment.server";
import type { PreviewShell } from "../shell";

/**
 * The route whose browser module carries the theme events' listener (it starts it when loaded on a page
 * with this script): the CMS page preview's, itself a preview page. A shopper's page never loads it.
 */
export const PREVIEW_ROUTE = "routes/cms/preview";

/**
 * On an editor's page with previewTransport=pm (ADR 0060): a module script, with the document's nonce,
 * that loads the listener's module; the module reads the page's session and allowed origins from the
 * script's data-preview-listener. It travels in the widgets' fragment, so the shell's own JavaScript —
 * every page's — holds none of it (the budget). Nothing for any other page.
 */
export function previewListenerScript(preview: PreviewShell | null, moduleUrl: string | null, nonce: string): string {
  if (!preview?.listens || !moduleUrl) return "";
  return renderFragment(<script type="module" nonce={nonce} src={moduleUrl} data-preview-listener={JSON.stringify(preview)} />);
}
