import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './public.js';
import {
  canonicalTimeZone,
  settingEntrySchema,
  settingMessages,
  settingValueProblem,
  storedSettingValue,
} from './settings.js';

/** Issue 16: numeric and phone inputs take Arabic-Indic digits and store Latin ones. */
describe('Arabic-Indic digits in inputs', () => {
  const contact = {
    fullName: 'سارة الحربي',
    email: 'sara@example.com',
    message: 'مرحبًا',
  };

  it('takes a contact-form phone typed on an Arabic keyboard and keeps it in Latin digits', () => {
    expect(contactFormSchema.parse({ ...contact, phone: '٠٥٠ ١٢٣ ٤٥٦٧' }).phone).toBe(
      '050 123 4567',
    );
    expect(contactFormSchema.parse({ ...contact, phone: '+۹۶۶۵۰۱۲۳۴۵۶۷' }).phone).toBe(
      '+966501234567',
    );
    expect(contactFormSchema.safeParse({ ...contact, phone: '٠٥٠ abc' }).success).toBe(false);
  });

  it('takes a percent setting in Arabic-Indic digits and stores it in Latin ones', () => {
    expect(
      settingEntrySchema.parse({ name: 'commission_rate', type: 'percent', value: '١٢٫٥' }).value,
    ).toBe('12.5');
    expect(storedSettingValue('percent', '١٥')).toBe('15');
    expect(settingValueProblem('percent', '١٠٠')).toBeNull();
    expect(settingValueProblem('percent', '١٠١')).toBe(settingMessages.percentInvalid);
    // Text settings keep what was typed, digits included.
    expect(storedSettingValue('text', 'عام ١٤٤٧')).toBe('عام ١٤٤٧');
  });

  it('takes an IANA time zone by its canonical name and refuses anything else', () => {
    expect(canonicalTimeZone('asia/riyadh')).toBe('Asia/Riyadh');
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    for (const value of ['+03:00', 'Mars/Olympus', '', 'الرياض', 'Asia/Riyadh; drop'])
      expect(canonicalTimeZone(value), value).toBeUndefined();
    expect(
      settingEntrySchema.safeParse({ name: 'timezone', type: 'time_zone', value: 'GMT+3' }).error
        ?.issues[0]?.message,
    ).toBe(settingMessages.timeZoneInvalid);
  });
});
