import type { AdvertisedPromoCode, PromoBanner } from "@commerce/contract/promotions";
import type { Language } from "~/domain/languages";
import { href } from "~/domain/paths";
import { bannerCodeState } from "~/chrome/promo/promo";
import { discountText } from "~/chrome/promo/texts";
import type { MessageKey, TFunction } from "~/i18n";
import type { FlashMessage } from "~/domain/flash";

// The promo bar's and banners' markup (chrome spec §2, §4). No hooks and no behaviour: the server
// renders it to HTML (app/chrome/promo/render.server.tsx, ADR 0027, 0052) and the page carries it as it is,
// so none of it is in the browser's JavaScript. Plain forms and links: everything works without
// JavaScript; with it the shell (Promotions.tsx) enhances the close and add buttons by delegation.

type Texts = { t: TFunction; language: Language };

/** The active promo code: its banner text (or the default), the discount; a shorter text under 768 px. */
export function PromoBar({ t, language, code }: Texts & { code: AdvertisedPromoCode }) {
  const values = { code: code.code, discount: discountText(code, language) };
  return (
    <p data-promo-bar="">
      <span data-promo-wide="">{code.bannerText ?? t("promo.bar.long", values)}</span>
      <span data-promo-narrow="">{t("promo.bar.short", values)}</span>
      {code.bannerText ? (
        <span data-promo-wide="" data-promo-discount="">
          {t("promo.bar.discount", values)}
        </span>
      ) : null}
    </p>
  );
}

/**
 * One banner, full or minimised (on the page its href leads to: its text and close button only).
 * `url` is the page it was rendered for: where the forms come back to without JavaScript.
 */
export function Banner(
  props: Texts & {
    banner: PromoBanner;
    url: string;
    cartCode: string | null;
    minimised: boolean;
    place?: Record<string, string | boolean | undefined>;
    /** A refused post of its forms (a code not in the cart any more): said in the banner (~/chrome/parts.server.tsx). */
    message?: FlashMessage | null;
    /** The name of the carousel's pause button (made by promo.client.ts) when the shop has several banners. */
    pauseLabel?: string;
  },
) {
  const { t, banner, minimised, message } = props;
  const link = banner.href;
  return (
    <section
      {...props.place}
      data-banner={banner.id}
      data-part="banner"
      data-minimised={minimised ? "" : undefined}
      aria-label={t("promo.banner.label")}
      data-pause={props.pauseLabel}
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the core API answers the text cleaned by the CMS's allow-list sanitiser (workers/core-api/cms/clean-html.ts). */}
      <div dangerouslySetInnerHTML={{ __html: banner.html }} />
      {link && !minimised ? <a href={link}>{t("promo.banner.more")}</a> : null}
      {banner.action === "ADD_PROMOCODE" && banner.promocode && !minimised ? <AddPromoCode {...props} code={banner.promocode.code} /> : null}
      {banner.layoutType === "SECTIONS" && !minimised ? <Sections banner={banner} /> : null}
      {banner.isDismissable ? <DismissForm {...props} /> : null}
      {message ? (
        <p data-form-answer="" role="status">
          {t(message.key as MessageKey, message.values)}
        </p>
      ) : null}
    </section>
  );
}

/** Text, image (left, right or none), link, in order; stacked, or a carousel on a phone with JavaScript. */
function Sections({ banner }: { banner: PromoBanner }) {
  return (
    <div data-sections="" data-rotate={banner.sections.length > 1 ? "sections" : undefined}>
      {banner.sections.map((section) => {
        const content = (
          <>
            {section.imageUrl && section.imagePosition !== "NONE" ? <img src={section.imageUrl} alt="" width={48} height={48} loading="lazy" /> : null}
            <span>{section.text}</span>
          </>
        );
        const key = `${section.order}-${section.text}`;
        return section.linkUrl ? (
          <a key={key} data-section={section.imagePosition} href={section.linkUrl}>
            {content}
          </a>
        ) : (
          <div key={key} data-section={section.imagePosition}>
            {content}
          </div>
        );
      })}
    </div>
  );
}

