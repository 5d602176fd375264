/** The legal pages every shop links in its footer (chrome spec §2), as CMS page keys. */
export const LEGAL_PAGES = [
  { key: "algemene-voorwaarden", label: "footer.links.terms" },
  { key: "privacy-policy", label: "footer.links.privacy" },
  { key: "returns-policy", label: "footer.links.returns" },
  { key: "complaints", label: "footer.links.complaints" },
] as const;
