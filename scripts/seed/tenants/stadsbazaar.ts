// Stadsbazaar: clothing, home goods and treats by makers from the city, in three shops (tenant B, on
// stadsbazaar.localhost). Its catalogue, its pages and chrome, and its demo customers' history.
import { badgeSvg } from "../art/brand";
import { canalStreet, giftsScene, interiorShelves, marketStall } from "../art/city";
import { storefront } from "../art/scenes";
import { json, nlEn } from "../sql";
import { h2, html, p, ul } from "../texts";
import type { Details, Tenant } from "./tenant";

const PRIMARY = "#8a2c3b";

const details: Details = {
  street: 'Voorstraat', houseNr: '48', postalCode: '3512 AR', city: 'Utrecht', phone: '030 231 77 40',
  email: 'hallo@stadsbazaar.nl', kvk: '80123457', vat: 'NL861234567B01', iban: 'NL20 INGB 0001 2345 67', returnDays: 14, freeFrom: 75,
  returnCost: { nl: 'Retourneren kost € 4,95. Dat bedrag houden we in op je terugbetaling. Breng je je retour naar een van onze winkels, dan is het gratis.', en: 'Returns cost € 4.95, which we deduct from your refund. Bring your return to one of our shops and it is free.' },
  returnExceptions: {
    nl: ['levensmiddelen zoals koffie, thee en chocolade', 'gebruikte geurkaarsen', 'sokken waarvan de verpakking is geopend'],
    en: ['food such as coffee, tea and chocolate', 'used scented candles', 'socks whose packaging has been opened'],
  },
  facebook: 'https://www.facebook.com/stadsbazaar', instagram: 'https://www.instagram.com/stadsbazaar', tiktok: null,
  slogan: { nl: 'Kleding, wonen en lekkers uit de stad', en: 'Clothing, home goods and treats from the city' },
  footerSlogan: { nl: 'Jouw bazaar om de hoek, ook online', en: 'Your bazaar around the corner, online too' },
  hours: { nl: 'ma–za 10:00–18:00, vr tot 21:00, zo 12:00–17:00', en: 'Mon–Sat 10:00–18:00, Fri until 21:00, Sun 12:00–17:00' },
};

const aboutText = {
  nl: html([
    h2('Over de Stadsbazaar'),
    p('De Stadsbazaar is een warenhuis in het klein: kleding, spullen voor in huis en lekkers van makers uit de stad, allemaal onder één dak. We begonnen in 2019 aan de Voorstraat in Utrecht en hebben inmiddels ook winkels in Amsterdam-Oost en Rotterdam-Noord.'),
    p('Meer dan de helft van ons assortiment wordt gemaakt binnen vijftig kilometer van onze winkels: de mokken komen uit een atelier om de hoek, de koffie wordt twee straten verderop gebrand.'),
    h2('Onze winkels'),
    ul(['Utrecht – Voorstraat 48', 'Amsterdam – Javastraat 112', 'Rotterdam – Zwart Janstraat 61']),
    p('Bestel je online, dan kun je je pakket gratis ophalen in elke winkel.'),
  ]),
  en: html([
    h2('About the Stadsbazaar'),
    p('The Stadsbazaar is a department store in miniature: clothing, home goods and treats by makers from the city, all under one roof. We started in 2019 on the Voorstraat in Utrecht and now also have shops in Amsterdam-Oost and Rotterdam-Noord.'),
    p('More than half of our range is made within fifty kilometres of our shops: the mugs come from a studio around the corner, the coffee is roasted two streets away.'),
    h2('Our shops'),
    ul(['Utrecht – Voorstraat 48', 'Amsterdam – Javastraat 112', 'Rotterdam – Zwart Janstraat 61']),
    p('Order online and you can pick up your parcel for free in any of our shops.'),
  ]),
};

const homeText = {
  nl: html([h2('Van makers uit de stad'), p('De Stadsbazaar verzamelt kleding, woonaccessoires, boeken en lekkers van makers uit Utrecht, Amsterdam en Rotterdam. Zo koop je iets moois én steun je de buurt.'), p('Haal je bestelling gratis op in een van onze drie winkels, of laat hem bezorgen: vanaf € 75 is dat gratis.')]),
  en: html([h2('From makers in the city'), p('The Stadsbazaar brings together clothing, home accessories, books and treats by makers from Utrecht, Amsterdam and Rotterdam. Buy something lovely and support the neighbourhood at the same time.'), p('Pick up your order for free in one of our three shops, or have it delivered: free from € 75.')]),
};

