import { Form, Link, redirect } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/shadow";
import type { ShadowStarted } from "@commerce/contract/customers";
import { FormError } from "~/components/forms/Field";
import * as forms from "~/components/forms/forms.css";
import { useShopForm } from "~/components/forms/useShopForm";
import * as layout from "~/components/layout/layout.css";
import { PageFrame } from "~/components/layout/PageFrame";
import { ShadowForm } from "~/forms/auth";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { clearSession, shopSignIn, startSignedInSession } from "~/server/auth.server";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { refuseForm } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { refusedAttempt } from "~/server/rate-limit.server";
import { serverT } from "~/server/t.server";
import { authLanguage } from "./auth.server";

const FORM = "shadow";

/** The link only opens a page with a button: a GET never uses up the single-use link (link previews). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return {
    title: serverT(context)("auth.shadowTitle"),
    language: authLanguage(params, context),
    token: token && token.length <= 2048 ? token : null,
  };
}

/**
 * Starts a shadow session: the core API checks the link (signature, 15 minutes, this shop, single
 * use) and logs the start; the storefront signs in as the customer with the custom token that names
 * the staff member, and marks the session as shadow. Any refusal gets one clear message.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const app = getApp(context);
  const refuse = (status: number, key = "auth.errors.shadowInvalid") => refuseForm({ form: FORM, message: { kind: "error", key } }, status);
  const parsed = ShadowForm.safeParse(await formFields(request));
  if (!parsed.success) return refuse(400);
  const limited = await refusedAttempt(app, request, "shadow");
  if (limited) return refuse(429, limited);
  let started: ShadowStarted;
  try {
    // Whoever is signed in on this browser does not speak for the link: it signs in someone else.
    started = await app.shadow.consume({ idToken: null, body: { token: parsed.data.token } });
  } catch (error) {
    if (error instanceof CoreApiError && error.status < 500) {
      app.log.warn("shadow.refused", { status: error.status });
      return refuse(error.status === 400 ? 404 : error.status);
    }
    throw error;
  }
  // Whoever was signed in on this browser is signed out first (their session ends): a shadow session stands alone.
  await clearSession(app);
  const tokens = await shopSignIn(app).signInWithCustomToken(started.customToken);
  if (tokens.verified.impersonatedBy !== started.staff.id) return refuse(403);
  const shadow = { sessionId: started.sessionId, staffId: started.staff.id, staffName: started.staff.name };
  const customer = await startSignedInSession(app, tokens, shadow);
  if (!customer) return refuse(404);
  app.log.info("shadow.start", { staffId: shadow.staffId, customer: customer.id, sessionId: shadow.sessionId, at: new Date().toISOString() });
  throw redirect(href("/:lang/home", { lang: authLanguage(params, context) }), 303);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function ShadowPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const form = useShopForm(FORM);
  const { token, language } = loaderData;
  const refused = form.answer?.ok === false ? form.answer.message : null;
  if (!token || refused) {
    return (
      <PageFrame title={loaderData.title}>
        <FormError error={refused ?? { key: "auth.errors.shadowInvalid" }} />
        <p>
          <Link to={href("/:lang", { lang: language })}>{t("auth.toShop")}</Link>
        </p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={loaderData.title} intro={t("auth.shadowIntro")}>
      {/* A document post, also with JavaScript: the shadow bar is server HTML rendered with documents only
          (ADR 0052), so the page after the start must be a document, not a client navigation. */}
      <Form method="post" className={forms.form} reloadDocument>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={layout.button}>
          {t("auth.shadowStart")}
        </button>
      </Form>
    </PageFrame>
  );
}
