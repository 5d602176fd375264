/**
 * The version of the core API's answers, as far as anyone keeps them: the storefront's public-data
 * cache (app/server/public-cache.server.ts) writes it into every key, so answers kept under another
 * version are never read. Every read is also checked against its schema, which catches a change of
 * shape by itself; raise this number when an answer keeps its shape but changes its meaning.
 *   1 — the first contract.
 *   2 — CMS texts come cleaned by the core API (the storefront no longer cleans them).
 */
export const CONTRACT_VERSION = 2;
