import { type FormEvent, useEffect } from "react";
import { useFetcher } from "react-router";
import type { FormAnswer } from "~/forms/form";

const load = () => import("./server-forms.client");

/**
 * The forms in the chrome's server HTML (the cookie banner, the newsletter popup and signups, the promo
 * banners: plain forms marked data-fetcher, ADR 0024, 0027, 0052) post through one fetcher when
 * JavaScript runs: one delegated submit handler on <body>, whose code (server-forms.client.ts) loads on
 * first use and swaps in the form's part as the server rendered it again once the post and the
 * revalidation after it are done. Should that code not load, the form posts as a document (303 back,
 * as without JavaScript).
 */
export function useServerForms() {
  const fetcher = useFetcher<FormAnswer>({ key: "server-form" });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) void load().then((m) => m.answer(fetcher.data));
  }, [fetcher]);
  return (event: FormEvent) => {
    const form = (event.target as Element).closest<HTMLFormElement>("form[data-fetcher]");
    if (!form) return;
    event.preventDefault();
    const { submitter } = event.nativeEvent as SubmitEvent;
    load().then(
      (m) => m.post(form, submitter, fetcher.submit),
      () => {
        form.removeAttribute("data-fetcher");
        form.requestSubmit(submitter);
      },
    );
  };
}
