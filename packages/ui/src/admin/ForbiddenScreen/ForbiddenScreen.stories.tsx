import { adminPaths } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { ForbiddenScreen, forbiddenScreenCopy } from './ForbiddenScreen';

const meta = { component: ForbiddenScreen } satisfies Meta<typeof ForbiddenScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page outside the role: the Arabic page and the way back to the dashboard. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      forbiddenScreenCopy.title,
    );
    await expect(canvas.getByRole('link', { name: forbiddenScreenCopy.home })).toHaveAttribute(
      'href',
      adminPaths.pages.home,
    );
  },
};

/** A request the server refused: its own message. */
export const ServerMessage: Story = {
  args: { description: 'ليست لديك صلاحية لهذا الإجراء، فهو خارج دورك' },
};

export const LongText: Story = {
  args: {
    description:
      'ليست لديك صلاحية لفتح صفحة فريق العمل وإدارة أدوار المشرفين وكلمات مرورهم وإيقاف حساباتهم، فهذه الصفحة لمالك المنصة وحده. إن احتجت إليها فاطلبها من مالك المنصة أو من أحد الملاك الآخرين.',
  },
};

export const Phone: Story = { ...onPhone };
