import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Serious or critical WCAG 2.1 A/AA violations fail (axe needs scripts: call it in the `js` project only). */
export async function expectNoSeriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious.map((v) => `- ${v.id}: ${v.nodes[0]?.target.join(" ")} ${v.nodes[0]?.failureSummary ?? v.help}`).join("\n");
  expect(
    serious.map((v) => v.id),
    `axe on ${page.url()}:\n${report}`,
  ).toEqual([]);
}
