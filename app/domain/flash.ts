/** A message for the next page the shopper sees (flash cookie), as a translation key and its values. */
export type FlashMessage = {
  kind: "success" | "error" | "info";
  /** A key of the translation files, e.g. "flash.cartUpdated". */
  key: string;
  values?: Record<string, string | number>;
};
