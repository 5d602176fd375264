// The core-API contract: one set of zod schemas, used by the core API to check what comes in and by
// the storefront's client to check what comes back.
export * from "./common";
export * from "./tenants";
export * from "./settings";
export * from "./store";
export * from "./usps";
export * from "./menu";
export * from "./short-links";
export * from "./cms";
export * from "./previews";
export * from "./products";
export * from "./search";
export * from "./campaigns";
export * from "./fortune-wheels";
export * from "./promotions";
export * from "./cart";
export * from "./wishlist";
export * from "./customers";
export * from "./addresses";
export * from "./account";
export * from "./branding";
export * from "./checkout";
export * from "./sessions";
export * from "./shipping";
export * from "./endpoints";
export * from "./operator";
