import type { SubmitFunction } from "react-router";
import type { FieldError, FormAnswer } from "~/forms/form";
import { textsFor, translate } from "~/i18n";

// The forms of server-rendered HTML with JavaScript (server-forms.ts delegates their submit here, loaded
// on first use): a fetcher post instead of a document post, and the answer where the form is — the
// same translated texts the page shows without JavaScript (flash message, message under the field).

/** The form whose answer the fetcher awaits (one fetcher: the last post wins). */
let posted: HTMLFormElement | null = null;

/**
 * Posts the form through the fetcher. A promo form comes back to the page shown now (the markup names
 * the page it was rendered for) and closes its dialog; its close button hides the banner at once. A
 * newsletter signup changes nothing the page's data shows, so nothing revalidates: the popup stays open
 * with the answer until the shopper closes it (the cookie keeps it away from the next page on).
 */
export function post(form: HTMLFormElement, submitter: HTMLElement | null, submit: SubmitFunction) {
  posted = form;
  const back = form.elements.namedItem("redirectTo");
  if (back instanceof HTMLInputElement) back.value = `${location.pathname}${location.search}`;
  form.closest<HTMLDialogElement>("dialog[data-promo-dialog]")?.close();
  clearAnswer(form);
  // The fields are read as the post starts, so the banner can go at once.
  void submit((submitter as HTMLButtonElement | null) ?? form, revalidation(form));
  if (form.dataset.promoForm === "dismiss") form.closest("[data-banner]")?.remove();
}

/**
 * A signup changes nothing the page shows: no revalidation. A promo code's post always revalidates,
 * also when refused (a 4xx otherwise skips it): the banner then shows the cart's code as it is now.
 */
function revalidation(form: HTMLFormElement): { defaultShouldRevalidate: boolean } | undefined {
  if (form.matches("[data-newsletter-signup]")) return { defaultShouldRevalidate: false };
  if (form.matches("[data-promo-form=apply-coupon], [data-promo-form=remove-coupon]")) return { defaultShouldRevalidate: true };
  return undefined;
}

/**
 * The answer, once the post and the revalidation are done. A form whose overlay went with the new data
 * (the cookie banner after the choice, the popup after 'Sluiten', a promo banner) leaves nothing to
 * show: focus, if it went with it, goes to the page's main content instead of the document. Otherwise
 * the message shows in a live region after the form, and each field's message under the field.
 */
export function answer(answer: FormAnswer | undefined) {
  const form = posted;
  // Each answer once, to the form that posted.
  posted = null;
  if (!form || !answer) return;
  // A promo form that went through shows in the banner itself (the new data re-renders it); a refusal
  // (a code not in the cart any more) says why in the banner as it is now, as the flash does without
  // JavaScript (issue 19).
  const banner = form.dataset.promoForm ? document.querySelector(`[data-banner="${form.closest("[data-banner]")?.getAttribute("data-banner")}"]`) : null;
  if (banner && !answer.ok && answer.message) showMessage(banner.lastElementChild ?? banner, answer.message, false);
  if (!form.isConnected) {
    if (!document.activeElement || document.activeElement === document.body) document.getElementById("main")?.focus({ preventScroll: true });
    return;
  }
  if (form.dataset.promoForm) return;
  let message: FieldError | null = answer.message;
  let first: HTMLInputElement | null = null;
  for (const [name, error] of Object.entries(answer.errors ?? {})) {
    const field = form.elements.namedItem(name);
    // A field the shopper cannot see (the newsletter's identifier): its message is the form's.
    if (!(field instanceof HTMLInputElement) || field.type === "hidden") {
      message ??= error;
      continue;
    }
    const note = document.createElement("p");
    note.id = `${field.id}-error`;
    note.dataset.fieldError = "";
    note.textContent = text(error);
    form.appendChild(note);
    field.setAttribute("aria-invalid", "true");
    field.setAttribute("aria-describedby", note.id);
    first ??= field;
  }
  if (message) showMessage(form, message, answer.ok && form.matches("[data-newsletter-signup]"));
  first?.focus();
}

/** A signup that went through gives way to its answer (focus follows: the button is gone); others keep their form. */
function showMessage(form: Element, message: FieldError, done: boolean) {
  const place = form instanceof HTMLFormElement ? answerPlace(form) : form;
  let region = place.hasAttribute("data-form-answer") ? place : place.nextElementSibling;
  if (!(region instanceof HTMLElement) || !region.hasAttribute("data-form-answer")) {
    region = document.createElement("p");
    (region as HTMLElement).dataset.formAnswer = "";
    region.setAttribute("role", "status");
    (region as HTMLElement).tabIndex = -1;
    place.parentNode?.insertBefore(region, place.nextSibling);
  }
  const live = region as HTMLElement;
  // Filled after the region is in the page, so screen readers announce it.
  requestAnimationFrame(() => {
    live.textContent = text(message);
    if (done && form instanceof HTMLFormElement) {
      form.hidden = true;
      live.focus();
    }
  });
}

/** Before a new post: the last answer's messages go. */
function clearAnswer(form: HTMLFormElement) {
  for (const note of form.querySelectorAll("[data-field-error]")) note.remove();
  for (const field of form.querySelectorAll("[aria-invalid]")) {
    field.removeAttribute("aria-invalid");
    field.removeAttribute("aria-describedby");
  }
  const region = answerPlace(form).nextElementSibling;
  if (region?.hasAttribute("data-form-answer")) region.textContent = "";
}

/** Where a form's answer goes after: the form, or the promo dialog it is in (closed once it posts). */
function answerPlace(form: HTMLFormElement): Element {
  return form.closest("dialog[data-promo-dialog]") ?? form;
}

function text(message: FieldError): string {
  const language = document.documentElement.lang;
  return translate(language, textsFor(language), message.key, message.values);
}
