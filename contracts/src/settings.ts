import { z } from "zod";

/** Every setting key the site reads (product spec section 3). */
export const SETTING_KEYS = [
  "google_analytics_enabled", "google_analytics_id",
  "social_instagram", "social_facebook", "social_twitter", "social_youtube",
  "footer_title", "footer_description",
  "shop_page_enabled", "home_hero_image", "home_hero_heading", "home_hero_subheading",
  "home_ai_art_title", "home_ai_art_subtitle", "testimonials_enabled", "social_proof_enabled",
  "gallery_page_enabled", "gallery_description", "gallery_categories", "galleries_display_count", "gallery_layout",
  "shop_description", "shop_categories",
  "about_biography", "about_studio", "about_artist_statement", "about_cv", "about_profile_image",
  "about_studio_image", "studio_visit_enabled",
  "contact_page_enabled", "contact_heading", "contact_subheading", "contact_email", "contact_form_text",
  "follow_me_text", "newsletter_heading", "newsletter_text", "subscribe_text", "commission_page_enabled",
  "studio_name", "artist_name", "time_zone",
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/**
 * Settings the owner may write with simple formatting (paragraphs, bold, italic, links, lists, small headings).
 * The server sanitises them with an allow-list before storing; the site renders only what it stored.
 */
export const RICH_TEXT_SETTINGS: readonly SettingKey[] = ["about_biography", "about_studio", "about_artist_statement", "about_cv"];

/** The tags a rich-text setting may contain (anything else is removed on save). */
export const RICH_TEXT_TAGS = ["p", "br", "strong", "b", "em", "i", "u", "a", "ul", "ol", "li", "h3", "h4", "blockquote"] as const;

export const ZSettingKey = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, "Unknown setting key");

export const ZSetting = z.object({
  key: z.string(),
  value: z.string(),
  description: z.string(),
  updatedAt: z.string(),
});
export type Setting = z.infer<typeof ZSetting>;

export const ZSettingWrite = z.object({
  value: z.string().max(20_000, "Value is too long (20,000 characters at most)"),
});
export type SettingWrite = z.infer<typeof ZSettingWrite>;

/** The studio's name when the studio_name setting is empty (page titles, header, mails). */
export const DEFAULT_STUDIO_NAME = "Studio";
