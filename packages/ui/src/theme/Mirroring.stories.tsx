import type { Meta, StoryObj } from '@storybook/react-vite';
import { Send } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Alert } from '../primitives/Alert';
import { Button } from '../primitives/Button';
import { TextField } from '../primitives/TextField';
import { inDirection } from '../storybook/viewports';

/** A small form with everything that mirrors: text alignment, field labels, an icon button. */
function MirroringSample() {
  return (
    <form className="flex max-w-sm flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
      <h2 className="text-xl font-bold">اشترك في النشرة البريدية</h2>
      <Alert tone="info">نرسل لك أحدث العروض مرة في الشهر.</Alert>
      <TextField label="البريد الإلكتروني" type="email" defaultValue="name@example.com" />
      <Button type="submit" icon={<Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />}>
        اشترك
      </Button>
    </form>
  );
}

/**
 * The direction toolbar's "RTL | LTR side by side" choice: any story can be reviewed for mirroring
 * in one view. This story turns it on by itself (and so needs one Chromatic snapshot, not two).
 */
const meta = {
  component: MirroringSample,
  ...inDirection('both'),
} satisfies Meta<typeof MirroringSample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SideBySide: Story = {
  play: async ({ canvas }) => {
    const rtl = canvas.getByRole('region', { name: 'RTL' });
    const ltr = canvas.getByRole('region', { name: 'LTR' });
    // The icon sits at the button's inline start: on the right in RTL, on the left in LTR.
    for (const [half, iconOnRight] of [
      [rtl, true],
      [ltr, false],
    ] as const) {
      const button = within(half).getByRole('button', { name: 'اشترك' });
      const icon = button.querySelector('svg');
      await expect(icon).not.toBeNull();
      const centre = (box: DOMRect) => box.left + box.width / 2;
      const iconCentre = centre(icon!.getBoundingClientRect());
      await expect(iconCentre > centre(button.getBoundingClientRect())).toBe(iconOnRight);
    }
    await expect(getComputedStyle(within(rtl).getByRole('heading')).direction).toBe('rtl');
    await expect(getComputedStyle(within(ltr).getByRole('heading')).direction).toBe('ltr');
  },
};
