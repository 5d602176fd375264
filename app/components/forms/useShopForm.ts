import { useActionData, useFetcher } from "react-router";
import type { FormAnswer } from "~/forms/form";

/**
 * The one hook of every form (ADR 0020). With JavaScript the form is a fetcher, keyed by the form's
 * name (and row), so its answer stays with it and nothing reloads; a redirect the action answers is
 * followed as a navigation. Without JavaScript the browser posts the page: a bad post comes back as the
 * page's action data, which only the form it was about shows (by name and row); a good one comes back
 * by 303 with its message in the flash.
 *
 *   const form = useShopForm<Extra>("address-edit", address.id);
 *   <form.fetcher.Form method="post" key={form.key}> <Field formId={form.formId} error={form.errors.city} … />
 */
export function useShopForm<Extra extends object = Record<never, never>>(form: string, target: number | string | null = null) {
  const formId = target === null ? form : `${form}-${target}`;
  const fetcher = useFetcher<FormAnswer<Extra>>({ key: `form:${formId}` });
  const actionData = useActionData<FormAnswer<Extra>>();
  const posted = actionData && actionData.form === form && (actionData.target ?? null) === target ? actionData : undefined;
  const last = fetcher.data ?? posted;
  const answer = fetcher.state === "idle" ? last : undefined;
  const failed = answer && !answer.ok ? answer : undefined;
  // The key follows the last refused post even while the next one is on its way: were it to fall back
  // to the form's name while busy, the form would remount with the page's old values under the
  // shopper's hands (issue 19: typed text gone while "Verder" is pressed).
  const lastRefused = last && !last.ok ? last : undefined;
  return {
    fetcher,
    /** The last answer to this form, once the post is done (undefined while busy). */
    answer,
    busy: fetcher.state !== "idle",
    errors: failed?.errors ?? {},
    /** What was typed before a bad post, to fill the fields again (kept while the next post is busy). */
    values: lastRefused?.values,
    /** A prefix for the ids of this form's fields (a page may hold several forms with the same fields). */
    formId,
    /** Remounts the form after a bad post, so uncontrolled inputs show what was typed. */
    key: lastRefused?.values ? JSON.stringify(lastRefused.values) : formId,
  };
}
