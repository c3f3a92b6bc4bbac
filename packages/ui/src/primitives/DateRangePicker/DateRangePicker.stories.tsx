import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { DatePreferencesProvider } from '../../providers/DatePreferencesProvider';
import { onPhone } from '../../storybook/viewports';
import { DateRangePicker } from './DateRangePicker';

/** Saturday 21 November 2026 in Riyadh: every story's "today", so the calendar never moves. */
const TODAY = '2026-11-21';

/** The picker with its own range, as a list keeps it in the URL. */
function Harness(props: ComponentProps<typeof DateRangePicker>) {
  const [range, setRange] = useState({ from: props.from, to: props.to });
  return (
    <div className="flex flex-wrap items-start gap-3">
      <DateRangePicker
        {...props}
        {...range}
        onChange={(next) => {
          props.onChange(next);
          setRange(next);
        }}
      />
    </div>
  );
}

const meta = {
  component: DateRangePicker,
  render: (args) => <Harness {...args} />,
  decorators: [
    (Story) => (
      <DatePreferencesProvider today={TODAY}>
        <div className="min-h-[460px]">
          <Story />
        </div>
      </DatePreferencesProvider>
    ),
  ],
  args: { from: '', to: '', fromLabel: 'من تاريخ', toLabel: 'إلى تاريخ', onChange: fn() },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'من تاريخ – إلى تاريخ' });

/** Both ends open: the fields read "اختر تاريخًا". */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'من تاريخ: اختر تاريخًا' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    await expect(canvas.getByLabelText('إلى تاريخ')).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A chosen range, written in Arabic with Arabic-Indic digits. */
export const WithValue: Story = {
  args: { from: '2026-11-01', to: '2026-11-21' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('من تاريخ')).toHaveTextContent('١ نوفمبر ٢٠٢٦');
    await expect(canvas.getByLabelText('إلى تاريخ')).toHaveTextContent('٢١ نوفمبر ٢٠٢٦');
  },
};

/** The popup open on its presets; "هذا الأسبوع" sets Saturday to today and closes it. */
export const Presets: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByLabelText('من تاريخ'));
    const popup = await dialog();
    await expect(popup).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'هذا الأسبوع' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-11-21', to: '2026-11-21' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByLabelText('من تاريخ')).toHaveFocus();

    // Open again on the presets: the chosen one is pressed.
    await userEvent.click(canvas.getByLabelText('إلى تاريخ'));
    await expect(await screen.findByRole('button', { name: 'هذا الأسبوع' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'آخر ٣٠ يومًا' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-10-23', to: '2026-11-21' });
    await userEvent.click(canvas.getByLabelText('من تاريخ'));
    await expect(await screen.findByRole('button', { name: 'آخر ٣٠ يومًا' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A start, then an end, with the mouse: the popup asks for the end and closes after it. */
export const PickingARange: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByLabelText('من تاريخ'));
    await dialog();
    await expect(screen.getByText('اختر تاريخ البداية')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^الأحد، ٨ نوفمبر ٢٠٢٦/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-11-08', to: '' });
    await expect(screen.getByText('اختر تاريخ النهاية')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^السبت، ١٤ نوفمبر ٢٠٢٦/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-11-08', to: '2026-11-14' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByLabelText('إلى تاريخ')).toHaveTextContent('١٤ نوفمبر ٢٠٢٦');
  },
};

/**
 * Keyboard only: Enter opens on today, arrows move by day (left is the next day, right to left)
 * and by week, Enter picks; Escape closes and gives focus back to the field.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByLabelText('من تاريخ').focus();
    await userEvent.keyboard('{Enter}');
    await dialog();
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(/^السبت، ٢١ نوفمبر ٢٠٢٦.*اليوم/),
    );
    // Today is the Saturday starting its week; the week before, then two days on.
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-11-16', to: '' });
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(/^الاثنين، ١٦ نوفمبر ٢٠٢٦/),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-11-16', to: '2026-11-22' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus is back on the field that opened the calendar.
    await expect(canvas.getByLabelText('من تاريخ')).toHaveFocus();

    // The calendar opens on the range, its first day focused.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await dialog();
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(/^الاثنين، ١٦ نوفمبر ٢٠٢٦.*محدد$/),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByLabelText('إلى تاريخ')).toHaveFocus();
  },
};

/** "مسح التاريخين" opens both ends again. */
export const Clearing: Story = {
  args: { from: '2026-11-01', to: '2026-11-21' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByLabelText('إلى تاريخ'));
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'مسح التاريخين' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '', to: '' });
    await expect(canvas.getByLabelText('من تاريخ')).toHaveTextContent('اختر تاريخًا');
    await expect(canvas.getByLabelText('إلى تاريخ')).toHaveTextContent('اختر تاريخًا');
  },
};

/** The popup on a phone: presets above the calendar. */
export const Phone: Story = {
  ...onPhone,
  args: { from: '2026-11-08', to: '2026-11-14' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText('إلى تاريخ'));
    await expect(await dialog()).toBeVisible();
  },
};

/** Long labels, and an admin who reads Hijri first with Latin digits. */
export const LongText: Story = {
  decorators: [
    (Story) => (
      <DatePreferencesProvider today={TODAY} preferences={{ calendar: 'hijri', digits: 'latn' }}>
        <Story />
      </DatePreferencesProvider>
    ),
  ],
  args: {
    from: '2026-06-10',
    to: '2026-11-21',
    fromLabel: 'تاريخ إنشاء الطلب في المنصة، من اليوم',
    toLabel: 'حتى نهاية اليوم المحدد (بتوقيت الرياض)',
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText('تاريخ إنشاء الطلب في المنصة، من اليوم')).toHaveTextContent(
      '24 ذو الحجة 1447 هـ',
    );
    await userEvent.click(canvas.getByLabelText('حتى نهاية اليوم المحدد (بتوقيت الرياض)'));
    await screen.findByRole('dialog');
    // The Hijri months first, the Gregorian month under them.
    await expect(screen.getByRole('grid')).toHaveAccessibleName(
      'جمادى الأولى – جمادى الآخرة 1448 هـ',
    );
    await expect(screen.getByText('نوفمبر 2026')).toBeVisible();
  },
};

/** The server refused the range: its message under the end field. */
export const WithError: Story = {
  args: {
    from: '2026-11-21',
    to: '2026-11-01',
    error: 'تاريخ النهاية يجب ألا يسبق تاريخ البداية.',
  },
  play: async ({ canvas }) => {
    const end = canvas.getByLabelText('إلى تاريخ');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription('تاريخ النهاية يجب ألا يسبق تاريخ البداية.');
  },
};

export const Disabled: Story = {
  args: { from: '2026-11-01', to: '2026-11-21', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('من تاريخ')).toBeDisabled();
    await expect(canvas.getByLabelText('إلى تاريخ')).toBeDisabled();
  },
};
