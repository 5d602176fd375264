import { Form } from "react-router";
import { href } from "~/domain/paths";
import * as layout from "~/components/layout/layout.css";
import { useLanguage, useT } from "~/i18n";

/**
 * Pays a placed, unpaid order (again): a new payment at the provider. A document form — the answer
 * sends the payer to the provider's page — the same with and without JavaScript.
 */
export function PayAgainForm({ orderId, label, className }: { orderId: string; label?: string; className?: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Form method="post" action={href("/:lang/checkout/:step", { lang: language, step: "betaling" })} reloadDocument className={className}>
      <input type="hidden" name="intent" value="retry-payment" />
      <input type="hidden" name="orderId" value={orderId} />
      <button type="submit" className={layout.button}>
        {label ?? t("checkout.payment.retry")}
      </button>
    </Form>
  );
}
