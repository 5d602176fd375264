import type { PanelChoice } from "./rules";

// What the panel's form shows and carries, without zod (the form is also the browser's): the state's
// fields and the data-mode text.

/** The fields of one choice, prefixed: "o." for the values the panel opened with, "p." for the state before this post. */
export type Prefix = "o." | "p.";

/** A choice as fields of a form or a query. */
export function choiceFields(choice: PanelChoice, prefix: Prefix): Record<string, string> {
  return {
    [`${prefix}tenant`]: choice.tenantId ?? "",
    [`${prefix}api`]: choice.api,
    [`${prefix}liveUrl`]: choice.liveUrl,
    [`${prefix}production`]: choice.production ? "1" : "0",
  };
}

/** The data-mode text (spec §8). */
export function dataModeText(choice: PanelChoice): "devPanel.productionData" | "devPanel.testData" {
  return choice.production ? "devPanel.productionData" : "devPanel.testData";
}
