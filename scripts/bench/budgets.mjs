// The bench's budgets: the speed goals of issue 21, as ratios to the floor route measured in the same
// run (on a shared box only ratios measured side by side mean something), plus the product page's JS.
import { uncachedName } from "./page-cache.mjs";

/** req/s of a page as a fraction of the floor's req/s, at least. */
export const RPS_GOALS = {
  uncached: { home: 0.5, overview: 0.4, product: 0.5, checkoutStep: 0.3 },
  cached: { home: 0.8, overview: 0.8, product: 0.8 },
};
/** Adding to the cart: its latency at most this many times the floor's. */
export const ADD_TO_CART_LATENCY_GOAL = 3;
/**
 * The product page's JavaScript, gzip -9 per file, summed: the goal (115 KB). The budget test
 * (tests/budget/js-budget.test.ts) holds what is reached so far, so it never grows back.
 */
export const PRODUCT_JS_GZIP_GOAL = 115_000;

/**
 * load: measureLoad's summary (by target name); pagePaths: [home, overview, product?];
 * addToCart: the bench's addToCart section; bytes: per page; checkoutPath: the step's target or null.
 * Returns [{ name, target, value, pass, detail }].
 */
export function budgetsOf({ load, pagePaths, addToCart, bytes, productPath, checkoutPath, signedInProductPath = null }) {
  const [home, overview] = pagePaths;
  const pages = { home, overview, ...(productPath ? { product: productPath } : {}) };
  const budgets = [];
  const rpsBudget = (name, targetName, min) => {
    const entry = load[targetName];
    const value = entry?.vsFloor?.rpsRatioOfMedians ?? null;
    budgets.push({
      name: `${name} req/s vs floor`,
      target: `>= ${min}`,
      value,
      pass: value != null && value >= min,
      detail: entry
        ? {
            target: targetName,
            pageRps: entry.rpsMedian,
            floorRps: load.floor.rpsMedian,
            pairedRatioMedian: entry.vsFloor.rpsPairedRatioMedian,
            errors: entry.errors,
          }
        : { target: targetName, missing: true },
    });
  };
  for (const [kind, min] of Object.entries(RPS_GOALS.uncached)) {
    if (kind === "checkoutStep") {
      if (checkoutPath) rpsBudget(`checkout step ${checkoutPath} (cart in session)`, checkoutPath, min);
      else budgets.push({ name: "checkout step req/s vs floor", target: `>= ${min}`, value: null, pass: false, detail: { missing: "no shopper with a cart" } });
    } else if (pages[kind]) rpsBudget(`uncached ${kind} ${pages[kind]}`, uncachedName(pages[kind]), min);
  }
  // "signed in and anonymous alike": the product page rendered for a signed-in customer
  if (signedInProductPath) rpsBudget(`signed-in product ${productPath}`, signedInProductPath, RPS_GOALS.uncached.product);
  for (const [kind, min] of Object.entries(RPS_GOALS.cached)) {
    if (pages[kind]) rpsBudget(`cached ${kind} ${pages[kind]}`, pages[kind], min);
  }
  const addValue = addToCart?.vsFloor?.latencyRatio ?? null;
  budgets.push({
    name: "add to cart latency vs floor",
    target: `<= ${ADD_TO_CART_LATENCY_GOAL}`,
    value: addValue,
    pass: addValue != null && addValue <= ADD_TO_CART_LATENCY_GOAL,
    detail: addToCart ? { actionMs: addToCart.latencyMsMedian, floorMs: addToCart.floorMsMedian } : { missing: "no product to add" },
  });
  const jsPage = productPath ?? overview;
  const jsValue = bytes[jsPage]?.js?.gzipBytes ?? null;
  budgets.push({
    name: "product page JS gzip",
    page: jsPage,
    target: `<= ${PRODUCT_JS_GZIP_GOAL}`,
    value: jsValue,
    pass: jsValue != null && jsValue <= PRODUCT_JS_GZIP_GOAL,
    ...(productPath ? {} : { note: "no product link found; measured the product overview instead" }),
  });
  return budgets;
}

/** Lighthouse mobile, median of the runs: performance at least this, the other categories 100, no layout shift. */
export const LIGHTHOUSE_GOALS = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100, cls: 0 };

/** lighthouse: lighthousePages' answer (by page name). Returns [{ name, target, value, pass, detail }]. */
export function lighthouseBudgetsOf(lighthouse) {
  const budgets = [];
  for (const [page, result] of Object.entries(lighthouse)) {
    for (const category of ["performance", "accessibility", "best-practices", "seo"]) {
      const value = result.scores?.[category] ?? null;
      budgets.push({
        name: `lighthouse ${category} ${page}`,
        target: `>= ${LIGHTHOUSE_GOALS[category]}`,
        value,
        pass: value != null && value >= LIGHTHOUSE_GOALS[category],
        ...(result.errors?.length ? { detail: { errors: result.errors } } : {}),
      });
    }
    const cls = result.metrics?.cls ?? null;
    budgets.push({ name: `lighthouse CLS ${page}`, target: `= ${LIGHTHOUSE_GOALS.cls}`, value: cls, pass: cls === LIGHTHOUSE_GOALS.cls });
  }
  return budgets;
}
