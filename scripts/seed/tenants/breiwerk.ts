// Breiwerk: knitwear and wool accessories from one shop in Deventer (tenant E, on breiwerk.localhost).
// A small demo shop (small-shop.ts) for the simple header, the theme an unknown theme falls back to:
// a white bar with the logo on the left, the page links inline beside it (a dropdown under
// Accessoires), search and icons on the right; in the checkout flow it also hides language and cart.
import type { Details } from "./tenant";
import { json, nlEn } from "../sql";
import { INLINE_HEADER, smallShop } from "./small-shop";

const PRIMARY = "#7a3b5c";

const details: Details = {
  street: "Walstraat",
  houseNr: "31",
  postalCode: "7411 GL",
  city: "Deventer",
  phone: "0570 61 24 58",
  email: "hallo@breiwerk.nl",
  kvk: "83456783",
  vat: "NL864567890B01",
  iban: "NL12 INGB 0678 9012 34",
  returnDays: 30,
  freeFrom: 75,
  returnCost: {
    nl: "Retourneren kost € 4,95, dat houden we in op je terugbetaling.",
    en: "Returns cost € 4.95, which we deduct from your refund.",
  },
  returnExceptions: {
    nl: ["gedragen mutsen", "sokken die zijn gedragen of gewassen"],
    en: ["hats that have been worn", "socks that have been worn or washed"],
  },
  facebook: "https://www.facebook.com/breiwerk",
  instagram: "https://www.instagram.com/breiwerk",
  tiktok: null,
  slogan: { nl: "Warm gebreid, lang gedragen", en: "Warmly knitted, long worn" },
  footerSlogan: { nl: "Breiwerk uit Deventer, sinds 2015", en: "Knitwear from Deventer, since 2015" },
  hours: { nl: "di–za 10:00–17:30, zo 12:00–17:00", en: "Tue–Sat 10:00–17:30, Sun 12:00–17:00" },
};

