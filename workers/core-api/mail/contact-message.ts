// A shopper's message from the contact page (issue 22), mailed to the shop's own address; a reply goes
// to the shopper. In the language of the page it was written on. Pure.
import type { Language } from "@commerce/contract/common";
import type { ContactMessageRequest } from "@commerce/contract/contact";
import { coreTexts } from "../i18n/texts";
import { mailBody } from "./layout";
import type { Mail } from "./mailer";
import type { MailShop } from "./shop";

export function contactMessage(input: { to: string; shop: MailShop; message: ContactMessageRequest; lang: Language; dedupeKey: string }): Mail {
  const t = coreTexts(input.lang);
  const { name, email, message } = input.message;
  return {
    to: input.to,
    replyTo: email,
    subject: t("contact.subject", { name }),
    ...mailBody(input.shop, input.lang, [
      { lines: [t("contact.intro", { shop: input.shop.name })] },
      { lines: [t("contact.from", { name, email })] },
      // The message as typed, its lines kept apart (the layout escapes every one).
      { lines: message.split(/\r?\n/) },
      { lines: [t("contact.reply")] },
    ]),
    dedupeKey: input.dedupeKey,
  };
}
