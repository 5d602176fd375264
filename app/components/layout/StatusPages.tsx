import { Link } from "react-router";
import { href } from "~/domain/paths";
import { type MessageKey, useLanguage, useT } from "~/i18n";
import * as css from "./layout.css";

// Their texts are there even when the translation files could not be read: the server then renders
// with the texts compiled into it (app/server/status-texts.server.ts).

/** The translated 404 page, inside the shop's layout. */
export function NotFoundPage() {
  const t = useT();
  const language = useLanguage();
  return (
    <section className={css.statusPage} aria-labelledby="status-title">
      <p className={css.statusCode} aria-hidden>
        404
      </p>
      <h1 id="status-title">{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <div className={css.actions}>
        <Link className={css.button} to={href("/:lang/home", { lang: language })}>
          {t("notFound.backHome")}
        </Link>
        <Link className={css.buttonSecondary} to={href("/:lang/products", { lang: language })}>
          {t("notFound.viewProducts")}
        </Link>
      </div>
    </section>
  );
}

/** The translated error page, inside the shop's layout when the layout could load. */
export function ErrorPage() {
  return <MessagePage title="error.title" text="error.text" />;
}

/** Refusals with their own page: a post that is no form of ours, a method the page does not serve. */
type PageTexts = { title: MessageKey; text: MessageKey };

const REFUSED_STATUSES: Record<number, PageTexts> = {
  400: { title: "refusals.title", text: "refusals.badForm" },
  405: { title: "refusals.methodNotAllowedTitle", text: "refusals.methodNotAllowed" },
  413: { title: "security.tooLargeTitle", text: "security.tooLarge" },
  415: { title: "refusals.title", text: "refusals.notAForm" },
};

/** The page for a refused request, if its status has one; `key` names what exactly was wrong. */
export function refusedPageTexts(status: number, key: unknown): PageTexts | null {
  const page = REFUSED_STATUSES[status];
  if (!page) return null;
  return { title: page.title, text: typeof key === "string" && key.startsWith("refusals.") ? (key as MessageKey) : page.text };
}

/** A translated page for a refused request (nothing was changed), inside the shop's layout. */
export function RefusedPage(texts: PageTexts) {
  return <MessagePage {...texts} />;
}

/** A title, a sentence and the way home: the error page and every refusal. */
function MessagePage({ title, text }: PageTexts) {
  const t = useT();
  const language = useLanguage();
  return (
    <section className={css.statusPage} aria-labelledby="status-title">
      <h1 id="status-title">{t(title)}</h1>
      <p>{t(text)}</p>
      <div className={css.actions}>
        <a className={css.button} href={href("/:lang/home", { lang: language })}>
          {t("notFound.backHome")}
        </a>
      </div>
    </section>
  );
}
