// The shops' page texts (simple HTML: h2, p, ul/li only): terms, privacy, returns, complaints, contact.
import type { Bilingual, Tenant } from "./tenants/tenant";

export const html = (parts: readonly string[]): string => parts.join("");
export const h2 = (s: string): string => `<h2>${s}</h2>`;
export const p = (s: string): string => `<p>${s}</p>`;
export const ul = (items: readonly string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

export function legalTexts(T: Pick<Tenant, "name" | "legalName" | "details">): Record<"terms" | "privacy" | "returns" | "complaints", Bilingual> {
  const d = T.details;
  const addr = `${d.street} ${d.houseNr}, ${d.postalCode} ${d.city}`;
  const R = d.returnDays;
  const terms = {
    nl: html([
      h2("Artikel 1 – Definities"),
      p("In deze algemene voorwaarden wordt verstaan onder:"),
      ul([
        `de ondernemer: ${T.legalName}, handelend onder de naam ${T.name}`,
        "de consument: de natuurlijke persoon die niet handelt in de uitoefening van een beroep of bedrijf",
        "de overeenkomst op afstand: een overeenkomst die via onze webwinkel tot stand komt zonder dat ondernemer en consument tegelijk fysiek aanwezig zijn",
      ]),
      h2("Artikel 2 – Identiteit van de ondernemer"),
      p(`${T.legalName}, ${addr}, Nederland. Telefoon: ${d.phone}. E-mail: ${d.email}. KvK-nummer: ${d.kvk}. Btw-identificatienummer: ${d.vat}.`),
      h2("Artikel 3 – Toepasselijkheid"),
      p(
        `Deze voorwaarden gelden voor elk aanbod van ${T.name} en voor elke overeenkomst op afstand die tussen ons en de consument tot stand komt. Voordat de overeenkomst wordt gesloten, stellen wij de tekst van deze voorwaarden beschikbaar. Afwijkingen gelden alleen als wij die schriftelijk hebben bevestigd.`,
      ),
      h2("Artikel 4 – Het aanbod en de overeenkomst"),
      p(
        "Ons aanbod bevat een volledige en nauwkeurige omschrijving van de producten. Afbeeldingen zijn een getrouwe weergave, maar kleine verschillen in kleur zijn mogelijk door de instellingen van je scherm. Kennelijke vergissingen of fouten in het aanbod binden ons niet.",
      ),
      p(
        "De overeenkomst komt tot stand op het moment dat je de bestelling plaatst en aan de gestelde voorwaarden voldoet. Wij bevestigen de ontvangst van je bestelling direct per e-mail.",
      ),
      h2("Artikel 5 – Prijzen en betaling"),
      p("Alle prijzen zijn in euro’s en inclusief btw. Verzendkosten worden vóór het afronden van de bestelling duidelijk vermeld. Je kunt betalen met:"),
      ul(["iDEAL", "creditcard (Visa, Mastercard)", "Bancontact", "op rekening, alleen voor zakelijke klanten na goedkeuring"]),
      p("Bij betaling op rekening geldt een betaaltermijn van 14 dagen na de factuurdatum."),
      h2("Artikel 6 – Levering"),
      p(
        `Wij verzenden bestellingen binnen Nederland en België. Op werkdagen vóór 22:00 besteld betekent in de regel de volgende werkdag geleverd in Nederland. Vanaf € ${d.freeFrom} verzenden wij gratis binnen Nederland. Het risico van beschadiging en vermissing ligt bij ons tot het moment van bezorging.`,
      ),
      h2("Artikel 7 – Herroepingsrecht"),
      p(
        `Je kunt een overeenkomst zonder opgave van redenen ontbinden gedurende een bedenktijd van ${R} dagen, die ingaat op de dag nadat je het product hebt ontvangen. Tijdens de bedenktijd ga je zorgvuldig om met het product en de verpakking. Lees ons retourbeleid voor de werkwijze.`,
      ),
      h2("Artikel 8 – Garantie en conformiteit"),
      p(
        "Wij staan ervoor in dat onze producten voldoen aan de overeenkomst, de in het aanbod vermelde specificaties en de redelijke eisen van deugdelijkheid. Een extra garantie van ons of de fabrikant doet niets af aan je wettelijke rechten.",
      ),
      h2("Artikel 9 – Klachten"),
      p(
        "Klachten over de uitvoering van de overeenkomst dien je volledig en duidelijk omschreven in bij onze klantenservice. Wij beantwoorden klachten binnen 14 dagen. Zie onze klachtenregeling voor meer informatie.",
      ),
      h2("Artikel 10 – Toepasselijk recht"),
      p("Op overeenkomsten waarop deze voorwaarden betrekking hebben, is uitsluitend Nederlands recht van toepassing."),
    ]),
    en: html([
      h2("Article 1 – Definitions"),
      p("In these terms and conditions:"),
      ul([
        `the trader means ${T.legalName}, trading as ${T.name}`,
        "the consumer means a natural person who is not acting in the course of a profession or business",
        "a distance contract means a contract concluded through our web shop without the trader and the consumer being physically present at the same time",
      ]),
      h2("Article 2 – Identity of the trader"),
      p(`${T.legalName}, ${addr}, the Netherlands. Telephone: ${d.phone}. Email: ${d.email}. Chamber of Commerce number: ${d.kvk}. VAT number: ${d.vat}.`),
      h2("Article 3 – Applicability"),
      p(
        `These terms apply to every offer made by ${T.name} and to every distance contract concluded between us and the consumer. We make the text of these terms available before the contract is concluded. Deviations only apply if we have confirmed them in writing.`,
      ),
      h2("Article 4 – The offer and the contract"),
      p(
        "Our offer contains a complete and accurate description of the products. Images are a faithful representation, but small differences in colour are possible because of your screen settings. Obvious mistakes or errors in the offer do not bind us.",
      ),
      p("The contract is concluded when you place your order and meet the conditions set. We confirm receipt of your order by email straight away."),
      h2("Article 5 – Prices and payment"),
      p("All prices are in euros and include VAT. Shipping costs are shown clearly before you complete your order. You can pay with:"),
      ul(["iDEAL", "credit card (Visa, Mastercard)", "Bancontact", "invoice, for approved business customers only"]),
      p("Invoices must be paid within 14 days of the invoice date."),
      h2("Article 6 – Delivery"),
      p(
        `We ship orders within the Netherlands and Belgium. Orders placed on working days before 22:00 are usually delivered in the Netherlands the next working day. Shipping within the Netherlands is free from € ${d.freeFrom}. The risk of damage and loss remains with us until delivery.`,
      ),
      h2("Article 7 – Right of withdrawal"),
      p(
        `You may cancel a contract without giving any reason within a cooling-off period of ${R} days, starting on the day after you receive the product. During the cooling-off period you must handle the product and its packaging with care. Please read our returns policy for how this works.`,
      ),
      h2("Article 8 – Guarantee and conformity"),
      p(
        "We guarantee that our products comply with the contract, the specifications stated in the offer and reasonable requirements of soundness. Any additional guarantee from us or the manufacturer does not affect your statutory rights.",
      ),
      h2("Article 9 – Complaints"),
      p(
        "Complaints about the performance of the contract must be submitted to our customer service, fully and clearly described. We respond to complaints within 14 days. See our complaints procedure for more information.",
      ),
      h2("Article 10 – Applicable law"),
      p("Contracts to which these terms apply are governed exclusively by Dutch law."),
    ]),
  };
  const privacy = {
    nl: html([
      h2("Wie wij zijn"),
      p(
        `${T.legalName} (${addr}, KvK ${d.kvk}) is verantwoordelijk voor de verwerking van persoonsgegevens zoals beschreven in deze privacyverklaring. Wij gaan zorgvuldig om met je gegevens en houden ons aan de Algemene Verordening Gegevensbescherming (AVG).`,
      ),
      h2("Welke gegevens wij verwerken"),
      ul([
        "naam, adres en woonplaats",
        "e-mailadres en telefoonnummer",
        "bestel- en betaalgegevens",
        "je account en verlanglijst, als je die aanmaakt",
        "gegevens over je gebruik van de webwinkel, zoals je IP-adres en browser",
      ]),
      h2("Waarom wij die gegevens verwerken"),
      ul([
        "om je bestelling af te handelen en te bezorgen",
        "om je te informeren over je bestelling of retour",
        "om je de nieuwsbrief te sturen, alleen als je je daarvoor hebt aangemeld",
        "om te voldoen aan wettelijke verplichtingen, zoals de fiscale bewaarplicht",
      ]),
      h2("Hoe lang wij gegevens bewaren"),
      p(
        "Wij bewaren je gegevens niet langer dan nodig. Bestel- en factuurgegevens bewaren wij zeven jaar vanwege de fiscale bewaarplicht. Je account blijft bestaan tot je het opheft.",
      ),
      h2("Delen met anderen"),
      p(
        "Wij delen je gegevens alleen met partijen die nodig zijn voor de uitvoering van je bestelling, zoals de vervoerder en de betaaldienst. Met deze partijen hebben wij verwerkersovereenkomsten gesloten. Wij verkopen je gegevens nooit aan derden.",
      ),
      h2("Cookies"),
      p(
        "Wij gebruiken functionele cookies die nodig zijn voor de werking van de webwinkel, zoals je winkelmand en taalkeuze. Analytische cookies gebruiken wij alleen geanonimiseerd.",
      ),
      h2("Je rechten"),
      p(
        `Je hebt het recht om je gegevens in te zien, te corrigeren of te verwijderen en om bezwaar te maken tegen de verwerking. Stuur je verzoek naar ${d.email}. Wij reageren binnen vier weken. Ben je niet tevreden over hoe wij met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.`,
      ),
    ]),
    en: html([
      h2("Who we are"),
      p(
        `${T.legalName} (${addr}, Chamber of Commerce ${d.kvk}) is responsible for processing personal data as described in this privacy statement. We handle your data with care and comply with the General Data Protection Regulation (GDPR).`,
      ),
      h2("What data we process"),
      ul([
        "name, address and town",
        "email address and telephone number",
        "order and payment details",
        "your account and wishlist, if you create them",
        "data about your use of the web shop, such as your IP address and browser",
      ]),
      h2("Why we process this data"),
      ul([
        "to handle and deliver your order",
        "to keep you informed about your order or return",
        "to send you our newsletter, only if you signed up for it",
        "to meet legal obligations, such as the tax retention period",
      ]),
      h2("How long we keep data"),
      p(
        "We do not keep your data longer than necessary. Order and invoice details are kept for seven years because of the tax retention obligation. Your account remains until you close it.",
      ),
      h2("Sharing with others"),
      p(
        "We only share your data with parties needed to carry out your order, such as the carrier and the payment provider. We have data processing agreements with these parties. We never sell your data to third parties.",
      ),
      h2("Cookies"),
      p(
        "We use functional cookies that the web shop needs to work, such as your shopping cart and language choice. We only use analytical cookies in anonymised form.",
      ),
      h2("Your rights"),
      p(
        `You have the right to access, correct or delete your data and to object to its processing. Send your request to ${d.email}. We respond within four weeks. If you are not satisfied with how we handle your data, you can file a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).`,
      ),
    ]),
  };
  const { nl: exceptionsNl, en: exceptionsEn } = d.returnExceptions;
  const returns = {
    nl: html([
      h2(`${R} dagen bedenktijd`),
      p(
        `Niet helemaal tevreden? Je kunt je bestelling binnen ${R} dagen na ontvangst aanmelden voor retour, zonder opgave van reden. Daarna heb je nog 14 dagen om het pakket naar ons terug te sturen.`,
      ),
      h2("Zo retourneer je"),
      ul([
        `meld je retour aan via je account of stuur een e-mail met je bestelnummer naar ${d.email}`,
        "verpak de artikelen goed, het liefst in de originele verpakking",
        "plak het retourlabel op het pakket en lever het in bij een PostNL-punt",
        "bewaar het verzendbewijs tot je retour is verwerkt",
      ]),
      h2("Voorwaarden"),
      p(
        "Artikelen moeten ongedragen en ongewassen zijn en de labels moeten er nog aan zitten. Je mag een artikel passen zoals je dat in een winkel zou doen. Is een artikel meer gebruikt dan nodig, dan kunnen wij een waardevermindering in rekening brengen.",
      ),
      p("Uitgezonderd van retour zijn:"),
      ul(exceptionsNl),
      h2("Terugbetaling"),
      p(
        `Wij betalen het aankoopbedrag, inclusief de oorspronkelijke verzendkosten, binnen 14 dagen na je aanmelding terug via dezelfde betaalmethode. ${d.returnCost.nl}`,
      ),
      h2("Ruilen"),
      p("Wil je een andere maat of kleur? Retourneer het artikel en plaats een nieuwe bestelling. Zo weet je zeker dat je artikel nog op voorraad is."),
      h2("Beschadigd of verkeerd artikel"),
      p(
        "Heb je een beschadigd of verkeerd artikel ontvangen? Neem binnen twee dagen contact met ons op. Wij lossen het zo snel mogelijk op en de kosten zijn uiteraard voor ons.",
      ),
    ]),
    en: html([
      h2(`${R}-day cooling-off period`),
      p(
        `Not entirely happy? You can register your order for return within ${R} days of receipt, without giving a reason. After that you have another 14 days to send the parcel back to us.`,
      ),
      h2("How to return"),
      ul([
        `register your return in your account or email your order number to ${d.email}`,
        "pack the items well, preferably in the original packaging",
        "stick the return label on the parcel and drop it off at a PostNL point",
        "keep the proof of postage until your return has been processed",
      ]),
      h2("Conditions"),
      p(
        "Items must be unworn and unwashed with the labels still attached. You may try an item on as you would in a shop. If an item has been used more than necessary, we may charge for the loss in value.",
      ),
      p("The following cannot be returned:"),
      ul(exceptionsEn),
      h2("Refund"),
      p(
        `We refund the purchase price, including the original shipping costs, within 14 days of your registration using the same payment method. ${d.returnCost.en}`,
      ),
      h2("Exchanges"),
      p("Would you like a different size or colour? Return the item and place a new order. That way you can be sure your item is still in stock."),
      h2("Damaged or wrong item"),
      p("Did you receive a damaged or wrong item? Contact us within two days. We will sort it out as quickly as possible and of course the costs are ours."),
    ]),
  };
  const complaints = {
    nl: html([
      h2("Heb je een klacht?"),
      p(
        `Wij doen ons best om je zo goed mogelijk te helpen, maar soms gaat er iets mis. Laat het ons dan weten. Neem contact op met onze klantenservice via ${d.email} of ${d.phone} en vermeld je bestelnummer, een duidelijke omschrijving van de klacht en eventueel een foto.`,
      ),
      h2("Hoe wij je klacht behandelen"),
      ul([
        "binnen drie werkdagen ontvang je een bevestiging van ontvangst",
        "binnen 14 dagen ontvang je een inhoudelijke reactie",
        "vraagt de afhandeling meer tijd, dan laten wij je binnen 14 dagen weten wanneer je een antwoord kunt verwachten",
      ]),
      h2("Komen we er samen niet uit?"),
      p(
        "Dan kun je je geschil voorleggen aan de Geschillencommissie of gebruikmaken van het Europese ODR-platform voor onlinegeschillen. Een klacht indienen doet niets af aan je wettelijke rechten.",
      ),
    ]),
    en: html([
      h2("Do you have a complaint?"),
      p(
        `We do our best to help you as well as we can, but sometimes something goes wrong. Please let us know. Contact our customer service at ${d.email} or ${d.phone} and include your order number, a clear description of the complaint and, if possible, a photo.`,
      ),
      h2("How we handle your complaint"),
      ul([
        "within three working days you receive confirmation that we received it",
        "within 14 days you receive a full response",
        "if handling takes longer, we let you know within 14 days when you can expect an answer",
      ]),
      h2("Can we not resolve it together?"),
      p(
        "Then you can submit your dispute to the Dutch Disputes Committee (Geschillencommissie) or use the European ODR platform for online disputes. Filing a complaint does not affect your statutory rights.",
      ),
    ]),
  };
  return { terms, privacy, returns, complaints };
}

export function contactText(T: Pick<Tenant, "legalName" | "details">): Bilingual {
  const d = T.details;
  return {
    nl: html([
      h2("Contact"),
      p(
        `Heb je een vraag over je bestelling, een maat of een product? Onze klantenservice helpt je graag. Mail naar ${d.email} of bel ${d.phone}. We reageren op werkdagen binnen één werkdag.`,
      ),
      h2("Adres"),
      p(`${T.legalName}<br>${d.street} ${d.houseNr}<br>${d.postalCode} ${d.city}`.replace(/<br>/g, ", ")),
      h2("Openingstijden winkel"),
      p(d.hours.nl),
      h2("Bedrijfsgegevens"),
      ul([`KvK-nummer: ${d.kvk}`, `Btw-nummer: ${d.vat}`]),
    ]),
    en: html([
      h2("Contact"),
      p(
        `Do you have a question about your order, a size or a product? Our customer service is happy to help. Email ${d.email} or call ${d.phone}. We reply within one working day.`,
      ),
      h2("Address"),
      p(`${T.legalName}, ${d.street} ${d.houseNr}, ${d.postalCode} ${d.city}, the Netherlands`),
      h2("Shop opening hours"),
      p(d.hours.en),
      h2("Company details"),
      ul([`Chamber of Commerce number: ${d.kvk}`, `VAT number: ${d.vat}`]),
    ]),
  };
}
