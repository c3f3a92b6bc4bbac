import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { onPhone } from '../../../storybook/viewports';
import { longNamedAdmin, operationsAdmin, sampleOneTimePassword } from '../fixtures';
import { OneTimePasswordDialog, oneTimePasswordCopy } from './OneTimePasswordDialog';

const meta = {
  component: OneTimePasswordDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    name: operationsAdmin.name,
    password: sampleOneTimePassword,
    onCopy: fn(async () => {}),
  },
} satisfies Meta<typeof OneTimePasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The password once, copied with one press; "done" closes it (and forgets it). */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent(sampleOneTimePassword);
    await userEvent.click(screen.getByRole('button', { name: oneTimePasswordCopy.copy }));
    await expect(args.onCopy).toHaveBeenCalledWith(sampleOneTimePassword);
    await expect(await screen.findByRole('status')).toHaveTextContent(oneTimePasswordCopy.copied);
    await userEvent.click(screen.getByRole('button', { name: oneTimePasswordCopy.done }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The browser refused the clipboard: say so, the password stays selectable. */
export const CopyFailed: Story = {
  args: { onCopy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: oneTimePasswordCopy.copy }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      oneTimePasswordCopy.copyFailed,
    );
  },
};

export const LongName: Story = { args: { name: longNamedAdmin.name } };

export const Phone: Story = { ...onPhone, args: { name: longNamedAdmin.name } };
