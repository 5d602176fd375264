import { LEGAL_PAGE_KEYS, type LegalPageKey } from "@commerce/contract/constants";

const LABELS = {
  "algemene-voorwaarden": "footer.links.terms",
  "privacy-policy": "footer.links.privacy",
  "returns-policy": "footer.links.returns",
  complaints: "footer.links.complaints",
} as const satisfies Record<LegalPageKey, string>;

/** The legal pages every shop links in its footer (chrome spec §2), as CMS page keys. */
export const LEGAL_PAGES = LEGAL_PAGE_KEYS.map((key) => ({ key, label: LABELS[key] }));
