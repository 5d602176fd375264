import { cssColor, cssNumber, cssRule } from "~/chrome/css";
import { z } from "zod";
import { localizedField } from "@commerce/i18n/localized-text";
import { DEFAULT_LANGUAGE } from "~/domain/languages";
import { jsonSetting } from "~/domain/settings";
import { hexColor as expandedHex, readableColor, SHAPE_CONTRAST } from "~/domain/theme";

// The sticky help button's setting `sticky_button` (chrome spec §3 "Sticky button config", §9): one zod
// schema whose every field carries the spec's default and falls back to it on its own when its value is
// invalid — a wrong colour does not cost the shop its whole button. Invalid JSON (or no setting) gives
// the defaults, and the default is disabled: no button. Server only (zod stays out of the browser): the
// browser gets finished markup (sticky-help.server.ts) and a pattern of where it hides (sticky-button-visibility.ts).

/** §9: small 40, medium 56, large 72 px; custom sizes default to 56. */
export const STICKY_SIZES_PX = { small: 40, medium: 56, large: 72 } as const;
export const STICKY_CUSTOM_DEFAULT_PX = 56;
/** Bounds of a custom size and the text size: a button stays a button (our design; the spec sets none). */
export const STICKY_CUSTOM_MIN_PX = 24;
export const STICKY_CUSTOM_MAX_PX = 160;
export const STICKY_TEXT_SIZE_DEFAULT_PX = 14;
export const STICKY_TEXT_SIZE_MIN_PX = 10;
export const STICKY_TEXT_SIZE_MAX_PX = 32;
export const STICKY_DEFAULT_COLOR = "#0EA5E9";
export const STICKY_DEFAULT_TEXT_WEIGHT = 600;
/** §3: the default link. */
export const STICKY_DEFAULT_LINK = "/contact";
/** §3: "Default chat link is a messaging-app link with a placeholder number." */
export const STICKY_DEFAULT_CHAT_URL = "https://wa.me/31600000000";
export const STICKY_ICONS = ["chat", "help", "mail", "phone"] as const;

/** A colour the theme's style block can carry as it is: #rgb or #rrggbb only (nothing else reaches CSS). */
const hexColor = (fallback: string) =>
  z
    .string()
    .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i)
    .catch(fallback);
/** A number, or a text that is one ("48"); null, "" and words are not (coercion would make null 0). */
const numeric = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(?:\.\d+)?$/)
    .transform(Number),
]);
/** A whole number of pixels, clamped into its bounds; anything else is the default. */
const clampedPx = (min: number, max: number, fallback: number) => numeric.transform((n) => Math.min(max, Math.max(min, Math.round(n)))).catch(fallback);
/** A text (trimmed); absent or not a text → the fallback. */
const text = (fallback: string) =>
  z
    .string()
    .transform((s) => s.trim())
    .catch(fallback);
