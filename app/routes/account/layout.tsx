import { NavLink, Outlet } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/layout";
import { screenOnly } from "~/components/account/account.css";
import { SignOutForm } from "~/components/layout/SignOutForm";
import { ACCOUNT_PAGES } from "~/domain/routing";
import { isLanguage } from "~/domain/languages";
import { useLanguage, useT } from "~/i18n";
import { currentCustomer, requireCustomer } from "~/server/auth.server";
import * as css from "./account.css";

/** Every account page needs a signed-in customer; the guard runs before any account loader. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context, params }, next) => {
    // An unknown language is the 404 page (the :lang loader says so); only real pages need sign-in.
    if (isLanguage(params.lang)) requireCustomer(request, context, params.lang);
    return next();
  },
];

/** Who the account is of, for the menu: the name and customer number the session holds. */
export function loader({ context }: Route.LoaderArgs) {
  const customer = currentCustomer(context);
  return {
    name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : "",
    companyName: customer?.companyName ?? null,
    /** The business account the customer belongs to (chrome spec §3 parentCustomerName). */
    parentCustomerName: customer?.parentCustomer?.name ?? null,
    number: customer?.number ?? "",
  };
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className={css.layout}>
      <nav aria-label={t("account.navigation")} className={screenOnly}>
        <p className={css.who}>
          <strong>{loaderData.companyName ?? loaderData.name}</strong>
          <br />
          {loaderData.parentCustomerName ? (
            <>
              {t("account.partOf", { company: loaderData.parentCustomerName })}
              <br />
            </>
          ) : null}
          {t("account.customerNumber", { number: loaderData.number })}
        </p>
        <ul className={css.menu}>
          {ACCOUNT_PAGES.map((page) => (
            <li key={page}>
              <NavLink className={css.menuLink} to={href(`/:lang/account/${page}`, { lang: language })}>
                {t(`account.pages.${page}`)}
              </NavLink>
            </li>
          ))}
        </ul>
        <SignOutForm className={css.signOut} />
      </nav>
      <div>
        <Outlet />
      </div>
    </div>
  );
}
