import type { MenuPage } from "@commerce/contract/menu";
import type { HeaderConfig } from "./config";

/**
 * The latest campaign in the desktop header (spec §2 campaign/{id}: 'Campagne: {campaign name}', a
 * shirt icon, shown in the desktop header at sort index 0): an entry of its own before the desktop
 * pages, added to the header's pages after the shop's own are chosen (so it takes no place of theirs,
 * e.g. one of the fancy mega menu's four on the left). Not in the phone's menu, but in the drawer of a
 * desktop header in hamburger mode (its desktop pages are the drawer's, which is the phone's menu too).
 * Its id is no menu page's (they are positive). The shirt is the header's CSS, for any link to a
 * campaign (header.css.ts).
 */
export const CAMPAIGN_ENTRY_ID = -1;

export function withCampaign<C extends Pick<HeaderConfig, "pages" | "nav">>(config: C, campaign: { id: number; title: string } | null): C {
  if (!campaign) return config;
  const entry: MenuPage = {
    id: CAMPAIGN_ENTRY_ID,
    title: campaign.title,
    url: `campaign/${campaign.id}`,
    position: "left",
    children: [],
    isInDesktopHeader: true,
    desktopHeaderSortIndex: 0,
    isInMobileMenu: config.nav === "hamburger",
    mobilMenuSortIndex: 0,
    submenu_key: null,
  };
  const { desktop, mobile } = config.pages;
  return { ...config, pages: { desktop: [entry, ...desktop], mobile: config.nav === "hamburger" ? [entry, ...mobile] : mobile } };
}
