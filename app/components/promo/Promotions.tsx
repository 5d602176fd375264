import type { AdvertisedPromoCode, PromoBanner } from "@commerce/contract/promotions";
import { useEffect, useRef } from "react";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { CartForm } from "~/components/cart/CartForm";
import type { Language } from "~/domain/languages";
import { href } from "~/domain/paths";
import { discountText, isMinimised, productIdFromPath, showsOnPage } from "~/domain/promo";
import { useLanguage, useT } from "~/i18n";
import type { RootData } from "~/server/root.server";

/**
 * The promo bar and the promo banners above the header (chrome spec §2, §4): plain server-rendered
 * markup that works without JavaScript (forms post, links lead to the confirmation page). A lazy chunk
 * of root.tsx (not in the shell every page loads); styled by data attributes (promo.css.ts). The
 * carousels are promo.client.ts, loaded after hydration on a page with something to rotate.
 */
export default function Promotions() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const { pathname, search } = useLocation();
  const language = useLanguage();
  // Product urls here are /products/{slug} (no id): then the product page's own data names the product.
  const detail = useRouteLoaderData("routes/products/detail") as { product?: { id: number } } | undefined;
  const productId = productIdFromPath(pathname) ?? detail?.product?.id ?? null;
  const element = useRef<HTMLDivElement>(null);
  // Again after a client navigation: another page may show other banners (each carousel starts once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not an input.
  useEffect(() => {
    const box = element.current;
    if (box?.querySelector("[data-rotate]:not([data-rotating])")) void import("./promo.client").then((m) => m.startPromoMotion(box));
  }, [pathname]);
  if (!root?.promotions) return null;
  const { promocode, banners } = root.promotions;
  const shown = banners.filter((banner) => showsOnPage(banner.includedProducts, productId));
  // 'toegepast' once the cart carries a code (a promo code or a coupon: the cart holds at most one).
  const applied = (root.cart?.promocodes.length ?? 0) + (root.cart?.couponsCreated.length ?? 0) > 0;
  return (
    <div ref={element}>
      {promocode && showsOnPage(promocode.includedProducts, productId) ? <PromoBar code={promocode} language={language} /> : null}
      {shown.length > 0 ? (
        <div data-banners="" data-rotate={shown.length > 1 ? "banners" : undefined}>
          {shown.map((banner) => (
            <Banner key={banner.id} banner={banner} url={`${pathname}${search}`} applied={applied} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The active promo code: its banner text (or the default), the discount; a shorter text under 768 px. */
function PromoBar({ code, language }: { code: AdvertisedPromoCode; language: Language }) {
  const t = useT();
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

function Banner({ banner, url, applied }: { banner: PromoBanner; url: string; applied: boolean }) {
  const t = useT();
  // The root loader has read the href as this shop's path (product-tag/x is /nl/products/tag/x here).
  const link = banner.href;
  const minimised = isMinimised(link, url);
  return (
    <section data-banner={banner.id} data-minimised={minimised ? "" : undefined} aria-label={t("promo.banner.label")}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the core API answers the text cleaned by the CMS's allow-list sanitiser (workers/core-api/cms/clean-html.ts). */}
      <div dangerouslySetInnerHTML={{ __html: banner.html }} />
      {link && !minimised ? <a href={link}>{t("promo.banner.more")}</a> : null}
      {banner.action === "ADD_PROMOCODE" && banner.promocode && !minimised ? <AddPromoCode code={banner.promocode.code} applied={applied} /> : null}
      {banner.layoutType === "SECTIONS" && !minimised ? <Sections banner={banner} /> : null}
      {banner.isDismissable ? <DismissButton id={banner.id} /> : null}
    </section>
  );
}

/** Text, image (left, right or none), link, in order; stacked, or a carousel on a phone with JavaScript. */
function Sections({ banner }: { banner: PromoBanner }) {
  return (
    <div data-sections="" data-rotate={banner.sections.length > 1 ? "sections" : undefined}>
      {banner.sections.map((section) => {
        const link = section.linkUrl;
        const content = (
          <>
            {section.imageUrl && section.imagePosition !== "NONE" ? <img src={section.imageUrl} alt="" width={48} height={48} loading="lazy" /> : null}
            <span>{section.text}</span>
          </>
        );
        return link ? (
          <a key={`${section.order}-${section.text}`} data-section={section.imagePosition} href={link}>
            {content}
          </a>
        ) : (
          <div key={`${section.order}-${section.text}`} data-section={section.imagePosition}>
            {content}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The close button: a form post to the dismissal route (a cookie remembers it, so it holds without
 * JavaScript: 303 back); with JavaScript a fetcher, and the root's data revalidates without the banner.
 */
function DismissButton({ id }: { id: number }) {
  const t = useT();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher({ key: `promo-dismiss-${id}` });
  return (
    <fetcher.Form method="post" action={href("/:lang/promo/dismiss", { lang: language })}>
      <input type="hidden" name="bannerId" value={id} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button type="submit" data-promo-close="" aria-label={t("promo.banner.close")}>
        ×
      </button>
    </fetcher.Form>
  );
}

/**
 * ADD_PROMOCODE: "Voeg '<code>' toe" until the cart carries a code, then a disabled 'toegepast' and a
 * way to clear it (the cart form's remove-coupon). Adding asks first: without JavaScript the link opens
 * the confirmation page (a GET page with the POST form), with it the same question opens in a
 * <dialog>. Both post the cart form's apply-coupon intent (CartForm): there is no other way to apply.
 */
function AddPromoCode({ code, applied }: { code: string; applied: boolean }) {
  const t = useT();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  if (applied) {
    return (
      <>
        <button type="button" data-promo-button="" disabled>
          {t("promo.action.applied")}
        </button>
        <CartForm intent="remove-coupon" target="promo-remove">
          <button type="submit" data-promo-button="">
            {t("promo.action.clear")}
          </button>
        </CartForm>
      </>
    );
  }
  const confirmUrl = `${href("/:lang/promo/code/:code", { lang: language, code })}?back=${encodeURIComponent(`${pathname}${search}`)}`;
  const titleId = `promo-dialog-${code}`;
  return (
    <>
      <a
        href={confirmUrl}
        data-promo-button=""
        onClick={(event) => {
          event.preventDefault();
          dialog.current?.showModal();
        }}
      >
        {t("promo.action.add", { code })}
      </a>
      {/* Closes on the answer's way in (the fetcher posts on; the root's data brings 'toegepast'). */}
      <dialog ref={dialog} data-promo-dialog="" aria-labelledby={titleId} onSubmit={() => dialog.current?.close()}>
        <h2 id={titleId}>{t("promo.confirm.title")}</h2>
        <p>{t("promo.confirm.text", { code })}</p>
        <div data-promo-actions="">
          <CartForm intent="apply-coupon" fields={{ code }} target="promo-apply">
            <button type="submit" data-promo-button="">
              {t("promo.confirm.yes")}
            </button>
          </CartForm>
          <button type="button" data-promo-button="" onClick={() => dialog.current?.close()}>
            {t("promo.confirm.no")}
          </button>
        </div>
      </dialog>
    </>
  );
}
