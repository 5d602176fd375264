import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ACCOUNT_PAGES } from "~/domain/routing";
import { isLanguage } from "~/domain/languages";
import { useLanguage, useT } from "~/i18n";
import { requireCustomer } from "~/server/auth.server";
import * as css from "./account.css";

/** Every account page needs a signed-in customer; the guard runs before any account loader. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context, params }, next) => {
    // An unknown language is the 404 page (the :lang loader says so); only real pages need sign-in.
    if (isLanguage(params.lang)) requireCustomer(request, context, params.lang);
    return next();
  },
];

export default function AccountLayout() {
  const t = useT();
  const language = useLanguage();
  return (
    <div className={css.layout}>
      <nav aria-label={t("account.navigation")}>
        <ul className={css.menu}>
          {ACCOUNT_PAGES.map((page) => (
            <li key={page}>
              <NavLink className={css.menuLink} to={`/${language}/account/${page}`}>
                {t(`account.pages.${page}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <Outlet />
      </div>
    </div>
  );
}
