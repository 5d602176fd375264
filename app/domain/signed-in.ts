/** Auth wait (spec §9): a sign-in refresh that takes longer counts as signed out for the request. */
export const AUTH_WAIT_MS = 1500;

/** Open-order lookup for a signed-in customer (chrome spec): longer than this means no open order. */
export const OPEN_ORDER_TIMEOUT_MS = 5000;
