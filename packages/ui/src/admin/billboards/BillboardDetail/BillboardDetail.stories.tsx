import { adminPaths } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { billboardDetailCopy } from './BillboardDetail';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { billboardsScreenCopy } from '../BillboardsScreen/BillboardsScreen';
import { longBillboard, sampleBillboard, storyNow } from '../fixtures';
import { detailViewCopy } from '../../DetailView';
import { BillboardDetail } from './BillboardDetail';

const meta = {
  component: BillboardDetail,
  args: { data: sampleBillboard, backHref: adminPaths.pages.billboards, now: storyNow },
} satisfies Meta<typeof BillboardDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      sampleBillboard.title,
    );
    await expect(
      canvas.getByRole('img', { name: billboardsScreenCopy.imageAlt(sampleBillboard.title) }),
    ).toBeVisible();
    await expect(canvas.getByText('معروض الآن')).toBeVisible();
  },
};

export const Loading: Story = { args: { data: undefined, loading: true } };

export const NotFound: Story = {
  args: { data: undefined, notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(detailViewCopy.notFoundTitle)).toBeVisible();
  },
};

export const LongText: Story = { args: { data: longBillboard } };

export const Mobile: Story = { ...onPhone, args: { data: longBillboard } };

/** On a 768 px tablet. */
export const Tablet: Story = { ...onTablet };

/** Switching a live billboard off asks first; the edit form is a link away. */
export const Deactivate: Story = {
  args: { onStatusAction: fn(async () => undefined), editHref: '/admin/billboards/1/edit' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: billboardDetailCopy.edit })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'إيقاف' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(billboardDetailCopy.deactivate);
    await userEvent.click(within(dialog).getByRole('button', { name: 'إيقاف' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onStatusAction).toHaveBeenCalledWith('deactivate');
  },
};

/** A switched-off billboard offers to switch it on. */
export const Inactive: Story = {
  args: {
    data: { ...sampleBillboard, is_active: false },
    onStatusAction: fn(async () => undefined),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'تفعيل' })).toBeVisible();
  },
};
