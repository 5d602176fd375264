import { z } from "zod";

/** A menu item may name itself by `label` instead of `title` (chrome spec §3): the title it is then. */
function labelAsTitle(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const item = value as Record<string, unknown>;
  return item.title === undefined && typeof item.label === "string" ? { ...item, title: item.label } : value;
}

export const MenuChild = z.preprocess(
  labelAsTitle,
  z.object({
    id: z.number().int(),
    title: z.string(),
    url: z.string(),
    mobile_menu_sort_index: z.number().int(),
  }),
);

/** GET ecommerce/website/pages: the menu pages of the navigation, children sorted. */
export const MenuPage = z.preprocess(
  labelAsTitle,
  z.object({
    id: z.number().int(),
    title: z.string(),
    url: z.string(),
    position: z.enum(["left", "right"]),
    children: z.array(MenuChild),
    isInDesktopHeader: z.boolean(),
    desktopHeaderSortIndex: z.number().int(),
    isInMobileMenu: z.boolean(),
    mobilMenuSortIndex: z.number().int(),
    submenu_key: z.string().nullable(),
  }),
);
export const MenuPages = z.array(MenuPage);
export type MenuPage = z.infer<typeof MenuPage>;
export type MenuChild = z.infer<typeof MenuChild>;

/**
 * The catalogue lists a menu entry can take its children from (chrome spec §3 submenu_key; §7 "Submenu
 * values for product_tags and product_categories"). Any other key fills no sub-menu.
 */
export const SUBMENU_KEYS = ["product_tags", "product_categories"] as const;
export const SubmenuKey = z.enum(SUBMENU_KEYS);
export type SubmenuKey = z.infer<typeof SubmenuKey>;
export const SubmenuParams = z.object({ key: SubmenuKey });

/**
 * GET ecommerce/website/pages/submenus/{key}: the shop's tags or categories, in the asked language, each
 * with the identifier its link names (product-tag/{identifier}, product-category/{identifier}, §2).
 */
export const SubmenuValue = z.object({ identifier: z.string().min(1), name: z.string().min(1) });
export const SubmenuValues = z.array(SubmenuValue);
export type SubmenuValues = z.infer<typeof SubmenuValues>;
