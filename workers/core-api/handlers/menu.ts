import type { MenuChild, MenuPage } from "@commerce/contract/menu";
import { json } from "../http";
import { localized } from "../localized";
import type { Handler } from "../router";

type PageRow = {
  id: number;
  parent_id: number | null;
  title: string;
  url: string;
  position: "left" | "right";
  is_in_desktop_header: number;
  desktop_header_sort_index: number;
  is_in_mobile_menu: number;
  mobile_menu_sort_index: number;
  submenu_key: string | null;
};

/** GET ecommerce/website/pages: top-level menu pages with their children (sorted by mobile index). */
export const menuPages: Handler = async ({ env, tenantId, lang }) => {
  const { results } = await env.DB.prepare(
    `SELECT id, parent_id, title, url, position, is_in_desktop_header, desktop_header_sort_index,
            is_in_mobile_menu, mobile_menu_sort_index, submenu_key
       FROM menu_pages WHERE tenant_id = ?1
      ORDER BY desktop_header_sort_index, mobile_menu_sort_index, id`,
  )
    .bind(tenantId)
    .all<PageRow>();
  const children = new Map<number, MenuChild[]>();
  for (const row of results) {
    if (row.parent_id == null) continue;
    const list = children.get(row.parent_id) ?? [];
    list.push({
      id: row.id,
      title: localized(row.title, lang) ?? "",
      url: row.url,
      mobile_menu_sort_index: row.mobile_menu_sort_index,
    });
    children.set(row.parent_id, list);
  }
  const pages: MenuPage[] = results
    .filter((row) => row.parent_id == null)
    .map((row) => ({
      id: row.id,
      title: localized(row.title, lang) ?? "",
      url: row.url,
      position: row.position,
      children: (children.get(row.id) ?? []).sort((a, b) => a.mobile_menu_sort_index - b.mobile_menu_sort_index),
      isInDesktopHeader: row.is_in_desktop_header === 1,
      desktopHeaderSortIndex: row.desktop_header_sort_index,
      isInMobileMenu: row.is_in_mobile_menu === 1,
      mobilMenuSortIndex: row.mobile_menu_sort_index,
      submenu_key: row.submenu_key,
    }));
  return json(pages);
};
