import type { MenuPage } from "@commerce/contract/menu";

/**
 * The latest campaign in the desktop header (spec §2 campaign/{id}: 'Campagne: {campaign name}', a
 * shirt icon, shown in the desktop header at sort index 0): a menu entry of its own, first among the
 * desktop pages, not in the phone's menu (but in the drawer of a desktop header in hamburger mode, which
 * is the phone's menu too); its id is no menu page's (they are positive). The shirt is
 * the header's CSS, for any link to a campaign (header.css.ts).
 */
export const CAMPAIGN_ENTRY_ID = -1;

export function withCampaign(menu: readonly MenuPage[], campaign: { id: number; title: string } | null, options: { inDrawer?: boolean } = {}): MenuPage[] {
  if (!campaign) return [...menu];
  const entry: MenuPage = {
    id: CAMPAIGN_ENTRY_ID,
    title: campaign.title,
    url: `campaign/${campaign.id}`,
    // The mega menu's columns go by position: the campaign opens the left one.
    position: "left",
    children: [],
    isInDesktopHeader: true,
    desktopHeaderSortIndex: 0,
    // A desktop header in hamburger mode shows its pages in the drawer: the campaign goes there too.
    isInMobileMenu: options.inDrawer === true,
    mobilMenuSortIndex: 0,
    submenu_key: null,
  };
  // First, so it stays first among the pages at sort index 0 (the sort keeps equal entries in order).
  return [entry, ...menu];
}
