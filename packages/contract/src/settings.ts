import { z } from 'zod';
import { latinDigits } from './arabic.js';

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
  'time_zone',
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
  timeZone: 'timezone',
} as const;
export type SettingName = (typeof settingNames)[keyof typeof settingNames];

// DEFAULT_CURRENCY and DEFAULT_TIME_ZONE: settingDefaults.ts (schema-free, for the public pages).

/** Each zone name's answer of canonicalTimeZone, once resolved. */
const canonicalZones = new Map<string, string | undefined>();

/**
 * An IANA time zone as it is stored, its letters' case fixed (`asia/riyadh` → `Asia/Riyadh`), or
 * undefined when `name` is none: a fixed offset such as `+03:00` is refused, since it cannot
 * follow the zone's rules. A name Intl knows under another one (`Asia/Kolkata`, which it calls
 * `Asia/Calcutta`) is kept as typed.
 */
export function canonicalTimeZone(name: string): string | undefined {
  // Read on every request that needs the platform's zone: building an Intl formatter is costly
  // (8–13 % of an orders page's CPU), so each name's answer is kept (a few names ever, bounded).
  if (canonicalZones.has(name)) return canonicalZones.get(name);
  const canonical = resolveTimeZone(name);
  if (canonicalZones.size >= 100) canonicalZones.clear();
  canonicalZones.set(name, canonical);
  return canonical;
}

function resolveTimeZone(name: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return undefined;
  try {
    const known = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return known.toLowerCase() === name.toLowerCase() ? known : name;
  } catch {
    return undefined;
  }
}

/** Settings that need an admin token to read (platform economics, not visitor copy). */
export const privateSettingNames: readonly SettingName[] = [settingNames.commissionRate];

/**
 * `GET /api/settings/public`: the public settings every page needs (footer, contacts, videos,
 * currency, time zone); the legal texts and the about page's texts are read by their own pages
 * (by name, and `GET /api/settings/about` in this same shape).
 */
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

// ---------------------------------------------------------------------------------------------
// Back office (issue 5): the settings list, the batch store and the value update.
// ---------------------------------------------------------------------------------------------

/** Messages the settings forms and the server share, word for word. */
export const settingMessages = {
  valueRequired: 'القيمة مطلوبة',
  valueTooLong: 'النص أطول من المسموح به',
  nameRequired: 'اسم الإعداد مطلوب',
  nameInvalid: 'اسم الإعداد يتكون من حروف إنجليزية صغيرة وأرقام وشرطة سفلية',
  nameDuplicate: 'اسم الإعداد مكرر في الطلب',
  typeInvalid: 'نوع الإعداد غير معروف',
  /** A platform setting keeps the type it ships with (its value rules depend on it). */
  builtInTypeLocked: (type: string) =>
    `لا يمكن تغيير نوع هذا الإعداد، فهو من إعدادات المنصة ونوعه ${type}`,
  settingsRequired: 'أرسل إعدادًا واحدًا على الأقل',
  tooManySettings: 'عدد الإعدادات في الطلب أكبر من المسموح به',
  urlInvalid: 'أدخل رابطًا صحيحًا يبدأ بـ https://',
  emailInvalid: 'أدخل بريدًا إلكترونيًا صحيحًا',
  percentInvalid: 'أدخل نسبة من 0 إلى 100، مثل 15',
  currencyInvalid: 'أدخل رمز العملة بثلاثة أحرف إنجليزية كبيرة، مثل SAR',
  timeZoneInvalid: 'أدخل منطقة زمنية صحيحة بالإنجليزية، مثل Asia/Riyadh',
  notFound: 'الإعداد المطلوب غير موجود.',
  /** 409: another admin saved this setting after this one loaded it. */
  conflict: 'عدّل مسؤول آخر هذا الإعداد بعد أن فتحت الصفحة. راجع القيمة الحالية ثم احفظ من جديد.',
} as const;

/** What a value must look like for its type label; text, long texts and phone numbers are free. */
const typedValueRules: Partial<
  Record<SettingType, { check: (value: string) => boolean; message: string }>
> = {
  url: {
    check: (value) => z.url({ protocol: /^https?$/ }).safeParse(value).success,
    message: settingMessages.urlInvalid,
  },
  email: {
    check: (value) => z.email().safeParse(value).success,
    message: settingMessages.emailInvalid,
  },
  percent: {
    check: (value) => /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100,
    message: settingMessages.percentInvalid,
  },
  currency: {
    check: (value) => /^[A-Z]{3}$/.test(value),
    message: settingMessages.currencyInvalid,
  },
  time_zone: {
    check: (value) => canonicalTimeZone(value) !== undefined,
    message: settingMessages.timeZoneInvalid,
  },
};

