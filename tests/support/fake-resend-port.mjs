// Where the core-API tests' fake Resend listens, known before the run (vitest.config.ts binds the core
// API's RESEND_API_URL to it): FAKE_RESEND_PORT, else the first of FAKE_ALGOLIA_PORTS plus 3 (a second
// checkout's run moves both), else 7734 (beside the default fake Algolia's 7731–7733).
export const FAKE_RESEND_API_KEY = "re_fake_etalage_test_key";

/** @param {Record<string, string | undefined>} [env] */
export function fakeResendPort(env = process.env) {
  const own = Number(env.FAKE_RESEND_PORT);
  if (Number.isInteger(own) && own > 0) return own;
  const algolia = Number(env.FAKE_ALGOLIA_PORTS?.split(",")[0]);
  return Number.isInteger(algolia) && algolia > 0 ? algolia + 3 : 7734;
}
