// Signing in merges the anonymous cart into the customer's current cart. Pure planning here: which
// lines move and with how many units; handlers/merge.ts writes the plan.
// * Single lines add up with the customer's line of the same variant.
// * A bundle moves as a whole and keeps its group key; it is capped in whole sets.
// * Nothing exceeds the stock (counting every line of a variant) or MAX_LINE_QUANTITY: what does not
//   fit is left out, so signing in never fails over stock.
import { unitsPerSet } from "@commerce/rules/bundles";
import { MAX_LINE_QUANTITY } from "@commerce/rules/cart-lines";

export type MergeLine = {
  id: number;
  product_id: number;
  variant_id: number;
  quantity: number;
  unit_price_snapshot_cents: number;
  bundle_group_key: string | null;
  units_per_set: number;
  stock: number;
};

export type MergeMove =
  | { kind: "single"; productId: number; variantId: number; quantity: number; snapshotCents: number }
  | { kind: "bundle"; bundleGroupKey: string; sets: number; lines: { id: number; quantity: number }[] };

export function planMerge(target: readonly MergeLine[], incoming: readonly MergeLine[]): MergeMove[] {
  const used = new Map<number, number>();
  const stock = new Map<number, number>();
  const singleInTarget = new Map<number, number>();
  for (const line of [...target, ...incoming]) stock.set(line.variant_id, Math.max(0, line.stock));
  for (const line of target) {
    used.set(line.variant_id, (used.get(line.variant_id) ?? 0) + line.quantity);
    if (line.bundle_group_key === null) singleInTarget.set(line.variant_id, line.quantity);
  }
  const room = (variantId: number) => Math.max(0, (stock.get(variantId) ?? 0) - (used.get(variantId) ?? 0));
  const take = (variantId: number, quantity: number) => used.set(variantId, (used.get(variantId) ?? 0) + quantity);

  const moves: MergeMove[] = [];
  for (const line of incoming) {
    if (line.bundle_group_key !== null) continue;
    const quantity = Math.min(line.quantity, room(line.variant_id), MAX_LINE_QUANTITY - (singleInTarget.get(line.variant_id) ?? 0));
    if (quantity <= 0) continue;
    take(line.variant_id, quantity);
    moves.push({
      kind: "single",
      productId: line.product_id,
      variantId: line.variant_id,
      quantity,
      snapshotCents: line.unit_price_snapshot_cents,
    });
  }

  const groups = new Map<string, MergeLine[]>();
  for (const line of incoming) {
    if (line.bundle_group_key !== null) groups.set(line.bundle_group_key, [...(groups.get(line.bundle_group_key) ?? []), line]);
  }
  for (const [bundleGroupKey, lines] of groups) {
    const perSet = new Map<number, number>();
    for (const line of lines) perSet.set(line.variant_id, (perSet.get(line.variant_id) ?? 0) + unitsPerSet({ quantity: 0, unitsPerSet: line.units_per_set }));
    let sets = Math.min(...lines.map((line) => Math.floor(line.quantity / unitsPerSet({ quantity: 0, unitsPerSet: line.units_per_set }))));
    for (const [variantId, units] of perSet) sets = Math.min(sets, Math.floor(room(variantId) / units));
    for (const line of lines) sets = Math.min(sets, Math.floor(MAX_LINE_QUANTITY / unitsPerSet({ quantity: 0, unitsPerSet: line.units_per_set })));
    if (sets <= 0) continue;
    for (const [variantId, units] of perSet) take(variantId, units * sets);
    moves.push({
      kind: "bundle",
      bundleGroupKey,
      sets,
      lines: lines.map((line) => ({ id: line.id, quantity: unitsPerSet({ quantity: 0, unitsPerSet: line.units_per_set }) * sets })),
    });
  }
  return moves;
}
