import type { OpenOrder } from "~/chrome/open-order/OpenOrderNotice";
import { OPEN_ORDER_TIMEOUT_MS } from "~/domain/signed-in";
import type { AppContext } from "./context";
import { CoreApiError } from "./core-api.server";

/**
 * The signed-in customer's newest unpaid order (the open-order notice), or null: none, a failure or no
 * answer within 5000 ms (chrome spec) all mean no notice — the page never waits longer for it.
 */
export async function loadOpenOrder(app: Pick<AppContext, "customer" | "account" | "log">): Promise<OpenOrder | null> {
  if (!app.customer) return null;
  try {
    const order = await app.account.openOrder({ signal: AbortSignal.timeout(OPEN_ORDER_TIMEOUT_MS) });
    return { id: order.id, number: order.number };
  } catch (error) {
    if (!(error instanceof CoreApiError && error.notFound)) app.log.warn("root.open-order-failed", { error: String(error) });
    return null;
  }
}
