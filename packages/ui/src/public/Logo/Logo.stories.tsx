import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './Logo';

const meta = { component: Logo } satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MarkOnly: Story = { args: { withWordmark: false } };

export const OnDark: Story = {
  args: { tone: 'light' },
  decorators: [
    (Story) => (
      <div className="inline-block rounded-card bg-sand-900 p-4">
        <Story />
      </div>
    ),
  ],
};
