import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../../storybook/viewports';
import { sampleRecoveryCodes } from '../fixtures';
import { RecoveryCodesPanel, recoveryCodesCopy } from './RecoveryCodesPanel';

const meta = {
  component: RecoveryCodesPanel,
  args: { codes: sampleRecoveryCodes, onDone: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RecoveryCodesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ten codes once; copying says whether it worked; "حفظتُ الرموز" closes the panel. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: recoveryCodesCopy.copy }));
    // Copied, or (where the browser refuses the clipboard) told to copy by hand.
    await expect(
      await canvas.findByText(
        new RegExp(`^(${recoveryCodesCopy.copied}|${recoveryCodesCopy.copyFailed})$`),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: recoveryCodesCopy.done }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = { ...onPhone };