/**
 * A value of `type` as it is stored: a percent typed with Arabic-Indic digits (`١٥٫٥`) in Latin
 * ones (`15.5`), a time zone by its canonical name; any other type exactly as typed.
 */
export function storedSettingValue(type: string, value: string): string {
  if (type === 'percent') return latinDigits(value).replace(/٫/g, '.').trim();
  if (type === 'time_zone') return canonicalTimeZone(value.trim()) ?? value;
  return value;
}

/**
 * The problem with `value` for a setting of `type`, or null when it is fine. Addresses, rates and
 * currency codes feed links and money sums, so a typo there is refused rather than stored.
 */
export function settingValueProblem(type: string, value: string): string | null {
  const rule = typedValueRules[type as SettingType];
  const stored = storedSettingValue(type, value).trim();
  if (!rule || stored === '') return null;
  return rule.check(stored) ? null : rule.message;
}

/** 409 answer naming the setting that changed since the client loaded it. */
export function settingConflictMessage(name: string): string {
  return `عدّل مسؤول آخر الإعداد «${name}» بعد أن فتحت الصفحة. راجع القيمة الحالية ثم احفظ من جديد.`;
}

/** Longest value, in characters: a long legal text fits many times over; a runaway paste does not. */
export const SETTING_VALUE_MAX_LENGTH = 50_000;
/** Most settings in one batch store. */
export const SETTINGS_BATCH_MAX = 100;
export const SETTING_NAME_MAX_LENGTH = 100;

/** `{name}` of `GET /api/admin/settings/name/{name}`; a name that cannot be one is a 404. */
export const settingNameParamsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, settingMessages.notFound)
    .max(SETTING_NAME_MAX_LENGTH, settingMessages.notFound),
});

/** A setting as the back office sees it: with `updated_at`, sent back with an edit (409 if stale). */
export const adminSettingSchema = settingSchema.extend({ updated_at: z.string() });
export type AdminSetting = z.infer<typeof adminSettingSchema>;

/**
 * A value exactly as typed (Arabic, line breaks, emoji are kept; nothing is trimmed), but not empty
 * or only spaces.
 */
export const settingValueSchema = z
  .string({ error: settingMessages.valueRequired })
  .max(SETTING_VALUE_MAX_LENGTH, settingMessages.valueTooLong)
  .refine((value) => value.trim().length > 0, settingMessages.valueRequired)
  // A text box gives line breaks as \n, but a multipart form carries them as \r\n (the HTML form
  // encoding rules): keep the \n the admin typed, so the value reads back exactly as it was entered.
  .transform((value) => value.replace(/\r\n?/g, '\n'));

/** `GET /api/admin/settings` query: optional `type` and `search` (in the name or the value). */
export const settingsListQuerySchema = z.object({
  type: z.string().trim().max(50).optional(),
  search: z.string().trim().max(200).optional(),
});
export type SettingsListQuery = z.infer<typeof settingsListQuerySchema>;

export const settingsListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(adminSettingSchema),
});
export type SettingsListAnswer = z.infer<typeof settingsListAnswerSchema>;

/** One entry of a batch store: `settings[i][name]`, `settings[i][value]`, `settings[i][type]`. */
export const settingEntrySchema = z
  .object({
    name: z
      .string({ error: settingMessages.nameRequired })
      .trim()
      .min(1, settingMessages.nameRequired)
      .max(SETTING_NAME_MAX_LENGTH, settingMessages.nameInvalid)
      .regex(/^[a-z][a-z0-9_]*$/, settingMessages.nameInvalid),
    value: settingValueSchema,
    type: z.enum(settingTypes, { error: settingMessages.typeInvalid }),
    /** The `updated_at` the client loaded; a newer row answers 409 and nothing of the batch is saved. */
    updated_at: z.string().max(40).optional(),
  })
  .superRefine((entry, context) => {
    const problem = settingValueProblem(entry.type, entry.value);
    if (problem) context.addIssue({ code: 'custom', path: ['value'], message: problem });
  })
  .transform((entry) => ({ ...entry, value: storedSettingValue(entry.type, entry.value) }));
export type SettingEntry = z.infer<typeof settingEntrySchema>;

