// The shop's choice of search back end is read by both Workers (the storefront searches, the core API's
// cron keeps the Algolia index in step), so the rule lives in commerce/rules/.
export * from "@commerce/rules/search-provider";
