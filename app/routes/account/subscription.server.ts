import { SubscriptionAction } from "@commerce/contract/customers";
import { data } from "react-router";
import type { AccountFormAnswer } from "~/domain/account-forms";
import type { FlashMessage } from "~/domain/flash";
import type { Language } from "~/domain/languages";
import type { AppContext } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { answerForm } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { accountFailure, accountPath, askAccount } from "./account.server";

/** A subscription id as urls carry it; anything else is the 404 page without asking the core API. */
export function subscriptionId(raw: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

export async function loadSubscription(app: AppContext, request: Request, language: Language, id: number) {
  return askAccount(app, request, language, () => app.account.subscription({ params: { id } }));
}

/**
 * POST /{lang}/account/subscriptions/{id} { intent: pause | resume | skip | cancel }. The core API
 * decides which intents the current status allows; one it refuses changes nothing and is said so.
 */
export async function handleSubscriptionForm(app: AppContext, request: Request, language: Language, id: number) {
  const fields = await formFields(request);
  const parsed = SubscriptionAction.safeParse({ intent: fields.intent });
  const back = accountPath(language, `subscriptions/${id}`);
  const answer = (ok: boolean, message: FlashMessage, status: number) =>
    answerForm<AccountFormAnswer>(request, app, { ok, form: "subscription", target: id, message }, { status, redirectTo: back, fallback: back });
  if (!parsed.success) return answer(false, { kind: "error", key: "account.errors.invalid" }, 400);
  const { intent } = parsed.data;
  try {
    await app.account.subscriptionAction({ params: { id }, body: { intent } });
    return answer(true, { kind: "success", key: `account.subscription.done.${intent}` }, 200);
  } catch (error) {
    // 401 signs out, 404 (not theirs) is the 404 page; a refused intent is said on the page.
    if (!(error instanceof CoreApiError) || error.status === 401 || error.notFound) throw accountFailure(app, request, language, error);
    if (error.status >= 500) return answer(false, { kind: "error", key: "account.errors.unavailable" }, 502);
    return answer(false, { kind: "error", key: "account.subscription.notAllowed" }, error.status);
  }
}
