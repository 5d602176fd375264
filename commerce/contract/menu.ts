import { z } from "zod";

export const MenuChild = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  mobile_menu_sort_index: z.number().int(),
});

/** GET ecommerce/website/pages: the menu pages of the navigation, children sorted. */
export const MenuPage = z.object({
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
});
export const MenuPages = z.array(MenuPage);
export type MenuPage = z.infer<typeof MenuPage>;
export type MenuChild = z.infer<typeof MenuChild>;
