import type { MenuChild, MenuPage, SubmenuKey, SubmenuValues } from "@commerce/contract/menu";
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

/**
 * The shop's lists a menu entry with a submenu_key shows as its children: only what leads somewhere, so
 * no child opens an empty listing — tags that an active product carries (by name), and the top
 * categories with an active product in them or in a category below them (in the shop's order).
 */
const SUBMENU_SQL: Record<SubmenuKey, string> = {
  product_tags: `SELECT tg.slug AS identifier, tg.name AS name
       FROM tags tg
      WHERE tg.tenant_id = ?1
        AND EXISTS (SELECT 1 FROM product_tags pt JOIN products p ON p.id = pt.product_id AND p.tenant_id = ?1 AND p.is_active = 1
                     WHERE pt.tenant_id = ?1 AND pt.tag_id = tg.id)`,
  product_categories: `WITH RECURSIVE tree(top, id) AS (
         SELECT id, id FROM categories WHERE tenant_id = ?1 AND parent_id IS NULL
         UNION
         SELECT tree.top, c.id FROM categories c JOIN tree ON c.parent_id = tree.id WHERE c.tenant_id = ?1)
     SELECT c.slug AS identifier, c.name AS name
       FROM categories c
      WHERE c.tenant_id = ?1 AND c.parent_id IS NULL
        AND EXISTS (SELECT 1 FROM tree JOIN product_categories pc ON pc.tenant_id = ?1 AND pc.category_id = tree.id
                      JOIN products p ON p.id = pc.product_id AND p.tenant_id = ?1 AND p.is_active = 1
                     WHERE tree.top = c.id)
      ORDER BY c.sort_index, c.id`,
};

/** GET ecommerce/website/pages/submenus/{key}: the values of one submenu_key, in the asked language. */
export const submenuValues: Handler<"shop.submenu"> = async ({ env, tenantId, input, lang }) => {
  const { key } = (await input()).params;
  const { results } = await env.DB.prepare(SUBMENU_SQL[key]).bind(tenantId).all<{ identifier: string; name: string }>();
  const values: SubmenuValues = results.flatMap((row) => {
    const name = localized(row.name, lang)?.trim();
    return name ? [{ identifier: row.identifier, name }] : [];
  });
  // Tags have no order of their own: alphabetical in the shopper's language reads best.
  if (key === "product_tags") values.sort((a, b) => a.name.localeCompare(b.name, lang));
  return json(values);
};
