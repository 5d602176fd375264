// Noordzee Mode: a clothing boutique in The Hague (tenant A, the default shop on localhost). Its
// catalogue, its pages and chrome, and its demo customers' history.
import { storefront } from "../art/scenes";
import { coastHero, seaVideoPoster, summerCampaign } from "../art/coast";
import { json, nlEn } from "../sql";
import { h2, html, p } from "../texts";
import type { Details, Tenant } from "./tenant";

const PRIMARY = "#1d4b54";

const details: Details = {
  street: 'Keizerstraat', houseNr: '112', postalCode: '2584 BL', city: 'Den Haag', phone: '070 362 48 15',
  email: 'klantenservice@noordzeemode.nl', kvk: '71234568', vat: 'NL858912345B01', iban: 'NL91 ABNA 0417 1643 00', returnDays: 30, freeFrom: 50,
  returnCost: { nl: 'Retourneren binnen Nederland is gratis: je gebruikt het retourlabel dat bij je bestelling zit.', en: 'Returns within the Netherlands are free: use the return label included with your order.' },
  returnExceptions: {
    nl: ['sokken waarvan de verpakking is geopend', 'artikelen die op maat zijn aangepast'],
    en: ['socks whose packaging has been opened', 'items that have been altered to measure'],
  },
  facebook: 'https://www.facebook.com/noordzeemode', instagram: 'https://www.instagram.com/noordzeemode', tiktok: 'https://www.tiktok.com/@noordzeemode',
  slogan: { nl: 'Kleding met de kust in je hoofd', en: 'Clothing with the coast on your mind' },
  footerSlogan: { nl: 'Met liefde voor de kust gemaakt in Den Haag', en: 'Made with love for the coast in The Hague' },
  hours: { nl: 'ma 12:00–18:00, di–za 10:00–18:00, do tot 21:00, zo 12:00–17:00', en: 'Mon 12:00–18:00, Tue–Sat 10:00–18:00, Thu until 21:00, Sun 12:00–17:00' },
};

const aboutText = {
  nl: html([
    h2('Over Noordzee Mode'),
    p('Noordzee Mode begon in 2014 als een klein winkeltje vlak bij de boulevard van Scheveningen. Wat we toen al wilden, willen we nog steeds: kleding die net zo ontspannen voelt als een wandeling langs de vloedlijn.'),
    p('We werken met een handvol ateliers in Portugal en Litouwen en kiezen bewust voor linnen, biologisch katoen en gerecyclede wol. Liever minder en beter, dan veel en snel.'),
    h2('Kom langs'),
    p(`Je vindt ons aan de ${details.street} ${details.houseNr} in ${details.city}. Bij ons kun je rustig passen, koffie drinken en je online bestelling ophalen.`),
  ]),
  en: html([
    h2('About Noordzee Mode'),
    p('Noordzee Mode started in 2014 as a small shop close to the Scheveningen promenade. What we wanted then is what we still want: clothes that feel as relaxed as a walk along the tideline.'),
    p('We work with a handful of studios in Portugal and Lithuania and deliberately choose linen, organic cotton and recycled wool. Rather less and better than a lot and fast.'),
    h2('Come and visit'),
    p(`You will find us at ${details.street} ${details.houseNr} in The Hague. Take your time trying things on, have a coffee and pick up your online order.`),
  ]),
};

const homeText = {
  nl: html([h2('Kleding met de kust in je hoofd'), p('Bij Noordzee Mode vind je tijdloze kleding voor dames en heren, gemaakt van linnen, biologisch katoen en zachte wol. Ontworpen voor het wisselvallige weer aan de kust en gemaakt om jarenlang te dragen.'), p(`Voor 22:00 besteld is morgen in huis, vanaf € ${details.freeFrom} verzenden we gratis en je hebt ${details.returnDays} dagen bedenktijd.`)]),
  en: html([h2('Clothing with the coast on your mind'), p('At Noordzee Mode you will find timeless clothing for women and men, made of linen, organic cotton and soft wool. Designed for changeable coastal weather and made to be worn for years.'), p(`Order before 22:00 for next-day delivery, free shipping from € ${details.freeFrom} and a ${details.returnDays}-day cooling-off period.`)]),
};

