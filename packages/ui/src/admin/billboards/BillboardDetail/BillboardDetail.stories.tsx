import { adminPaths } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
