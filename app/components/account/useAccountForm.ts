import { useActionData, useFetcher } from "react-router";
import type { AccountFormAnswer } from "~/domain/account-forms";

/**
 * One form of an account page. With JavaScript it is a fetcher (keyed, so the answer stays with this
 * form); without it the browser posts the page and a bad post comes back as the page's action data,
 * which only the form it was about shows (by form name and, for an address, its id).
 */
export function useAccountForm(form: string, target: number | string | null = null) {
  const fetcher = useFetcher<AccountFormAnswer>({ key: target === null ? `account:${form}` : `account:${form}:${target}` });
  const actionData = useActionData<AccountFormAnswer>();
  const posted = actionData && actionData.form === form && (actionData.target ?? null) === target ? actionData : undefined;
  const answer = fetcher.state === "idle" ? (fetcher.data ?? posted) : undefined;
  const failed = answer && !answer.ok ? answer : undefined;
  return {
    fetcher,
    answer,
    busy: fetcher.state !== "idle",
    errors: failed?.errors ?? {},
    /** What was typed before a bad post, to fill the fields again. */
    values: failed?.values,
    /** A prefix for the ids of this form's fields. */
    formId: target === null ? form : `${form}-${target}`,
  };
}
