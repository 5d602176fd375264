import { HttpError, json } from "../http";
import { contactMessage } from "../mail/contact-message";
import { OutboxMailer } from "../mail/outbox";
import { mailShop } from "../mail/shop";
import type { Handler } from "../router";

/**
 * POST ecommerce/contact-messages {name, email, message}: the message goes by mail to the shop's own
 * address (store_details.email), through the one mail port (the outbox and the mail queue, ADR 0045),
 * with the shopper's address to reply to. A shop without an address of its own takes no messages: 404.
 * The storefront rate-limits the form and drops a bot's post (honeypot) before it gets here.
 */
export const sendContactMessage: Handler<"contact.message"> = async ({ env, tenantId, lang, input }) => {
  const { body } = await input();
  const shop = await mailShop(env, tenantId);
  if (!shop.replyTo) throw new HttpError("not_found", "This shop has no address to send messages to.");
  const mail = contactMessage({ to: shop.replyTo, shop, message: body, lang, dedupeKey: `contact:${crypto.randomUUID()}` });
  await new OutboxMailer(env).send(tenantId, mail);
  return json({ accepted: true }, { status: 202 });
};
