import { LAUNCH_ANIMATION_MS } from "~/chrome/widgets/partner-launcher";
import { launchPanel } from "./partner-launcher.css";
import { dialog as dialogClass } from "./sticky-help.css";

/**
 * The sticky help popup with JavaScript: the server's <details> disclosure opens a modal <dialog>
 * instead (focus held inside, Escape closes, focus back on the button). Loaded by HelpWidgets on the
 * first click. The dialog lives outside React's tree (appended to <body>), built from the panel the
 * server rendered, so React's markup is never changed.
 */
export function openDialog(details: HTMLDetailsElement): void {
  const summary = details.querySelector("summary");
  const panel = details.querySelector<HTMLElement>("[data-sticky-panel]");
  if (!summary || !panel) return;
  const dialog = document.createElement("dialog");
  dialog.className = dialogClass;
  dialog.setAttribute("aria-labelledby", "sticky-help-dialog-title");
  dialog.innerHTML = panel.innerHTML;
  // The title's id must be unique in the document: the panel keeps its own.
  dialog.querySelector("#sticky-help-title")?.setAttribute("id", "sticky-help-dialog-title");
  // 'Sluiten' reloads the page without JavaScript; here it is a button that closes the dialog.
  const link = dialog.querySelector("[data-sticky-close]");
  const close = document.createElement("button");
  close.type = "button";
  close.className = link?.className ?? "";
  close.textContent = link?.textContent ?? "";
  close.addEventListener("click", () => dialog.close());
  link?.replaceWith(close);
  dialog.addEventListener("close", () => {
    dialog.remove();
    summary.focus();
  });
  document.body.appendChild(dialog);
  dialog.showModal();
}

/**
 * The partner test launcher on a phone (chrome spec §4): a panel slides in, overshoots a little and
 * zooms, then the partner's site opens. With reduced motion it goes straight there.
 */
export function launch(link: HTMLAnchorElement): void {
  let gone = false;
  const go = () => {
    if (!gone) location.assign(link.href);
    gone = true;
  };
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) {
    go();
    return;
  }
  const panel = document.createElement("div");
  panel.className = launchPanel;
  panel.setAttribute("aria-hidden", "true");
  panel.textContent = link.textContent;
  panel.addEventListener("animationend", go, { once: true });
  document.body.appendChild(panel);
  // Should the animation not run (a background tab), the site opens all the same.
  setTimeout(go, LAUNCH_ANIMATION_MS + 300);
}
