import { z } from "zod";
import { CmsBlock, CmsPage } from "./cms";
import { Slug } from "./common";
import { LANGUAGES } from "./constants";
import { decimalId, text } from "./fields";
import { WebsiteSetting } from "./settings";

// Previews for editors (issue 22, ADR 0060): a CMS page's draft, seen through a signed preview token,
// and a theme preview cache, seen by its id on any page (previewThemeCache).

/** The signed preview token of GET ecommerce/cms/previews/{id}: a header, never a url of the core API. */
export const PREVIEW_TOKEN_HEADER = "x-preview-token";

/** How long a CMS preview link is valid after it was made (an editor's working session). */
export const CMS_PREVIEW_TOKEN_TTL_SECONDS = 2 * 60 * 60;
/** How long a theme preview cache is kept after it was made. */
export const THEME_PREVIEW_TTL_SECONDS = 24 * 60 * 60;

/**
 * GET ecommerce/cms/previews/{id} (x-preview-token): the page as its draft shows it — the draft's blocks
 * (and name) where the page has a draft, else the page's own blocks, published or not. `draft` says which.
 * 404 for any id the token is not for (unknown, another page, another shop), for a missing, forged or
 * expired token alike: a preview tells a visitor without the editor's token nothing.
 */
export const CmsPreviewParams = z.object({ id: decimalId() });
export const CmsPreview = CmsPage.extend({ draft: z.boolean() });
export type CmsPreview = z.infer<typeof CmsPreview>;

/** A text per language ({"nl": "…", "en": "…"}): how the CMS stores its texts. */
const LanguageTexts = z.partialRecord(z.enum(LANGUAGES), text({ multiline: true }).max(20_000)).refine((map) => Object.keys(map).length > 0, {
  message: "needs a text in at least one language",
});

/** A media of a draft block: an image or video of the shop (/media/…) or an https address. */
const DraftMedia = z.object({
  url: z.string().regex(/^(?:\/media\/[^\s"'<>]+|https:\/\/[^\s"'<>]+)$/, "must be a /media/… path of the shop or an https address"),
  alt: z.union([text().max(300), LanguageTexts]).optional(),
  href: text().max(500).optional(),
});

/** One block of a draft, in the CMS's own fields (storefront-cart-checkout-routing.md §3). */
export const CmsDraftBlock = z.object({
  template: CmsBlock.shape.template,
  text: LanguageTexts.optional(),
  subtitle: LanguageTexts.optional(),
  medias: z.array(DraftMedia).max(20).default([]),
  showOnDesktop: z.boolean().default(true),
  showOnMobile: z.boolean().default(true),
  sortIndex: z.number().int().min(0).max(10_000),
});

/** A page by its key ('home', 'over-ons') or its id. */
const PageRef = z.union([Slug, z.number().int().positive()]);

/**
 * POST /operator/cms-drafts (operator key): the draft of one of the shop's pages, replacing its draft
 * whole (checked first; nothing stored on any problem). `blocks: []` is a draft without blocks.
 */
export const CmsDraftRequest = z.object({
  page: PageRef,
  name: LanguageTexts.optional(),
  blocks: z.array(CmsDraftBlock).max(50),
  staffId: text().trim().min(1).max(64),
});
export type CmsDraftRequest = z.infer<typeof CmsDraftRequest>;
export const CmsDraftStored = z.object({ pageId: z.number().int(), key: z.string(), blocks: z.number().int(), updatedAt: z.string() });

/** POST /operator/cms-preview-links (operator key): a signed link to the page's preview for an editor. */
export const CmsPreviewLinkRequest = z.object({
  page: PageRef,
  staffId: text().trim().min(1).max(64),
  staffName: text().trim().min(1).max(120),
  language: z.enum(LANGUAGES).default("nl"),
});
export const CmsPreviewLinkCreated = z.object({ pageId: z.number().int(), token: z.string(), path: z.string(), expiresAt: z.string() });

// --- The theme preview cache ---------------------------------------------------------------------

/**
 * The settings a theme consists of (storefront-chrome-widgets.md §3: the header's theme and settings,
 * the colours, the logos, the footer's colours and logos): only these are applied from a preview, so a
 * preview can never switch a shop's search, payments or texts.
 */
export const THEME_SETTING_KEYS = [
  "theme",
  "theme_primary_color",
  "ecommerce_theme_primary_color",
  "header_color",
  "header_background_color",
  "ecommerce_header_background_color",
  "header_background_image",
  "ecommerce_header_background_image",
  "ecommerce_header_items_color_mode",
  "ecommerce_header_settings",
  "header_transparent_on_hero",
  "store_logo",
  "store_logo_light",
  "store_logo_dark",
  "footer_color",
  "ecommerce_footer_color",
  "ecommerce_footer_text_color",
  "custom_footer_logo",
  "custom_footer_logos",
] as const;
export type ThemeSettingKey = (typeof THEME_SETTING_KEYS)[number];

/** A value in a settings map: a JSON setting may come as JSON itself; null means "not set". */
const MapValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.unknown()), z.record(z.string(), z.unknown())]);

/**
 * A theme preview cache's settings, as the spec allows them (§7): a settings list
 * ([{key_, value_}], as website-settings answers) or a map ({key: value}); both read as a list.
 */
export const ThemePreviewSettings = z.union([z.array(WebsiteSetting).max(200), z.record(z.string().max(100), MapValue)]);
export type ThemePreviewSettings = z.infer<typeof ThemePreviewSettings>;

/** Either shape as a settings list: map values that are not text become text (JSON for objects); null is left out. */
export function themePreviewSettingsList(settings: ThemePreviewSettings): WebsiteSetting[] {
  if (Array.isArray(settings)) return settings;
  return Object.entries(settings).flatMap(([key_, value]) => {
    if (value === null) return [];
    return [{ key_, value_: typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value) }];
  });
}

/** GET ecommerce/theme-preview-caches/{id}: the id is a random uuid (unguessable, like a share link). */
export const ThemePreviewParams = z.object({ id: z.uuid() });
/** The answer: the settings as the editor stored them, a list or a map. */
export const ThemePreviewCache = ThemePreviewSettings;

/** POST /operator/theme-previews (operator key): keep a theme's settings for a preview. */
export const ThemePreviewRequest = z.object({ settings: ThemePreviewSettings, staffId: text().trim().min(1).max(64) });
export const ThemePreviewCreated = z.object({ id: z.uuid(), keys: z.array(z.string()), expiresAt: z.string() });
