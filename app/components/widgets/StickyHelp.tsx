import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import type { StickyHelp as Sticky } from "~/server/sticky-help.server";
// The button's styles, in the page's CSS (its markup, written on the server, uses their class names).
import "./sticky-help.css";

/**
 * The floating help button (chrome spec §2–§4). Its markup comes finished from the server
 * (sticky-help.server.ts), so this shell component — in the JavaScript of every page, the checkout's
 * too — only decides, page by page, whether it shows. A popup's dialog code loads on its first click.
 */
export function StickyHelp({ sticky }: { sticky: Pick<Sticky, "html" | "hide" | "popup"> }) {
  const { pathname } = useLocation();
  if (new RegExp(sticky.hide).test(pathname)) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: event delegation: the click is the <summary>'s (a real control; Enter and Space click it too).
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above: the keyboard reaches the summary, whose activation is this click.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: markup built on the server from escaped texts and the CMS cleaner's HTML (sticky-help.server.ts).
    <div onClick={sticky.popup ? openDialog : undefined} dangerouslySetInnerHTML={{ __html: sticky.html }} />
  );
}

/** With JavaScript the summary opens a modal dialog; should its code not load, the disclosure opens. */
function openDialog(event: MouseEvent<HTMLElement>) {
  const details = event.currentTarget.querySelector("details");
  if (!details || !(event.target as Element).closest("summary")) return;
  event.preventDefault();
  import("./sticky-help.client").then(
    (m) => m.openDialog(details),
    () => details.setAttribute("open", ""),
  );
}