export const stadsbazaar: Tenant = {
  key: 'B',
  id: '7b1e2c4a-0000-4000-8000-00000000000b',
  authTenantId: 'stadsbazaar-p2x7c',
  name: 'Stadsbazaar',
  legalName: 'Stadsbazaar Utrecht B.V.',
  isDevelopment: 0,
  prefix: 'stadsbazaar',
  skuPrefix: 'SB',
  primary: '#8a2c3b',
  theme: 'fancy',
  n: 2,
  domains: [
    ['stadsbazaar.localhost', 1],
    ['www.stadsbazaar.nl', 0],
  ],
  studio: ['#f7f1ea', '#e9ddd0', '#b8a48e'],
  palette: {
    zwart: ['zwart', 'black', '#1e1e1e'],
    wit: ['wit', 'white', '#f4f2ee'],
    creme: ['crème', 'cream', '#ece3d0'],
    bordeaux: ['bordeaux', 'burgundy', '#8a2c3b'],
    grijs: ['grijs melee', 'heather grey', '#8f9196'],
    olijf: ['olijf', 'olive', '#6b6b3a'],
    oker: ['oker', 'ochre', '#c8912e'],
    terracotta: ['terracotta', 'terracotta', '#c0643f'],
    mos: ['mosgroen', 'moss green', '#55654a'],
    kobalt: ['kobaltblauw', 'cobalt blue', '#2e4f9c'],
    roze: ['poederroze', 'powder pink', '#e4a6a8'],
    lila: ['lila', 'lilac', '#a596c4'],
    antraciet: ['antraciet', 'charcoal', '#3a3d42'],
    denim: ['vintage blauw', 'vintage blue', '#4d6a8f'],
    zwartdenim: ['zwart denim', 'black denim', '#33363b'],
    ijsblauw: ['ijsblauw', 'ice blue', '#a9c4dc'],
    amber: ['amber', 'amber', '#a0612a'],
    flesgroen: ['flesgroen', 'bottle green', '#56704f'],
    kraft: ['kraft', 'kraft', '#b48a5a'],
  },
  categories: [
    ['kleding', 'Kleding', 'Clothing', null],
    ['shirts-tops', 'T-shirts & tops', 'T-shirts & tops', 'kleding'],
    ['truien-hoodies', 'Truien & hoodies', 'Sweaters & hoodies', 'kleding'],
    ['broeken-jeans', 'Broeken & jeans', 'Trousers & jeans', 'kleding'],
    ['jassen', 'Jassen', 'Jackets', 'kleding'],
    ['rokken-jurken', 'Rokken & jurken', 'Skirts & dresses', 'kleding'],
    ['schoenen', 'Schoenen', 'Shoes', 'kleding'],
    ['accessoires', 'Accessoires', 'Accessories', null],
    ['wonen', 'Wonen', 'Home', null],
    ['keuken-tafel', 'Keuken & tafel', 'Kitchen & table', 'wonen'],
    ['decoratie', 'Decoratie', 'Decoration', 'wonen'],
    ['woontextiel', 'Woontextiel', 'Home textiles', 'wonen'],
    ['papierwaren', 'Papierwaren & boeken', 'Stationery & books', null],
    ['eten-drinken', 'Eten & drinken', 'Food & drink', null],
  ],
  tags: [
    ['nieuw', 'Nieuw', 'New'],
    ['sale', 'Sale', 'Sale'],
    ['duurzaam', 'Duurzaam', 'Sustainable'],
    ['basics', 'Basics', 'Basics'],
    ['musthaves', 'Musthaves', 'Must-haves'],
    ['cadeautip', 'Cadeautip', 'Gift idea'],
    ['lokaal-gemaakt', 'Lokaal gemaakt', 'Locally made'],
  ],
  products: [
    {
      slug: 'oversized-t-shirt-stadslogo', nl: 'Oversized T-shirt Stadslogo', en: 'Oversized city logo T-shirt',
      dnl: 'Ruim vallend T-shirt van zwaar katoen met een klein geborduurd Stadsbazaar-logo op de borst.',
      den: 'Boxy T-shirt in heavyweight cotton with a small embroidered Stadsbazaar logo on the chest.',
      brand: 'Stadsbazaar', price: 3495, shape: 'tshirt', opts: { print: 'logo' }, colours: ['zwart', 'wit', 'bordeaux'], sizes: 'top',
      cf: { material: 'katoen', fit: 'oversized', season: 'het-hele-jaar' }, cats: ['kleding', 'shirts-tops'], tags: ['basics', 'musthaves'],
    },
    {
      slug: 't-shirt-grachtenprint', nl: 'T-shirt Grachtenprint', en: 'Canal house print T-shirt',
      dnl: 'T-shirt met een zeefdruk van grachtenpanden, gedrukt door een drukkerij om de hoek.',
      den: 'T-shirt with a screen print of canal houses, printed by a print shop around the corner.',
      brand: 'Grachtwerk', price: 3995, sale: 2995, shape: 'tshirt', opts: { print: 'canal' }, colours: ['wit', 'creme'], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'zomer' }, cats: ['kleding', 'shirts-tops'], tags: ['lokaal-gemaakt'], detail: true,
    },
    {
      slug: 'longsleeve-wafelstof', nl: 'Longsleeve wafelstof', en: 'Waffle-knit longsleeve',
      dnl: 'Longsleeve van zachte wafelstof met ribboorden. Perfect als laag onder een overshirt.',
      den: 'Longsleeve in soft waffle knit with ribbed trims. Perfect as a layer under an overshirt.',
      brand: 'Grachtwerk', price: 4495, shape: 'sweater', opts: { style: 'waffle' }, colours: ['creme', 'mos', 'antraciet'], sizes: 'top',
      cf: { material: 'katoen', fit: 'slim', season: 'herfst' }, cats: ['kleding', 'shirts-tops'], tags: ['basics'], detail: true,
    },
    {
      slug: 'hoodie-oost', nl: 'Hoodie Oost', en: 'Oost hoodie',
      dnl: 'Zware hoodie van geborsteld katoen met een gevoerde capuchon en kangoeroezak. Genoemd naar onze winkel in Oost.',
      den: 'Heavyweight hoodie in brushed cotton with a lined hood and kangaroo pocket. Named after our shop in Oost.',
      brand: 'Stadsbazaar', price: 7995, shape: 'sweater', opts: { style: 'hoodie' }, colours: ['grijs', 'bordeaux', 'zwart'], sizes: 'top',
      cf: { material: 'katoen', fit: 'oversized', season: 'herfst' }, cats: ['kleding', 'truien-hoodies'], tags: ['musthaves'],
    },
    {
      slug: 'crewneck-sweater', nl: 'Crewneck sweater', en: 'Crewneck sweatshirt',
      dnl: 'Klassieke sweater met ronde hals van biologisch katoen, met geribde boorden.',
      den: 'Classic crewneck sweatshirt in organic cotton with ribbed trims.',
      brand: 'Grachtwerk', price: 6495, sale: 4995, shape: 'sweater', colours: ['oker', 'kobalt', 'grijs'], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'herfst' }, cats: ['kleding', 'truien-hoodies'], tags: ['duurzaam'],
    },
    {
      slug: 'corduroy-overshirt', nl: 'Corduroy overshirt', en: 'Corduroy overshirt',
      dnl: 'Overshirt van zacht ribfluweel met twee klepzakken. Draag hem als shirt of als lichte jas.',
      den: 'Overshirt in soft corduroy with two flap pockets. Wear it as a shirt or as a light jacket.',
      brand: 'Grachtwerk', price: 8995, shape: 'shirt', opts: { style: 'overshirt', texture: 'cord' }, colours: ['olijf', 'terracotta', 'creme'], sizes: 'top',
      cf: { material: 'corduroy', fit: 'relaxed', season: 'herfst' }, cats: ['kleding', 'shirts-tops', 'jassen'], tags: ['nieuw', 'musthaves'],
    },
    {
      slug: 'workwear-jas', nl: 'Workwear jas', en: 'Workwear jacket',
      dnl: 'Stevige werkjas van canvas met een corduroy kraag en oranje stiksels. Gemaakt om lang mee te gaan.',
      den: 'Sturdy canvas work jacket with a corduroy collar and orange stitching. Built to last.',
      brand: 'Buurman & Co', price: 14995, shape: 'jacket', opts: { style: 'work' }, colours: ['mos', 'zwart'], sizes: 'top',
      cf: { material: 'canvas', fit: 'regular', season: 'lente' }, cats: ['kleding', 'jassen'], tags: ['duurzaam', 'lokaal-gemaakt'], detail: true,
    },
    {
      slug: 'pufferjas-stadswinter', nl: 'Pufferjas Stadswinter', en: 'City winter puffer jacket',
      dnl: 'Lichte gewatteerde jas met gerecyclede vulling en een hoge kraag. Houdt je warm op de fiets door de stad.',
      den: 'Lightweight quilted jacket with recycled fill and a high collar. Keeps you warm cycling through town.',
      brand: 'Stadsbazaar', price: 16995, sale: 12995, shape: 'jacket', opts: { style: 'puffer' }, colours: ['zwart', 'bordeaux'], sizes: 'top',
      cf: { material: 'gerecycled-polyester', fit: 'regular', season: 'winter' }, cats: ['kleding', 'jassen'], tags: ['duurzaam'], detail: true,
    },
    {
      slug: 'cargobroek', nl: 'Cargobroek', en: 'Cargo trousers',
      dnl: 'Ruimvallende cargobroek van katoen-ripstop met klepzakken op de pijpen.',
      den: 'Loose-fitting cargo trousers in cotton ripstop with flap pockets on the legs.',
      brand: 'Buurman & Co', price: 8495, shape: 'trousers', opts: { style: 'cargo' }, colours: ['olijf', 'zwart'], sizes: 'top',
      cf: { material: 'katoen', fit: 'relaxed', season: 'het-hele-jaar' }, cats: ['kleding', 'broeken-jeans'], tags: ['musthaves'],
    },
    {
      slug: 'baggy-jeans', nl: 'Baggy jeans', en: 'Baggy jeans',
      dnl: 'Wijde jeans met een lage kruisnaad en een vintage wassing. Van gerecycled denim.',
      den: 'Wide jeans with a low crotch and a vintage wash. Made from recycled denim.',
      brand: 'Grachtwerk', price: 9495, shape: 'trousers', opts: { style: 'jeans' }, colours: ['denim', 'zwartdenim'], sizes: 'top',
      cf: { material: 'denim', fit: 'wide', season: 'het-hele-jaar' }, cats: ['kleding', 'broeken-jeans'], tags: ['duurzaam'],
    },
    {
      slug: 'joggingbroek', nl: 'Joggingbroek', en: 'Joggers',
      dnl: 'Comfortabele joggingbroek van french terry met elastische boorden en een trekkoord.',
      den: 'Comfortable joggers in French terry with elastic cuffs and a drawcord.',
      brand: 'Stadsbazaar', price: 5995, sale: 4495, shape: 'trousers', opts: { style: 'jogger' }, colours: ['grijs', 'zwart'], sizes: 'top',
      cf: { material: 'katoen', fit: 'relaxed', season: 'het-hele-jaar' }, cats: ['kleding', 'broeken-jeans'], tags: ['basics'],
    },
    {
      slug: 'midi-rok-ribstof', nl: 'Midi-rok ribstof', en: 'Ribbed midi skirt',
      dnl: 'Aansluitende midi-rok van zachte ribstof met een split aan de zijkant.',
      den: 'Fitted midi skirt in soft rib knit with a side slit.',
      brand: 'Grachtwerk', price: 5495, shape: 'skirt', opts: { style: 'rib' }, colours: ['oker', 'zwart', 'lila'], sizes: 'top',
      cf: { material: 'viscose', fit: 'slim', season: 'herfst' }, cats: ['kleding', 'rokken-jurken'], tags: ['nieuw'],
    },
    {
      slug: 'satijnen-slipdress', nl: 'Satijnen slipdress', en: 'Satin slip dress',
      dnl: 'Elegante slipdress van glanzend satijn met verstelbare bandjes. Mooi met een grof vest of sneakers.',
      den: 'Elegant slip dress in lustrous satin with adjustable straps. Lovely with a chunky cardigan or sneakers.',
      brand: 'Stadsbazaar', price: 8995, sale: 6995, shape: 'dress', opts: { style: 'slip' }, colours: ['lila', 'bordeaux', 'zwart'], sizes: 'top',
      cf: { material: 'satijn', fit: 'regular', season: 'zomer' }, cats: ['kleding', 'rokken-jurken'], tags: ['musthaves'],
    },
    {
      slug: 'sokken-stadsprint', nl: 'Sokken Stadsprint', en: 'City print socks',
      dnl: 'Katoenen sokken met een grafische streep en een versterkte teen.',
      den: 'Cotton socks with a graphic stripe and a reinforced toe.',
      brand: 'Stadsbazaar', price: 1295, shape: 'socks',
      colours: [['bordeaux', { stripes: '#ece3d0', accent: '#1e1e1e' }], ['zwart', { stripes: '#c8912e', accent: '#8a2c3b' }]], sizes: 'socks',
      cf: { material: 'katoen', season: 'het-hele-jaar' }, cats: ['accessoires'], tags: ['basics', 'cadeautip'],
    },
    {
      slug: 'bucket-hat-ribfluweel', nl: 'Bucket hat ribfluweel', en: 'Corduroy bucket hat',
      dnl: 'Bucket hat van ribfluweel met een doorgestikte rand. Houdt regen en zon tegen.',
      den: 'Bucket hat in corduroy with a stitched brim. Keeps out rain and sun.',
      brand: 'Grachtwerk', price: 2995, shape: 'hat', opts: { style: 'bucket', accent: '#ece3d0' }, colours: ['olijf', 'bordeaux'], sizes: 'one',
      cf: { material: 'corduroy', season: 'herfst' }, cats: ['accessoires'], tags: ['nieuw'], soldOut: true,
    },
    {
      slug: 'beanie-met-omslag', nl: 'Beanie met omslag', en: 'Turn-up beanie',
      dnl: 'Strakke beanie van gerecyclede wol met een omslag, een pompon en een geweven label.',
      den: 'Snug beanie in recycled wool with a turn-up, a pompom and a woven label.',
      brand: 'Stadsbazaar', price: 2495, shape: 'hat', opts: { style: 'beanie', accent: '#8a2c3b' }, colours: ['zwart', 'oker', 'bordeaux'], sizes: 'one',
      cf: { material: 'wol', season: 'winter' }, cats: ['accessoires'], tags: ['basics', 'cadeautip'],
    },
    {
      slug: 'canvas-sneakers', nl: 'Canvas sneakers', en: 'Canvas sneakers',
      dnl: 'Lage sneakers van stevig canvas met een gevulkaniseerde zool. Een klassieker voor elke dag.',
      den: 'Low-top sneakers in sturdy canvas with a vulcanised sole. An everyday classic.',
      brand: 'Buurman & Co', price: 7995, sale: 5995, shape: 'shoes', opts: { style: 'sneaker', suede: true },
      colours: [['wit', { accent: '#8a2c3b' }], ['zwart', { accent: '#f4f2ee' }]], sizes: 'shoes',
      cf: { material: 'canvas', fit: 'regular', season: 'het-hele-jaar' }, cats: ['kleding', 'schoenen'], tags: [],
    },
    {
      slug: 'crossbody-tas', nl: 'Crossbody tas', en: 'Crossbody bag',
      dnl: 'Kleine tas van gerecycled leer met een verstelbare band, zodat je je handen vrij hebt in de stad.',
      den: 'Small bag in recycled leather with an adjustable strap, so your hands are free in the city.',
      brand: 'Buurman & Co', price: 6995, shape: 'bag', colours: ['zwart', 'terracotta'], sizes: 'one',
      cf: { material: 'leer', season: 'het-hele-jaar' }, cats: ['accessoires'], tags: ['musthaves', 'cadeautip'], detail: true,
    },
    {
      slug: 'sjaal-gerecyclede-wol', nl: 'Sjaal van gerecyclede wol', en: 'Recycled wool scarf',
      dnl: 'Zachte sjaal met brede strepen, geweven van gerecyclede wol uit Prato.',
      den: 'Soft scarf with wide stripes, woven from recycled wool from Prato.',
      brand: 'Stadsbazaar', price: 4495, shape: 'scarf', opts: { pattern: 'stripes' },
      colours: [['antraciet', { accent: '#c8912e' }], ['bordeaux', { accent: '#ece3d0' }]], sizes: 'one',
      cf: { material: 'wol', season: 'winter' }, cats: ['accessoires'], tags: ['duurzaam', 'cadeautip'],
    },
    {
      slug: 'mok-goedemorgen', nl: 'Mok Goedemorgen', en: 'Goedemorgen mug',
      dnl: 'Handgemaakte mok van gespikkeld steengoed met de tekst "goedemorgen". Inhoud 350 ml en vaatwasserbestendig.',
      den: 'Handmade mug in speckled stoneware with the text "goedemorgen" (good morning). Holds 350 ml and is dishwasher safe.',
      brand: 'Klei & Vuur', price: 1495, shape: 'mug', opts: { text: 'goedemorgen', coffee: true },
      colours: [['kobalt', { textColor: '#f4f2ee' }], ['mos', { textColor: '#f4f2ee' }], ['creme', { textColor: '#8a2c3b' }]], sizes: 'none',
      cf: { material: 'steengoed' }, cats: ['wonen', 'keuken-tafel'], tags: ['cadeautip', 'lokaal-gemaakt'], detail: true,
    },
    {
      slug: 'espressokopjes-set-van-2', nl: 'Espressokopjes set van 2', en: 'Set of 2 espresso cups',
      dnl: 'Twee espressokopjes met schotel, gedraaid en geglazuurd in een atelier in Utrecht.',
      den: 'Two espresso cups with saucers, thrown and glazed in a studio in Utrecht.',
      brand: 'Klei & Vuur', price: 2995, sale: 2495, shape: 'mug', opts: { style: 'espresso' }, colours: ['mos', 'terracotta'], sizes: 'none',
      cf: { material: 'steengoed' }, cats: ['wonen', 'keuken-tafel'], tags: ['lokaal-gemaakt'],
    },
    {
      slug: 'geurkaars-vijgenblad', nl: 'Geurkaars Vijgenblad', en: 'Fig Leaf scented candle',
      dnl: 'Geurkaars van sojawas in een groen glazen pot, met tonen van vijgenblad en cederhout. Brandtijd circa 45 uur.',
      den: 'Soy wax scented candle in a green glass jar with notes of fig leaf and cedarwood. Burns for about 45 hours.',
      brand: 'Stadsbazaar', price: 2495, shape: 'candle', opts: { label: 'Vijgenblad' }, colours: ['flesgroen'], sizes: 'none',
      cf: { material: 'sojawas' }, cats: ['wonen', 'decoratie'], tags: ['cadeautip', 'musthaves'],
    },
    {
      slug: 'geurkaars-houtvuur', nl: 'Geurkaars Houtvuur', en: 'Wood Fire scented candle',
      dnl: 'Warme geurkaars met een houten lont die zachtjes knispert. Met tonen van amber, rook en vanille.',
      den: 'Warm scented candle with a wooden wick that softly crackles. With notes of amber, smoke and vanilla.',
      brand: 'Stadsbazaar', price: 2995, sale: 2295, shape: 'candle', opts: { label: 'Houtvuur' }, colours: ['amber'], sizes: 'none',
      cf: { material: 'sojawas' }, cats: ['wonen', 'decoratie'], tags: ['cadeautip'],
    },
    {
      slug: 'sierkussen-ribfluweel', nl: 'Sierkussen ribfluweel', en: 'Corduroy cushion',
      dnl: 'Kussen van 45 × 45 cm in zacht ribfluweel, inclusief binnenkussen met verenvulling.',
      den: 'A 45 × 45 cm cushion in soft corduroy, including a feather-filled inner cushion.',
      brand: 'Buurman & Co', price: 3995, shape: 'cushion', opts: { pattern: 'cord' }, colours: ['bordeaux', 'oker', 'mos'], sizes: 'none',
      cf: { material: 'corduroy' }, cats: ['wonen', 'woontextiel'], tags: ['musthaves'],
    },
    {
      slug: 'sierkussen-linnen-streep', nl: 'Sierkussen linnen streep', en: 'Striped linen cushion',
      dnl: 'Gestreept kussen van gewassen linnen met een verborgen rits. 50 × 50 cm.',
      den: 'Striped cushion in washed linen with a concealed zip. 50 × 50 cm.',
      brand: 'Buurman & Co', price: 4495, shape: 'cushion', opts: { pattern: 'stripes', button: false },
      colours: [['creme', { accent: '#3a3d42' }], ['roze', { accent: '#8a2c3b' }]], sizes: 'none',
      cf: { material: 'linnen' }, cats: ['wonen', 'woontextiel'], tags: ['nieuw'],
    },
    {
      slug: 'wollen-plaid-geruit', nl: 'Wollen plaid geruit', en: 'Checked wool throw',
      dnl: 'Grote plaid van zuivere lamswol met een klassieke ruit en franjes. 130 × 180 cm.',
      den: 'Large throw in pure lambswool with a classic check and fringes. 130 × 180 cm.',
      brand: 'Buurman & Co', price: 8995, sale: 7495, shape: 'plaid',
      colours: [['bordeaux', { accent: '#ece3d0' }], ['mos', { accent: '#c8912e' }]], sizes: 'none',
      cf: { material: 'wol' }, cats: ['wonen', 'woontextiel'], tags: ['cadeautip'], detail: true,
    },
    {
      slug: 'plaid-wafelkatoen', nl: 'Plaid wafelkatoen', en: 'Waffle cotton throw',
      dnl: 'Lichte plaid van wafelkatoen, heerlijk voor op de bank op zomeravonden.',
      den: 'Light throw in waffle cotton, lovely on the sofa on summer evenings.',
      brand: 'Stadsbazaar', price: 5495, shape: 'plaid', opts: { pattern: 'waffle' }, colours: ['creme', 'roze'], sizes: 'none',
      cf: { material: 'katoen' }, cats: ['wonen', 'woontextiel'], tags: ['basics'],
    },
    {
      slug: 'vaas-bol-aardewerk', nl: 'Vaas Bol aardewerk', en: 'Bol earthenware vase',
      dnl: 'Bolle vaas van aardewerk met een matte glazuur. Mooi met droogbloemen of een enkele tak.',
      den: 'Round earthenware vase with a matte glaze. Lovely with dried flowers or a single branch.',
      brand: 'Klei & Vuur', price: 3495, shape: 'vase', colours: ['terracotta', 'creme', 'zwart'], sizes: 'none',
      cf: { material: 'aardewerk' }, cats: ['wonen', 'decoratie'], tags: ['lokaal-gemaakt', 'cadeautip'],
    },
    {
      slug: 'glazen-vaas-ribbel', nl: 'Glazen vaas Ribbel', en: 'Ribbed glass vase',
      dnl: 'Hoge vaas van mondgeblazen glas met verticale ribbels. Hoogte 28 cm.',
      den: 'Tall vase in mouth-blown glass with vertical ribs. Height 28 cm.',
      brand: 'Stadsbazaar', price: 3995, shape: 'vase', opts: { style: 'tall' }, colours: ['ijsblauw', 'amber'], sizes: 'none',
      cf: { material: 'glas' }, cats: ['wonen', 'decoratie'], tags: ['nieuw'],
    },
    {
      slug: 'draagtas-stadsbazaar', nl: 'Draagtas Stadsbazaar', en: 'Stadsbazaar tote bag',
      dnl: 'Stevige draagtas van biologisch canvas met ons logo. Voor de markt, de bieb of de bakker.',
      den: 'Sturdy tote bag in organic canvas with our logo. For the market, the library or the bakery.',
      brand: 'Stadsbazaar', price: 1495, shape: 'tote', opts: { print: 'logo' }, colours: ['creme', 'zwart'], sizes: 'one',
      cf: { material: 'katoen' }, cats: ['accessoires'], tags: ['duurzaam', 'basics'],
    },
    {
      slug: 'notitieboek-a5-linnen', nl: 'Notitieboek A5 linnen', en: 'A5 linen notebook',
      dnl: "Notitieboek met een linnen kaft, 192 gelinieerde pagina's van FSC-papier en een elastiek.",
      den: 'Notebook with a linen cover, 192 lined pages of FSC paper and an elastic band.',
      brand: 'Grachtwerk', price: 1995, shape: 'notebook', colours: ['mos', 'bordeaux', 'oker'], sizes: 'none',
      cf: { material: 'papier' }, cats: ['papierwaren'], tags: ['cadeautip'],
    },
    {
      slug: 'schetsboek-a4', nl: 'Schetsboek A4', en: 'A4 sketchbook',
      dnl: "Schetsboek met 120 pagina's dik tekenpapier, geschikt voor potlood, inkt en aquarel.",
      den: 'Sketchbook with 120 pages of heavy drawing paper, suited to pencil, ink and watercolour.',
      brand: 'Grachtwerk', price: 2495, sale: 1995, shape: 'notebook', opts: { label: 'SCHETSEN' }, colours: ['zwart', 'terracotta'], sizes: 'none',
      cf: { material: 'papier' }, cats: ['papierwaren'], tags: [],
    },
    {
      slug: 'kookboek-stadskeuken', nl: 'Kookboek Stadskeuken', en: 'Stadskeuken cookbook',
      dnl: "Zeventig recepten uit de keukens van de stad, van Surinaamse roti tot Hollandse stamppot. Hardcover, 240 pagina's.",
      den: "Seventy recipes from the city's kitchens, from Surinamese roti to Dutch stamppot. Hardcover, 240 pages.",
      brand: 'Uitgeverij Oost', price: 3495, vat: 9, shape: 'notebook', opts: { title: 'Stadskeuken', subtitle: 'RECEPTEN' }, colours: ['oker'], sizes: 'none',
      cf: { material: 'papier' }, cats: ['papierwaren'], tags: ['cadeautip', 'nieuw'],
    },
    {
      slug: 'koffiebonen-huisblend', nl: 'Koffiebonen Huisblend', en: 'House blend coffee beans',
      dnl: 'Onze huisblend van Braziliaanse en Ethiopische bonen, vers gebrand in de stad. Tonen van chocolade en hazelnoot.',
      den: 'Our house blend of Brazilian and Ethiopian beans, freshly roasted in town. Notes of chocolate and hazelnut.',
      brand: 'Bonen Bakker', price: 1295, vat: 9, perUnit: 2590, shape: 'pouch', opts: { brand: 'BONEN BAKKER', label: 'HUISBLEND', sub: 'bonen · medium branding' },
      colours: ['kraft'], sizes: [['500 g', null], ['1 kg', 2395]],
      cf: { season: 'het-hele-jaar' }, cats: ['eten-drinken'], tags: ['lokaal-gemaakt', 'cadeautip'],
    },
    {
      slug: 'losse-thee-earl-grey', nl: 'Losse thee Earl Grey', en: 'Earl Grey loose-leaf tea',
      dnl: 'Zwarte thee met bergamot en korenbloemblaadjes, in een hervulbaar blik van 100 gram.',
      den: 'Black tea with bergamot and cornflower petals, in a refillable 100 gram tin.',
      brand: 'Theehuis Oost', price: 1095, vat: 9, perUnit: 10950, shape: 'tin', opts: { brand: 'THEEHUIS OOST' }, colours: ['zwart'], sizes: [['100 g', null]],
      cf: { season: 'het-hele-jaar' }, cats: ['eten-drinken'], tags: ['cadeautip'],
    },
    {
      slug: 'chocoladereep-zeezout-karamel', nl: 'Chocoladereep zeezout karamel', en: 'Sea salt caramel chocolate bar',
      dnl: 'Romige melkchocolade met stukjes karamel en een snufje zeezout. Bean-to-bar gemaakt in Amsterdam.',
      den: 'Creamy milk chocolate with caramel pieces and a pinch of sea salt. Made bean-to-bar in Amsterdam.',
      brand: 'Cacaolab', price: 995, vat: 9, perUnit: 9950, shape: 'chocolate', opts: { brand: 'CACAOLAB' }, colours: ['bordeaux'], sizes: [['100 g', null]],
      cf: { season: 'het-hele-jaar' }, cats: ['eten-drinken'], tags: ['cadeautip', 'lokaal-gemaakt'],
    },
  ],
  bundles: [
    {
      slug: 'cadeaupakket-koffieliefhebber', nl: 'Cadeaupakket koffieliefhebber', en: 'Coffee lover gift set',
      dnl: 'Een mok Goedemorgen, een zak huisblend en een reep zeezout-karamel: het perfecte cadeau, samen voor een vaste prijs.',
      den: 'A Goedemorgen mug, a bag of house blend and a sea salt caramel bar: the perfect gift, together for a fixed price.',
      items: [['mok-goedemorgen', 1], ['koffiebonen-huisblend', 1], ['chocoladereep-zeezout-karamel', 1]], fixed: 3295,
    },
    {
      slug: 'gezellig-thuis', nl: 'Gezellig thuis', en: 'Cosy at home',
      dnl: 'Een wollen plaid, een ribfluwelen kussen en de geurkaars Houtvuur voor lange winteravonden.',
      den: 'A wool throw, a corduroy cushion and the Wood Fire candle for long winter evenings.',
      items: [['wollen-plaid-geruit', 1], ['sierkussen-ribfluweel', 1], ['geurkaars-houtvuur', 1]],
    },
    {
      slug: 'stadsoutfit', nl: 'Stadsoutfit', en: 'City outfit',
      dnl: 'Hoodie, cargobroek, canvas sneakers en twee paar sokken: klaar voor de stad.',
      den: 'Hoodie, cargo trousers, canvas sneakers and two pairs of socks: ready for the city.',
      items: [['hoodie-oost', 1], ['cargobroek', 1], ['canvas-sneakers', 1], ['sokken-stadsprint', 2]],
    },
    {
      slug: 'schrijfset', nl: 'Schrijfset', en: 'Writing set',
      dnl: 'Een linnen notitieboek en een schetsboek, samen in onze canvas draagtas.',
      den: 'A linen notebook and a sketchbook, together in our canvas tote bag.',
      items: [['notitieboek-a5-linnen', 1], ['schetsboek-a4', 1], ['draagtas-stadsbazaar', 1]],
    },
  ],

  details,

  scenes: (add) => ({
    hero: add("stadsbazaar/banners/grachten-avond.svg", canalStreet(PRIMARY)),
    interior: add("stadsbazaar/banners/wonen-interieur.svg", interiorShelves()),
    campaign: add("stadsbazaar/banners/bazaar-weken.svg", marketStall(PRIMARY)),
    gifts: add("stadsbazaar/banners/cadeaus.svg", giftsScene(PRIMARY)),
    shop: add(
      "stadsbazaar/banners/winkel-utrecht.svg",
      storefront({
        name: 'STADSBAZAAR', serif: false, brick: '#8e5a47', mortar: '#d8c7b4', sign: '#1e1e1e', signText: '#f4ede0', door: '#2f3a33', awning: PRIMARY, stripes: '#f4ede0',
        items: [['sweater', '#8f9196', { style: 'hoodie' }, 260, 270, 0.4], ['vase', '#c0643f', {}, 540, 400, 0.3], ['mug', '#2e4f9c', {}, 700, 440, 0.25], ['plaid', '#8a2c3b', { accent: '#ece3d0' }, 820, 380, 0.3]],
      }),
    ),
    badgeSecure: add("stadsbazaar/footer/veilig-betalen.svg", badgeSvg("secure")),
    badgeGreen: add("stadsbazaar/footer/duurzaam-verpakt.svg", badgeSvg("green")),
  }),

  look: {
    header: {
        logoPosition: 'center', navPlacement: 'below', navMode: 'below', navBelowAlignment: 'center', maxWidth: 'full', stickyHeader: true,
        searchPlacement: { desktop: 'navbar', mobile: 'navbar' },
        icons: { visibility: { wishlist: true, cart: true, account: true, language: true }, order: ['language', 'account', 'wishlist', 'cart'] },
        placements: {
          desktop: { left: ['search'], center: ['logo'], right: ['language', 'account', 'wishlist', 'cart'] },
          mobile: { left: ['nav'], center: ['logo'], right: ['wishlist', 'cart'] },
        },
        fullscreenMenu: false, logoOverlapHero: true, logoOverlapScale: 1.5,
        headerHeight: { mode: 'large' },
    },
    stickyButton: { enabled: false, position: 'bottom-right', action: 'link', link: { url: '/contact', openInNewTab: false } },
    searchEnabled: '1',
    headerBackground: PRIMARY,
    headerItemsColourMode: 'light',
    footerColour: 'primary',
    footerContactForm: 'false',
    footerLogos: (scenes) => [scenes.badgeSecure as string, scenes.badgeGreen as string],
    freeShippingProgress: 'false',
    headerTransparentOnHero: 'true',
  },

  customers: [
    ['sem@stadsbazaar.test', 'Sem', 'Jansen', null, '06 23 45 67 89', 'consumer'],
    ['inkoop@bedrijf-b.test', 'Fatima', 'El Amrani', 'Koffiebar De Gracht B.V.', '030 765 43 21', 'business'],
    ['demo@etalage.test', 'Demo', 'Klant', null, '06 98 76 54 32', 'consumer'],
  ],

  shippingMethods: [
    ['postnl', 'PostNL – thuisbezorgd', 'PostNL – home delivery', 'delivery', [['NL', 495, 0, 7500], ['BE', 795, null, null]]],
    ['express', 'Spoedlevering – vandaag bezorgd', 'Express – same-day delivery', 'delivery', [['NL', 995, null, null]]],
    ['pickup', 'Gratis ophalen in de winkel', 'Free pickup in store', 'pickup', [['NL', 0, null, null], ['BE', 0, null, null]]],
  ],
  freeShippingFrom: 7500,

  coupons: [
    ['KERST20', 'PERCENTAGE', 20, 2500, null, 87, '2024-12-01T00:00:00Z', '2024-12-31T23:59:59Z', 1],
    ['OPENING25', 'VALUE', 25, 7500, 100, 100, '2019-09-01T00:00:00Z', null, 0],
  ],
  promo: {
    code: 'BAZAAR15',
    percentage: 15,
    bannerText: { nl: 'Bazaar Weken: 15% korting op geselecteerde cadeaus met code BAZAAR15', en: 'Bazaar Weeks: 15% off selected gifts with code BAZAAR15' },
    bannerColour: '#c8912e',
    productSlugs: ['mok-goedemorgen', 'geurkaars-vijgenblad', 'koffiebonen-huisblend'],
  },
  campaign: {
    name: { nl: 'Bazaar Weken', en: 'Bazaar Weeks' },
    description: { nl: '15% korting op onze favoriete cadeaus met code BAZAAR15.', en: '15% off our favourite gifts with code BAZAAR15.' },
    productSlugs: ['mok-goedemorgen', 'geurkaars-vijgenblad', 'koffiebonen-huisblend', 'wollen-plaid-geruit', 'hoodie-oost'],
  },

  pages: {
    homeTitle: { nl: 'Stadsbazaar – kleding, wonen en lekkers uit de stad', en: 'Stadsbazaar – clothing, home goods and treats from the city' },
    homeDescription: {
      nl: 'Kleding, woonaccessoires en lekkers van makers uit de stad. Gratis ophalen in onze winkels in Utrecht, Amsterdam en Rotterdam.',
      en: 'Clothing, home accessories and treats by makers from the city. Free pickup in our shops in Utrecht, Amsterdam and Rotterdam.',
    },
    aboutDescription: {
      nl: 'Het verhaal achter de Stadsbazaar: kleding, wonen en lekkers van lokale makers in drie winkels.',
      en: 'The story behind the Stadsbazaar: clothing, home goods and treats by local makers in three shops.',
    },
    storeType: 'Store',
    about: aboutText,
    home: homeText,
  },

  homeBlocks: ({ scenes, img }) => [
    {
      page: 'home', template: 'BANNERS', sort: 0,
      text: { nl: 'Welkom in de Stadsbazaar', en: 'Welcome to the Stadsbazaar' },
      subtitle: { nl: 'Kleding, wonen en lekkers van makers uit de stad', en: 'Clothing, home goods and treats by makers from the city' },
      medias: [
        { url: scenes.hero, alt: { nl: 'Grachtenpanden in de avond', en: 'Canal houses in the evening' }, href: 'product-category/kleding' },
        { url: scenes.interior as string, alt: { nl: 'Wandplanken met woonaccessoires', en: 'Wall shelves with home accessories' }, href: 'product-category/wonen' },
        { url: scenes.campaign, alt: { nl: 'Marktkraam van de Bazaar Weken', en: 'Market stall of the Bazaar Weeks' }, href: 'products' },
      ],
    },
    {
      page: 'home', template: 'GRID', sort: 1,
      text: { nl: 'Ontdek de bazaar', en: 'Discover the bazaar' },
      medias: [
        { url: img('hoodie-oost'), alt: { nl: 'Oversized favorieten', en: 'Oversized favourites' }, href: 'products/fit/oversized' },
        { url: img('mok-goedemorgen'), alt: { nl: 'Steengoed uit Utrecht', en: 'Stoneware from Utrecht' }, href: 'products/material/steengoed' },
        { url: img('wollen-plaid-geruit'), alt: { nl: 'Warme wol', en: 'Warm wool' }, href: 'products/material/wol' },
        { url: scenes.shop, alt: { nl: 'Onze winkels', en: 'Our shops' }, href: 'pagina/over-ons' },
      ],
    },
    { page: 'home', template: 'TEXT_BLOCK', sort: 3, text: homeText },
    {
      page: 'home', template: 'HERO_IMAGE', sort: 4,
      text: { nl: 'Cadeaus voor stadsmensen', en: 'Gifts for city people' },
      subtitle: { nl: 'Van geurkaars tot kookboek, mooi ingepakt', en: 'From scented candle to cookbook, beautifully wrapped' },
      medias: [{ url: scenes.gifts as string, alt: { nl: 'Ingepakte cadeaus met strikken', en: 'Wrapped gifts with bows' }, href: 'product-tag/cadeautip' }],
    },
    {
      page: 'home', template: 'TEXT_BLOCK', sort: 5,
      text: {
        nl: html([h2('Drie winkels, één bazaar'), p('Bezoek ons in Utrecht, Amsterdam-Oost of Rotterdam-Noord. Online besteld? Kies bij het afrekenen voor gratis ophalen in de winkel.')]),
        en: html([h2('Three shops, one bazaar'), p('Visit us in Utrecht, Amsterdam-Oost or Rotterdam-Noord. Ordered online? Choose free pickup in store at checkout.')]),
      },
    },
  ],

  menu: ({ item, children }) => {
    const kleding = item({ nl: 'Kleding', en: 'Clothing' }, 'product-category/kleding', { dIdx: 0, mIdx: 1 });
    children(kleding, ['cat:shirts-tops', 'cat:truien-hoodies', 'cat:broeken-jeans', 'cat:jassen', 'cat:rokken-jurken', 'cat:schoenen', 'cat:accessoires']);
    const wonen = item({ nl: 'Wonen', en: 'Home' }, 'product-category/wonen', { dIdx: 1, mIdx: 2 });
    children(wonen, ['cat:keuken-tafel', 'cat:decoratie', 'cat:woontextiel']);
    const cadeaus = item({ nl: 'Cadeaus', en: 'Gifts' }, 'product-tag/cadeautip', { dIdx: 2, mIdx: 3 });
    children(cadeaus, ['cat:eten-drinken', 'cat:papierwaren', 'tag:lokaal-gemaakt']);
    item({ nl: 'Stadsoutfit', en: 'City outfit' }, 'bundles/stadsoutfit', { dIdx: 3, mIdx: 4 });
    item({ nl: 'Sale', en: 'Sale' }, 'product-tag/sale', { dIdx: 4, mIdx: 0 });
    item({ nl: 'Onze winkels', en: 'Our shops' }, 'pagina/over-ons', { position: 'right', dIdx: 5, mIdx: 5 });
    item({ nl: 'Contact', en: 'Contact' }, 'pagina/contact-info', { position: 'right', desktop: 0, dIdx: 6, mIdx: 6 });
  },
  shortLinks: [['voorwaarden', 'algemene-voorwaarden'], ['privacy', 'privacy-policy'], ['retour', 'returns-policy'], ['klachten', 'complaints'], ['over', 'over-ons'], ['contact', 'contact-info']],

  usps: [['Gratis verzending vanaf € 75', 'Free shipping from € 75'], ['Gratis ophalen in 3 winkels', 'Free pickup in 3 shops'], ['Meer dan 60 lokale makers', 'More than 60 local makers']],
  promoBanner: ({ img }) => ({
    text: nlEn('<p>Bazaar Weken: 15% korting op geselecteerde cadeaus</p>', '<p>Bazaar Weeks: 15% off selected gifts</p>'),
    color: '#1e1e1e', href: 'product-tag/cadeautip', action: null, promo_code_id: null, is_dismissable: 1,
    custom_styles: json({ font_family: 'inherit', font_size: '15px', color: '#f4ede0' }), layout_type: 'SECTIONS',
    sections: json([
      { text: { nl: 'Nieuw in wonen: handgemaakte mokken', en: 'New in home: handmade mugs' }, imageUrl: img('mok-goedemorgen'), imagePosition: 'left', linkUrl: 'product-category/keuken-tafel', order: 1 },
      { text: { nl: 'Hoodies voor de herfst', en: 'Hoodies for autumn' }, imageUrl: img('hoodie-oost'), imagePosition: 'right', linkUrl: 'product-category/truien-hoodies', order: 2 },
    ]),
    is_active: 1, sort_index: 0,
  }),
  branches: [
    ['Stadsbazaar Utrecht', 'Voorstraat', '48', '3512 AR', 'Utrecht', '030 231 77 40', details.hours],
    ['Stadsbazaar Amsterdam-Oost', 'Javastraat', '112', '1094 HM', 'Amsterdam', '020 665 31 20', { nl: 'di–za 10:00–18:00, zo 12:00–17:00, ma gesloten', en: 'Tue–Sat 10:00–18:00, Sun 12:00–17:00, closed on Mondays' }],
    ['Stadsbazaar Rotterdam-Noord', 'Zwart Janstraat', '61', '3035 AN', 'Rotterdam', '010 466 92 18', { nl: 'wo–za 11:00–18:00, zo 12:00–17:00', en: 'Wed–Sat 11:00–18:00, Sun 12:00–17:00' }],
  ],
  newsletter: (scenes) => ({
    popup_header: nlEn('Word bazaarvriend', 'Become a friend of the bazaar'),
    popup_body_text: nlEn('Eén keer per maand nieuwe makers, winkelevents en de code WELKOM10 voor 10% korting.', 'New makers, shop events and the code WELKOM10 for 10% off, once a month.'),
    popup_image_url: scenes.gifts,
    html_content: nlEn('<p>Nieuwe makers, winkelevents en acties, één keer per maand.</p>', '<p>New makers, shop events and offers, once a month.</p>'),
  }),

  accounts: {
    addresses: {
      2101: [
        ['Thuis', 'Sem', 'Jansen', null, 'Oudegracht', '155', 'bis', '3511 AL', 'Utrecht', 'NL', 1, 1],
        ['Werk', 'Sem', 'Jansen', null, 'Stationsplein', '20', null, '3511 ED', 'Utrecht', 'NL', 0, 0],
      ],
      2102: [
        ['Koffiebar', 'Fatima', 'El Amrani', 'Koffiebar De Gracht B.V.', 'Lijnmarkt', '14', null, '3511 KG', 'Utrecht', 'NL', 1, 1],
      ],
      2103: [['Thuis', 'Demo', 'Klant', null, 'Javastraat', '40', '2', '1094 HK', 'Amsterdam', 'NL', 1, 1]],
    },
    orders: [['mok-goedemorgen', 'koffiebonen-huisblend'], ['hoodie-oost'], ['wollen-plaid-geruit', 'geurkaars-vijgenblad'], ['sokken-stadsprint'], ['koffiebonen-huisblend']],
    reservations: [['wollen-plaid-geruit', 'ready'], ['hoodie-oost', 'collected']],
    subscriptions: [
      ['Koffie van de maand', 'Coffee of the month', 1, [['koffiebonen-huisblend', 2]], 'active'],
      ['Sokken elk kwartaal', 'Socks every quarter', 3, [['sokken-stadsprint', 1]], 'paused'],
    ],
    savedCart: [['mok-goedemorgen', 2], ['geurkaars-vijgenblad', 1]],
    staff: 'Joris Smit',
  },
};
