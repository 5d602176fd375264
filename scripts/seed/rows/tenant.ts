// One shop's rows, kind by kind, in the order demo.sql has them (ids and media keys depend on it).
import { assert } from "../assert";
import { logoSvg } from "../art/brand";
import { companyLogoSvg, influencerLogoSvg } from "../art/cobrand";
import { type Seed, ShopRows } from "../sql";
import type { ContentContext, ProductColour, Tenant } from "../tenants/tenant";
import { buildAccounts } from "./accounts";
import { buildBundles } from "./bundles";
import { buildCatalogue, colourEntry } from "./catalogue";
import { buildChrome } from "./chrome";
import { buildCms } from "./cms";
import { buildCustomers } from "./customers";
import { buildDiscounts } from "./discounts";
import { buildNavigation } from "./navigation";
import { buildPreviews } from "./previews";
import { buildShipping, firstShippingMethodId } from "./shipping";
import { buildShop } from "./shop";

/** What the run reports per shop. */
export type ShopSummary = {
  counts: Record<string, number>;
  firstSoldOutVariant: string;
  fullySoldOut: string[];
  firstDiscounted: string;
  bundles: string[];
  coupons: string[];
  promo: string;
};

export function buildTenant(seed: Seed, T: Tenant): ShopSummary {
  const rows = new ShopRows(seed);
  const P = T.prefix;
  const logos = {
    logo: seed.addMedia(`${P}/logo/logo.svg`, logoSvg(T, T.primary)),
    logoLight: seed.addMedia(`${P}/logo/logo-light.svg`, logoSvg(T, "#ffffff")),
    logoDark: seed.addMedia(`${P}/logo/logo-dark.svg`, logoSvg(T, "#1f1f1f")),
  };
  const scenes = T.scenes((key, svg) => seed.addMedia(key, svg));

  buildShop(rows, T, logos, scenes);
  const catalogue = buildCatalogue(rows, seed, T);
  const bundles = buildBundles(rows, seed, T, catalogue);
  const headerLogos = new Map(
    (T.customerHeaderLogos ?? []).map((logo, i) => [
      logo.email,
      { url: seed.addMedia(`${P}/logo/customer-${i + 1}.svg`, companyLogoSvg(logo.displayName, logo.colour)), displayName: logo.displayName },
    ]),
  );
  const customers = buildCustomers(rows, T, headerLogos);
  buildShipping(rows, T);
  const influencer = T.influencerCoupon;
  const influencerLogo = influencer ? seed.addMedia(`${P}/logo/influencer.svg`, influencerLogoSvg(influencer.displayName, influencer.colour)) : null;
  const discounts = buildDiscounts(rows, T, catalogue, scenes, influencerLogo);
  /** A product's first photo (or the photo of one of its other colours). */
  const img = (slug: string, colourIdx = 0) => {
    const product = catalogue.products.get(slug);
    assert(product, `unknown product ${slug}`);
    return `/media/${P}/products/${slug}-${colourEntry(product.colours[colourIdx] as ProductColour)[0]}.svg`;
  };
  const content: ContentContext = { scenes, img };
  const pageIds = buildCms(rows, T, content, bundles);
  buildNavigation(rows, T, pageIds);
  const branchIds = buildChrome(rows, T, content, discounts.promoId);
  buildAccounts(rows, T, { customers, catalogue, branchIds, shippingMethodId: firstShippingMethodId(T) });
  buildPreviews(rows, T, scenes, pageIds);

  const variantsOf = (slug: string) => catalogue.variants.get(slug) ?? [];
  return {
    counts: rows.counts,
    firstSoldOutVariant: T.products.find((pr) => variantsOf(pr.slug).some((v) => v.stock === 0))?.slug ?? "none",
    fullySoldOut: T.products.filter((pr) => variantsOf(pr.slug).every((v) => v.stock === 0)).map((pr) => pr.slug),
    firstDiscounted: T.products.find((pr) => pr.sale != null)?.slug ?? "none",
    bundles: bundles.slugs,
    coupons: discounts.coupons,
    promo: discounts.promoCode,
  };
}
