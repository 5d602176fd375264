// The cart summary beside the checkout (spec §2 "Cart summary in checkout"): lines grouped by their
// bundleGroupKey under a bundle header, single lines on their own, in the cart's order. The totals rows
// are the cart's own (commerce/rules/totals.ts), the same as in the shopping bag.

type SummaryLine = { id: number; metadata: { bundleGroupKey: string | null } };
type SummaryBundle = { bundleGroupKey: string };

export type SummaryItem<L, B> = { kind: "bundle"; bundle: B; lines: L[] } | { kind: "line"; line: L };

/**
 * The cart's lines as the summary lists them: a bundle at the place of its first line, with all its
 * lines; a line whose bundle the cart does not describe is shown as a single line.
 */
export function summaryItems<L extends SummaryLine, B extends SummaryBundle>(lines: readonly L[], bundles: readonly B[]): SummaryItem<L, B>[] {
  const items: SummaryItem<L, B>[] = [];
  const seen = new Map<string, { kind: "bundle"; bundle: B; lines: L[] }>();
  for (const line of lines) {
    const key = line.metadata.bundleGroupKey;
    const bundle = key ? bundles.find((b) => b.bundleGroupKey === key) : undefined;
    if (!key || !bundle) {
      items.push({ kind: "line", line });
      continue;
    }
    const group = seen.get(key);
    if (group) {
      group.lines.push(line);
    } else {
      const created = { kind: "bundle" as const, bundle, lines: [line] };
      seen.set(key, created);
      items.push(created);
    }
  }
  return items;
}
