import * as css from "./dev-panel.css";
import { DEV_PANEL_PATH } from "./names";

// The development panel as a modal (ADR 0064), loaded only in a development build by the strip's own
// module script (render.server.tsx): never in a shopper's JavaScript. The modal holds the /dev/panel
// page's form and makes that form's posts with fetch, following the 303 the server answers: back to the
// form (its new state is swapped in, no reload), or, after apply, to the page — which is then loaded
// again with the new tenant, API and look. Closing without apply (the close button, Escape) drops the
// changes: the next opening starts from the saved choice again.

let started = false;
let dialog: HTMLDialogElement | null = null;
/** The last post: an earlier answer that arrives after it is not shown. */
let posts = 0;

/** Listens for the strip's button, once per document. */
export function startDevPanel(): void {
  if (started) return;
  started = true;
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-dev-panel-open]");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void open(link);
  });
}

/** Opens the modal with the panel as it opens (the saved values); without its form, the page instead. */
async function open(link: HTMLAnchorElement) {
  const url = new URL(link.href);
  url.searchParams.set("returnUrl", `${location.pathname}${location.search}`);
  const page = await pageOf(await fetch(url, { credentials: "same-origin" }).catch(() => null));
  const form = page && formIn(page);
  if (!page || !form) return location.assign(url);
  const modal = panelDialog();
  // The modal's title is the page's (its h1), the modal's name.
  const title = document.createElement("h2");
  title.id = "dev-panel-title";
  title.className = css.title;
  title.textContent = page.querySelector("main h1")?.textContent ?? "";
  modal.replaceChildren(title, form);
  modal.showModal();
  form.querySelector<HTMLElement>("input:not([type=hidden]), select, button")?.focus();
}

/** The one dialog, made on first use; its close (button, Escape) empties it: nothing chosen is kept. */
function panelDialog(): HTMLDialogElement {
  if (dialog) return dialog;
  dialog = document.createElement("dialog");
  dialog.className = css.dialog;
  dialog.setAttribute("aria-labelledby", "dev-panel-title");
  dialog.dataset.devPanelDialog = "";
  dialog.addEventListener("close", () => dialog?.replaceChildren());
  dialog.addEventListener("submit", (event) => {
    event.preventDefault();
    void post(event.target as HTMLFormElement, (event as SubmitEvent).submitter);
  });
  // A new API or tenant is sent at once, so the buttons (apply) say what they allow; the live URL is
  // sent with the next button (typing is never interrupted by a new form).
  dialog.addEventListener("change", (event) => {
    const field = event.target as HTMLInputElement;
    if (!field.form || !(field.type === "radio" || field.tagName === "SELECT")) return;
    field.form.requestSubmit(field.form.querySelector<HTMLButtonElement>("[data-dev-panel-update]"));
  });
  dialog.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a[data-dev-panel-close]")) {
      event.preventDefault();
      dialog?.close();
    }
  });
  document.body.appendChild(dialog);
  return dialog;
}

/** The form's post: the next state swapped in (focus stays on the control that was used), or after apply the page anew. */
async function post(form: HTMLFormElement, submitter: HTMLElement | null) {
  const body = new URLSearchParams(new FormData(form, submitter) as unknown as Record<string, string>);
  const sent = ++posts;
  const response = await fetch(form.action, { method: "POST", body, credentials: "same-origin" }).catch(() => null);
  if (sent !== posts) return;
  if (response?.ok && response.redirected && new URL(response.url).pathname !== DEV_PANEL_PATH) {
    // Applied: the choice is saved; the app starts again with its tenant, API and theme.
    location.reload();
    return;
  }
  const page = await pageOf(response);
  const fresh = page && formIn(page);
  if (sent !== posts || !form.isConnected) return;
  if (!fresh) return form.submit();
  const focused = document.activeElement as HTMLInputElement | null;
  const key = focused?.name ? `[name="${focused.name}"]${focused.type === "radio" ? `[value="${focused.value}"]` : ""}` : null;
  form.replaceWith(fresh);
  const again = key ? fresh.querySelector<HTMLElement>(key) : null;
  (again ?? fresh.querySelector<HTMLElement>("button:not([disabled])"))?.focus();
}

/** The panel's page from an answer, or null. */
async function pageOf(response: Response | null): Promise<Document | null> {
  if (!response?.ok) return null;
  return new DOMParser().parseFromString(await response.text(), "text/html");
}

/** The panel's form in its page, for this document, or null. */
function formIn(page: Document): HTMLFormElement | null {
  const form = page.querySelector<HTMLFormElement>("form[data-dev-panel-form]");
  return form ? (document.importNode(form, true) as HTMLFormElement) : null;
}
