import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { BillboardSlot, billboardSlotCopy } from './BillboardSlot';

const banner = (from: string, to: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 50"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="160" height="50" fill="url(#g)"/><circle cx="130" cy="25" r="12" fill="#fff" fill-opacity=".5"/></svg>`,
  )}`;

const live = [
  {
    id: 1,
    title: 'خصم ٢٠٪ على جلسات التخرج',
    image_url: banner('#b05225', '#f3cfb4'),
    link_url: '/faq',
  },
  {
    id: 2,
    title: 'باقات الزفاف لموسم الشتاء',
    image_url: banner('#3f5e8e', '#f3cfb4'),
    link_url: null,
  },
];

const meta = { component: BillboardSlot, args: { billboards: live } } satisfies Meta<
  typeof BillboardSlot
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Live billboards: the first fills the band; each with a link leads there. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'خصم ٢٠٪ على جلسات التخرج' })).toHaveAttribute(
      'href',
      '/faq',
    );
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
  },
};

/** Not known yet: the band keeps its size (nothing moves when they arrive). */
export const Loading: Story = {
  args: { billboards: undefined },
  play: async ({ canvas }) => {
    const band = canvas.getByRole('region', { name: billboardSlotCopy.region });
    await expect(band.firstElementChild).toHaveAttribute('aria-busy', 'true');
  },
};

/** None live: a quiet brand message in the same box. */
export const Empty: Story = {
  args: { billboards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(billboardSlotCopy.fallbackTitle)).toBeVisible();
  },
};

/** Every state is the same height, so the page below never shifts. */
export const SameHeight: Story = {
  play: async ({ canvas }) => {
    const band = canvas.getByRole('region', { name: billboardSlotCopy.region });
    await expect(
      Math.round((band.firstElementChild as HTMLElement).getBoundingClientRect().width / 3.2),
    ).toBe(Math.round((band.firstElementChild as HTMLElement).getBoundingClientRect().height));
  },
};

export const LongText: Story = {
  args: {
    billboards: [
      {
        ...live[0]!,
        title: 'خصم عشرين بالمئة على جميع جلسات التخرج والمناسبات العائلية حتى نهاية الشهر',
      },
    ],
  },
};

export const Mobile: Story = { ...onPhone };