/** `POST /api/admin/settings` (multipart bracket form): create or update all, or none. */
export const storeSettingsRequestSchema = z.object({
  settings: z
    .array(settingEntrySchema, { error: settingMessages.settingsRequired })
    .min(1, settingMessages.settingsRequired)
    .max(SETTINGS_BATCH_MAX, settingMessages.tooManySettings)
    .superRefine((entries, context) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        if (seen.has(entry.name))
          context.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: settingMessages.nameDuplicate,
          });
        seen.add(entry.name);
      });
    }),
});
export type StoreSettingsRequest = z.infer<typeof storeSettingsRequestSchema>;

export const storeSettingsAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.array(adminSettingSchema),
});
export type StoreSettingsAnswer = z.infer<typeof storeSettingsAnswerSchema>;

/** `POST /api/admin/settings/{id}` with `_method=PUT`: the new value (+ the `updated_at` loaded). */
export const updateSettingValueRequestSchema = z.object({
  value: settingValueSchema,
  updated_at: z.string().max(40).optional(),
});
export type UpdateSettingValueRequest = z.infer<typeof updateSettingValueRequestSchema>;

export const updateSettingValueAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminSettingSchema,
});
export type UpdateSettingValueAnswer = z.infer<typeof updateSettingValueAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// The about-page editor (/admin/about): the texts of /about-us, stored as public settings.
// ---------------------------------------------------------------------------------------------

const requiredText = (max: number) =>
  z
    .string({ error: settingMessages.valueRequired })
    .max(max, settingMessages.valueTooLong)
    .refine((value) => value.trim().length > 0, settingMessages.valueRequired);

export const ABOUT_FEATURE_COUNT = 4;

/** The editor's form, validated the same way in the browser and (as settings) on the server. */
export const aboutEditorSchema = z.object({
  whoWeAre: requiredText(5_000),
  whatSetsUsApart: requiredText(5_000),
  features: z
    .array(z.object({ title: requiredText(80), subtitle: requiredText(300) }))
    .length(ABOUT_FEATURE_COUNT),
  videoUrl: z
    .string({ error: settingMessages.urlInvalid })
    .trim()
    .min(1, settingMessages.urlInvalid)
    .max(500, settingMessages.valueTooLong)
    .pipe(z.url({ protocol: /^https?$/, error: settingMessages.urlInvalid })),
});
export type AboutEditorValues = z.infer<typeof aboutEditorSchema>;

const aboutFeatureNames = [
  [settingNames.aboutFeature1Title, settingNames.aboutFeature1Subtitle],
  [settingNames.aboutFeature2Title, settingNames.aboutFeature2Subtitle],
  [settingNames.aboutFeature3Title, settingNames.aboutFeature3Subtitle],
  [settingNames.aboutFeature4Title, settingNames.aboutFeature4Subtitle],
] as const;

/** The settings the about page reads, in the editor's order. */
export const aboutSettingNames: readonly SettingName[] = [
  settingNames.aboutWhoWeAre,
  settingNames.aboutWhatSetsUsApart,
  ...aboutFeatureNames.flat(),
  settingNames.aboutVideoUrl,
];

/** The editor's values from the loaded settings (missing ones stay empty, so the form asks for them). */
export function aboutEditorValuesFromSettings(
  settings: ReadonlyArray<Pick<Setting, 'name' | 'value'>>,
): AboutEditorValues {
  const valueOf = (name: SettingName) =>
    settings.find((setting) => setting.name === name)?.value ?? '';
  return {
    whoWeAre: valueOf(settingNames.aboutWhoWeAre),
    whatSetsUsApart: valueOf(settingNames.aboutWhatSetsUsApart),
    features: aboutFeatureNames.map(([title, subtitle]) => ({
      title: valueOf(title),
      subtitle: valueOf(subtitle),
    })),
    videoUrl: valueOf(settingNames.aboutVideoUrl),
  };
}

/** The batch entries (name, value, type) that store the editor's values. */
export function aboutEditorValuesToSettings(
  content: AboutEditorValues,
): Array<Pick<SettingEntry, 'name' | 'value' | 'type'>> {
  return [
    { name: settingNames.aboutWhoWeAre, value: content.whoWeAre, type: 'long_text' },
    { name: settingNames.aboutWhatSetsUsApart, value: content.whatSetsUsApart, type: 'long_text' },
    ...aboutFeatureNames.flatMap(([title, subtitle], index) => [
      { name: title, value: content.features[index]?.title ?? '', type: 'text' as const },
      { name: subtitle, value: content.features[index]?.subtitle ?? '', type: 'text' as const },
    ]),
    { name: settingNames.aboutVideoUrl, value: content.videoUrl, type: 'url' },
  ];
}
