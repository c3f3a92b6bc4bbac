import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { sampleSessions } from '../fixtures';
import { SessionsList, sessionsListCopy } from './SessionsList';

const meta = {
  component: SessionsList,
  args: {
    sessions: sampleSessions,
    onSignOut: fn(async () => undefined),
    onSignOutOthers: fn(async () => undefined),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SessionsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Device, address, started and last used; this device marked and not offered a sign-out. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sessionsListCopy.thisDevice)).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: new RegExp(sessionsListCopy.signOut) }),
    ).toHaveLength(2);
    await expect(canvas.getByText(sessionsListCopy.neverUsed)).toBeVisible();
  },
};

/** One session ends after its AlertDialog says what will happen. */
export const SignOutOne: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: `${sessionsListCopy.signOut}: Safari على iOS` }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: sessionsListCopy.signOutTitle });
    await expect(dialog).toHaveTextContent('Safari على iOS');
    await userEvent.click(screen.getByRole('button', { name: sessionsListCopy.signOut }));
    await waitFor(() => expect(args.onSignOut).toHaveBeenCalledWith(29));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Every other session ends at once; the dialog counts them. */
export const SignOutOthers: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: sessionsListCopy.signOutOthers }));
    const dialog = await screen.findByRole('alertdialog', {
      name: sessionsListCopy.signOutOthersTitle,
    });
    await expect(dialog).toHaveTextContent(sessionsListCopy.signOutOthersDescription(2));
    await userEvent.click(
      screen.getAllByRole('button', { name: sessionsListCopy.signOutOthers }).at(-1)!,
    );
    await waitFor(() => expect(args.onSignOutOthers).toHaveBeenCalledTimes(1));
  },
};

/** A refused sign-out: the dialog stays with the server's message. */
export const SignOutFails: Story = {
  args: {
    onSignOut: fn(async () => {
      throw Object.assign(new Error('الجلسة غير موجودة أو انتهت'), { status: 404 });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: `${sessionsListCopy.signOut}: Safari على iOS` }),
    );
    await userEvent.click(await screen.findByRole('button', { name: sessionsListCopy.signOut }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toHaveTextContent('الجلسة غير موجودة أو انتهت'));
  },
};

/** Only this device: nothing else to sign out. */
export const OnlyThisDevice: Story = {
  args: { sessions: sampleSessions.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: sessionsListCopy.signOutOthers })).toBeNull();
  },
};

export const Empty: Story = { args: { sessions: [] } };

export const Loading: Story = { args: { sessions: undefined, loading: true } };

export const LoadFailed: Story = {
  args: { sessions: undefined, error: 'حدث خطأ غير متوقع في الخادم، يرجى المحاولة لاحقاً.' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A long device name and an IPv6 address wrap inside the row. */
export const LongText: Story = {
  args: {
    sessions: [
      sampleSessions[0]!,
      {
        ...sampleSessions[1]!,
        device: 'Samsung Internet على Android (جهاز لوحي من مكتب الفرع الرئيسي في جدة)',
        address: '2001:db8:85a3:0000:0000:8a2e:0370:7334',
      },
    ],
  },
};

export const Mobile: Story = { ...onPhone };

export const Tablet: Story = { ...onTablet };
