// CMS pages (home, the legal pages, about, contact) with their SEO fields, and their blocks.
import { assert } from "../assert";
import { json, nlEn, type ShopRows } from "../sql";
import type { Bilingual, BlockData, ContentContext, Tenant } from "../tenants/tenant";
import { contactText, legalTexts } from "../texts";
import { FIXED_TIME } from "../time";
import type { Bundles } from "./bundles";

/** A page: key, nl/en name, nl/en meta title (null: "<name> | <shop>"), nl/en meta description. */
type PageData = [key: string, nl: string, en: string, titleNl: string | null, titleEn: string | null, descriptionNl: string, descriptionEn: string];

function pages(T: Tenant): PageData[] {
  const d = T.details;
  const { homeTitle, homeDescription, aboutDescription } = T.pages;
  return [
    ["home", "Home", "Home", homeTitle.nl, homeTitle.en, homeDescription.nl, homeDescription.en],
    [
      "algemene-voorwaarden",
      "Algemene voorwaarden",
      "Terms and conditions",
      null,
      null,
      `De algemene voorwaarden van ${T.name}: bestellen, betalen, levering, herroepingsrecht en garantie.`,
      `The terms and conditions of ${T.name}: ordering, payment, delivery, right of withdrawal and guarantee.`,
    ],
    [
      "privacy-policy",
      "Privacybeleid",
      "Privacy policy",
      null,
      null,
      `Lees hoe ${T.name} omgaat met je persoonsgegevens, welke cookies we gebruiken en welke rechten je hebt.`,
      `Read how ${T.name} handles your personal data, which cookies we use and what rights you have.`,
    ],
    [
      "returns-policy",
      "Retourbeleid",
      "Returns policy",
      null,
      null,
      `${d.returnDays} dagen bedenktijd bij ${T.name}. Zo meld je een retour aan en krijg je je geld terug.`,
      `A ${d.returnDays}-day cooling-off period at ${T.name}. How to register a return and get your money back.`,
    ],
    [
      "complaints",
      "Klachtenregeling",
      "Complaints procedure",
      null,
      null,
      `Niet tevreden? Zo dien je een klacht in bij ${T.name} en zo handelen wij die af.`,
      `Not satisfied? How to submit a complaint to ${T.name} and how we handle it.`,
    ],
    ["over-ons", "Over ons", "About us", null, null, aboutDescription.nl, aboutDescription.en],
    [
      "contact-info",
      "Contact",
      "Contact",
      null,
      null,
      `Contactgegevens van ${T.name}: adres, telefoon, e-mail en openingstijden.`,
      `Contact details of ${T.name}: address, telephone, email and opening hours.`,
    ],
  ];
}

/** The ids of the shop's pages by key (short links point at them). */
export function buildCms(rows: ShopRows, T: Tenant, content: ContentContext, bundles: Bundles): Map<string, number> {
  const { n } = T;
  const d = T.details;
  const { scenes } = content;
  rows.comment(`cms ${T.key}`);
  const pageId = new Map<string, number>();
  pages(T).forEach(([key, nnl, nen, mtnl, mten, mdnl, mden], i) => {
    const id = n * 100 + i + 1;
    pageId.set(key, id);
    assert(mdnl.length <= 160 && mden.length <= 160, `meta description too long on ${key}`);
    const home = key === "home";
    rows.insert("cms_pages", {
      id,
      tenant_id: T.id,
      key,
      name: nlEn(nnl, nen),
      meta_title: nlEn(mtnl || `${nnl} | ${T.name}`, mten || `${nen} | ${T.name}`),
      meta_description: nlEn(mdnl, mden),
      og_title: home ? mtnl : null,
      og_description: home ? mdnl : null,
      og_image: home ? scenes.hero : null,
      og_type: home ? "website" : null,
      json_ld_schema: home
        ? json({
            "@context": "https://schema.org",
            "@type": T.pages.storeType,
            name: T.name,
            image: scenes.hero,
            telephone: d.phone,
            email: d.email,
            address: {
              "@type": "PostalAddress",
              streetAddress: `${d.street} ${d.houseNr}`,
              postalCode: d.postalCode,
              addressLocality: d.city,
              addressCountry: "NL",
            },
          })
        : null,
      is_published: 1,
      updated_at: FIXED_TIME,
    });
  });

  const legal = legalTexts(T);
  const alt = (nl: string, en: string): Bilingual => ({ nl, en });
  const blocks: BlockData[] = [
    ...T.homeBlocks(content),
    { page: "algemene-voorwaarden", template: "TEXT_BLOCK", sort: 0, text: legal.terms },
    { page: "privacy-policy", template: "TEXT_BLOCK", sort: 0, text: legal.privacy },
    { page: "returns-policy", template: "TEXT_BLOCK", sort: 0, text: legal.returns },
    { page: "complaints", template: "TEXT_BLOCK", sort: 0, text: legal.complaints },
    {
      page: "over-ons",
      template: "HERO_IMAGE",
      sort: 0,
      text: { nl: "Over ons", en: "About us" },
      medias: [{ url: scenes.shop, alt: alt(`De winkel van ${T.name}`, `The ${T.name} shop`) }],
    },
    { page: "over-ons", template: "TEXT_BLOCK", sort: 1, text: T.pages.about },
    { page: "contact-info", template: "TEXT_BLOCK", sort: 0, text: contactText(T) },
    // Shop the look (issue 10): the home page links to each of the shop's bundles, right after the
    // collection grid. Added last so the other blocks keep their ids.
    {
      page: "home",
      template: "GRID",
      sort: 2,
      text: { nl: "Shop de look", en: "Shop the look" },
      medias: T.bundles.map((bu) => ({ url: bundles.images.get(bu.slug) as string, alt: alt(bu.nl, bu.en), href: `bundles/${bu.slug}` })),
    },
  ];
  let blockId = n * 1000;
  for (const { page, template, sort, text = null, subtitle = null, medias = [], desktop = 1, mobile = 1 } of blocks) {
    blockId++;
    rows.insert("cms_blocks", {
      id: blockId,
      tenant_id: T.id,
      page_id: pageId.get(page),
      template,
      text: text ? json(text) : null,
      subtitle: subtitle ? json(subtitle) : null,
      medias: json(medias),
      show_on_desktop: desktop,
      show_on_mobile: mobile,
      sort_index: sort,
    });
  }
  return pageId;
}
