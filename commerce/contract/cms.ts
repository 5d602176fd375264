import { z } from "zod";
import { Slug } from "./common";

export const CmsMedia = z.object({
  url: z.string(),
  alt: z.string().nullable().optional(),
  href: z.string().nullable().optional(),
});

export const CmsBlock = z.object({
  id: z.number().int(),
  template: z.enum(["HERO_IMAGE", "BANNERS", "HERO_VIDEO", "GRID", "TEXT_BLOCK"]),
  /**
   * HTML, cleaned by the core API to an allow-list (h2–h4, p, lists, strong/em/b/i, br, blockquote,
   * links to web, mail and phone addresses and the shop's own paths): safe to put in a page as it is.
   */
  text: z.string().nullable(),
  subtitle: z.string().nullable(),
  medias: z.array(CmsMedia),
  showOnDesktop: z.boolean(),
  showOnMobile: z.boolean(),
  sortIndex: z.number().int(),
});

/** GET ecommerce/cms/pages/{key}: a published CMS page and its blocks, in the asked language. */
export const CmsPageParams = z.object({ key: Slug });
export const CmsPage = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  ogTitle: z.string().nullable(),
  ogDescription: z.string().nullable(),
  ogImage: z.string().nullable(),
  ogType: z.string().nullable(),
  jsonLdSchema: z.string().nullable(),
  websiteCmsPageBlocks: z.array(CmsBlock),
});
export type CmsPage = z.infer<typeof CmsPage>;
export type CmsBlock = z.infer<typeof CmsBlock>;

/**
 * GET ecommerce/cms/pages: the shop's published CMS pages, by key, with when each last changed (the
 * sitemap lists them, pagina/{key}, with their lastmod). Keys only: the pages themselves come by key.
 */
export const CmsPageList = z.object({ items: z.array(z.object({ key: z.string(), updatedAt: z.string() })) });
export type CmsPageList = z.infer<typeof CmsPageList>;
