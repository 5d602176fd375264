import { useRef } from "react";
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/contact";
import type { ShellData } from "~/chrome/shell";
import * as css from "~/components/contact/contact.css";
import { FormMessage } from "~/components/FormMessage";
import { Field, Honeypot } from "~/components/forms/Field";
import { TextAreaField } from "~/components/forms/TextAreaField";
import * as forms from "~/components/forms/forms.css";
import { useShopForm } from "~/components/forms/useShopForm";
import * as layout from "~/components/layout/layout.css";
import { PageFrame } from "~/components/layout/PageFrame";
import { isBotPost } from "~/domain/honeypot";
import { href } from "~/domain/paths";
import { CONTACT_MESSAGES, ContactForm } from "~/forms/contact";
import { fieldErrors, htmlConstraints } from "~/forms/form";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { answerForm, refuseForm } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { languageOf } from "~/server/language.server";
import { refusedAttempt } from "~/server/rate-limit.server";
import { serverT } from "~/server/t.server";

const FORM = "contact";

export function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context);
  return {
    title: t("contact.title"),
    description: t("contact.description", { store: getApp(context).tenant.tenantName }),
    constraints: htmlConstraints(ContactForm),
  };
}

/**
 * POST name, email, message (+ honeypot): the message goes by mail to the shop's own address, through
 * the core API's mail port (in development to /dev/outbox and the fake Resend). A bot's post (the
 * honeypot) is told the same and nothing is sent; bad input is the page again with a message per field.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const app = getApp(context);
  const language = languageOf(params);
  const fields = await formFields(request);
  const kept = { name: fields.name ?? "", email: fields.email ?? "", message: fields.message ?? "" };
  const refuse = (status: number, key: string) => refuseForm({ form: FORM, message: { kind: "error", key }, values: kept }, status);
  const parsed = ContactForm.safeParse(fields);
  if (!parsed.success) return refuseForm({ form: FORM, message: null, errors: fieldErrors(parsed.error, CONTACT_MESSAGES), values: kept });
  const limited = await refusedAttempt(app, request, "contact", parsed.data.email);
  if (limited) return refuse(429, limited);
  if (!isBotPost(fields)) {
    try {
      await app.contact.message({ body: parsed.data });
    } catch (error) {
      if (!(error instanceof CoreApiError)) throw error;
      // A shop without an address of its own, or the core API down: the shopper can still call or write.
      app.log.error("contact.send-failed", { status: error.status });
      return refuse(error.notFound ? 404 : 503, "contact.errors.unavailable");
    }
  }
  return answerForm(
    request,
    app,
    { ok: true, form: FORM, message: { kind: "success", key: "contact.sent" } },
    {
      redirectTo: fields.redirectTo,
      fallback: href("/:lang/contact", { lang: language }),
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, loaderData?.description);

/** The contact page: the store's address and how to reach it, and a form that mails the shop. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const root = useRouteLoaderData<ShellData>("root");
  const store = root?.store;
  return (
    <PageFrame title={loaderData.title} intro={t("contact.intro")}>
      <div className={css.columns}>
        {store ? (
          <section className={css.details} aria-labelledby="contact-visit">
            <h2 id="contact-visit">{t("contact.visit")}</h2>
            <address>
              {store.storeName}
              <br />
              {[store.storeStreet, store.storeHouseNr].filter(Boolean).join(" ")}
              <br />
              {[store.storePostalCode, store.storeCity].filter(Boolean).join(" ")}
            </address>
            <h2>{t("contact.reach")}</h2>
            <p>
              {store.storeTelephoneNumber ? (
                <>
                  {t("footer.phone")}: <a href={`tel:${store.storeTelephoneNumber.replace(/\s/g, "")}`}>{store.storeTelephoneNumber}</a>
                  <br />
                </>
              ) : null}
              {store.storeEmailAddress ? (
                <>
                  {t("footer.email")}: <a href={`mailto:${store.storeEmailAddress}`}>{store.storeEmailAddress}</a>
                </>
              ) : null}
            </p>
          </section>
        ) : null}
        {/* The form mails the shop's own address: a shop without one shows none. */}
        {store?.storeEmailAddress ? <MessageForm constraints={loaderData.constraints} /> : null}
      </div>
    </PageFrame>
  );
}

function MessageForm({ constraints }: { constraints: ReturnType<typeof htmlConstraints> }) {
  const t = useT();
  const form = useShopForm(FORM);
  // After a message went (with JavaScript) the form starts empty again: a new key for each one sent.
  const sent = useRef({ answer: form.answer, count: 0 });
  if (form.answer !== sent.current.answer) sent.current = { answer: form.answer, count: sent.current.count + (form.answer?.ok ? 1 : 0) };
  const key = form.answer?.ok ? `sent-${sent.current.count}` : form.key;
  return (
    <section aria-labelledby="contact-form">
      <h2 id="contact-form">{t("contact.form.heading")}</h2>
      <form.fetcher.Form method="post" className={css.form} noValidate key={key}>
        <FormMessage answer={form.answer} className={forms.formSuccess} errorClassName={forms.formError} />
        <Honeypot />
        <Field
          formId={form.formId}
          name="name"
          label={t("contact.form.name")}
          autoComplete="name"
          constraints={constraints.name}
          defaultValue={form.values?.name}
          error={form.errors.name}
        />
        <Field
          formId={form.formId}
          name="email"
          type="email"
          label={t("contact.form.email")}
          autoComplete="email"
          constraints={constraints.email}
          defaultValue={form.values?.email}
          error={form.errors.email}
        />
        <TextAreaField
          formId={form.formId}
          name="message"
          label={t("contact.form.message")}
          hint={t("contact.form.messageHint")}
          constraints={constraints.message}
          defaultValue={form.values?.message}
          error={form.errors.message}
        />
        <div>
          <button type="submit" className={layout.button} disabled={form.busy}>
            {form.busy ? t("contact.form.sending") : t("contact.form.submit")}
          </button>
        </div>
      </form.fetcher.Form>
    </section>
  );
}
