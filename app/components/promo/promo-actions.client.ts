import type { SubmitFunction } from "react-router";

// The promo banners' behaviour with JavaScript (chrome spec §4), loaded on the first click that needs
// it (Promotions.tsx delegates). The markup is the server's plain forms and links (ADR 0027).

/** ADD_PROMOCODE asks first: the server's <dialog> beside the link, as a modal. */
export function askFirst(link: HTMLAnchorElement) {
  link.parentElement?.querySelector<HTMLDialogElement>("dialog[data-promo-dialog]")?.showModal();
}

export function closeDialog(inside: Element) {
  inside.closest("dialog")?.close();
}

/**
 * A promo form as a fetcher post: the close button hides its banner at once (the root's data, which
 * revalidates after the post, leaves it out from then on); the dialog closes on the way. The forms
 * come back to the page shown now (the markup names the page it was rendered for).
 */
export function post(form: HTMLFormElement, submit: SubmitFunction) {
  const back = form.elements.namedItem("redirectTo");
  if (back instanceof HTMLInputElement) back.value = `${location.pathname}${location.search}`;
  closeDialog(form);
  // The form's fields are read as the post starts, so the banner can go at once.
  void submit(form);
  if (form.dataset.promoForm === "dismiss") form.closest("[data-banner]")?.remove();
}
