import { FORMAT_LOCALE } from '../../../format/locale';
import { formatNumber } from '../../../format/number';
import { fieldLabelOf } from './fieldLabels';
import {
  choiceLabelsOf,
  imageFields,
  ltrFields,
  moneyFields,
  percentFields,
  switchLabelsOf,
} from './valueLabels';

/** A rate may have decimals (12.5 %), unlike the counts formatNumber writes. */
const percent = new Intl.NumberFormat(FORMAT_LOCALE, { maximumFractionDigits: 2 });

/** Texts longer than this are clamped (a description, the about page's paragraphs). */
const LONG_TEXT = 80;

/** How one recorded value is shown: already in words, or something ChangeValue renders. */
export type ShownValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string; ltr?: boolean; long?: boolean }
  | { kind: 'money'; minorUnits: number }
  | { kind: 'moment'; iso: string }
  | { kind: 'image'; url: string };

/** One field of a change: its Arabic label and its value before and after (null: not recorded). */
export interface FieldChange {
  field: string;
  label: string;
  before: ShownValue | null;
  after: ShownValue | null;
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value as people read it: Arabic for a status or a switch, money as money. */
export function describeValue(entityType: string, field: string, value: unknown): ShownValue {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  const switchLabels = switchLabelsOf(field);
  if (switchLabels && (typeof value === 'boolean' || value === 0 || value === 1))
    return {
      kind: 'text',
      text: value === true || value === 1 ? switchLabels.on : switchLabels.off,
    };
  const choices = choiceLabelsOf(entityType, field);
  // One choice, or several joined into one text (a photographer's specialties: "wedding، family").
  if (choices && typeof value === 'string')
    return {
      kind: 'text',
      text: value
        .split(/\s*[،,]\s*/)
        .map((item) => choices[item] ?? item)
        .join('، '),
    };
  if (choices && Array.isArray(value))
    return { kind: 'text', text: value.map((item) => choices[String(item)] ?? item).join('، ') };
  if (typeof value === 'number') {
    if (moneyFields.has(field)) return { kind: 'money', minorUnits: value };
    if (field === 'duration_minutes') return { kind: 'text', text: `${formatNumber(value)} دقيقة` };
    if (percentFields.has(field)) return { kind: 'text', text: `${percent.format(value)}٪` };
    return { kind: 'text', text: formatNumber(value) };
  }
  if (typeof value === 'boolean') return { kind: 'text', text: value ? 'نعم' : 'لا' };
  if (typeof value === 'string') {
    if (imageFields.has(field)) return { kind: 'image', url: value };
    if (field.endsWith('_at') && ISO_MOMENT.test(value)) return { kind: 'moment', iso: value };
    if (ltrFields.has(field)) return { kind: 'text', text: value, ltr: true };
    return { kind: 'text', text: value, long: value.length > LONG_TEXT };
  }
  return { kind: 'text', text: JSON.stringify(value), ltr: true };
}

/**
 * What an event changed, field by field, in the order it recorded them: before → after for a
 * change, the values alone for a creation (no before) or an event of one side (a sign-in's how).
 */
export function describeChanges(
  entityType: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.map((field) => ({
    field,
    label: fieldLabelOf(entityType, field),
    before: before && field in before ? describeValue(entityType, field, before[field]) : null,
    after: after && field in after ? describeValue(entityType, field, after[field]) : null,
  }));
}
