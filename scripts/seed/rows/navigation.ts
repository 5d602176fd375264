// Navigation: the menu (desktop header and mobile menu) and the short links to pages.
import { assert } from "../assert";
import { json, type ShopRows } from "../sql";
import type { Bilingual, MenuBuilder, Tenant } from "../tenants/tenant";

export function buildNavigation(rows: ShopRows, T: Tenant, pageId: Map<string, number>): void {
  const { n } = T;
  rows.comment(`navigation ${T.key}`);
  let menuId = n * 100;
  const item: MenuBuilder["item"] = (title, url, { parent = null, position = "left", desktop = 1, dIdx = 0, mobile = 1, mIdx = 0, submenu = null } = {}) => {
    menuId++;
    rows.insert("menu_pages", {
      id: menuId,
      tenant_id: T.id,
      parent_id: parent,
      title: json(title),
      url,
      position,
      is_in_desktop_header: desktop,
      desktop_header_sort_index: dIdx,
      is_in_mobile_menu: mobile,
      mobile_menu_sort_index: mIdx,
      submenu_key: submenu,
    });
    return menuId;
  };
  const title = (list: readonly [string, string, string, ...unknown[]][], slug: string): Bilingual => {
    const found = list.find((x) => x[0] === slug);
    assert(found, `menu: unknown ${slug}`);
    return { nl: found[1], en: found[2] };
  };
  const children: MenuBuilder["children"] = (parent, slugs) =>
    slugs.forEach((s, i) => {
      const [kind, slug] = s.split(":") as [string, string];
      const name = kind === "tag" ? title(T.tags, slug) : title(T.categories, slug);
      item(name, kind === "tag" ? `product-tag/${slug}` : `product-category/${slug}`, { parent, dIdx: i, mIdx: i });
    });
  T.menu({ item, children });

  for (const [alias, key] of T.shortLinks) {
    assert(/^[a-z0-9-]{1,64}$/.test(alias) && pageId.has(key), `short link ${alias}`);
    rows.insert("short_links", { tenant_id: T.id, alias, key });
  }
}
