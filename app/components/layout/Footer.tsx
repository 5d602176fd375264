import { Link } from "react-router";
import { PAYMENT_ICONS } from "~/domain/cart-display";
import { LEGAL_PAGES } from "~/domain/legal-pages";
import { href } from "~/domain/paths";
import { useLanguage, useT } from "~/i18n";
import type { RootData } from "~/server/root.server";
import * as css from "./footer.css";

type FooterData = RootData["footer"];

/**
 * The global footer (chrome spec §2): logo and slogan, extra logos and social links; the contact block;
 * the legal links; customer service with the quick-contact tiles; the newsletter's place and the
 * payment icons. Five columns from 1024 px, stacked on a phone. Plain links only: no JavaScript.
 */
export function Footer({ data }: { data: RootData }) {
  const t = useT();
  const { footer } = data;
  return (
    <footer className={css.footer}>
      <div className={css.columns}>
        <Brand footer={footer} />
        <ContactBlock footer={footer} />
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={css.heading}>
            {t("footer.legal")}
          </h2>
          <LegalLinks />
        </section>
        <CustomerService footer={footer} />
        <div className={css.lastColumn}>
          {/* The newsletter signup (issue 13) fills this place; it exists only with a newsletter. */}
          {footer.newsletter ? <div className={css.newsletterSlot} data-footer-slot="newsletter" data-newsletter={footer.newsletter.identifier} /> : null}
          {data.cartDisplay.showPaymentIcons ? <PaymentIcons /> : null}
        </div>
      </div>
      <p className={css.bottom}>{t("footer.copyright", { year: new Date().getFullYear(), store: footer.store.name })}</p>
    </footer>
  );
}

/** The payment methods the shop takes: the cart's setting and icons (spec §3 cart display). */
function PaymentIcons() {
  const t = useT();
  return (
    <section aria-labelledby="footer-payment">
      <h2 id="footer-payment" className={css.heading}>
        {t("footer.paymentMethods")}
      </h2>
      <ul className={css.paymentIcons}>
        {PAYMENT_ICONS.map((icon) => (
          <li key={icon} className={css.paymentIcon}>
            {t(`miniCart.paymentIcons.${icon}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Brand({ footer }: { footer: FooterData }) {
  const t = useT();
  return (
    <section aria-label={t("footer.about", { store: footer.store.name })}>
      {footer.logoUrl ? (
        <img className={css.logo} src={footer.logoUrl} alt={footer.store.name} width={140} height={44} />
      ) : (
        <p className={css.storeName}>{footer.store.name}</p>
      )}
      {footer.slogan ? <p>{footer.slogan}</p> : null}
      {footer.extraLogos.length > 0 ? (
        <ul className={css.extraLogos}>
          {footer.extraLogos.map((url) => (
            <li key={url}>
              {/* The setting holds only addresses, no names: the logos are decoration beside the shop's own. */}
              <img className={css.extraLogo} src={url} alt="" width={96} height={48} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      {footer.socials.length > 0 ? (
        <ul className={css.socials} aria-label={t("footer.followUs")}>
          {footer.socials.map((social) => (
            <li key={social.network}>
              <a href={social.href} target="_blank" rel="noopener noreferrer">
                {t(`footer.social.${social.network}`)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ContactBlock({ footer }: { footer: FooterData }) {
  const t = useT();
  const language = useLanguage();
  const { store } = footer;
  const country = countryName(store.countryCode, language);
  return (
    <section aria-labelledby="footer-contact">
      <h2 id="footer-contact" className={css.heading}>
        {t("footer.contact")}
      </h2>
      <address className={css.address}>
        {[store.name, store.address, [store.postalCode, store.city].filter(Boolean).join(" "), country].filter(Boolean).map((line) => (
          <span key={line} className={css.line}>
            {line}
          </span>
        ))}
        {store.phone ? (
          <span className={css.line}>
            {t("footer.phone")}: <a href={`tel:${store.phone.replace(/\s/g, "")}`}>{store.phone}</a>
          </span>
        ) : null}
        {store.email ? (
          <span className={css.line}>
            {t("footer.email")}: <a href={`mailto:${store.email}`}>{store.email}</a>
          </span>
        ) : null}
      </address>
      {store.chamberOfCommerceNumber || store.vatId ? (
        <dl className={css.registration}>
          {store.chamberOfCommerceNumber ? (
            <div>
              <dt>{t("footer.kvk")}:</dt> <dd>{store.chamberOfCommerceNumber}</dd>
            </div>
          ) : null}
          {store.vatId ? (
            <div>
              <dt>{t("footer.vat")}:</dt> <dd>{store.vatId}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {footer.branchCount ? <p data-footer-branches="">{t("footer.branches", { count: footer.branchCount })}</p> : null}
    </section>
  );
}

function LegalLinks() {
  const t = useT();
  const language = useLanguage();
  return (
    <ul className={css.list}>
      {LEGAL_PAGES.map((page) => (
        <li key={page.key}>
          <Link to={href("/:lang/pagina/:slug", { lang: language, slug: page.key })}>{t(page.label)}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Customer service: contact and account, and (unless switched off) the quick-contact tiles. */
function CustomerService({ footer }: { footer: FooterData }) {
  const t = useT();
  const language = useLanguage();
  const contactPage = href("/:lang/contact", { lang: language });
  const { phone, email } = footer.store;
  return (
    <section aria-labelledby="footer-service">
      <h2 id="footer-service" className={css.heading}>
        {t("footer.customerService")}
      </h2>
      <ul className={css.list}>
        <li>
          <Link to={contactPage}>{t("footer.links.contact")}</Link>
        </li>
        <li>
          <Link to={href("/:lang/account", { lang: language })}>{t("footer.links.account")}</Link>
        </li>
      </ul>
      {footer.showContactForm ? (
        <div data-footer-quick-contact="">
          <h3 className={css.subheading}>{t("footer.quickContact.heading")}</h3>
          <ul className={css.tiles}>
            {phone ? (
              <li>
                <a className={css.tile} href={`tel:${phone.replace(/\s/g, "")}`}>
                  {t("footer.quickContact.call")}
                </a>
              </li>
            ) : null}
            {email ? (
              <li>
                <a className={css.tile} href={`mailto:${email}`}>
                  {t("footer.quickContact.mail")}
                </a>
              </li>
            ) : null}
            <li>
              <Link className={css.tile} to={contactPage}>
                {t("footer.quickContact.form")}
              </Link>
            </li>
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** The country's name in the page's language; the code itself when the runtime does not know it. */
function countryName(code: string | null, language: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
