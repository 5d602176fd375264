import type { SubmitFunction } from "react-router";
import type { FormAnswer } from "~/forms/form";

// The forms of the chrome's server HTML with JavaScript (server-forms.ts delegates their submit here,
// loaded on first use): a fetcher post instead of a document post, answered with the form's part
// re-rendered by the server — the same component with the answer's messages (ADR 0052) — swapped in
// where the form is. No messages are written here: what the shopper reads is the server's markup.

/** The form whose answer the fetcher awaits (one fetcher: the last post wins). */
let posted: HTMLFormElement | null = null;

/**
 * Posts the form through the fetcher, naming the page shown now (the server renders the part for it:
 * the popup that follows the cookie choice, a banner's links). A promo form closes its dialog; the
 * close button hides the banner at once. A newsletter signup changes nothing the page's data shows,
 * so nothing revalidates.
 */
export function post(form: HTMLFormElement, submitter: HTMLElement | null, submit: SubmitFunction) {
  posted = form;
  const data = new FormData(form, submitter as HTMLButtonElement | null);
  data.set("redirectTo", `${location.pathname}${location.search}`);
  form.closest<HTMLDialogElement>("dialog[data-promo-dialog]")?.close();
  void submit(data, { method: "post", action: form.getAttribute("action") ?? undefined, ...revalidation(form) });
  if (form.dataset.promoForm === "dismiss") form.closest("[data-banner]")?.remove();
}

/**
 * A signup changes nothing the page shows: no revalidation. A promo code's post always revalidates,
 * also when refused (a 4xx otherwise skips it): the header's bag then shows the cart as it is now.
 */
function revalidation(form: HTMLFormElement): { defaultShouldRevalidate: boolean } | undefined {
  if (form.matches("[data-newsletter-signup]")) return { defaultShouldRevalidate: false };
  if (form.matches("[data-promo-form=apply-coupon], [data-promo-form=remove-coupon]")) return { defaultShouldRevalidate: true };
  return undefined;
}

/**
 * The answer, once the post and the revalidation are done: the form's part (data-part) gives way to
 * the server's new one. Focus goes to a field the answer marks invalid, else to the answer itself when
 * the form went (a signup that went through), else — if it was inside what went — to the page's main
 * content instead of the document.
 */
export function answer(answer: FormAnswer | undefined) {
  const form = posted;
  // Each answer once, to the form that posted.
  posted = null;
  const part = form?.closest("[data-part]");
  if (!part || typeof answer?.part !== "string") return;
  const template = document.createElement("template");
  template.innerHTML = answer.part;
  // The part's root (React may put an image's preload link before it).
  const fresh = template.content.querySelector("[data-part]");
  part.replaceWith(template.content);
  const invalid = fresh?.querySelector<HTMLElement>("[aria-invalid=true]");
  const status = fresh?.matches("[data-done]") ? fresh.querySelector<HTMLElement>("[data-form-answer]") : null;
  if (invalid ?? status) (invalid ?? status)?.focus();
  else if (!document.activeElement || document.activeElement === document.body) document.getElementById("main")?.focus({ preventScroll: true });
}
