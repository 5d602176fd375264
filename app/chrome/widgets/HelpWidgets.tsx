import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import type { WidgetHtml } from "~/chrome/shell";
// The widgets' styles, in the page's CSS (their markup, written on the server, uses their class names).
import "./sticky-help.css";
import "./partner-launcher.css";

const shownOn = (widget: WidgetHtml | null, pathname: string) => (widget && !new RegExp(widget.hide).test(pathname) ? widget.html : "");

/** The phone's width (the spec's mobile breakpoint, 768 px). */
const PHONE = "(max-width: 767px)";

/**
 * The floating help button and the partner test launcher (chrome spec §2–§6). Their markup comes
 * finished from the server (sticky-help.server.ts, partner-launcher.server.ts), so this shell
 * component — in the JavaScript of every page, the checkout's too — only decides, page by page,
 * whether the help button shows. Their behaviour (the popup's dialog, the launcher's animation on a
 * phone) loads on the first click that needs it (help.client.ts).
 */
export function HelpWidgets({ sticky, launcher }: { sticky: WidgetHtml | null; launcher: WidgetHtml | null }) {
  const { pathname } = useLocation();
  const html = shownOn(sticky, pathname) + shownOn(launcher, pathname);
  if (!html) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: event delegation: the click is the <summary>'s or the link's (real controls; the keyboard clicks them too).
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above: the keyboard reaches the summary and the link, whose activation is this click.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: markup built on the server from escaped texts and the CMS cleaner's HTML.
    <div onClick={enhance} data-floating-widgets="" dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/**
 * With JavaScript the help popup opens as a modal dialog, and on a phone the launcher animates before
 * it leaves; should that code not load, the disclosure opens and the link is followed.
 */
function enhance(event: MouseEvent<HTMLElement>) {
  const target = event.target as Element;
  const details = target.closest("summary") && target.closest("details");
  const link = target.closest<HTMLAnchorElement>("a[data-launcher]");
  if (!details && !(link && matchMedia(PHONE).matches)) return;
  event.preventDefault();
  import("./help.client").then(
    (m) => (details ? m.openDialog(details) : link && m.launch(link)),
    () => (details ? details.setAttribute("open", "") : link && location.assign(link.href)),
  );
}
