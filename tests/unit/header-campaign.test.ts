import type { MenuPage } from "@commerce/contract/menu";
import { describe, expect, it } from "vitest";
import { CAMPAIGN_ENTRY_ID, withCampaign } from "~/chrome/header/rules/campaign";
import { headerConfig } from "~/chrome/header/rules/config";
import { headerView } from "~/chrome/header/rules/view";
import { settingsMap } from "~/domain/settings";

// The latest campaign in the desktop header (spec §2): 'Campagne: {name}', a shirt icon, sort index 0,
// linking to campaign/{id}; never in the phone's menu.

const settings = (pairs: Record<string, string>) => settingsMap(Object.entries(pairs).map(([key_, value_]) => ({ key_, value_ })));
const page = (id: number, extra: Partial<MenuPage> = {}): MenuPage => ({
  id,
  title: `Pagina ${id}`,
  url: `pagina/p${id}`,
  position: "left",
  children: [],
  isInDesktopHeader: true,
  desktopHeaderSortIndex: id,
  isInMobileMenu: true,
  mobilMenuSortIndex: id,
  submenu_key: null,
  ...extra,
});
const latest = { id: 11, title: "Campagne: Zomersale" };

describe("the campaign in the header", () => {
  it("is the first desktop link, to campaign/{id} in the page's language", () => {
    // A shop page at sort index 0 too: the campaign stays before it.
    const menu = [page(2), page(0, { desktopHeaderSortIndex: 0 }), page(1)];
    const view = headerView(withCampaign(headerConfig(settings({}), menu), latest), "nl");
    expect(view.pages.desktop.map((p) => p.title)).toEqual(["Campagne: Zomersale", "Pagina 0", "Pagina 1", "Pagina 2"]);
    // Its shirt is drawn by the header's CSS for a link to a campaign (header.css.ts).
    expect(view.pages.desktop[0]).toMatchObject({ id: CAMPAIGN_ENTRY_ID, href: "/nl/campaign/11" });
    expect(headerView(withCampaign(headerConfig(settings({}), menu), latest), "en").pages.desktop[0]!.href).toBe("/en/campaign/11");
  });

  it("is not in the phone's menu", () => {
    const view = headerView(withCampaign(headerConfig(settings({}), [page(1)]), latest), "nl");
    expect(view.pages.mobile.map((p) => p.title)).toEqual(["Pagina 1"]);
  });

  it("joins the drawer when the desktop header is in hamburger mode (its pages are the drawer's)", () => {
    const hamburger = settings({ ecommerce_header_settings: JSON.stringify({ navMode: "hamburger" }) });
    const view = headerView(withCampaign(headerConfig(hamburger, [page(1)]), latest), "nl");
    expect(view.nav).toBe("hamburger");
    expect(view.pages.mobile.map((p) => p.title)).toEqual(["Campagne: Zomersale", "Pagina 1"]);
  });

  it("comes before the fancy mega menu's pages and takes none of their places (four on the left)", () => {
    const left = [1, 2, 3, 4].map((id) => page(id));
    const config = withCampaign(headerConfig(settings({ theme: "fancy" }), [...left, page(5, { position: "right" })]), latest);
    expect(config.pages.desktop.map((p) => p.id)).toEqual([CAMPAIGN_ENTRY_ID, 1, 2, 3, 4, 5]);
  });

  it("without an active campaign the menu is the shop's own", () => {
    const menu = [page(1)];
    const config = headerConfig(settings({}), menu);
    expect(withCampaign(config, null)).toBe(config);
    expect(headerView(withCampaign(config, null), "nl").pages.desktop.map((p) => p.id)).toEqual([1]);
  });
});
