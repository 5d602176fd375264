import { z } from "zod";
import { PREVIEW_ALLOWED_ORIGINS_SETTING, previewOriginEntries } from "../rules/preview-origins";
import {
  DESKTOP_SEARCH_PLACEMENTS,
  HEADER_ITEMS_COLOR_MODES,
  HEADER_THEMES,
  LANGUAGES,
  LOGO_POSITIONS,
  MAX_WIDTHS,
  MOBILE_SEARCH_PLACEMENTS,
  NAV_BELOW_ALIGNMENTS,
  NAV_MODES,
  NAV_PLACEMENTS,
} from "./constants";

/** GET ecommerce/website-settings: the tenant's key/value settings (some values hold JSON). */
export const WebsiteSetting = z.object({ key_: z.string(), value_: z.string() });
export const WebsiteSettings = z.array(WebsiteSetting);
export type WebsiteSetting = z.infer<typeof WebsiteSetting>;

// --- What a setting may hold (the operator's `settings set` and `tenant create`, ADR 0044) ----------
//
// The storefront reads every setting leniently (a wrong value costs that value, never the page). An
// operator is told instead: each known key has the schema below, in the words the storefront reads
// (contract/constants.ts), and a value that does not fit is refused with what is wrong. A key that is
// not listed is refused too: a typo would otherwise be stored and silently never read.

/** A switch: the storefront reads 'true' and '1' as on (app/domain/settings.ts isOn). */
const flag = z.enum(["true", "false", "1", "0"], { error: "must be true or false" });
/** The partner launcher's switch also takes yes/no, any case (app/chrome/widgets/partner-launcher.ts). */
const launcherFlag = z.string().regex(/^(?:true|false|1|0|yes|no)$/i, "must be true or false");
const colour = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "must be a hex colour such as #1d4b54");
/** A picture of the shop: one of its own media paths, or an https address. */
const picture = z.string().regex(/^(?:\/media\/[a-z0-9-]+\/[^\s]+|https:\/\/[^\s]+)$/, "must be a /media/… path of the shop or an https address");
const httpsUrl = z.string().regex(/^https:\/\/[^\s]+$/, "must be an https address");
const text = (max: number) => z.string().trim().min(1, "must not be empty").max(max);
/** A colour word of the footer (chrome spec §5) or a hex colour. */
const footerColour = z.union([z.enum(["dark", "light", "primary"]), colour], { error: "must be dark, light, primary or a hex colour" });
/** Algolia hosts: comma-separated `host[:port]` or `http(s)://host:port` (commerce/rules/search-provider.ts). */
const hosts = z.string().regex(/^(?:https?:\/\/)?[A-Za-z0-9.-]+(?::\d{1,5})?\/?(?:\s*,\s*(?:https?:\/\/)?[A-Za-z0-9.-]+(?::\d{1,5})?\/?)*$/, {
  error: "must be host[:port] names separated by commas",
});

/** A setting whose value is JSON: parsed, then checked against `shape`. */
function jsonOf(shape: z.ZodType) {
  return z
    .string()
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "must be JSON" });
        return z.NEVER;
      }
    })
    .pipe(shape);
}

/**
 * typography: the shop's fonts (cart spec §1: "the theme and typography"), {"body": "…", "headings": "…"},
 * each a CSS font family list of installed or generic fonts (no web font is fetched): letters, digits,
 * spaces, hyphens, commas and quotes, at most 100 characters.
 */
