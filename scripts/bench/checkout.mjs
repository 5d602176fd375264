// The checkout for `npm run bench`, as a shopper without JavaScript does it (document form posts, 303s):
// a shopper with a cart in the session (POST /{lang}/cart intent=add, the __etalage cookie kept), the
// steps filled in by posting their forms, the order placed by posting the summary form (303 to the
// test provider's page /payments/test/tst_…).
import { request } from "./http.mjs";
import { log, median, ratio, round } from "./util.mjs";

export const CHECKOUT_STEP_PATH = "/nl/checkout/gegevens";
const SESSION_COOKIE = "__etalage";

// The steps' fields (app/forms/checkout.ts; as in tests/integration/checkout.test.ts).
const CONTACT = { email: "bench@example.test", firstName: "Bench", lastName: "Koper", phone: "06 12345678" };
const ADDRESS = {
  "delivery.firstName": "Bench",
  "delivery.lastName": "Koper",
  "delivery.street": "Keizerstraat",
  "delivery.houseNumber": "12",
  "delivery.postcode": "2584bl",
  "delivery.city": "Den Haag",
  "delivery.country": "NL",
};

/** Nearest-rank percentile (p in 0..100) of the finite values; null when there are none. */
export function percentile(values, p) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Every orderable variant id on a product page (the add-to-cart form's radio buttons, not disabled). */
export function variantIdsOf(productHtml) {
  return [...productHtml.matchAll(/name="variantId" value="(\d+)"(?![^>]*disabled)/g)].map((m) => m[1]);
}

/** One shopper: a session cookie of its own, kept from answer to answer. */
export class Shopper {
  constructor({ port, host }) {
    this.port = port;
    this.host = host;
    this.cookie = "";
  }

  get origin() {
    return `http://${this.host}:${this.port}`;
  }

  async #send(options) {
    const res = await request({
      port: this.port,
      host: this.host,
      ...options,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...options.headers },
    });
    const set = [res.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (set) this.cookie = set.split(";")[0];
    return res;
  }

  get(path) {
    return this.#send({ path });
  }

  /** A form post without JavaScript (a document request, answered with a 303), from the page itself. */
  post(path, form, referer = `${this.origin}${path}`) {
    return this.#send({ path, method: "POST", form, headers: { referer } });
  }
}

const snippet = (res) => res.body.toString("utf8").replace(/\s+/g, " ").slice(0, 200);

function expectRedirect(res, what, location) {
  const to = res.headers.location ?? "";
  const ok = res.status === 303 && (location instanceof RegExp ? location.test(to) : to === location);
  if (!ok) throw new Error(`${what}: expected 303 to ${location}, got ${res.status} ${to || snippet(res)}`);
  return to;
}

/**
 * A new shopper with one unit in the cart. Variants are tried in order (a sold-out one is refused with
 * a flash, and the checkout then sends the shopper to the shopping bag): `cursor.index` keeps the
 * first variant that still worked.
 */
export async function shopperWithCart({ port, host, variantIds, cursor = { index: 0 } }) {
  for (; cursor.index < variantIds.length; cursor.index++) {
    const me = new Shopper({ port, host });
    const added = await me.post("/nl/cart", { intent: "add", variantId: variantIds[cursor.index], quantity: "1" }, `${me.origin}/nl/products`);
    if (added.status !== 303) throw new Error(`add to cart (document post) answered ${added.status}: ${snippet(added)}`);
    if (!me.cookie) throw new Error(`add to cart set no ${SESSION_COOKIE} cookie`);
    const page = await me.get(CHECKOUT_STEP_PATH);
    if (page.status === 200) return me;
    log(`checkout: variant ${variantIds[cursor.index]} did not land in the cart (${page.status} → ${page.headers.location}); next variant`);
  }
  throw new Error("checkout: no variant of the product page could be put in a cart (all sold out?)");
}

/**
 * One placement end to end: a new shopper and cart, the four steps posted, the summary read (its
 * idempotency key) and posted. Only the last request is the placement's time; the whole flow is given
 * for context.
 */
async function placeOnce({ port, host, variantIds, cursor, choices }) {
  const started = process.hrtime.bigint();
  const me = await shopperWithCart({ port, host, variantIds, cursor });
  const step = async (name, form, next) => expectRedirect(await me.post(`/nl/checkout/${name}`, form), `checkout step ${name}`, `/nl/checkout/${next}`);
  await step("gegevens", CONTACT, "adres");
  await step("adres", ADDRESS, "bezorging");
  if (!choices.value) {
    // bezorging's page needs the address; betaling's needs bezorging: read them in order.
    const bezorging = (await me.get("/nl/checkout/bezorging")).body.toString("utf8");
    const shipping = /name="shippingMethodId"[^>]*value="(\d+)"|value="(\d+)"[^>]*name="shippingMethodId"/.exec(bezorging);
    if (!shipping) throw new Error("checkout: no shippingMethodId on /nl/checkout/bezorging");
    choices.value = { shippingMethodId: shipping[1] ?? shipping[2], method: null };
  }
  await step("bezorging", { shippingMethodId: choices.value.shippingMethodId }, "betaling");
  if (!choices.value.method) {
    const betaling = (await me.get("/nl/checkout/betaling")).body.toString("utf8");
    const method = /name="method"[^>]*value="([\w-]+)"|value="([\w-]+)"[^>]*name="method"/.exec(betaling);
    if (!method) throw new Error("checkout: no payment method on /nl/checkout/betaling");
    choices.value.method = method[1] ?? method[2];
  }
  await step("betaling", { method: choices.value.method }, "samenvatting");
  const summary = await me.get("/nl/checkout/samenvatting");
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(summary.body.toString("utf8"))?.[1];
  if (summary.status !== 200 || !key) throw new Error(`checkout: the summary answered ${summary.status} without an idempotency key`);
  const placed = await me.post("/nl/checkout/samenvatting", { idempotencyKey: key, acceptTerms: "on" });
  // (the test provider's page on the shop's own origin; the storefront answers it as an absolute url)
  const location = expectRedirect(placed, "placing the order", new RegExp(`^(${me.origin})?/payments/test/tst_[0-9a-f]+$`));
  return {
    placeMs: placed.totalMs,
    flowMs: Number(process.hrtime.bigint() - started) / 1e6,
    serverTotalMs: /total;dur=([\d.]+)/.exec(placed.headers["server-timing"] ?? "")?.[1],
    location,
  };
}

