import type { Route } from "./+types/contact";
import { PageFrame } from "~/components/layout/PageFrame";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import type { ShellData } from "~/chrome/shell";
import { getApp } from "~/server/context";
import { serverT } from "~/server/t.server";
import { useRouteLoaderData } from "react-router";

export function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context);
  return { title: t("contact.title"), description: t("contact.description", { store: getApp(context).tenant.tenantName }) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, loaderData?.description);

/** The contact page: the store's address and how to reach it (the contact form comes with the chrome issue). */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const root = useRouteLoaderData<ShellData>("root");
  const store = root?.store;
  return (
    <PageFrame title={loaderData.title} intro={t("contact.intro")}>
      {store ? (
        <>
          <h2>{t("contact.visit")}</h2>
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
        </>
      ) : null}
    </PageFrame>
  );
}
