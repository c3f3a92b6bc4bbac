import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { DatePreferences } from '../../format/locale';
import { DatePreferencesProvider } from '../../providers/DatePreferencesProvider';
import { onPhone } from '../../storybook/viewports';
import { DateText } from './DateText';

/** 21:30 UTC on 20 November 2026: already 00:30 on the 21st in Riyadh (11 Jumada al-Akhirah 1448). */
const LATE_EVENING = '2026-11-20T21:30:00.000Z';

const meta = {
  component: DateText,
  args: { value: LATE_EVENING },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

const inPreferences = (preferences: DatePreferences): Story['decorators'] => [
  (Story) => (
    <DatePreferencesProvider preferences={preferences}>
      <Story />
    </DatePreferencesProvider>
  ),
];

/** Without preferences: Gregorian, Arabic-Indic digits, the Riyadh day. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const time = canvas.getByText('٢١ نوفمبر ٢٠٢٦');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', LATE_EVENING);
  },
};

export const WithTime: Story = {
  args: { withTime: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^٢١ نوفمبر ٢٠٢٦ في ١٢:٣٠/)).toBeVisible();
  },
};

/** Hijri as the main calendar, Latin digits. */
export const HijriLatinDigits: Story = {
  decorators: inPreferences({ calendar: 'hijri', digits: 'latn' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('11 جمادى الآخرة 1448 هـ')).toBeVisible();
  },
};

/** Detail views: both calendars, the main one first, in each of the four preferences. */
export const BothCalendarsInEveryPreference: Story = {
  args: { bothCalendars: true, withTime: true },
  render: (args) => (
    <dl className="grid grid-cols-[auto_1fr] items-start gap-x-6 gap-y-4">
      {(
        [
          ['ميلادي، أرقام عربية', { calendar: 'gregory', digits: 'arab' }],
          ['ميلادي، أرقام لاتينية', { calendar: 'gregory', digits: 'latn' }],
          ['هجري، أرقام عربية', { calendar: 'hijri', digits: 'arab' }],
          ['هجري، أرقام لاتينية', { calendar: 'hijri', digits: 'latn' }],
        ] as const
      ).map(([label, preferences]) => (
        <DatePreferencesProvider key={label} preferences={preferences}>
          <dt className="font-semibold">{label}</dt>
          <dd>
            <DateText {...args} />
          </dd>
        </DatePreferencesProvider>
      ))}
    </dl>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^٢١ نوفمبر ٢٠٢٦ في/)).toBeVisible();
    await expect(canvas.getByText('١١ جمادى الآخرة ١٤٤٨ هـ')).toBeVisible();
    await expect(canvas.getByText(/^11 جمادى الآخرة 1448 هـ في/)).toBeVisible();
    await expect(canvas.getByText('21 نوفمبر 2026')).toBeVisible();
  },
};

/** In a narrow column on a phone, the second calendar wraps under the first. */
export const Phone: Story = {
  ...onPhone,
  args: { bothCalendars: true, withTime: true },
  decorators: inPreferences({ calendar: 'hijri', digits: 'arab' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('٢١ نوفمبر ٢٠٢٦')).toBeVisible();
  },
};
