import { Link } from "react-router";
import { PAYMENT_ICONS } from "~/domain/cart-display";
import { LEGAL_PAGES } from "~/domain/legal-pages";
import { type MessageKey, useLanguage, useT } from "~/i18n";
import type { RootData } from "~/server/root.server";
import * as css from "./footer.css";

/**
 * The global footer (chrome spec §2): logo and slogan, extra logos and social links; the contact block;
 * the legal links; customer service with the quick-contact tiles; the newsletter's place and the
 * payment icons. Five columns from 1024 px, stacked on a phone. Plain links only: no JavaScript of its
 * own, and the loader shapes the data (app/server/footer.server.ts) to keep the browser's code small.
 */
export function Footer({ data }: { data: RootData }) {
  const t = useT();
  const lang = useLanguage();
  const { footer } = data;
  return (
    <footer className={css.footer}>
      <div className={css.columns}>
        <section aria-label={t("footer.about", { store: footer.name })}>
          {footer.logoUrl ? <img src={footer.logoUrl} alt={footer.name} width={140} height={44} /> : <p>{footer.name}</p>}
          {footer.slogan ? <p>{footer.slogan}</p> : null}
          {footer.extraLogos.length > 0 ? (
            <ul className={css.tiles}>
              {footer.extraLogos.map((url) => (
                // The setting holds only addresses, no names: the logos are decoration beside the shop's own.
                <li key={url}>
                  <img src={url} alt="" width={96} height={48} loading="lazy" />
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
        <LinkColumn id="footer-legal" heading="footer.legal" links={LEGAL_PAGES.map((page) => [`/${lang}/pagina/${page.key}`, page.label])} />
        <LinkColumn
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
                    <Link to={tile.href}>{t(`footer.quickContact.${tile.kind}`)}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </LinkColumn>
        <div>
          {/* The link that reopens the cookie choice, and the newsletter signup when the shop has a newsletter
              (chrome spec §4): HTML from the root loader (app/server/overlays.server.tsx), so none of their
              code is in every page's shell (the JavaScript budget). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, rendered by React on the server. */}
          <div dangerouslySetInnerHTML={{ __html: data.overlays.footer }} />
          {data.cartDisplay.showPaymentIcons ? (
            <section aria-labelledby="footer-payment">
              <h2 id="footer-payment">{t("footer.paymentMethods")}</h2>
              <ul className={css.tiles}>
                {PAYMENT_ICONS.map((icon) => (
                  <li key={icon}>{t(`miniCart.paymentIcons.${icon}`)}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
      <p className={css.bottom}>{t("footer.copyright", { year: footer.year, store: footer.name })}</p>
    </footer>
  );
}

function LinkColumn({ id, heading, links, children }: { id: string; heading: MessageKey; links: [string, MessageKey][]; children?: React.ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t(heading)}</h2>
      <ul>
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to}>{t(label)}</Link>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