export const noordzee: Tenant = {
  key: 'A',
  id: '7b1e2c4a-0000-4000-8000-00000000000a',
  authTenantId: 'noordzee-k3f9a', // the shop's Identity Platform tenant
  name: 'Noordzee Mode',
  legalName: 'Noordzee Mode B.V.',
  isDevelopment: 1,
  prefix: 'noordzee',
  skuPrefix: 'NZ',
  primary: '#1d4b54',
  theme: 'simple',
  n: 1, // id block: products 1001…, categories 101…, variants 100001…
  domains: [
    ['localhost', 1],
    ['127.0.0.1', 0],
    ['noordzee.localhost', 0],
    ['www.noordzeemode.nl', 0],
  ],
  studio: ['#f3f5f3', '#dde4e2', '#9aaba8'],
  palette: {
    ecru: ['ecru', 'ecru', '#efe6d2'],
    zand: ['zand', 'sand', '#d8c3a0'],
    zeeblauw: ['zeeblauw', 'sea blue', '#2f5d7c'],
    marine: ['marineblauw', 'navy', '#1f2f4a'],
    wit: ['wit', 'white', '#f7f6f2'],
    zwart: ['zwart', 'black', '#262626'],
    salie: ['saliegroen', 'sage green', '#9bab8e'],
    oudroze: ['oudroze', 'dusty pink', '#c98b8b'],
    olijf: ['olijfgroen', 'olive', '#6f7d4f'],
    grijs: ['grijs gemêleerd', 'grey melange', '#9a9ea3'],
    lichtblauw: ['lichtblauw', 'light blue', '#a9c4dc'],
    camel: ['camel', 'camel', '#b9885a'],
    roest: ['roestbruin', 'rust', '#a5532f'],
    denim: ['donker denim', 'dark denim', '#3e5a7e'],
    lichtdenim: ['licht denim', 'light denim', '#7d9bbf'],
    cognac: ['cognac', 'cognac', '#8c4f2b'],
    petrol: ['petrol', 'petrol', '#1d4b54'],
    geel: ['vissersgeel', 'fisherman yellow', '#e3b23c'],
    naturel: ['naturel', 'natural', '#d8b878'],
    antraciet: ['antraciet', 'charcoal', '#3a3d42'],
  },
  categories: [
    ['dames', 'Dames', 'Women', null],
    ['heren', 'Heren', 'Men', null],
    ['jurken', 'Jurken', 'Dresses', 'dames'],
    ['blouses-tops', 'Blouses & tops', 'Blouses & tops', 'dames'],
    ['rokken', 'Rokken', 'Skirts', 'dames'],
    ['overhemden', 'Overhemden', 'Shirts', 'heren'],
    ['broeken', 'Broeken', 'Trousers', null],
    ['truien-vesten', 'Truien & vesten', 'Knitwear', null],
    ['jassen', 'Jassen', 'Jackets & coats', null],
    ['accessoires', 'Accessoires', 'Accessories', null],
    ['tassen', 'Tassen', 'Bags', 'accessoires'],
    ['schoenen', 'Schoenen', 'Shoes', null],
  ],
  tags: [
    ['nieuw', 'Nieuw', 'New'],
    ['sale', 'Sale', 'Sale'],
    ['duurzaam', 'Duurzaam', 'Sustainable'],
    ['basics', 'Basics', 'Basics'],
    ['musthaves', 'Musthaves', 'Must-haves'],
    ['linnen', 'Linnen', 'Linen'],
    ['bestseller', 'Bestseller', 'Bestseller'],
  ],
  products: [
    {
      slug: 'linnen-blouse', nl: 'Linnen blouse', en: 'Linen blouse',
      dnl: 'Luchtige blouse van gewassen linnen met V-hals en parelmoer knoopjes. Valt soepel en blijft heerlijk koel op warme dagen.',
      den: 'Airy blouse in washed linen with a V-neck and mother-of-pearl buttons. Drapes softly and stays cool on warm days.',
      brand: 'Noordzee Atelier', price: 5995, shape: 'shirt', opts: { style: 'blouse', texture: 'linen' },
      colours: ['ecru', 'zeeblauw', 'salie'], sizes: 'top', cf: { material: 'linnen', fit: 'regular', season: 'zomer' },
      cats: ['dames', 'blouses-tops'], tags: ['linnen', 'nieuw', 'duurzaam'],
    },
    {
      slug: 'bretonse-streeptop', nl: 'Bretonse streeptop', en: 'Breton striped top',
      dnl: 'De klassieke streeptop van stevig biologisch katoen. Tijdloos bij jeans of een linnen broek.',
      den: 'The classic striped top in sturdy organic cotton. Timeless with jeans or linen trousers.',
      brand: 'Kustlijn', price: 3995, shape: 'tshirt',
      colours: [['ecru', { stripes: '#1f2f4a' }], ['wit', { stripes: '#a5532f' }]], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'lente' }, cats: ['dames', 'blouses-tops'], tags: ['basics', 'bestseller', 'musthaves'], detail: true,
    },
    {
      slug: 'basic-t-shirt-dames', nl: 'Basic T-shirt biologisch katoen', en: 'Organic cotton basic T-shirt',
      dnl: 'Zacht T-shirt met ronde hals van 100% biologisch katoen. Een basis die je elke week draagt.',
      den: 'Soft crew-neck T-shirt in 100% organic cotton. A staple you will wear every week.',
      brand: 'Kustlijn', price: 1995, shape: 'tshirt', colours: ['wit', 'zwart', 'zand'], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'het-hele-jaar' }, cats: ['dames', 'blouses-tops'], tags: ['basics', 'duurzaam'],
    },
    {
      slug: 'maxi-jurk-duinroos', nl: 'Maxi-jurk Duinroos', en: 'Duinroos maxi dress',
      dnl: 'Zwierige maxi-jurk met strikceintuur en soepel vallende rok. Gemaakt van lichte viscose die mooi beweegt in de zeewind.',
      den: 'Flowing maxi dress with a tie belt and a softly draped skirt. Made of light viscose that moves beautifully in the sea breeze.',
      brand: 'Duinwind', price: 8995, sale: 6995, shape: 'dress', opts: { style: 'maxi' }, colours: ['oudroze', 'salie'], sizes: 'top',
      cf: { material: 'viscose', fit: 'relaxed', season: 'zomer' }, cats: ['dames', 'jurken'], tags: ['musthaves'], detail: true,
    },
    {
      slug: 'wikkeljurk-met-stippen', nl: 'Wikkeljurk met stippen', en: 'Polka dot wrap dress',
      dnl: 'Flatterende wikkeljurk met korte fladdermouwen en een speelse stippenprint. Verstelbaar met de strik in de taille.',
      den: 'Flattering wrap dress with short flutter sleeves and a playful polka dot print. Adjustable with the tie at the waist.',
      brand: 'Duinwind', price: 7495, shape: 'dress', opts: { style: 'wrap' },
      colours: [['zeeblauw', { dots: '#efe6d2' }], ['marine', { dots: '#f7f6f2' }]], sizes: 'top',
      cf: { material: 'viscose', fit: 'regular', season: 'zomer' }, cats: ['dames', 'jurken'], tags: ['nieuw'],
    },
    {
      slug: 'linnen-midi-jurk', nl: 'Linnen midi-jurk', en: 'Linen midi dress',
      dnl: 'Midi-jurk van zuiver linnen met knoopsluiting en strikceintuur. Net zo fijn op het strand als op een terras in de stad.',
      den: 'Midi dress in pure linen with a button front and tie belt. Just as nice on the beach as on a terrace in town.',
      brand: 'Noordzee Atelier', price: 9495, shape: 'dress', opts: { style: 'linen' }, colours: ['salie', 'ecru'], sizes: 'top',
      cf: { material: 'linnen', fit: 'regular', season: 'zomer' }, cats: ['dames', 'jurken'], tags: ['linnen', 'duurzaam'], detail: true,
    },
    {
      slug: 'plisse-rok', nl: 'Plissé rok', en: 'Pleated skirt',
      dnl: 'Midi-rok met fijne plissés en een elastische tailleband. Combineer met een gebreide trui voor een zachte herfstlook.',
      den: 'Midi skirt with fine pleats and an elastic waistband. Pair it with a knitted jumper for a soft autumn look.',
      brand: 'Duinwind', price: 6495, sale: 4995, shape: 'skirt', opts: { style: 'pleated' }, colours: ['oudroze', 'marine'], sizes: 'top',
      cf: { material: 'gerecycled-polyester', fit: 'regular', season: 'herfst' }, cats: ['dames', 'rokken'], tags: [],
    },
    {
      slug: 'denim-rok', nl: 'Denim rok', en: 'Denim skirt',
      dnl: 'Knielange A-lijn rok van stevig denim met contrasterende stiksels en een metalen knoop.',
      den: 'Knee-length A-line skirt in sturdy denim with contrast stitching and a metal button.',
      brand: 'Kustlijn', price: 5495, shape: 'skirt', opts: { style: 'denim' }, colours: ['lichtdenim', 'denim'], sizes: 'top',
      cf: { material: 'denim', fit: 'regular', season: 'lente' }, cats: ['dames', 'rokken'], tags: ['basics'], soldOut: true,
    },
    {
      slug: 'wijde-linnen-broek', nl: 'Wijde linnen broek', en: 'Wide-leg linen trousers',
      dnl: 'Wijde broek van gewassen linnen met steekzakken en een hoge taille. Ontspannen en toch verzorgd.',
      den: 'Wide-leg trousers in washed linen with slant pockets and a high waist. Relaxed yet polished.',
      brand: 'Noordzee Atelier', price: 6995, shape: 'trousers', opts: { style: 'wide' }, colours: ['ecru', 'zand', 'marine'], sizes: 'top',
      cf: { material: 'linnen', fit: 'wide', season: 'zomer' }, cats: ['dames', 'broeken'], tags: ['linnen', 'musthaves'],
    },
    {
      slug: 'mom-jeans', nl: 'Mom jeans', en: 'Mom jeans',
      dnl: 'Hoog getailleerde mom jeans met een licht verwassen look en taps toelopende pijpen. Van gerecycled katoen.',
      den: 'High-waisted mom jeans with a lightly washed look and tapered legs. Made from recycled cotton.',
      brand: 'Kustlijn', price: 7995, sale: 5995, shape: 'trousers', opts: { style: 'jeans' }, colours: ['lichtdenim', 'denim'], sizes: 'top',
      cf: { material: 'denim', fit: 'relaxed', season: 'het-hele-jaar' }, cats: ['dames', 'broeken'], tags: ['duurzaam'], detail: true,
    },
    {
      slug: 'grofgebreide-kabeltrui', nl: 'Grofgebreide kabeltrui', en: 'Chunky cable-knit jumper',
      dnl: 'Warme trui met een klassiek kabelpatroon van zachte lamswol. Voor stormachtige dagen aan de kust.',
      den: 'Warm jumper with a classic cable pattern in soft lambswool. For stormy days on the coast.',
      brand: 'Helder & Zout', price: 10995, shape: 'sweater', opts: { style: 'cable' }, colours: ['ecru', 'zand', 'petrol'], sizes: 'top',
      cf: { material: 'wol', fit: 'relaxed', season: 'winter' }, cats: ['dames', 'truien-vesten'], tags: ['musthaves', 'bestseller'],
    },
    {
      slug: 'vest-met-knopen', nl: 'Vest met knopen', en: 'Button cardigan',
      dnl: 'Fijngebreid vest met V-hals, opgestikte zakken en houten knopen. Een laagje dat bij alles past.',
      den: 'Fine-knit cardigan with a V-neck, patch pockets and wooden buttons. A layer that goes with everything.',
      brand: 'Helder & Zout', price: 7995, shape: 'sweater', opts: { style: 'cardigan' }, colours: ['marine', 'oudroze'], sizes: 'top',
      cf: { material: 'merino', fit: 'regular', season: 'lente' }, cats: ['dames', 'truien-vesten'], tags: ['basics'], detail: true,
    },
    {
      slug: 'trenchcoat-scheveningen', nl: 'Trenchcoat Scheveningen', en: 'Scheveningen trench coat',
      dnl: 'Klassieke double-breasted trenchcoat met ceintuur en epauletten, van waterafstotend katoen. Tijdloos voor wisselvallig Hollands weer.',
      den: 'Classic double-breasted trench coat with belt and epaulettes in water-repellent cotton. Timeless for changeable Dutch weather.',
      brand: 'Noordzee Atelier', price: 18995, sale: 14995, shape: 'jacket', opts: { style: 'trench' }, colours: ['camel', 'marine'], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'lente' }, cats: ['dames', 'jassen'], tags: ['musthaves'], detail: true,
    },
    {
      slug: 'regenjas-zeewind', nl: 'Regenjas Zeewind', en: 'Zeewind raincoat',
      dnl: 'Waterdichte regenjas met capuchon, drukknopen en getapete naden. In het iconische vissersgeel of diep marineblauw.',
      den: 'Waterproof raincoat with hood, press studs and taped seams. In iconic fisherman yellow or deep navy.',
      brand: 'Kustlijn', price: 12995, shape: 'jacket', opts: { style: 'rain' }, colours: ['geel', 'marine'], sizes: 'top',
      cf: { material: 'gerecycled-polyester', fit: 'regular', season: 'herfst' }, cats: ['jassen', 'dames', 'heren'], tags: ['bestseller', 'duurzaam'], detail: true,
    },
    {
      slug: 'zijden-sjaal-golfslag', nl: 'Zijden sjaal Golfslag', en: 'Golfslag silk scarf',
      dnl: 'Soepele sjaal van zuivere zijde met een golvenprint. Draag hem om je hals, in je haar of aan je tas.',
      den: 'Supple scarf in pure silk with a wave print. Wear it around your neck, in your hair or on your bag.',
      brand: 'Noordzee Atelier', price: 4995, shape: 'scarf', opts: { pattern: 'wave', fringe: false },
      colours: [['zeeblauw', { accent: '#efe6d2' }], ['oudroze', { accent: '#f7f6f2' }]], sizes: 'one',
      cf: { material: 'zijde', season: 'het-hele-jaar' }, cats: ['accessoires'], tags: ['nieuw'],
    },
    {
      slug: 'strohoed-met-lint', nl: 'Strohoed met lint', en: 'Straw hat with ribbon',
      dnl: 'Gevlochten strohoed met een brede rand en een katoenen lint. Beschermt stijlvol tegen de zomerzon.',
      den: 'Woven straw hat with a wide brim and a cotton ribbon. Stylish protection against the summer sun.',
      brand: 'Duinwind', price: 3995, sale: 2995, shape: 'hat', opts: { style: 'sun', accent: '#1f2f4a' }, colours: ['naturel'], sizes: 'one',
      cf: { material: 'stro', season: 'zomer' }, cats: ['accessoires'], tags: [],
    },
    {
      slug: 'leren-schoudertas', nl: 'Leren schoudertas', en: 'Leather shoulder bag',
      dnl: 'Compacte schoudertas van plantaardig gelooid leer met een messing sluiting. Past je telefoon, portemonnee en zonnebril.',
      den: 'Compact shoulder bag in vegetable-tanned leather with a brass clasp. Fits your phone, wallet and sunglasses.',
      brand: 'Helder & Zout', price: 12995, shape: 'bag', colours: ['cognac', 'zwart'], sizes: 'one',
      cf: { material: 'leer', season: 'het-hele-jaar' }, cats: ['accessoires', 'tassen'], tags: ['musthaves'], detail: true,
    },
    {
      slug: 'canvas-strandtas', nl: 'Canvas strandtas', en: 'Canvas beach tote',
      dnl: 'Ruime shopper van stevig canvas met geweven hengsels. Groot genoeg voor een handdoek, een boek en de picknick.',
      den: 'Roomy tote in heavy canvas with woven handles. Big enough for a towel, a book and the picnic.',
      brand: 'Kustlijn', price: 3495, shape: 'tote', opts: { print: 'wave' }, colours: ['ecru', 'zeeblauw'], sizes: 'one',
      cf: { material: 'katoen', season: 'zomer' }, cats: ['accessoires', 'tassen'], tags: ['duurzaam', 'basics'],
    },
    {
      slug: 'witte-leren-sneakers', nl: 'Witte leren sneakers', en: 'White leather sneakers',
      dnl: 'Minimalistische sneakers van soepel leer met een comfortabele rubberen zool en een petrolkleurige hak.',
      den: 'Minimalist sneakers in supple leather with a comfortable rubber sole and a petrol heel tab.',
      brand: 'Noordzee Atelier', price: 11995, shape: 'shoes', opts: { style: 'sneaker', accent: '#1d4b54' }, colours: ['wit'], sizes: 'shoes',
      cf: { material: 'leer', fit: 'regular', season: 'het-hele-jaar' }, cats: ['schoenen', 'dames'], tags: ['bestseller'], detail: true,
    },
    {
      slug: 'chelsea-boots', nl: 'Suède chelsea boots', en: 'Suede Chelsea boots',
      dnl: 'Enkellaarzen van suède met elastische inzetten en een stevige profielzool.',
      den: 'Ankle boots in suede with elastic side panels and a sturdy lug sole.',
      brand: 'Helder & Zout', price: 15995, sale: 12995, shape: 'shoes', opts: { style: 'boot' }, colours: ['cognac', 'zwart'], sizes: 'shoes',
      cf: { material: 'suede', fit: 'regular', season: 'herfst' }, cats: ['schoenen', 'dames'], tags: [],
    },
    {
      slug: 'oxford-overhemd', nl: 'Oxford overhemd', en: 'Oxford shirt',
      dnl: 'Overhemd van stevig oxfordkatoen met button-down kraag en borstzak. Net zo goed onder een colbert als los over een chino.',
      den: 'Shirt in sturdy Oxford cotton with a button-down collar and chest pocket. Works under a blazer or worn loose over chinos.',
      brand: 'Helder & Zout', price: 6995, shape: 'shirt', opts: { texture: 'oxford' }, colours: ['lichtblauw', 'wit'], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'het-hele-jaar' }, cats: ['heren', 'overhemden'], tags: ['basics', 'bestseller'], detail: true,
    },
    {
      slug: 'linnen-overhemd', nl: 'Linnen overhemd', en: 'Linen shirt',
      dnl: 'Luchtig overhemd van gewassen linnen met een relaxte pasvorm. Rol de mouwen op en je bent klaar voor de boulevard.',
      den: 'Breezy shirt in washed linen with a relaxed fit. Roll up the sleeves and you are ready for the promenade.',
      brand: 'Noordzee Atelier', price: 7495, sale: 5995, shape: 'shirt', opts: { texture: 'linen' }, colours: ['ecru', 'zeeblauw'], sizes: 'top',
      cf: { material: 'linnen', fit: 'relaxed', season: 'zomer' }, cats: ['heren', 'overhemden'], tags: ['linnen'],
    },
    {
      slug: 't-shirt-biologisch-katoen-heren', nl: 'T-shirt biologisch katoen heren', en: "Men's organic cotton T-shirt",
      dnl: 'Stevig T-shirt van biologisch katoen met een rechte pasvorm. Wordt mooier bij elke wasbeurt.',
      den: 'Sturdy T-shirt in organic cotton with a straight fit. Gets better with every wash.',
      brand: 'Kustlijn', price: 2495, shape: 'tshirt', colours: ['wit', 'marine', 'olijf'], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'het-hele-jaar' }, cats: ['heren'], tags: ['basics', 'duurzaam'],
    },
    {
      slug: 'pique-polo', nl: 'Piqué polo', en: 'Piqué polo shirt',
      dnl: 'Polo van ademend piquékatoen met een tweeknoopspatte. Verzorgd en toch relaxed.',
      den: 'Polo shirt in breathable piqué cotton with a two-button placket. Smart yet relaxed.',
      brand: 'Helder & Zout', price: 4995, shape: 'tshirt', opts: { polo: true }, colours: ['marine', 'salie', 'wit'], sizes: 'top',
      cf: { material: 'katoen', fit: 'slim', season: 'zomer' }, cats: ['heren'], tags: ['musthaves'],
    },
    {
      slug: 'chino-duinzand', nl: 'Chino Duinzand', en: 'Duinzand chinos',
      dnl: 'Klassieke chino van stretchkatoen met een slanke pasvorm en een persplooi.',
      den: 'Classic chinos in stretch cotton with a slim fit and a pressed crease.',
      brand: 'Helder & Zout', price: 7995, shape: 'trousers', opts: { style: 'chino' }, colours: ['zand', 'marine', 'olijf'], sizes: 'top',
      cf: { material: 'katoen', fit: 'slim', season: 'het-hele-jaar' }, cats: ['heren', 'broeken'], tags: ['basics'],
    },
    {
      slug: 'slim-fit-jeans', nl: 'Slim fit jeans', en: 'Slim fit jeans',
      dnl: 'Donkere slim fit jeans met een vleugje stretch. Met klinknagels en contrasterende stiksels.',
      den: 'Dark slim fit jeans with a touch of stretch. With rivets and contrast stitching.',
      brand: 'Kustlijn', price: 8995, shape: 'trousers', opts: { style: 'jeans' }, colours: ['denim'], sizes: 'top',
      cf: { material: 'denim', fit: 'slim', season: 'het-hele-jaar' }, cats: ['heren', 'broeken'], tags: ['bestseller'],
    },
    {
      slug: 'korte-chino', nl: 'Korte chino', en: 'Chino shorts',
      dnl: 'Korte broek van licht katoen-twill, ideaal voor een dag op het strand of de zeilboot.',
      den: 'Shorts in light cotton twill, ideal for a day on the beach or the sailing boat.',
      brand: 'Kustlijn', price: 4995, sale: 3495, shape: 'trousers', opts: { style: 'shorts' }, colours: ['marine', 'zand'], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'zomer' }, cats: ['heren', 'broeken'], tags: [],
    },
    {
      slug: 'merino-trui', nl: 'Merino trui', en: 'Merino jumper',
      dnl: 'Fijngebreide trui van extra fijne merinowol: warm, licht en nauwelijks kreukelig.',
      den: 'Fine-knit jumper in extra-fine merino wool: warm, light and hardly creases.',
      brand: 'Helder & Zout', price: 8995, shape: 'sweater', colours: ['marine', 'antraciet', 'roest'], sizes: 'top',
      cf: { material: 'merino', fit: 'slim', season: 'herfst' }, cats: ['heren', 'truien-vesten'], tags: ['musthaves'],
    },
    {
      slug: 'hoodie-strandpaal', nl: 'Hoodie Strandpaal', en: 'Strandpaal hoodie',
      dnl: 'Zachte hoodie van geborsteld biologisch katoen met een kangoeroezak en platte koorden.',
      den: 'Soft hoodie in brushed organic cotton with a kangaroo pocket and flat drawcords.',
      brand: 'Kustlijn', price: 6995, sale: 5495, shape: 'sweater', opts: { style: 'hoodie' }, colours: ['grijs', 'marine'], sizes: 'top',
      cf: { material: 'katoen', fit: 'relaxed', season: 'herfst' }, cats: ['heren', 'truien-vesten'], tags: ['duurzaam'],
    },
    {
      slug: 'visserstrui', nl: 'Visserstrui', en: "Fisherman's jumper",
      dnl: 'Stoere visserstrui van ongeverfde wol, gebreid in een klassiek kabelpatroon. Warm tot op het puntje van de pier.',
      den: "Rugged fisherman's jumper in undyed wool, knitted in a classic cable pattern. Warm all the way to the end of the pier.",
      brand: 'Noordzee Atelier', price: 12995, shape: 'sweater', opts: { style: 'cable' }, colours: ['ecru', 'marine'], sizes: 'top',
      cf: { material: 'wol', fit: 'relaxed', season: 'winter' }, cats: ['heren', 'truien-vesten'], tags: ['bestseller', 'nieuw'], detail: true,
    },
    {
      slug: 'waxjas-duinpad', nl: 'Waxjas Duinpad', en: 'Duinpad waxed jacket',
      dnl: 'Robuuste jas van gewaxt katoen met een corduroy kraag en ruime klepzakken. Wordt mooier met de jaren.',
      den: 'Rugged jacket in waxed cotton with a corduroy collar and roomy flap pockets. Gets better with age.',
      brand: 'Helder & Zout', price: 17995, shape: 'jacket', opts: { style: 'wax' }, colours: ['olijf', 'marine'], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'herfst' }, cats: ['heren', 'jassen'], tags: ['musthaves'], detail: true,
    },
    {
      slug: 'wollen-overjas', nl: 'Wollen overjas', en: 'Wool overcoat',
      dnl: 'Lange overjas van een gerecycled wolmengsel met reverskraag. Warm, strak en tijdloos.',
      den: 'Long overcoat in a recycled wool blend with notch lapels. Warm, sharp and timeless.',
      brand: 'Noordzee Atelier', price: 22995, sale: 18995, shape: 'jacket', opts: { style: 'coat' }, colours: ['antraciet', 'camel'], sizes: 'top',
      cf: { material: 'wol', fit: 'regular', season: 'winter' }, cats: ['heren', 'jassen'], tags: ['duurzaam'],
    },
    {
      slug: 'katoenen-pet', nl: 'Katoenen pet', en: 'Cotton cap',
      dnl: 'Baseball pet van gewassen katoen met een geborduurde golf en een verstelbare sluiting.',
      den: 'Baseball cap in washed cotton with an embroidered wave and an adjustable strap.',
      brand: 'Kustlijn', price: 2495, shape: 'hat', opts: { style: 'cap', accent: '#efe6d2' }, colours: ['marine', 'zand'], sizes: 'one',
      cf: { material: 'katoen', season: 'zomer' }, cats: ['accessoires', 'heren'], tags: ['nieuw'],
    },
    {
      slug: 'gebreide-muts', nl: 'Gebreide muts', en: 'Knitted beanie',
      dnl: 'Warme muts met een brede omslag en pompon, gebreid van zachte lamswol.',
      den: 'Warm beanie with a wide turn-up and a pompom, knitted from soft lambswool.',
      brand: 'Helder & Zout', price: 2995, shape: 'hat', opts: { style: 'beanie' }, colours: ['roest', 'marine', 'ecru'], sizes: 'one',
      cf: { material: 'wol', season: 'winter' }, cats: ['accessoires'], tags: ['basics'],
    },
    {
      slug: 'gestreepte-sokken', nl: 'Gestreepte sokken', en: 'Striped socks',
      dnl: 'Sokken van gekamd katoen met vrolijke strepen en een versterkte hiel en teen.',
      den: 'Socks in combed cotton with cheerful stripes and a reinforced heel and toe.',
      brand: 'Kustlijn', price: 1295, shape: 'socks',
      colours: [['zeeblauw', { stripes: '#efe6d2', accent: '#e3b23c' }], ['marine', { stripes: '#f7f6f2', accent: '#a5532f' }]], sizes: 'socks',
      cf: { material: 'katoen', season: 'het-hele-jaar' }, cats: ['accessoires'], tags: ['basics'],
    },
    {
      slug: 'wollen-sjaal-met-ruit', nl: 'Wollen sjaal met ruit', en: 'Checked wool scarf',
      dnl: 'Grote sjaal van zachte wol met een ruitpatroon en franjes. Houdt de gure zeewind buiten.',
      den: 'Large scarf in soft wool with a check pattern and fringes. Keeps the raw sea wind out.',
      brand: 'Helder & Zout', price: 5495, sale: 3995, shape: 'scarf', opts: { pattern: 'check' },
      colours: [['marine', { accent: '#a5532f' }], ['olijf', { accent: '#efe6d2' }]], sizes: 'one',
      cf: { material: 'wol', season: 'winter' }, cats: ['accessoires', 'heren'], tags: [],
    },
    {
      slug: 'suede-sneakers', nl: 'Suède sneakers', en: 'Suede sneakers',
      dnl: 'Sneakers van zacht suède met een rubberen gumzool. Casual en comfortabel.',
      den: 'Sneakers in soft suede with a rubber gum sole. Casual and comfortable.',
      brand: 'Kustlijn', price: 10995, shape: 'shoes', opts: { style: 'sneaker', suede: true, sole: '#b5835a' }, colours: ['camel', 'marine'], sizes: 'shoes',
      cf: { material: 'suede', fit: 'regular', season: 'lente' }, cats: ['schoenen', 'heren'], tags: ['nieuw'],
    },
    {
      slug: 'weekendtas', nl: 'Weekendtas', en: 'Weekend bag',
      dnl: 'Stoere weekendtas van gewaxt canvas met leren details. Voor een lang weekend op Texel of in Zeeland.',
      den: 'Rugged weekend bag in waxed canvas with leather trims. For a long weekend on Texel or in Zeeland.',
      brand: 'Helder & Zout', price: 14995, shape: 'bag', opts: { style: 'duffel' }, colours: ['marine', 'olijf'], sizes: 'one',
      cf: { material: 'canvas', season: 'het-hele-jaar' }, cats: ['accessoires', 'tassen'], tags: ['musthaves'],
    },
  ],
  bundles: [
    {
      slug: 'zomerse-strandlook', nl: 'Zomerse strandlook', en: 'Summer beach look',
      dnl: 'Blouse, wijde broek, strohoed en strandtas: alles voor een dag aan zee, op elkaar afgestemd.',
      den: 'Blouse, wide-leg trousers, straw hat and beach tote: everything for a day by the sea, all matched.',
      items: [['linnen-blouse', 1], ['wijde-linnen-broek', 1], ['strohoed-met-lint', 1], ['canvas-strandtas', 1]],
    },
    {
      slug: 'smart-casual-heren', nl: 'Smart casual heren', en: 'Smart casual for him',
      dnl: 'Oxford overhemd, chino en suède sneakers voor een verzorgde look op kantoor en daarna. Samen voor een vaste setprijs.',
      den: 'Oxford shirt, chinos and suede sneakers for a polished look at the office and after. Together for a fixed set price.',
      items: [['oxford-overhemd', 1], ['chino-duinzand', 1], ['suede-sneakers', 1]], fixed: 22995,
    },
    {
      slug: 'basics-set', nl: 'Basics set', en: 'Basics set',
      dnl: 'Een biologisch katoenen T-shirt met twee paar gestreepte sokken: de basis van elke garderobe.',
      den: 'An organic cotton T-shirt with two pairs of striped socks: the foundation of every wardrobe.',
      items: [['t-shirt-biologisch-katoen-heren', 1], ['gestreepte-sokken', 2]],
    },
    {
      slug: 'weekend-aan-zee', nl: 'Weekend aan zee', en: 'Weekend by the sea',
      dnl: 'Regenjas, visserstrui, jeans en muts: klaar voor een stormachtig weekend aan de kust.',
      den: "Raincoat, fisherman's jumper, jeans and beanie: ready for a stormy weekend on the coast.",
      items: [['regenjas-zeewind', 1], ['visserstrui', 1], ['slim-fit-jeans', 1], ['gebreide-muts', 1]],
    },
  ],

  details,

  scenes: (add) => ({
    hero: add("noordzee/banners/hero-kust.svg", coastHero()),
    campaign: add("noordzee/banners/zomersale.svg", summerCampaign(PRIMARY)),
    video: add("noordzee/banners/video-poster-zee.svg", seaVideoPoster()),
    shop: add(
      "noordzee/banners/winkel-den-haag.svg",
      storefront({
        name: 'NOORDZEE MODE', serif: true, brick: '#b7785d', mortar: '#e6d9c9', sign: PRIMARY, signText: '#f4efe4', door: PRIMARY, awning: PRIMARY,
        items: [['dress', '#c98b8b', { style: 'maxi' }, 300, 250, 0.42], ['shirt', '#a9c4dc', { texture: 'oxford' }, 560, 250, 0.4], ['sweater', '#efe6d2', { style: 'cable' }, 800, 260, 0.4]],
      }),
    ),
  }),

  look: {
    header: {
      logoPosition: 'left', navPlacement: 'inline', navMode: 'inline', maxWidth: 'container', stickyHeader: true,
      searchPlacement: { desktop: 'topbar', mobile: 'drawer' },
      icons: { visibility: { wishlist: true, cart: true, account: true, language: true }, order: ['wishlist', 'cart', 'account', 'language'] },
      placements: {
        desktop: { left: ['logo'], center: ['nav'], right: ['search', 'language', 'wishlist', 'cart', 'account'] },
        mobile: { left: ['nav'], center: ['logo'], right: ['search', 'cart'] },
      },
      fullscreenMenu: false, logoOverlapHero: false, logoOverlapScale: 1.5,
      headerHeight: { mode: 'normal' },
    },
    stickyButton: {
      enabled: true, position: 'bottom-right', shape: 'circle', size: 'medium', color: PRIMARY, icon: 'chat',
      iconColor: '#ffffff', display: 'icon', text: 'Hulp nodig?', textWeight: 600, animation: 'none', action: 'popup',
      popup: {
        title: 'Hulp nodig?',
        bodyHtml: `<p>Bel ons op ${details.phone} of mail naar ${details.email}. We helpen je graag met maten, bestellingen en retouren.</p>`,
      },
      exclude: { inCheckout: true, paths: [], whenOnTargetPage: true },
    },
    searchEnabled: 'true',
    headerBackground: '#ffffff',
    headerItemsColourMode: 'dark',
    footerColour: 'dark',
    footerContactForm: 'true',
    footerLogos: () => null,
    freeShippingProgress: 'true',
    headerTransparentOnHero: 'false',
  },

  customers: [
    ['anna@noordzee.test', 'Anna', 'de Vries', null, '06 12 34 56 78', 'consumer'],
    ['inkoop@bedrijf-a.test', 'Pieter', 'Bakker', 'Strandpaviljoen De Branding B.V.', '070 123 45 67', 'business'],
    ['demo@etalage.test', 'Demo', 'Klant', null, '06 98 76 54 32', 'consumer'],
  ],

  shippingMethods: [
    ['postnl', 'PostNL – thuisbezorgd', 'PostNL – home delivery', 'delivery', [['NL', 495, 0, 5000], ['BE', 695, 0, 10000]]],
    ['dhl', 'DHL – thuisbezorgd', 'DHL – home delivery', 'delivery', [['NL', 695, null, null], ['BE', 895, null, null]]],
  ],
  freeShippingFrom: 5000,

  coupons: [
    ['WINTER25', 'PERCENTAGE', 25, 0, null, 41, '2024-12-01T00:00:00Z', '2025-02-28T23:59:59Z', 1],
    ['PERSONEEL30', 'PERCENTAGE', 30, 0, null, 3, '2025-01-01T00:00:00Z', null, 0],
  ],
  promo: {
    code: 'ZOMER20',
    percentage: 20,
    bannerText: { nl: 'Zomersale: 20% korting op alles met code ZOMER20', en: 'Summer sale: 20% off everything with code ZOMER20' },
    bannerColour: PRIMARY,
    productSlugs: null,
  },
  campaign: {
    name: { nl: 'Zomersale', en: 'Summer sale' },
    description: { nl: '20% korting op de hele collectie met code ZOMER20.', en: '20% off the entire collection with code ZOMER20.' },
    productSlugs: ['maxi-jurk-duinroos', 'linnen-overhemd', 'korte-chino', 'strohoed-met-lint', 'plisse-rok'],
  },

  pages: {
    homeTitle: { nl: 'Noordzee Mode – kleding met de kust in je hoofd', en: 'Noordzee Mode – clothing with the coast on your mind' },
    homeDescription: {
      nl: 'Tijdloze dames- en herenkleding van linnen, biologisch katoen en wol. Gratis verzending vanaf € 50 en 30 dagen bedenktijd.',
      en: 'Timeless clothing for women and men in linen, organic cotton and wool. Free shipping from € 50 and a 30-day cooling-off period.',
    },
    aboutDescription: {
      nl: 'Het verhaal achter Noordzee Mode: een boetiek in Den Haag met tijdloze kleding van duurzame materialen.',
      en: 'The story behind Noordzee Mode: a boutique in The Hague with timeless clothing in sustainable materials.',
    },
    storeType: 'ClothingStore',
    about: aboutText,
    home: homeText,
  },

  homeBlocks: ({ scenes, img }) => [
    {
      page: 'home', template: 'HERO_IMAGE', sort: 0,
      text: { nl: 'Licht als de zeewind', en: 'Light as the sea breeze' },
      subtitle: { nl: 'De nieuwe zomercollectie in linnen en biologisch katoen', en: 'The new summer collection in linen and organic cotton' },
      medias: [{ url: scenes.hero, alt: { nl: 'Kleding aan een waslijn op het strand', en: 'Clothes on a washing line on the beach' }, href: 'products' }],
    },
    {
      page: 'home', template: 'GRID', sort: 1,
      text: { nl: 'Shop de collectie', en: 'Shop the collection' },
      medias: [
        { url: img('linnen-midi-jurk'), alt: { nl: 'Alles van linnen', en: 'Everything in linen' }, href: 'products/material/linnen' },
        { url: img('visserstrui'), alt: { nl: 'Warme winterwol', en: 'Warm winter wool' }, href: 'products/season/winter' },
        { url: img('oxford-overhemd'), alt: { nl: 'Slim fit voor heren', en: 'Slim fit for men' }, href: 'products/fit/slim' },
        { url: scenes.shop, alt: { nl: 'Onze winkel in Den Haag', en: 'Our shop in The Hague' }, href: 'pagina/over-ons' },
      ],
    },
    { page: 'home', template: 'TEXT_BLOCK', sort: 3, text: homeText },
    {
      page: 'home', template: 'HERO_VIDEO', sort: 4,
      text: { nl: 'De Noordzee in beweging', en: 'The North Sea in motion' },
      medias: [{ url: scenes.video as string, alt: { nl: 'Golven op de Noordzee', en: 'Waves on the North Sea' } }], desktop: 0, mobile: 0,
    },
    {
      page: 'home', template: 'BANNERS', sort: 5,
      text: { nl: 'Zomersale: 20% korting', en: 'Summer sale: 20% off' },
      subtitle: { nl: 'Met code ZOMER20 op de hele collectie', en: 'With code ZOMER20 on the entire collection' },
      medias: [{ url: scenes.campaign, alt: { nl: 'Strandspullen op het zand', en: 'Beach things on the sand' }, href: 'product-tag/sale' }],
    },
  ],

  menu: ({ item, children }) => {
    item({ nl: 'Nieuw', en: 'New' }, 'products', { dIdx: 0, mIdx: 0 });
    const dames = item({ nl: 'Dames', en: 'Women' }, 'product-category/dames', { dIdx: 1, mIdx: 1 });
    children(dames, ['cat:jurken', 'cat:blouses-tops', 'cat:rokken', 'cat:broeken', 'cat:truien-vesten']);
    const heren = item({ nl: 'Heren', en: 'Men' }, 'product-category/heren', { dIdx: 2, mIdx: 2 });
    children(heren, ['cat:overhemden', 'cat:truien-vesten', 'cat:broeken', 'cat:jassen']);
    const acc = item({ nl: 'Accessoires', en: 'Accessories' }, 'product-category/accessoires', { dIdx: 3, mIdx: 3 });
    children(acc, ['cat:tassen', 'cat:schoenen', 'tag:linnen']);
    item({ nl: 'Sale', en: 'Sale' }, 'product-tag/sale', { dIdx: 4, mIdx: 4 });
    item({ nl: 'Over ons', en: 'About us' }, 'pagina/over-ons', { position: 'right', dIdx: 5, mIdx: 5 });
    item({ nl: 'Klantenservice', en: 'Customer service' }, 'pagina/contact-info', { position: 'right', desktop: 0, dIdx: 6, mIdx: 6 });
  },
  shortLinks: [['voorwaarden', 'algemene-voorwaarden'], ['privacy', 'privacy-policy'], ['retour', 'returns-policy'], ['klachten', 'complaints'], ['over', 'over-ons']],

  usps: [['Gratis verzending vanaf € 50', 'Free shipping from € 50'], ['Voor 22:00 besteld, morgen in huis', 'Order before 22:00, delivered tomorrow'], ['30 dagen bedenktijd', '30-day cooling-off period'], ['Gratis retourneren', 'Free returns']],
  promoBanner: ({ promoId }) => ({
    text: nlEn('<p>Zomersale: <strong>20% korting</strong> op alles met code ZOMER20</p>', '<p>Summer sale: <strong>20% off</strong> everything with code ZOMER20</p>'),
    color: PRIMARY, href: null, action: 'ADD_PROMOCODE', promo_code_id: promoId, is_dismissable: 1,
    custom_styles: json({ font_family: 'inherit', font_size: '14px', color: '#ffffff' }), layout_type: 'DEFAULT', sections: '[]', is_active: 1, sort_index: 0,
  }),
  branches: [['Noordzee Mode Den Haag', 'Keizerstraat', '112', '2584 BL', 'Den Haag', '070 362 48 15', details.hours]],
  newsletter: (scenes) => ({
    popup_header: nlEn('Blijf op de hoogte', 'Stay in the loop'),
    popup_body_text: nlEn('Meld je aan voor de nieuwsbrief en ontvang de code WELKOM10 voor 10% korting op je eerste bestelling.', 'Sign up for the newsletter and receive the code WELKOM10 for 10% off your first order.'),
    popup_image_url: scenes.campaign,
    html_content: nlEn('<p>Nieuwe collecties, stijltips en acties, ongeveer twee keer per maand in je inbox.</p>', '<p>New collections, style tips and offers, about twice a month in your inbox.</p>'),
  }),

  accounts: {
    addresses: {
      1101: [
        ['Thuis', 'Anna', 'de Vries', null, 'Badhuisweg', '52', 'B', '2587 CL', 'Den Haag', 'NL', 1, 1],
        ['Ouders', 'Anna', 'de Vries', null, 'Zeeweg', '7', null, '2051 EB', 'Overveen', 'NL', 0, 0],
      ],
      1102: [
        ['Paviljoen', 'Pieter', 'Bakker', 'Strandpaviljoen De Branding B.V.', 'Strandweg', '1', 'A', '2586 JK', 'Den Haag', 'NL', 1, 0],
        ['Administratie', 'Pieter', 'Bakker', 'Strandpaviljoen De Branding B.V.', 'Laan van Meerdervoort', '310', null, '2563 AJ', 'Den Haag', 'NL', 0, 1],
      ],
      1103: [['Thuis', 'Demo', 'Klant', null, 'Prinsegracht', '21', null, '2512 EW', 'Den Haag', 'NL', 1, 1]],
    },
    orders: [['linnen-blouse', 'maxi-jurk-duinroos'], ['visserstrui'], ['oxford-overhemd', 'gestreepte-sokken'], ['korte-chino', 'strohoed-met-lint'], ['plisse-rok']],
    reservations: [['linnen-midi-jurk', 'ready'], ['visserstrui', 'collected']],
    subscriptions: [
      ['Sokkenabonnement', 'Sock subscription', 3, [['gestreepte-sokken', 2]], 'active'],
      ['Basics elk seizoen', 'Basics every season', 6, [['basic-t-shirt-dames', 2]], 'paused'],
    ],
    savedCart: [['bretonse-streeptop', 1], ['plisse-rok', 1]],
    staff: 'Sanne de Wit',
  },
};
