import type { MouseEvent } from "react";
import { useFragment } from "~/chrome/fragments";
// The widgets' styles, in the page's CSS (their markup, the server's fragment, uses their class names).
import "./sticky-help.css";
import "./partner-launcher.css";

/** The phone's width (the spec's mobile breakpoint, 768 px). */
const PHONE = "(max-width: 767px)";

/**
 * The floating help button and the partner test launcher (chrome spec §2–§6). Their markup is the
 * server's widgets fragment (widgets/load.server.tsx, ADR 0052), each with the pages it hides on
 * (data-hide, a regular expression over the path: the root shows or hides each again after a client
 * navigation, useFragmentsForPage), so this shell component — in the JavaScript of every page, the
 * checkout's too — carries no markup of theirs. Their
 * behaviour (the popup's dialog, the launcher's animation on a phone) loads on the first click that
 * needs it (help.client.ts).
 */
export function HelpWidgets() {
  // biome-ignore lint/a11y/noStaticElementInteractions: event delegation: the click is the <summary>'s or the link's (real controls; the keyboard clicks them too).
  // biome-ignore lint/a11y/useKeyWithClickEvents: as above: the keyboard reaches the summary and the link, whose activation is this click.
  return <div onClick={enhance} data-floating-widgets="" {...useFragment("widgets")} />;
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
