import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatDay } from '../../format/date';
import { DatePreferencesProvider, useDateSettings } from './DatePreferencesProvider';

/** Shows what the provider hands down, and a business day written with it. */
function ProvidedValues() {
  const { preferences, timeZone, today } = useDateSettings();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="font-semibold">التقويم الرئيسي</dt>
      <dd data-testid="calendar">{preferences.calendar}</dd>
      <dt className="font-semibold">الأرقام</dt>
      <dd data-testid="digits">{preferences.digits}</dd>
      <dt className="font-semibold">المنطقة الزمنية</dt>
      <dd data-testid="time-zone">{timeZone}</dd>
      <dt className="font-semibold">اليوم</dt>
      <dd data-testid="today">{today ? formatDay(today, preferences) : '—'}</dd>
    </dl>
  );
}

const meta = {
  component: DatePreferencesProvider,
  args: { children: <ProvidedValues /> },
} satisfies Meta<typeof DatePreferencesProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without the app: Gregorian, Arabic-Indic digits, Riyadh, and no today read yet. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('calendar')).toHaveTextContent('gregory');
    await expect(canvas.getByTestId('digits')).toHaveTextContent('arab');
    await expect(canvas.getByTestId('time-zone')).toHaveTextContent('Asia/Riyadh');
    await expect(canvas.getByTestId('today')).toHaveTextContent('—');
  },
};

/** What the app hands down for an admin who reads Hijri with Latin digits. */
export const HijriLatinDigits: Story = {
  args: {
    preferences: { calendar: 'hijri', digits: 'latn' },
    timeZone: 'Asia/Riyadh',
    today: '2026-11-21',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('today')).toHaveTextContent('11 جمادى الآخرة 1448 هـ');
  },
};
