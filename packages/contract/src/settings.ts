import { z } from 'zod';

/** One platform setting, as every settings answer carries it (spec §3). */
export const settingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.string(),
  type: z.string(),
});
export type Setting = z.infer<typeof settingSchema>;

/**
 * The type labels a setting carries. The back office shows the label and may pick an input from it;
 * the value itself is always text.
 */
export const settingTypes = [
  'text',
  'long_text',
  'email',
  'phone',
  'url',
  'currency',
  'percent',
] as const;
export type SettingType = (typeof settingTypes)[number];

/**
 * Every setting the platform seeds on start (snake_case names). All are public — readable by name
 * without a token — except those in `privateSettingNames`.
 */
export const settingNames = {
  privacyPolicy: 'privacy_policy',
  termsAndConditions: 'terms_and_conditions',
  aboutWhoWeAre: 'about_who_we_are',
  aboutWhatSetsUsApart: 'about_what_sets_us_apart',
  aboutFeature1Title: 'about_feature_1_title',
  aboutFeature1Subtitle: 'about_feature_1_subtitle',
  aboutFeature2Title: 'about_feature_2_title',
  aboutFeature2Subtitle: 'about_feature_2_subtitle',
  aboutFeature3Title: 'about_feature_3_title',
  aboutFeature3Subtitle: 'about_feature_3_subtitle',
  aboutFeature4Title: 'about_feature_4_title',
  aboutFeature4Subtitle: 'about_feature_4_subtitle',
  aboutVideoUrl: 'about_video_url',
  landingVideoUrl: 'landing_video_url',
  contactEmail: 'contact_email',
  contactPhone: 'contact_phone',
  socialInstagram: 'social_instagram',
  socialX: 'social_x',
  socialSnapchat: 'social_snapchat',
  socialTiktok: 'social_tiktok',
  currency: 'currency',
  commissionRate: 'commission_rate',
} as const;
export type SettingName = (typeof settingNames)[keyof typeof settingNames];

/** Settings that need an admin token to read (platform economics, not visitor copy). */
export const privateSettingNames: readonly SettingName[] = [settingNames.commissionRate];

/** `GET /api/settings/public`: every public setting, for pages that need several (footer, videos). */
export const publicSettingsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(settingSchema),
});
export type PublicSettingsAnswer = z.infer<typeof publicSettingsAnswerSchema>;

/** `GET /api/admin/settings/name/{name}`: the app reads `data.value`. */
export const settingAnswerSchema = z.object({
  success: z.literal(true),
  data: settingSchema,
});
export type SettingAnswer = z.infer<typeof settingAnswerSchema>;
