import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { DatePreferencesProvider } from '../../providers/DatePreferencesProvider';
import { onPhone } from '../../storybook/viewports';
import { DatePicker } from './DatePicker';

/** Saturday 21 November 2026 in Riyadh: every story's "today", so the calendar never moves. */
const TODAY = '2026-11-21';

/** The picker with its own value, as a form keeps it. */
function Harness(props: ComponentProps<typeof DatePicker>) {
  const [value, setValue] = useState(props.value);
  return (
    <DatePicker
      {...props}
      value={value}
      onChange={(day) => {
        props.onChange(day);
        setValue(day);
      }}
    />
  );
}

const meta = {
  component: DatePicker,
  render: (args) => <Harness {...args} />,
  decorators: [
    (Story) => (
      <DatePreferencesProvider today={TODAY}>
        <div className="min-h-[440px] max-w-xs">
          <Story />
        </div>
      </DatePreferencesProvider>
    ),
  ],
  args: { label: 'تاريخ الجلسة', value: '', onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'تاريخ الجلسة: اختر تاريخًا' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** A chosen day; the open calendar shows it in both calendars under the month. */
export const WithValue: Story = {
  args: { value: '2026-11-21' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText('تاريخ الجلسة')).toHaveTextContent('٢١ نوفمبر ٢٠٢٦');
    await userEvent.click(canvas.getByLabelText('تاريخ الجلسة'));
    await screen.findByRole('dialog', { name: 'تاريخ الجلسة' });
    await expect(screen.getByRole('grid')).toHaveAccessibleName('نوفمبر ٢٠٢٦');
    await expect(screen.getByText('جمادى الأولى – جمادى الآخرة ١٤٤٨ هـ')).toBeVisible();
    await expect(screen.getByText('٢١ نوفمبر ٢٠٢٦ (١١ جمادى الآخرة ١٤٤٨ هـ)')).toBeVisible();
  },
};

/**
 * Keyboard only: Enter opens on today; the arrows move right to left (left is the next day),
 * Page Down to the next month; Enter picks and closes, focus back on the field.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByLabelText('تاريخ الجلسة').focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(/^السبت، ٢١ نوفمبر ٢٠٢٦.*اليوم/),
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(document.activeElement).toHaveAccessibleName(/^الأحد، ٢٢ نوفمبر ٢٠٢٦/);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(document.activeElement).toHaveAccessibleName(/^الجمعة، ٢٠ نوفمبر ٢٠٢٦/);
    await userEvent.keyboard('{PageDown}');
    await expect(document.activeElement).toHaveAccessibleName(/^الأحد، ٢٠ ديسمبر ٢٠٢٦/);
    await expect(screen.getByRole('grid')).toHaveAccessibleName('ديسمبر ٢٠٢٦');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-20');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByLabelText('تاريخ الجلسة')).toHaveFocus();
    await expect(canvas.getByLabelText('تاريخ الجلسة')).toHaveTextContent('٢٠ ديسمبر ٢٠٢٦');
  },
};

/** "اليوم" picks today; "مسح" empties the field. */
export const TodayAndClear: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByLabelText('تاريخ الجلسة'));
    await userEvent.click(await screen.findByRole('button', { name: 'اليوم' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-21');
    await userEvent.click(canvas.getByLabelText('تاريخ الجلسة'));
    await userEvent.click(await screen.findByRole('button', { name: 'مسح' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.getByLabelText('تاريخ الجلسة')).toHaveTextContent('اختر تاريخًا');
  },
};

/** Days outside min…max cannot be picked. */
export const Bounded: Story = {
  args: { value: '2026-11-21', min: '2026-11-10', max: '2026-11-25' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText('تاريخ الجلسة'));
    await screen.findByRole('dialog');
    await expect(screen.getByRole('button', { name: /^الاثنين، ٩ نوفمبر ٢٠٢٦/ })).toBeDisabled();
    await expect(screen.getByRole('button', { name: /^الثلاثاء، ١٠ نوفمبر ٢٠٢٦/ })).toBeEnabled();
  },
};

/** Open on a phone. */
export const Phone: Story = {
  ...onPhone,
  args: { value: '2026-11-21' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText('تاريخ الجلسة'));
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

/** A long label and hint, for an admin who reads Hijri first with Latin digits. */
export const LongText: Story = {
  decorators: [
    (Story) => (
      <DatePreferencesProvider today={TODAY} preferences={{ calendar: 'hijri', digits: 'latn' }}>
        <Story />
      </DatePreferencesProvider>
    ),
  ],
  args: {
    label: 'تاريخ جلسة التصوير المتفق عليه مع العميل والمصور',
    hint: 'يُحسب اليوم بتوقيت الرياض، ويظهر التاريخ الهجري أولًا حسب تفضيلك.',
    value: '2026-11-21',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByLabelText('تاريخ جلسة التصوير المتفق عليه مع العميل والمصور'),
    ).toHaveTextContent('11 جمادى الآخرة 1448 هـ');
  },
};

export const WithError: Story = {
  args: { error: 'اختر تاريخ الجلسة.', required: true },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText(/تاريخ الجلسة/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('اختر تاريخ الجلسة.');
  },
};

export const Disabled: Story = {
  args: { value: '2026-11-21', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('تاريخ الجلسة')).toBeDisabled();
  },
};
