// The promo banners' behaviour with JavaScript (chrome spec §4), loaded on the first click that needs
// it (Promotions.tsx delegates). The markup is the server's plain forms and links (ADR 0027).

/** ADD_PROMOCODE asks first: the server's <dialog> beside the link, as a modal. */
export function askFirst(link: HTMLAnchorElement) {
  link.parentElement?.querySelector<HTMLDialogElement>("dialog[data-promo-dialog]")?.showModal();
}

export function closeDialog(inside: Element) {
  inside.closest("dialog")?.close();
}
