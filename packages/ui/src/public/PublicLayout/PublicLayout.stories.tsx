import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { PageBanner } from '../PageBanner';
import { PublicLayout } from './PublicLayout';

const meta = {
  component: PublicLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    currentPath: '/about-us',
    footer: {
      year: 2026,
      contactEmail: 'hello@laqta.sa',
      contactPhone: '+966 50 123 4567',
      social: { instagram: 'https://www.instagram.com/laqta.sa', x: 'https://x.com/laqta_sa' },
    },
    children: (
      <>
        <PageBanner title="من نحن" />
        <p className="mx-auto max-w-3xl px-4 py-10 leading-loose">
          لقطة منصة سعودية تجمع بين من يبحث عن مصور محترف ومن يتقن فن التصوير.
        </p>
      </>
    ),
  },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The skip link is the first stop of the keyboard and leads to the page content. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'تخطَّ إلى المحتوى' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const Mobile: Story = { ...onPhone };
