import { Link } from "react-router";
import { href } from "~/domain/paths";
import { useLanguage, useT } from "~/i18n";
import { LEGAL_PAGES } from "~/domain/legal-pages";
import type { RootData } from "~/server/root.server";
import * as css from "./footer.css";

/** Global footer v1: store details, contact, legal links and social links. */
export function Footer({ data }: { data: RootData }) {
  const t = useT();
  const language = useLanguage();
  const { store } = data;
  const socials = [
    { name: "Facebook", href: store.facebookLink },
    { name: "Instagram", href: store.instagramLink },
    { name: "TikTok", href: store.tiktokLink },
  ].filter((s): s is { name: string; href: string } => !!s.href);
  const logo = data.footerLogoUrl;
  return (
    <footer className={css.footer}>
      <div className={css.columns}>
        <section>
          {logo ? <img className={css.logo} src={logo} alt={store.storeName} width={140} height={44} /> : <p>{store.storeName}</p>}
          {data.footerSlogan ? <p>{data.footerSlogan}</p> : null}
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={css.heading}>
            {t("footer.contact")}
          </h2>
          <address className={css.address}>
            {store.storeName}
            <br />
            {[store.storeStreet, store.storeHouseNr].filter(Boolean).join(" ")}
            <br />
            {[store.storePostalCode, store.storeCity].filter(Boolean).join(" ")}
            {store.storeTelephoneNumber ? (
              <>
                <br />
                {t("footer.phone")}: <a href={`tel:${store.storeTelephoneNumber.replace(/\s/g, "")}`}>{store.storeTelephoneNumber}</a>
              </>
            ) : null}
            {store.storeEmailAddress ? (
              <>
                <br />
                {t("footer.email")}: <a href={`mailto:${store.storeEmailAddress}`}>{store.storeEmailAddress}</a>
              </>
            ) : null}
          </address>
          {data.branchCount > 1 ? <p>{t("footer.branches", { count: data.branchCount })}</p> : null}
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={css.heading}>
            {t("footer.legal")}
          </h2>
          <ul className={css.list}>
            {LEGAL_PAGES.map((page) => (
              <li key={page.key}>
                <Link to={href("/:lang/pagina/:slug", { lang: language, slug: page.key })}>{t(page.label)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service" className={css.heading}>
            {t("footer.customerService")}
          </h2>
          <ul className={css.list}>
            <li>
              <Link to={href("/:lang/contact", { lang: language })}>{t("footer.links.contact")}</Link>
            </li>
            <li>
              <Link to={href("/:lang/account", { lang: language })}>{t("footer.links.account")}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className={css.heading}>
            {socials.length > 0 ? t("footer.followUs") : store.storeName}
          </h2>
          {socials.length > 0 ? (
            <ul className={css.list}>
              {socials.map((social) => (
                <li key={social.name}>
                  <a href={social.href} target="_blank" rel="noopener noreferrer">
                    {social.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            {store.chamberOfCommerceNumber ? (
              <>
                {t("footer.kvk")}: {store.chamberOfCommerceNumber}
                <br />
              </>
            ) : null}
            {store.vatIdentifier ? (
              <>
                {t("footer.vat")}: {store.vatIdentifier}
              </>
            ) : null}
          </p>
        </section>
      </div>
      <p className={css.bottom}>{t("footer.copyright", { year: new Date().getFullYear(), store: store.storeName })}</p>
    </footer>
  );
}
