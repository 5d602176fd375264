import { Form } from "react-router";
import { href } from "~/domain/paths";
import { useLanguage, useT } from "~/i18n";
import * as layout from "./layout.css";

/** Sign-out is a POST (never a link): the same form with and without JavaScript. */
export function SignOutForm({ className }: { className?: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Form method="post" action={href("/:lang/auth/logout", { lang: language })} className={className}>
      <button type="submit" className={layout.buttonSecondary}>
        {t("auth.signOut")}
      </button>
    </Form>
  );
}