/**
 * N placements (each its own shopper, cart and session) after one warm-up placement that is not
 * counted, each alternated with a floor request. Returns the latencies and the flow's time.
 */
export async function measurePlacements({ port, host, variantIds, placements, floorPath }) {
  const cursor = { index: 0 };
  const choices = { value: null };
  log(`checkout: placing ${placements} orders (+1 warm-up)`);
  await placeOnce({ port, host, variantIds, cursor, choices });
  const place = [];
  const flow = [];
  const server = [];
  const floor = [];
  const payments = new Set();
  for (let i = 0; i < placements; i++) {
    floor.push((await request({ port, host, path: floorPath })).totalMs);
    const one = await placeOnce({ port, host, variantIds, cursor, choices });
    place.push(one.placeMs);
    flow.push(one.flowMs);
    server.push(Number(one.serverTotalMs));
    payments.add(one.location);
  }
  const p50 = median(place);
  const floorMs = median(floor);
  return {
    path: "POST /nl/checkout/samenvatting (no JS) → 303 /payments/test/tst_…",
    samples: place.length,
    warmup: 1,
    placeMsP50: round(p50, 2),
    placeMsP95: round(percentile(place, 95), 2),
    placeMsMin: round(Math.min(...place), 2),
    placeMsMax: round(Math.max(...place), 2),
    serverTimingTotalMsMedian: round(median(server), 1),
    // the whole shopper flow per order: add to cart, open the checkout, 4 step posts, summary, place
    flowMsMedian: round(median(flow), 1),
    distinctPaymentPages: payments.size,
    choices: choices.value,
    floorMsMedian: round(floorMs, 2),
    vsFloor: { latencyRatio: round(ratio(p50, floorMs), 2), deltaMs: round(p50 - floorMs, 2) },
  };
}

/**
 * The checkout step page with a cart in the session: N sequential requests (a new connection each),
 * interleaved with the floor and the product page (rotating order). Latency = the whole document.
 */
export async function measureCheckoutStep({ port, host, cookie, samples, floorPath, productPath }) {
  const targets = [floorPath, productPath, CHECKOUT_STEP_PATH];
  const times = Object.fromEntries(targets.map((t) => [t, []]));
  const ttfb = Object.fromEntries(targets.map((t) => [t, []]));
  let non200 = 0;
  log(`checkout step: ${samples} samples × ${targets.length} targets`);
  for (let i = 0; i < samples; i++) {
    for (let k = 0; k < targets.length; k++) {
      const t = targets[(k + i) % targets.length];
      const res = await request({ port, host, path: t, headers: t === CHECKOUT_STEP_PATH ? { cookie } : {} });
      if (res.status !== 200) non200++;
      times[t].push(res.totalMs);
      ttfb[t].push(res.ttfbMs);
    }
  }
  const stats = (t) => ({
    path: t,
    totalMsP50: round(median(times[t]), 2),
    totalMsP95: round(percentile(times[t], 95), 2),
    ttfbMsP50: round(median(ttfb[t]), 2),
  });
  const step = stats(CHECKOUT_STEP_PATH);
  const product = stats(productPath);
  const floor = stats(floorPath);
  return {
    ...step,
    samples,
    non200,
    productPage: product,
    floor,
    vsProductPage: { p50Ratio: round(ratio(step.totalMsP50, product.totalMsP50), 2), p50DeltaMs: round(step.totalMsP50 - product.totalMsP50, 2) },
    vsFloor: { p50Ratio: round(ratio(step.totalMsP50, floor.totalMsP50), 2), p50DeltaMs: round(step.totalMsP50 - floor.totalMsP50, 2) },
  };
}

/**
 * A demo customer signed in through the sign-in form (the Auth emulator the development Worker
 * uses; README's demo customers), or null with the reason when that is not possible here.
 */
export async function signedInShopper({ port, host, email, password }) {
  const me = new Shopper({ port, host });
  try {
    const res = await me.post("/nl/auth/login", { email, password });
    if (res.status !== 303 || !me.cookie) return { shopper: null, reason: `sign-in answered ${res.status} ${res.headers.location ?? ""}`.trim() };
    return { shopper: me, reason: null };
  } catch (error) {
    return { shopper: null, reason: `sign-in failed: ${error instanceof Error ? error.message : error}` };
  }
}
