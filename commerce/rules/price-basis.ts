/** Whether prices are shown including (inc) or excluding (ex) VAT (spec §4). */
export type PriceBasis = "inc" | "ex";

const TRUE_WORDS = new Set(["true", "1", "yes"]);
const FALSE_WORDS = new Set(["false", "0", "no"]);

/** A flag that may come as a boolean, 1/0 or 'true'/'false' (spec §3, customer category). */
export function parseFlag(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === "string") {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return undefined;
}

/** What a customer category decides, read from any of the spellings the spec lists. */
export type CustomerCategoryRules = {
  /** undefined when the category does not say. */
  displayPricesIncludingVat: boolean | undefined;
  allowInvoicePayment: boolean;
};

export function customerCategoryRules(category: Record<string, unknown> | null | undefined): CustomerCategoryRules {
  const pick = (...keys: string[]) => {
    for (const key of keys) {
      const flag = parseFlag(category?.[key]);
      if (flag !== undefined) return flag;
    }
    return undefined;
  };
  return {
    displayPricesIncludingVat: pick("displayPricesIncludingVat", "display_prices_including_vat"),
    allowInvoicePayment: pick("allowInvoicePayment", "allow_payment_on_invoice", "allowPaymentOnInvoice", "allow-invoice-payment") ?? false,
  };
}

/**
 * The price basis of a cart: the customer category wins, otherwise the first line's unitPriceBasis;
 * unknown counts as inc (spec §4).
 */
export function priceBasis(category: CustomerCategoryRules | null | undefined, firstLineBasis: string | null | undefined): PriceBasis {
  if (category?.displayPricesIncludingVat !== undefined) return category.displayPricesIncludingVat ? "inc" : "ex";
  return firstLineBasis === "ex" ? "ex" : "inc";
}

/** The basis a signed-in customer's category decides, or inc for everyone else. */
export function customerPriceBasis(customer: { pricesIncludingVat: boolean } | null): PriceBasis {
  return customer && !customer.pricesIncludingVat ? "ex" : "inc";
}
