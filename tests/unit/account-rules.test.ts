import { describe, expect, it } from "vitest";
import { addMonths, applyIntent } from "../../workers/core-api/account/subscriptions";
import { type MergeLine, planMerge } from "../../workers/core-api/cart/merge";

const line = (id: number, variant: number, quantity: number, stock: number, group: string | null = null, units = 1): MergeLine => ({
  id,
  product_id: variant * 10,
  variant_id: variant,
  quantity,
  unit_price_snapshot_cents: 1995,
  bundle_group_key: group,
  units_per_set: units,
  stock,
});

describe("merging the anonymous cart on sign-in (planMerge)", () => {
  it("single lines add up to at most the stock, counting every line of the variant", () => {
    expect(planMerge([line(1, 7, 2, 5)], [line(2, 7, 4, 5), line(3, 8, 1, 9)])).toEqual([
      { kind: "single", productId: 70, variantId: 7, quantity: 3, snapshotCents: 1995 },
      { kind: "single", productId: 80, variantId: 8, quantity: 1, snapshotCents: 1995 },
    ]);
    expect(planMerge([line(1, 7, 5, 5)], [line(2, 7, 1, 5)])).toEqual([]);
    // a bundle line of the same variant in the customer's cart counts against the stock
    expect(planMerge([line(1, 7, 4, 5, "b1-x")], [line(2, 7, 3, 5)])).toEqual([
      { kind: "single", productId: 70, variantId: 7, quantity: 1, snapshotCents: 1995 },
    ]);
  });

  it("a bundle moves whole, capped in whole sets by every line's stock", () => {
    const incoming = [line(5, 1, 3, 10, "b3-a", 1), line(6, 2, 6, 5, "b3-a", 2)];
    expect(planMerge([], incoming)).toEqual([
      {
        kind: "bundle",
        bundleGroupKey: "b3-a",
        sets: 2,
        lines: [
          { id: 5, quantity: 2 },
          { id: 6, quantity: 4 },
        ],
      },
    ]);
    expect(planMerge([line(1, 2, 4, 5)], incoming)).toEqual([]);
  });

  it("no line passes 999 units", () => {
    expect(planMerge([line(1, 7, 990, 5000)], [line(2, 7, 50, 5000)])).toEqual([
      { kind: "single", productId: 70, variantId: 7, quantity: 9, snapshotCents: 1995 },
    ]);
  });
});

describe("subscriptions", () => {
  it("addMonths keeps the day, or the month's last day", () => {
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-11-30", 3)).toBe("2027-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
  });

  it("active → pause/skip/cancel; paused → resume/cancel; cancelled → nothing", () => {
    const active = { status: "active" as const, intervalMonths: 3, nextDeliveryOn: "2026-12-15" };
    expect(applyIntent(active, "skip", "2026-11-22")).toEqual({ ...active, nextDeliveryOn: "2027-03-15" });
    expect(applyIntent(active, "resume", "2026-11-22")).toBeNull();
    const paused = applyIntent(active, "pause", "2026-11-22")!;
    expect(paused.status).toBe("paused");
    expect(applyIntent(paused, "skip", "2026-11-22")).toBeNull();
    expect(applyIntent(paused, "resume", "2027-01-01")).toEqual({ status: "active", intervalMonths: 3, nextDeliveryOn: "2027-03-15" });
    const cancelled = applyIntent(paused, "cancel", "2026-11-22")!;
    expect(cancelled).toEqual({ status: "cancelled", intervalMonths: 3, nextDeliveryOn: null });
    for (const intent of ["pause", "resume", "skip", "cancel"] as const) expect(applyIntent(cancelled, intent, "2026-11-22")).toBeNull();
  });
});
