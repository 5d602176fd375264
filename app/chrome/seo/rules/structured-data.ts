// A page's structured data (schema.org as JSON-LD) for search engines: built by the loaders on the
// server, put into the head by React Router's <Meta> (`script:ld+json`, which writes "<" as \u003c, so
// no text of the shop's can close the script). Pure: amounts arrive in cents, links as absolute urls.

import { eurosText } from "~/domain/money";

/** One JSON-LD block, as React Router's meta takes it. */
export type JsonLd = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | null | undefined | JsonLd | JsonLdValue[];

const CONTEXT = "https://schema.org";
const IN_STOCK = "https://schema.org/InStock";
const OUT_OF_STOCK = "https://schema.org/OutOfStock";

/** A link the shop gives out: an absolute url stays, a path is put on the shop's origin. */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

/** What the store configuration says about the shop (commerce/contract/store.ts). */
export type StoreForSeo = {
  storeName: string;
  slogan?: string | null;
  storeStreet?: string | null;
  storeHouseNr?: string | null;
  storePostalCode?: string | null;
  storeCity?: string | null;
  storeCountryCode?: string | null;
  storeTelephoneNumber?: string | null;
  storeEmailAddress?: string | null;
  chamberOfCommerceNumber?: string | null;
  vatIdentifier?: string | null;
  facebookLink?: string | null;
  instagramLink?: string | null;
  tiktokLink?: string | null;
  logoUrl?: string | null;
};

/** The shop as an Organization (on home): its name, address, contact details, logo and social profiles. */
export function organizationJsonLd(store: StoreForSeo, origin: string): JsonLd {
  const street = [store.storeStreet, store.storeHouseNr].filter(Boolean).join(" ");
  const hasAddress = street || store.storePostalCode || store.storeCity;
  const profiles = [store.facebookLink, store.instagramLink, store.tiktokLink].filter((link): link is string => !!link && /^https?:\/\//i.test(link));
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: store.storeName,
    url: `${origin}/`,
    logo: store.logoUrl ? absoluteUrl(origin, store.logoUrl) : undefined,
    slogan: store.slogan || undefined,
    email: store.storeEmailAddress || undefined,
    telephone: store.storeTelephoneNumber || undefined,
    vatID: store.vatIdentifier || undefined,
    // The Dutch Chamber of Commerce number is the shop's registration number (schema.org leiCode is another).
    taxID: store.chamberOfCommerceNumber || undefined,
    address: hasAddress
      ? {
          "@type": "PostalAddress",
          streetAddress: street || undefined,
          postalCode: store.storePostalCode || undefined,
          addressLocality: store.storeCity || undefined,
          addressCountry: store.storeCountryCode || undefined,
        }
      : undefined,
    sameAs: profiles.length > 0 ? profiles : undefined,
  };
}

/** One step of a breadcrumb trail: its name and absolute url. */
export type Crumb = { name: string; url: string };

/** The trail to a page (home › products › …), its last step the page itself. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** The cards of a listing, in the order shown, each an absolute url and a name. */
export function itemListJsonLd(items: readonly Crumb[], firstPosition = 1): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: firstPosition + index, url: item.url, name: item.name })),
  };
}

/** What a product's structured data needs (a subset of the product detail; amounts in cents incl. VAT). */
export type ProductForSeo = {
  name: string;
  brand: string | null;
  unitPrice: number;
  discountPrice: number | null;
  medias: readonly { url: string }[];
  variants: readonly { id: number; sku: string; unitPrice: number; discountPrice: number | null; stock: number }[];
};

/**
 * A product page's Product: one Offer per variant (size, colour) at the price a shopper pays — the sale
 * price when there is one — in the shop's currency, in stock or not by the variant's own stock, each
 * at the page's address for that variant (?variant=). A product without variants offers its own price.
 */
export function productJsonLd(product: ProductForSeo, input: { origin: string; url: string; currency: string; description: string | null }): JsonLd {
  const { origin, url, currency, description } = input;
  const offer = (cents: number, inStock: boolean, at: string, sku?: string): JsonLd => ({
    "@type": "Offer",
    sku,
    url: at,
    price: eurosText(cents),
    priceCurrency: currency,
    availability: inStock ? IN_STOCK : OUT_OF_STOCK,
    itemCondition: "https://schema.org/NewCondition",
  });
  const offers =
    product.variants.length > 0
      ? product.variants.map((v) => offer(v.discountPrice ?? v.unitPrice, v.stock > 0, `${url}?variant=${v.id}`, v.sku))
      : [offer(product.discountPrice ?? product.unitPrice, false, url)];
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: product.name,
    url,
    description: description ?? undefined,
    image: product.medias.map((m) => absoluteUrl(origin, m.url)),
    sku: product.variants[0]?.sku,
    brand: product.brand ? { "@type": "Brand", name: product.brand } : undefined,
    offers,
  };
}

/** What a bundle's structured data needs: its price as shown incl. VAT (cents), and whether every item can be had. */
export type BundleForSeo = {
  name: string;
  description: string | null;
  imageUrl: string | null;
  /** The lowest price the bundle is sold for, incl. VAT, in cents; a range when the bundle names one. */
  price: { from: number; to: number | null };
  inStock: boolean;
};

/** A bundle page's Product: one offer for the whole bundle (a range as an AggregateOffer). */
export function bundleJsonLd(bundle: BundleForSeo, input: { origin: string; url: string; currency: string }): JsonLd {
  const { origin, url, currency } = input;
  const availability = bundle.inStock ? IN_STOCK : OUT_OF_STOCK;
  const { from, to } = bundle.price;
  const offers: JsonLd =
    to !== null && to > from
      ? { "@type": "AggregateOffer", url, lowPrice: eurosText(from), highPrice: eurosText(to), priceCurrency: currency, availability }
      : { "@type": "Offer", url, price: eurosText(from), priceCurrency: currency, availability, itemCondition: "https://schema.org/NewCondition" };
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: bundle.name,
    url,
    description: bundle.description ?? undefined,
    image: bundle.imageUrl ? [absoluteUrl(origin, bundle.imageUrl)] : [],
    offers,
  };
}

/**
 * A CMS page's own JSON-LD (its `jsonLdSchema`, written by an editor): the blocks it holds when it is
 * JSON of one object or a list of objects, none when it is anything else (a broken schema is left out,
 * never put in the page as text). Re-serialized by <Meta>, so a "</script>" inside stays inert text.
 */
export function cmsJsonLd(schema: string | null | undefined): JsonLd[] {
  if (!schema?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(schema);
  } catch {
    return [];
  }
  const blocks = Array.isArray(parsed) ? parsed : [parsed];
  return blocks.every(isObject) ? (blocks as JsonLd[]) : [];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
