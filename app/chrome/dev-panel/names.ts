// The development panel's names that the pipeline reads in every build (ADR 0064): nothing else, so a
// production build, where every use sits behind __DEV_PANEL__, keeps none of the panel's code.

/** The panel's page, and where its form posts. */
export const DEV_PANEL_PATH = "/dev/panel";

/** The cookie that keeps this browser's choice (ignored in production). */
export const DEV_PANEL_COOKIE = "etalage_dev_panel";
