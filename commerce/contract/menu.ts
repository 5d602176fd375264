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