/** The close button: a post to the dismissal route (a cookie remembers it; 303 back without JavaScript). */
function DismissForm({ t, language, banner, url }: Texts & { banner: PromoBanner; url: string }) {
  return (
    <form method="post" action={href("/:lang/promo/dismiss", { lang: language })} data-promo-form="dismiss" data-fetcher="">
      <input type="hidden" name="bannerId" value={banner.id} />
      <input type="hidden" name="redirectTo" value={url} />
      <button type="submit" data-promo-close="" aria-label={t("promo.banner.close")}>
        ×
      </button>
    </form>
  );
}

/** The cart form's post (POST /{lang}/cart with an intent, app/forms/cart.ts), as plain markup. */
function CartPost({
  language,
  intent,
  code,
  url,
  bannerId,
  children,
}: {
  language: Language;
  intent: string;
  code?: string;
  url: string;
  bannerId: number;
  children: React.ReactNode;
}) {
  return (
    <form method="post" action={href("/:lang/cart", { lang: language })} data-promo-form={intent} data-fetcher="">
      <input type="hidden" name="intent" value={intent} />
      {/* The banner whose part the cart's answer renders again for the fetcher (~/chrome/parts.server.tsx). */}
      <input type="hidden" name="banner" value={bannerId} />
      {code ? <input type="hidden" name="code" value={code} /> : null}
      <input type="hidden" name="redirectTo" value={url} />
      {children}
    </form>
  );
}

/**
 * ADD_PROMOCODE (§2, bannerCodeState): "Voeg '<code>' toe" while the cart carries no code; once its own
 * code is the cart's, a disabled 'toegepast' and a way to remove that code (the cart form's remove-coupon
 * naming it: the core API refuses when the cart's code is another); while another code is the cart's, a
 * disabled button that says so (the one code per cart is the other one: nothing here may remove it).
 * Adding asks first: without JavaScript the link opens the confirmation page (a GET page with the POST
 * form), with it the same question in the <dialog> beside it (opened by promo-actions.client.ts). Both
 * post the cart form's apply-coupon intent.
 */
function AddPromoCode({ t, language, code, url, cartCode, banner }: Texts & { code: string; url: string; cartCode: string | null; banner: PromoBanner }) {
  const state = bannerCodeState(code, cartCode);
  if (state === "other-applied") {
    return (
      <button type="button" data-promo-button="" disabled>
        {t("promo.action.otherApplied")}
      </button>
    );
  }
  if (state === "applied") {
    return (
      <>
        <button type="button" data-promo-button="" disabled>
          {t("promo.action.applied")}
        </button>
        <CartPost language={language} intent="remove-coupon" code={code} url={url} bannerId={banner.id}>
          <button type="submit" data-promo-button="">
            {t("promo.action.clear")}
          </button>
        </CartPost>
      </>
    );
  }
  const confirmUrl = `${href("/:lang/promo/code/:code", { lang: language, code })}?back=${encodeURIComponent(url)}`;
  const titleId = `promo-dialog-${code}`;
  return (
    <>
      <a href={confirmUrl} data-promo-button="" data-promo-add="">
        {t("promo.action.add", { code })}
      </a>
      <dialog data-promo-dialog="" aria-labelledby={titleId}>
        <h2 id={titleId}>{t("promo.confirm.title")}</h2>
        <p>{t("promo.confirm.text", { code })}</p>
        <div data-promo-actions="">
          <CartPost language={language} intent="apply-coupon" code={code} url={url} bannerId={banner.id}>
            <button type="submit" data-promo-button="">
              {t("promo.confirm.yes")}
            </button>
          </CartPost>
          <button type="button" data-promo-button="" data-promo-cancel="">
            {t("promo.confirm.no")}
          </button>
        </div>
      </dialog>
    </>
  );
}