const shop = smallShop({
  key: "E",
  id: "7b1e2c4a-0000-4000-8000-00000000000e",
  authTenantId: "breiwerk-m6t3d",
  name: "Breiwerk",
  legalName: "Breiwerk Deventer V.O.F.",
  host: "breiwerk.localhost",
  prefix: "breiwerk",
  skuPrefix: "BW",
  primary: PRIMARY,
  theme: "simple",
  n: 5,
  studio: ["#f4f0ee", "#e5ddd9", "#a59a94"],
  palette: {
    bes: ["bessenrood", "berry", "#7a3b5c"],
    naturel: ["naturel", "natural", "#ece3d0"],
    heide: ["heide", "heather", "#8e7a8c"],
    bosgroen: ["bosgroen", "forest green", "#3f5b45"],
    oker: ["oker", "ochre", "#c8912e"],
    marine: ["marine", "navy", "#27344f"],
    grijs: ["grijs gemêleerd", "grey marl", "#9a9a98"],
  },
  categories: [
    ["truien", "Truien", "Jumpers", null],
    ["vesten", "Vesten", "Cardigans", null],
    ["accessoires", "Accessoires", "Accessories", null],
    ["mutsen", "Mutsen", "Hats", "accessoires"],
    ["sjaals", "Sjaals", "Scarves", "accessoires"],
    ["sokken", "Sokken", "Socks", "accessoires"],
  ],
  tags: [
    ["nieuw", "Nieuw", "New"],
    ["sale", "Sale", "Sale"],
    ["merino", "Merinowol", "Merino wool"],
  ],
  products: [
    {
      slug: "kabeltrui",
      nl: "Kabeltrui",
      en: "Cable-knit jumper",
      dnl: "Warme trui van Nederlandse schapenwol met drie kabels op de voorkant. Ruim van pasvorm.",
      den: "Warm jumper in Dutch sheep's wool with three cables on the front. A roomy fit.",
      price: 8995,
      shape: "sweater",
      opts: { style: "cable" },
      colours: ["naturel", "heide", "bosgroen"],
      sizes: "top",
      cats: ["truien"],
      tags: [],
    },
    {
      slug: "merino-trui",
      nl: "Merino trui",
      en: "Merino jumper",
      dnl: "Fijne trui van merinowol met een ronde hals. Zacht genoeg om direct op de huid te dragen.",
      den: "Fine merino wool jumper with a crew neck. Soft enough to wear next to the skin.",
      price: 6995,
      shape: "sweater",
      opts: { style: "crew" },
      colours: ["oker", "marine"],
      sizes: "top",
      cats: ["truien"],
      tags: ["nieuw", "merino"],
    },
    {
      slug: "wafeltrui",
      nl: "Wafeltrui",
      en: "Waffle-knit jumper",
      dnl: "Losse trui in een wafelsteek van katoen en wol, voor koele zomeravonden en zachte winters.",
      den: "Loose jumper in a waffle stitch of cotton and wool, for cool summer evenings and mild winters.",
      price: 7495,
      sale: 5995,
      shape: "sweater",
      opts: { style: "waffle" },
      colours: ["grijs"],
      sizes: "top",
      cats: ["truien"],
      tags: [],
    },
    {
      slug: "vest-merino",
      nl: "Vest merino",
      en: "Merino cardigan",
      dnl: "Getailleerd vest van merinowol met houten knopen en twee zakken.",
      den: "Fitted merino wool cardigan with wooden buttons and two pockets.",
      price: 8495,
      shape: "sweater",
      opts: { style: "cardigan" },
      colours: ["bes", "naturel"],
      sizes: "top",
      cats: ["vesten"],
      tags: ["merino"],
    },
    {
      slug: "vest-grof",
      nl: "Grof gebreid vest",
      en: "Chunky cardigan",
      dnl: "Lang vest in een grove steek van wol en alpaca, met knopen van hoorn.",
      den: "Long cardigan in a chunky stitch of wool and alpaca, with horn buttons.",
      price: 10995,
      shape: "sweater",
      opts: { style: "cardigan" },
      colours: ["heide"],
      sizes: "top",
      cats: ["vesten"],
      tags: ["nieuw"],
    },
    {
      slug: "muts-ribbel",
      nl: "Muts ribbel",
      en: "Ribbed beanie",
      dnl: "Muts in een brede ribbelsteek met een pompon, van zachte lamswol.",
      den: "Beanie in a wide rib stitch with a bobble, in soft lambswool.",
      price: 2995,
      shape: "hat",
      opts: { style: "beanie" },
      colours: ["bes", "oker", "bosgroen"],
      sizes: "one",
      cats: ["accessoires", "mutsen"],
      tags: [],
    },
    {
      slug: "sjaal-geruit",
      nl: "Sjaal geruit",
      en: "Checked scarf",
      dnl: "Lange sjaal van geborstelde wol met een ruit en franjes. 200 × 35 cm.",
      den: "Long scarf in brushed wool with a check and fringes. 200 × 35 cm.",
      price: 4495,
      shape: "scarf",
      colours: [
        ["marine", { pattern: "check", accent: "#c8912e" }],
        ["bosgroen", { pattern: "check", accent: "#ece3d0" }],
      ],
      sizes: "one",
      cats: ["accessoires", "sjaals"],
      tags: [],
    },
    {
      slug: "sjaal-streep",
      nl: "Sjaal streep",
      en: "Striped scarf",
      dnl: "Luchtige sjaal van merinowol met smalle strepen. 180 × 30 cm.",
      den: "Airy merino wool scarf with narrow stripes. 180 × 30 cm.",
      price: 3995,
      sale: 2995,
      shape: "scarf",
      colours: [["naturel", { pattern: "stripes", accent: "#7a3b5c" }]],
      sizes: "one",
      cats: ["accessoires", "sjaals"],
      tags: ["merino"],
    },
    {
      slug: "wollen-sokken",
      nl: "Wollen sokken",
      en: "Wool socks",
      dnl: "Dikke sokken van wol met een versterkte hiel en teen. Per paar.",
      den: "Thick wool socks with a reinforced heel and toe. Per pair.",
      price: 1695,
      shape: "socks",
      colours: [
        ["grijs", { stripes: "#7a3b5c" }],
        ["oker", { accent: "#27344f" }],
      ],
      sizes: "socks",
      cats: ["accessoires", "sokken"],
      tags: [],
    },
  ],
  bundle: {
    slug: "winterset",
    nl: "Winterset",
    en: "Winter set",
    dnl: "Een ribbelmuts en een geruite sjaal: samen warm de winter door.",
    den: "A ribbed beanie and a checked scarf: warm together through the winter.",
    items: [
      ["muts-ribbel", 1],
      ["sjaal-geruit", 1],
    ],
    fixed: 6495,
  },
  details,
  look: {
    // Simple: the plainest header — a white bar, the logo on the left and the page links inline beside
    // it (a dropdown under Accessoires), search and icons on the right; on a phone the menu button, the
    // centred logo and the icons, with the search in a row under the bar.
    header: INLINE_HEADER,
    headerBackground: "#ffffff",
    headerItemsColourMode: "dark",
    footerColour: "primary",
  },
  art: {
    hero: {
      wall: "#e4d3d9",
      ink: PRIMARY,
      plinths: [
        { x: 260, width: 320, height: 120, item: ["sweater", "#8e7a8c", { style: "cable" }], scale: 0.44 },
        { x: 680, width: 280, height: 200, item: ["hat", "#c8912e", { style: "beanie" }], scale: 0.4 },
        { x: 1060, width: 300, height: 90, item: ["socks", "#9a9a98", { stripes: "#7a3b5c" }], scale: 0.42 },
      ],
    },
    campaign: {
      wall: "#d9e0d6",
      ink: "#3f5b45",
      headline: "BREIWERK",
      plinths: [
        { x: 460, width: 320, height: 140, item: ["scarf", "#27344f", { pattern: "check", accent: "#c8912e" }], scale: 0.42 },
        { x: 860, width: 300, height: 110, item: ["sweater", "#7a3b5c", { style: "cardigan" }], scale: 0.42 },
      ],
    },
    shop: {
      name: "breiwerk",
      serif: true,
      brick: "#9b5a46",
      mortar: "#e3d6cc",
      sign: PRIMARY,
      signText: "#f4ede4",
      door: "#3f5b45",
      awning: PRIMARY,
      stripes: "#f4ede4",
      items: [
        ["sweater", "#ece3d0", { style: "cable" }, 240, 300, 0.34],
        ["scarf", "#3f5b45", { pattern: "check", accent: "#ece3d0" }, 520, 300, 0.32],
        ["hat", "#7a3b5c", { style: "beanie" }, 800, 380, 0.26],
      ],
    },
  },
  texts: {
    storeType: "ClothingStore",
    homeTitle: { nl: "Breiwerk – truien, vesten en wollen accessoires uit Deventer", en: "Breiwerk – jumpers, cardigans and wool accessories from Deventer" },
    homeDescription: {
      nl: "Truien, vesten, mutsen, sjaals en sokken van echte wol. Gratis verzending vanaf € 75.",
      en: "Jumpers, cardigans, hats, scarves and socks in real wool. Free shipping from € 75.",
    },
    aboutDescription: {
      nl: "Het verhaal van Breiwerk: een breiwinkel in de Walstraat in Deventer met truien en accessoires van echte wol.",
      en: "The story of Breiwerk: a knitwear shop on the Walstraat in Deventer with jumpers and accessories in real wool.",
    },
    hero: { nl: "Warm gebreid, lang gedragen", en: "Warmly knitted, long worn" },
    heroSubtitle: { nl: "Nieuw: merino in oker en marine", en: "New: merino in ochre and navy" },
    home: {
      nl: [
        "Echte wol, eerlijk gebreid",
        "Breiwerk verkoopt truien, vesten en accessoires van wol uit Nederland, Schotland en Peru, gebreid in kleine ateliers.",
        "Kom passen in de Walstraat of bestel online: vanaf € 75 verzenden we gratis.",
      ],
      en: [
        "Real wool, honestly knitted",
        "Breiwerk sells jumpers, cardigans and accessories in wool from the Netherlands, Scotland and Peru, knitted in small workshops.",
        "Try them on at the Walstraat or order online: free shipping from € 75.",
      ],
    },
    about: {
      nl: [
        "Over Breiwerk",
        "Breiwerk begon in 2015 als breiclub aan de keukentafel en werd een winkel in de Walstraat in Deventer.",
        "We kiezen wol die lang meegaat en leggen je graag uit hoe je een trui wast en bewaart.",
      ],
      en: [
        "About Breiwerk",
        "Breiwerk began in 2015 as a knitting club at the kitchen table and became a shop on the Walstraat in Deventer.",
        "We choose wool that lasts and are happy to explain how to wash and keep a jumper.",
      ],
    },
  },
  grid: [
    ["kabeltrui", "product-category/truien", "Truien", "Jumpers"],
    ["vest-merino", "product-category/vesten", "Vesten", "Cardigans"],
    ["muts-ribbel", "product-category/mutsen", "Mutsen", "Hats"],
    ["sjaal-geruit", "product-category/sjaals", "Sjaals", "Scarves"],
  ],
  menu: ({ item, children }) => {
    item({ nl: "Truien", en: "Jumpers" }, "product-category/truien", { dIdx: 0, mIdx: 0 });
    item({ nl: "Vesten", en: "Cardigans" }, "product-category/vesten", { dIdx: 1, mIdx: 1 });
    const accessoires = item({ nl: "Accessoires", en: "Accessories" }, "product-category/accessoires", { dIdx: 2, mIdx: 2 });
    children(accessoires, ["cat:mutsen", "cat:sjaals", "cat:sokken"]);
    item({ nl: "Sale", en: "Sale" }, "product-tag/sale", { dIdx: 3, mIdx: 3 });
    item({ nl: "Over ons", en: "About us" }, "pagina/over-ons", { position: "right", dIdx: 4, mIdx: 4 });
    // On a phone only: an entry without a page of its own, which the drawer folds open and shut.
    const service = item({ nl: "Klantenservice", en: "Customer service" }, "", { position: "right", desktop: 0, dIdx: 5, mIdx: 5 });
    item({ nl: "Retourneren", en: "Returns" }, "pagina/returns-policy", { parent: service, desktop: 0, mIdx: 0 });
    item({ nl: "Contact", en: "Contact" }, "pagina/contact-info", { parent: service, desktop: 0, mIdx: 1 });
  },
  usps: [
    ["Gratis verzending vanaf € 75", "Free shipping from € 75"],
    ["100% echte wol", "100% real wool"],
    ["30 dagen bedenktijd", "30 days to change your mind"],
  ],
  promo: { code: "WOL10", percentage: 10, name: { nl: "Wolweken", en: "Wool weeks" }, productSlugs: ["kabeltrui", "muts-ribbel"] },
  customer: {
    email: "femke@breiwerk.test",
    first: "Femke",
    last: "Bos",
    phone: "06 56 78 90 12",
    street: "Brink",
    nr: "14",
    postcode: "7411 BV",
    city: "Deventer",
  },
});

/**
 * Breiwerk has three promo banners, so its carousel runs (chrome spec §9: autoplay 4000 ms, a 3000 ms
 * slide): two on every page and the Wolweken code's banner, which shows only on its code's products.
 */
export const breiwerk: typeof shop = {
  ...shop,
  morePromoBanners: () =>
    [
      [
        "<p>Nieuw: <strong>gratis breipatroon</strong> bij elke bol merinowol</p>",
        "<p>New: a <strong>free knitting pattern</strong> with every ball of merino wool</p>",
        "product-tag/sale",
      ],
      [
        "<p>Breicafé: elke zaterdag van 14:00 tot 16:00 in onze winkel in Deventer</p>",
        "<p>Knitting café: every Saturday from 14:00 to 16:00 in our shop in Deventer</p>",
        null,
      ],
    ].map(([nl, en, href], i) => ({
      text: nlEn(nl as string, en as string),
      color: i === 0 ? "#3f5b45" : "#27344f",
      href,
      action: null,
      promo_code_id: null,
      is_dismissable: 1,
      custom_styles: json({ font_family: "inherit", font_size: "14px", color: "#ffffff" }),
      layout_type: "DEFAULT",
      sections: "[]",
      is_active: 1,
      sort_index: i + 1,
    })),
};
