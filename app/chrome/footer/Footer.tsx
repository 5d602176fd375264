import type { ReactNode } from "react";
import { PaymentMark } from "~/components/PaymentMark";
import { PAYMENT_ICONS } from "~/domain/cart-display";
import type { Language } from "~/domain/languages";
import { LEGAL_PAGES } from "~/domain/legal-pages";
import type { MessageKey, TFunction } from "~/i18n";
import type { FooterData } from "./data";
import * as css from "./footer.css";

/**
 * The global footer (chrome spec §2): logo and slogan, extra logos and social links; the contact block;
 * the legal links; customer service with the quick-contact tiles; the newsletter's place and the
 * payment icons. Five columns from 1024 px, stacked on a phone. Plain links and forms with no
 * behaviour: the server renders it into the footer fragment (app/chrome/footer/render.server.tsx, ADR 0024, 0052) and the
 * root puts that in the <footer>, so none of this is in every page's JavaScript (ADR 0025). Its links
 * load their page as a document.
 */
export function FooterContent({
  t,
  language: lang,
  footer,
  showPaymentIcons,
  extras,
}: {
  t: TFunction;
  language: Language;
  footer: FooterData;
  showPaymentIcons: boolean;
  /** The cookie-choice link and the newsletter signup (render.server.tsx). */
  extras: ReactNode;
}) {
  return (
    <>
      <div className={css.columns} data-buttons={footer.buttonTone}>
        <section aria-label={t("footer.about", { store: footer.name })}>
          {footer.logoUrl ? <img src={footer.logoUrl} alt={footer.name} width={140} height={44} /> : <p>{footer.name}</p>}
          {footer.slogan ? <p>{footer.slogan}</p> : null}
          {footer.extraLogos.length > 0 ? (
            <ul className={css.tiles}>
              {footer.extraLogos.map((logo, index) => (
                // Marks and partners the shop shows: content, so each has a name — its own from the
                // setting, else a numbered generic one (issue 19).
                <li key={logo.url}>
                  <img src={logo.url} alt={logo.name ?? t("footer.extraLogo", { number: index + 1 })} width={96} height={48} loading="lazy" />
                </li>
              ))}
            </ul>
          ) : null}
          {footer.socials.length > 0 ? (
            <ul aria-label={t("footer.followUs")}>
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
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t("footer.contact")}</h2>
          <address>
            {footer.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            {footer.contacts.map((contact) => (
              <span key={contact.kind}>
                {t(`footer.${contact.kind}`)}: <a href={contact.href}>{contact.text}</a>
              </span>
            ))}
          </address>
          <dl>
            {footer.registrations.map((registration) => (
              <div key={registration.kind}>
                <dt>{t(`footer.${registration.kind}`)}:</dt> <dd>{registration.value}</dd>
              </div>
            ))}
          </dl>
          {footer.branchCount ? <p data-footer-branches="">{t("footer.branches", { count: footer.branchCount })}</p> : null}
        </section>
        <LinkColumn t={t} id="footer-legal" heading="footer.legal" links={LEGAL_PAGES.map((page) => [`/${lang}/pagina/${page.key}`, page.label])} />
        <LinkColumn
          t={t}
          id="footer-service"
          heading="footer.customerService"
          links={[
            [`/${lang}/contact`, "footer.links.contact"],
            [`/${lang}/account`, "footer.links.account"],
          ]}
        >
          {footer.tiles ? (
            <>
              <h3>{t("footer.quickContact.heading")}</h3>
              <ul className={css.tiles}>
                {footer.tiles.map((tile) => (
                  <li key={tile.kind}>
                    <a href={tile.href}>{t(`footer.quickContact.${tile.kind}`)}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </LinkColumn>
        <div>
          {extras}
          {showPaymentIcons ? (
            <section aria-labelledby="footer-payment">
              <h2 id="footer-payment">{t("footer.paymentMethods")}</h2>
              <ul className={css.payments}>
                {PAYMENT_ICONS.map((icon) => (
                  <li key={icon}>
                    <PaymentMark method={icon} name={t(`miniCart.paymentIcons.${icon}`)} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
      <p className={css.bottom}>{t("footer.copyright", { year: footer.year, store: footer.name })}</p>
    </>
  );
}

function LinkColumn({
  t,
  id,
  heading,
  links,
  children,
}: {
  t: TFunction;
  id: string;
  heading: MessageKey;
  links: [string, MessageKey][];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t(heading)}</h2>
      <ul>
        {links.map(([to, label]) => (
          <li key={to}>
            <a href={to}>{t(label)}</a>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
