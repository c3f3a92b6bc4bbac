import type { Meta, StoryObj } from '@storybook/react-vite';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import type { DatePreferences } from '../../format/locale';
import { DatePreferencesProvider } from '../../providers/DatePreferencesProvider';
import { onPhone } from '../../storybook/viewports';
import { DateText } from '../DateText/DateText';
import { DatePreferencesMenuItems } from './DatePreferencesMenuItems';

const SESSION = '2026-11-20T21:30:00.000Z';

interface HarnessProps {
  initial: DatePreferences;
  /** Whether the app keeps preferences (hands down onPreferencesChange). */
  changeable: boolean;
  onPreferencesChange: (preferences: DatePreferences) => void;
}

/** An open menu with the items, and a date that follows the choice. */
function Harness({ initial, changeable, onPreferencesChange }: HarnessProps) {
  const [preferences, setPreferences] = useState(initial);
  return (
    <DatePreferencesProvider
      preferences={preferences}
      onPreferencesChange={
        changeable
          ? (next) => {
              onPreferencesChange(next);
              setPreferences(next);
            }
          : undefined
      }
    >
      {/* Centred, so the menu sits in the same place in both directions: the runner flips the
          direction in place, and Radix may keep the menu where the other direction put it. */}
      <div className="flex flex-col items-center gap-4">
        <p>
          موعد الجلسة: <DateText value={SESSION} bothCalendars />
        </p>
        <DropdownMenu.Root open modal={false}>
          <DropdownMenu.Trigger className="rounded-control border border-line-strong px-3 py-2">
            قائمة الحساب
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="center"
              sideOffset={8}
              className="z-50 min-w-60 rounded-card border border-line bg-surface p-2 text-ink shadow-raised"
            >
              <DatePreferencesMenuItems />
              <DropdownMenu.Item className="flex min-h-11 items-center rounded-control px-3 font-semibold text-danger-700 outline-none data-[highlighted]:bg-danger-50">
                تسجيل الخروج
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </DatePreferencesProvider>
  );
}

const meta = {
  component: Harness,
  args: {
    initial: { calendar: 'gregory', digits: 'arab' },
    changeable: true,
    onPreferencesChange: fn(),
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gregorian with Arabic-Indic digits, checked. */
export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('menuitemradio', { name: 'ميلادي' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(screen.getByRole('group', { name: 'الأرقام' })).toBeVisible();
  },
};

/** Choosing Hijri, then Latin digits: the date above follows, the menu stays open. */
export const ChoosingHijriAndLatinDigits: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'هجري (أم القرى)' }));
    await expect(args.onPreferencesChange).toHaveBeenLastCalledWith({
      calendar: 'hijri',
      digits: 'arab',
    });
    await expect(canvas.getByText('١١ جمادى الآخرة ١٤٤٨ هـ')).toBeVisible();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'لاتينية 123' }));
    await expect(args.onPreferencesChange).toHaveBeenLastCalledWith({
      calendar: 'hijri',
      digits: 'latn',
    });
    await expect(canvas.getByText('11 جمادى الآخرة 1448 هـ')).toBeVisible();
    await expect(canvas.getByText('21 نوفمبر 2026')).toBeVisible();
  },
};

/** Keyboard: arrows move through the choices, Enter picks. */
export const Keyboard: Story = {
  args: { initial: { calendar: 'hijri', digits: 'latn' } },
  play: async ({ userEvent, args }) => {
    (await screen.findByRole('menuitemradio', { name: 'ميلادي' })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPreferencesChange).toHaveBeenLastCalledWith({
      calendar: 'gregory',
      digits: 'latn',
    });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onPreferencesChange).toHaveBeenLastCalledWith({
      calendar: 'gregory',
      digits: 'arab',
    });
  },
};

/** Where the app keeps no preferences, the menu shows nothing extra. */
export const NotChangeable: Story = {
  args: { changeable: false },
  play: async () => {
    await screen.findByRole('menuitem', { name: 'تسجيل الخروج' });
    await expect(screen.queryByRole('menuitemradio')).toBeNull();
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async () => {
    await expect(await screen.findByRole('menuitemradio', { name: 'ميلادي' })).toBeVisible();
  },
};