const fontFamily = z
  .string()
  .max(100)
  .regex(/^[\p{L}\p{N} ,'"-]+$/u, "must be a font family list such as Georgia, serif");
export const TypographyValue = z.object({ body: fontFamily.optional(), headings: fontFamily.optional() }).strict();

/** A text per language ({"nl": "…", "en": "…"}), as the storefront's language maps are stored. */
const languageMap = z.partialRecord(z.enum(LANGUAGES), z.string()).refine((map) => Object.keys(map).length > 0, "needs a text in at least one language");

/** ecommerce_header_settings: the fields the header reads (app/chrome/header/rules/settings.ts), each optional. */
const HeaderSettingsValue = z.looseObject({
  logoPosition: z.enum(LOGO_POSITIONS).optional(),
  navPlacement: z.enum(NAV_PLACEMENTS).optional(),
  navMode: z.enum(NAV_MODES).optional(),
  navBelowAlignment: z.enum(NAV_BELOW_ALIGNMENTS).optional(),
  maxWidth: z.enum(MAX_WIDTHS).optional(),
  stickyHeader: z.boolean().optional(),
  searchPlacement: z.object({ desktop: z.enum(DESKTOP_SEARCH_PLACEMENTS).optional(), mobile: z.enum(MOBILE_SEARCH_PLACEMENTS).optional() }).optional(),
  fullscreenMenu: z.boolean().optional(),
  logoOverlapHero: z.boolean().optional(),
  logoOverlapScale: z.number().min(1).max(3).optional(),
});

/** sticky_button: an object with at least whether it shows (app/chrome/widgets/sticky-button.ts reads the rest). */
const StickyButtonValue = z.looseObject({ enabled: z.boolean() });

/** custom_footer_logos: the footer's extra logos, a picture and a name per language each. */
const FooterLogosValue = z.array(z.object({ url: picture, name: languageMap.optional() })).max(3);

export const SETTING_SCHEMAS = {
  theme: z.enum(HEADER_THEMES),
  theme_primary_color: colour,
  ecommerce_theme_primary_color: colour,
  // The store's theme colour and loyalty colour (cart spec §3 Store) and its typography (issue 22).
  theme_color: colour,
  loyalty_color: colour,
  typography: jsonOf(TypographyValue),
  store_name: text(100),
  store_logo: picture,
  store_logo_light: picture,
  store_logo_dark: picture,
  language: z.enum(LANGUAGES),
  facebook_link: httpsUrl,
  instagram_link: httpsUrl,
  tiktok_link: httpsUrl,
  snapchat_link: httpsUrl,
  header_transparent_on_hero: flag,
  header_color: colour,
  header_background_color: colour,
  ecommerce_header_background_color: colour,
  header_background_image: picture,
  ecommerce_header_background_image: picture,
  ecommerce_header_items_color_mode: z.enum(HEADER_ITEMS_COLOR_MODES),
  ecommerce_header_settings: jsonOf(HeaderSettingsValue),
  footer_color: footerColour,
  ecommerce_footer_color: footerColour,
  ecommerce_footer_text_color: colour,
  ecommerce_footer_slogan: jsonOf(languageMap),
  ecommerce_footer_show_contact_form: flag,
  custom_footer_logo: picture,
  custom_footer_logos: jsonOf(FooterLogosValue),
  sticky_button: jsonOf(StickyButtonValue),
  professional_search_enabled: flag,
  doop_test_enabled: launcherFlag,
  ecommerce_doop_test_enabled: launcherFlag,
  ecommerce_currency: z.enum(["EUR"]),
  cart_show_payment_icons: flag,
  ecommerce_cart_show_payment_icons: flag,
  ecommerce_cart_show_free_shipping_progress: flag,
  shopping_disabled: flag,
  ecommerce_shopping_disabled: flag,
  search_provider: z.enum(["own", "algolia"]),
  algolia_app_id: z.string().regex(/^[A-Za-z0-9]{1,32}$/, "must be an Algolia application id"),
  algolia_search_key: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, "must be a search-only API key"),
  algolia_index_prefix: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1–64 letters, digits, - or _"),
  algolia_hosts: hosts,
  algolia_insights_host: hosts,
  // The pages (a CMS editor) that may post theme events into a preview (ADR 0060).
  [PREVIEW_ALLOWED_ORIGINS_SETTING]: z
    .string()
    .refine((value) => previewOriginEntries(value).length > 0 && previewOriginEntries(value).every((e) => e.origin !== null), {
      message: "must be origins (https://host[:port], or http:// for a local host) separated by spaces or commas",
    }),
} satisfies Record<string, z.ZodType>;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS).sort() as SettingKey[];

export type SettingIssue = { path: string; message: string };

/** What is wrong with a value for a key (empty when it may be stored); `path` starts with the key. */
export function settingIssues(key: string, value: string): SettingIssue[] {
  if (!Object.hasOwn(SETTING_SCHEMAS, key)) return [{ path: key, message: `is not a setting the shop reads (known: ${SETTING_KEYS.join(", ")})` }];
  const result = SETTING_SCHEMAS[key as SettingKey].safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: [key, ...issue.path].join("."), message: issue.message }));
}

/** PUT /operator/settings/{key}: one setting's new value (text; JSON settings hold their JSON as text). */
export const SettingPut = z.object({ value: z.string().max(16_000) });
export const SettingParams = z.object({ key: z.string().regex(/^[a-z0-9_]{1,64}$/) });
/** What `settings set` changed: the value before (null when there was none) and after. */
export const SettingChanged = z.object({ key: z.string(), before: z.string().nullable(), value: z.string(), changed: z.boolean() });
export type SettingChanged = z.infer<typeof SettingChanged>;
