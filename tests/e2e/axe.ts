import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe for `page`, WCAG 2.1 A and AA (axe needs scripts: call it in the `js` project only, or on a copy
 * of the page with scripts). On a page of one frame it runs axe.run in the page itself (the library's
 * legacy mode): the default mode runs axe in every frame and merges the results in a blank page it
 * opens for each run, which on a page without frames finds the same (compared rule by rule and node by
 * node on 17 of a11y.spec.ts's pages) and cost more (a11y.spec.ts, js, one worker: 87.9 against 73.9
 * CPU-s, its test time 52.9 against 39.4 s). A page with frames keeps the default mode, which also reaches
 * into cross-origin frames.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
}

/** Serious or critical WCAG 2.1 A/AA violations fail (axe needs scripts: call it in the `js` project only). */
export async function expectNoSeriousAxe(page: Page) {
  const results = await axeBuilder(page).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious.map((v) => `- ${v.id}: ${v.nodes[0]?.target.join(" ")} ${v.nodes[0]?.failureSummary ?? v.help}`).join("\n");
  expect(
    serious.map((v) => v.id),
    `axe on ${page.url()}:\n${report}`,
  ).toEqual([]);
}