/** An image or a link the page may load: https/http, or a path of the shop itself ("/…", not "//…"). */
const safeUrl = z
  .string()
  .trim()
  .regex(/^(?:https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i)
  .nullable()
  .catch(null);
/** A link target: as safeUrl, plus mail and phone addresses. */
const linkUrl = z
  .string()
  .trim()
  .regex(/^(?:https?:\/\/[^\s]+|\/(?!\/)[^\s]*|mailto:[^\s]+|tel:[^\s]+)$/i)
  .catch(STICKY_DEFAULT_LINK);

const StickyButtonSchema = z.object({
  enabled: z.boolean().catch(false),
  position: z.enum(["bottom-left", "bottom-right", "top-left", "top-right"]).catch("bottom-right"),
  /** circle, pill, or any other word: rounded corners (§3 "other rounded"). */
  shape: z
    .string()
    .transform((s): "circle" | "pill" | "rounded" => (s === "circle" || s === "pill" ? s : "rounded"))
    .catch("circle"),
  size: z.enum(["small", "medium", "large", "custom"]).catch("medium"),
  customWidth: clampedPx(STICKY_CUSTOM_MIN_PX, STICKY_CUSTOM_MAX_PX, STICKY_CUSTOM_DEFAULT_PX),
  customHeight: clampedPx(STICKY_CUSTOM_MIN_PX, STICKY_CUSTOM_MAX_PX, STICKY_CUSTOM_DEFAULT_PX),
  color: hexColor(STICKY_DEFAULT_COLOR),
  icon: z.enum(STICKY_ICONS).catch("chat"),
  iconColor: hexColor("#ffffff"),
  display: z.enum(["icon", "text", "image"]).catch("icon"),
  text: text(""),
  imageUrl: safeUrl,
  imageFit: z.enum(["contain", "cover"]).catch("contain"),
  textColor: hexColor("#ffffff"),
  textWeight: numeric
    .pipe(z.number().int().min(100).max(900))
    .transform((n) => Math.round(n / 100) * 100)
    .catch(STICKY_DEFAULT_TEXT_WEIGHT),
  textSize: clampedPx(STICKY_TEXT_SIZE_MIN_PX, STICKY_TEXT_SIZE_MAX_PX, STICKY_TEXT_SIZE_DEFAULT_PX),
  animation: z.enum(["none", "pulse", "bounce", "wiggle"]).catch("none"),
  action: z.enum(["link", "chat", "popup"]).catch("link"),
  link: z.object({ url: linkUrl, openInNewTab: z.boolean().catch(false) }).catch({ url: STICKY_DEFAULT_LINK, openInNewTab: false }),
  chat: z
    .object({
      type: text("whatsapp"),
      url: z
        .string()
        .trim()
        .regex(/^https?:\/\/\S+$/i)
        .catch(STICKY_DEFAULT_CHAT_URL),
    })
    .catch({ type: "whatsapp", url: STICKY_DEFAULT_CHAT_URL }),
  /** A null title is the translated default ('Hulp nodig?', help.popupTitle). */
  popup: z.object({ title: z.string().trim().min(1).nullable().catch(null), bodyHtml: z.string().catch("") }).catch({ title: null, bodyHtml: "" }),
  exclude: z
    .object({
      inCheckout: z.boolean().catch(false),
      paths: z
        .array(z.unknown())
        .transform((list) => list.filter((p): p is string => typeof p === "string" && p.startsWith("/")))
        .catch([]),
      whenOnTargetPage: z.boolean().catch(true),
    })
    .catch({ inCheckout: false, paths: [], whenOnTargetPage: true }),
});

export type StickyButtonConfig = z.infer<typeof StickyButtonSchema>;

/**
 * The sticky_button setting's text → every field valid (its own value or its default), its texts in
 * `language`: text, popup.title and popup.bodyHtml may each be one text, a language map
 * ({"nl": …, "en": …}) or have a per-language key beside them (text_en), falling back to the default
 * language (issue 19: on /en the button said 'Hulp nodig?').
 */
export function parseStickyButton(value: string | undefined, language: string = DEFAULT_LANGUAGE): StickyButtonConfig {
  const json = jsonSetting(value);
  const object = json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  // Every field has a .catch(), so the object itself always parses.
  return StickyButtonSchema.parse(inLanguage(object, language));
}

/** The setting with its shopper-facing texts picked for one language (an absent text stays absent). */
function inLanguage(object: Record<string, unknown>, language: string): Record<string, unknown> {
  const popup = object.popup && typeof object.popup === "object" ? (object.popup as Record<string, unknown>) : null;
  return {
    ...object,
    text: localizedField(object, "text", language) ?? undefined,
    popup: popup && {
      ...popup,
      title: localizedField(popup, "title", language),
      bodyHtml: localizedField(popup, "bodyHtml", language) ?? undefined,
    },
  };
}

/** The button's width and height in px: the named size, or the custom one. */
export function stickyButtonSize(config: Pick<StickyButtonConfig, "size" | "customWidth" | "customHeight">): { width: number; height: number } {
  if (config.size === "custom") return { width: config.customWidth, height: config.customHeight };
  const px = STICKY_SIZES_PX[config.size];
  return { width: px, height: px };
}

/** The button's colours and sizes as custom properties (the theme's nonce'd style: no style attributes; checked: ~/chrome/css). */
export function stickyButtonCss(config: StickyButtonConfig): string {
  const { width, height } = stickyButtonSize(config);
  // Its text and icon in the shop's colours when they read on the button, else in one that does (issue 19).
  const background = expandedHex(config.color) ?? STICKY_DEFAULT_COLOR;
  return cssRule(":root", [
    ["--etalage-sb-bg", cssColor(config.color)],
    ["--etalage-sb-icon", cssColor(readableColor(expandedHex(config.iconColor), background, SHAPE_CONTRAST))],
    ["--etalage-sb-text", cssColor(readableColor(expandedHex(config.textColor), background))],
    ["--etalage-sb-weight", cssNumber(config.textWeight)],
    ["--etalage-sb-size", cssNumber(config.textSize, "px")],
    ["--etalage-sb-w", cssNumber(width, "px")],
    ["--etalage-sb-h", cssNumber(height, "px")],
  ]);
}
