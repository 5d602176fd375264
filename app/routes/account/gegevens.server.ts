import { COUNTRIES } from "@commerce/contract/customers";
import { z } from "zod";
import {
  type AccountFormAnswer,
  AddressForm,
  AddressId,
  keptValues,
  PasswordForm,
  ProfileForm,
} from "~/domain/account-forms";
import type { FlashMessage } from "~/domain/flash";
import { fieldErrors, htmlConstraints } from "~/forms/form";
import type { Language } from "~/domain/languages";
import { changePassword } from "~/server/auth.server";
import type { AppContext } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { answerForm } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { accountFailure, accountPath, askAccount, refuseForm } from "./account.server";

/** The customer, their address book, and the HTML constraints of the page's forms. */
export async function loadGegevens(app: AppContext, request: Request, language: Language) {
  const [customer, addresses] = await Promise.all([
    askAccount(app, request, language, () => app.account.me()),
    askAccount(app, request, language, () => app.account.addresses()),
  ]);
  return {
    customer,
    addresses,
    countries: COUNTRIES,
    constraints: {
      profile: htmlConstraints(ProfileForm),
      address: htmlConstraints(AddressForm),
      password: htmlConstraints(PasswordForm),
    },
  };
}

const Intent = z.enum(["profile", "address-add", "address-edit", "address-delete", "password"]);

/**
 * POST /{lang}/account/gegevens with an intent: profile, address-add, address-edit, address-delete,
 * password. A bad post answers 400 with the message per field and the input kept (nothing stored);
 * a stored change answers 303 back with a flash message, or data for a fetcher.
 */
export async function handleGegevensForm(app: AppContext, request: Request, language: Language) {
  const fields = await formFields(request);
  const intent = Intent.safeParse(fields.intent);
  // A stored change, or a refusal that no field can fix: 303 back with a flash, or data for a fetcher.
  const answer = (ok: boolean, form: string, target: number | null, message: FlashMessage, status: number) =>
    answerForm<AccountFormAnswer>(request, app, { ok, form, target, message }, {
      status,
      redirectTo: accountPath(language, "gegevens"),
      fallback: accountPath(language, "gegevens"),
    });
  const done = (form: string, message: FlashMessage) => answer(true, form, null, message, 200);
  const malformed = (form: string) => answer(false, form, null, { kind: "error", key: "account.errors.invalid" }, 400);
  /** The core API refused or failed: an address that is not (or no longer) theirs, bad input, or down. */
  const failed = (form: string, target: number | null, error: CoreApiError) => {
    if (error.notFound) return answer(false, form, target, { kind: "error", key: "account.addresses.notFound" }, 404);
    if (error.body?.error.issues?.some((issue) => issue.path === "addresses" && issue.message === "full")) {
      return answer(false, form, target, { kind: "error", key: "account.addresses.full" }, error.status);
    }
    if (error.status >= 500) return answer(false, form, target, { kind: "error", key: "account.errors.unavailable" }, 502);
    return answer(false, form, target, { kind: "error", key: "account.errors.invalid" }, error.status);
  };
  const call = async <T>(ask: () => Promise<T>) => {
    try {
      return await ask();
    } catch (error) {
      // 401 signs out (login); everything else the form tells.
      if (error instanceof CoreApiError && error.status !== 401) return error;
      throw accountFailure(app, request, language, error);
    }
  };

  if (!intent.success) return malformed("unknown");
  switch (intent.data) {
    case "profile": {
      const form = "profile";
      const parsed = ProfileForm.safeParse(fields);
      if (!parsed.success) return invalid(form, null, parsed.error, fields);
      const result = await call(() => app.account.update({ body: parsed.data }));
      if (result instanceof CoreApiError) return failed(form, null, result);
      // The header and the shadow bar show the names the session holds.
      const signedIn = app.session.get("customer");
      if (signedIn) {
        const renamed = { ...signedIn, firstName: result.firstName, lastName: result.lastName, companyName: result.companyName };
        app.session.set("customer", renamed);
        app.customer = renamed;
      }
      return done(form, { kind: "success", key: "account.profile.saved" });
    }
    case "address-add": {
      const form = "address-add";
      const parsed = AddressForm.safeParse(fields);
      if (!parsed.success) return invalid(form, null, parsed.error, fields);
      const result = await call(() => app.account.addAddress({ body: parsed.data }));
      if (result instanceof CoreApiError) return failed(form, null, result);
      return done(form, { kind: "success", key: "account.addresses.added" });
    }
    case "address-edit": {
      const form = "address-edit";
      const id = AddressId.safeParse(fields.addressId);
      if (!id.success) return malformed(form);
      const parsed = AddressForm.safeParse(fields);
      if (!parsed.success) return invalid(form, id.data, parsed.error, fields);
      const result = await call(() => app.account.changeAddress({ params: { id: id.data }, body: parsed.data }));
      if (result instanceof CoreApiError) return failed(form, id.data, result);
      return done(form, { kind: "success", key: "account.addresses.updated" });
    }
    case "address-delete": {
      const form = "address-delete";
      const id = AddressId.safeParse(fields.addressId);
      if (!id.success) return malformed(form);
      const result = await call(() => app.account.deleteAddress({ params: { id: id.data } }));
      if (result instanceof CoreApiError) return failed(form, id.data, result);
      return done(form, { kind: "success", key: "account.addresses.deleted" });
    }
    case "password": {
      const form = "password";
      const parsed = PasswordForm.safeParse(fields);
      if (!parsed.success) return invalid(form, null, parsed.error, fields);
      const outcome = await changePassword(app, request, parsed.data.currentPassword, parsed.data.newPassword);
      switch (outcome) {
        case "changed":
          return done(form, { kind: "success", key: "account.password.changed" });
        case "wrong-password":
          return refuseForm({
            form,
            message: { kind: "error", key: "account.errors.checkFields" },
            errors: { currentPassword: { key: "account.password.wrong" } },
          });
        case "weak":
          return refuseForm({
            form,
            message: { kind: "error", key: "account.errors.checkFields" },
            errors: { newPassword: { key: "account.password.weak" } },
          });
        case "rate-limited":
          return answer(false, form, null, { kind: "error", key: "account.password.rateLimited" }, 429);
        case "unavailable":
          return answer(false, form, null, { kind: "error", key: "account.password.unavailable" }, 503);
      }
    }
  }
}

function invalid(form: string, target: number | null, error: z.ZodError, fields: Record<string, string>) {
  return refuseForm({
    form,
    target,
    message: { kind: "error", key: "account.errors.checkFields" },
    errors: fieldErrors(error),
    values: keptValues(fields),
  });
}
